import { formatKes } from '@model/money';
import styles from './CheckoutPage.module.css';

/**
 * Subtotal, the delivery fee and the total, in KES (the QA contract names all three: README, The
 * local backend and the QA contract).
 */
export function OrderTotals({
  subtotal,
  deliveryFee,
  total,
}: {
  subtotal: number;
  deliveryFee: number | null;
  total: number;
}) {
  return (
    <dl className={styles.summary}>
      <dt>Subtotal</dt>
      <dd>{formatKes(subtotal)}</dd>
      <dt>Delivery</dt>
      <dd>{deliveryFee === null ? 'Choose a delivery' : formatKes(deliveryFee)}</dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatKes(total)}</dd>
    </dl>
  );
}
