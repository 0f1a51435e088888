import { useRef, useState } from 'react';
import type { OrderReturns, OrderView } from '@model/order/view';
import type { ReturnView } from '@model/return/request';
import { CardSection } from '@/ui/card-section/CardSection';
import { ReturnCard } from './ReturnCard';
import { ReturnForm } from './ReturnForm';
import { windowClosedNote, windowOpenNote } from './return-wording';
import { useOrderReturn } from './use-order-return';
import styles from './returns.module.css';

interface ReturnsProps {
  order: OrderView;
  /** The return just sent, whose step takes the focus once the order is read again. */
  focusReturnId?: string | null;
  /** The server took a return: the page reads the order again. */
  onReturnSent: (sent: ReturnView) => void;
}

/**
 * A delivered order's returns (../shared/QA-CONTRACT.md, Returns): the window, `Return or
 * exchange` while a return may be asked for, and each return asked for, newest first. Nothing for
 * an order not delivered.
 */
export function ReturnsSection(props: ReturnsProps) {
  const { returns } = props.order;
  return returns ? <Returns {...props} returns={returns} /> : null;
}

function Returns({
  order,
  returns,
  focusReturnId = null,
  onReturnSent,
}: ReturnsProps & { returns: OrderReturns }) {
  const form = useOrderReturn(order, onReturnSent);
  const opener = useRef<HTMLButtonElement>(null);
  // The window as it stood when the order was read; a reading again follows every return sent.
  const [readAt] = useState(() => Date.now());
  const windowOpen = Date.parse(returns.closesAt) > readAt;
  return (
    <CardSection id="order-returns" title="Returns and exchanges">
      <div className={styles.body}>
        <p className={styles.muted}>
          {windowOpen ? windowOpenNote(returns.closesAt) : windowClosedNote(returns.closesAt)}
        </p>
        {returns.open ? (
          <button ref={opener} type="button" className={styles.open} onClick={form.open}>
            Return or exchange
          </button>
        ) : null}
        <ReturnForm form={form} returnFocusTo={opener} />
        {returns.list.length > 0 ? (
          <ul className={styles.returns}>
            {returns.list.map((shown) => (
              <ReturnCard key={shown.id} shown={shown} focused={shown.id === focusReturnId} />
            ))}
          </ul>
        ) : null}
      </div>
    </CardSection>
  );
}
