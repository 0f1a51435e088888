import { formatKes } from '@model/money';
import type { DiscountLine } from '@model/offer/pricing';
import { DiscountRows } from '@/ui/discount-rows/DiscountRows';
import styles from './CheckoutPage.module.css';

/**
 * Subtotal, each offer's line, the delivery fee and the total, in KES (the QA contract names
 * Subtotal, Delivery and Total: README, The local backend and the QA contract). The total
 * already counts the offers; free delivery shows on the Delivery row.
 */
export function OrderTotals({
  subtotal,
  discounts = [],
  freeDelivery = null,
  deliveryFee,
  total,
}: {
  subtotal: number;
  discounts?: readonly DiscountLine[];
  /** The offer that makes delivery free; null for none. */
  freeDelivery?: { name: string } | null;
  deliveryFee: number | null;
  total: number;
}) {
  return (
    <dl className={styles.summary}>
      <dt>Subtotal</dt>
      <dd>{formatKes(subtotal)}</dd>
      <DiscountRows discounts={discounts} />
      <dt>Delivery</dt>
      <dd>
        {freeDelivery ? (
          <>
            Free<span className={styles.deliveryOffer}>with {freeDelivery.name}</span>
          </>
        ) : deliveryFee === null ? (
          'Choose a delivery'
        ) : (
          formatKes(deliveryFee)
        )}
      </dd>
      <dt className={styles.total}>Total</dt>
      <dd className={styles.total}>{formatKes(total)}</dd>
    </dl>
  );
}
