import { askAboutOrder } from './order-help';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

export interface PaymentUnconfirmedProps {
  /** The number the shop issued for the order: shown, and quoted when the shopper asks about it. */
  orderNumber: string;
  checking: boolean;
  /** Why the last check failed, for the shopper. */
  failureMessage: string | null;
  onCheckAgain: () => void;
}

/** Two minutes without an answer from M-Pesa: the shopper is told, and may ask again. */
export function PaymentUnconfirmed({
  orderNumber,
  checking,
  failureMessage,
  onCheckAgain,
}: PaymentUnconfirmedProps) {
  return (
    <PaymentCard
      id="payment-unconfirmed"
      title="Waiting for your payment"
      tone="attention"
      orderNumber={orderNumber}
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
            orderNumber,
            `I am paying for order ${orderNumber} by M-Pesa and have not seen it confirmed.`,
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
