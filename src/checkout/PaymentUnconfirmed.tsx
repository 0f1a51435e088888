import type { OrderView } from '../../machines/checkout/types';
import { askAboutOrder } from './order-help';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

/** Two minutes without an answer from M-Pesa: the shopper is told, and may ask again. */
export function PaymentUnconfirmed({
  order,
  checking,
  failureMessage,
  onCheckAgain,
}: {
  order: OrderView;
  checking: boolean;
  /** Why the last check failed, for the shopper. */
  failureMessage: string | null;
  onCheckAgain: () => void;
}) {
  return (
    <PaymentCard
      id="payment-unconfirmed"
      title="Waiting for your payment"
      tone="attention"
      orderId={order.id}
      notice={
        <>
          <p>
            We have not heard from M-Pesa about your payment yet. If you entered your PIN, it may
            still come through: check again in a moment.
          </p>
          {failureMessage ? <p>{failureMessage}</p> : null}
        </>
      }
    >
      <p role="status" className={styles.progress}>
        {checking ? 'Checking your payment…' : ''}
      </p>
      <div className={styles.placedActions}>
        <button
          type="button"
          className={styles.primary}
          aria-disabled={checking || undefined}
          onClick={checking ? undefined : onCheckAgain}
        >
          Check again
        </button>
        <a
          href={askAboutOrder(
            order.id,
            `I am paying for order ${order.id} by M-Pesa and have not seen it confirmed.`,
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.secondary}
        >
          Ask us on WhatsApp
        </a>
      </div>
    </PaymentCard>
  );
}
