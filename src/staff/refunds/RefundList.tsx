import { PagedList } from '../ui/PagedList';
import { emptyTabMessages } from '../orders/order-words';
import { RefundActions } from './RefundActions';
import { RefundFacts } from './RefundFacts';
import { useRefundList } from './use-refund-list';
import styles from './Refunds.module.css';

/** The Refunds tab: every open refund, newest first, each with its order and its actions. */
export function RefundList() {
  const { actor, list } = useRefundList();
  return (
    <PagedList list={list} none={emptyTabMessages.refunds}>
      {(rowRef) => (
        <ul aria-label="Refunds" className={styles.refunds}>
          {list.items.map((refund, index) => (
            <li key={refund.id} ref={rowRef(index)} tabIndex={-1} className={styles.refund}>
              <RefundFacts refund={refund} withOrder id={`refund-${refund.id}`} />
              <RefundActions refund={refund} owner={actor} describedBy={`refund-${refund.id}`} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
