import { askAboutOrder } from './order-help';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

export interface PaymentUnconfirmedProps {
  /** The order's number: shown, and quoted when the shopper asks about it. */
  orderId: string;
  checking: boolean;
  /** Why the last check failed, for the shopper. */
  failureMessage: string | null;
  onCheckAgain: () => void;
}

/** Two minutes without an answer from M-Pesa: the shopper is told, and may ask again. */
export function PaymentUnconfirmed({
  orderId,
  checking,
  failureMessage,
  onCheckAgain,
}: PaymentUnconfirmedProps) {
  return (
    <PaymentCard
      id="payment-unconfirmed"
      title="Waiting for your payment"
      tone="attention"
      orderId={orderId}
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
            orderId,
            `I am paying for order ${orderId} by M-Pesa and have not seen it confirmed.`,
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
