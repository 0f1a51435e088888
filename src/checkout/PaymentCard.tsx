import type { ReactNode } from 'react';
import { CardSection } from '@/ui/card-section/CardSection';
import { OrderNumber } from './OrderNumber';
import { useFocusOnShow } from './use-focus-on-show';
import styles from './CheckoutPage.module.css';

/** How the notice looks and is announced: the prompt to pay, or news the shopper must act on. */
const tones = {
  prompt: { role: 'status', className: styles.prompt },
  attention: { role: 'alert', className: styles.repricing },
  failure: { role: 'alert', className: styles.failure },
} as const;

/**
 * Where an order's payment stands (the prompt out, failed, or the order ended): its notice,
 * focused as it shows so that a screen reader reads it out, the order number, then what the
 * shopper may do.
 */
export function PaymentCard({
  id,
  title,
  tone,
  notice,
  orderNumber,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  tone: keyof typeof tones;
  notice: ReactNode;
  /** The number the shop issued for the order (never its id). */
  orderNumber: string;
  children: ReactNode;
}) {
  const focused = useFocusOnShow<HTMLDivElement>();
  const { role, className } = tones[tone];
  return (
    <CardSection id={id} title={title}>
      <div className={styles.body}>
        <div ref={focused} tabIndex={-1} role={role} className={className}>
          {notice}
        </div>
        <OrderNumber number={orderNumber} />
        {children}
      </div>
    </CardSection>
  );
}
