import { askAboutUnseenOrder } from './order-help';
import { OrderHelpActions } from './OrderHelpActions';
import { useFocusOnShow } from './use-focus-on-show';
import styles from './CheckoutPage.module.css';

/**
 * An order this page cannot show: this device holds no token for it (placed on another phone,
 * or the browser's data was cleared), or it could not be read just now (then Retry). Its number
 * is unknown here, so staff find it by the phone it was placed with.
 */
export function OrderNotShown({
  failureMessage,
  onRetry,
}: {
  /** Why reading the order failed, for the shopper; null when there is no token to read it with. */
  failureMessage: string | null;
  onRetry: () => void;
}) {
  const notice = useFocusOnShow<HTMLDivElement>();
  const unreadable = failureMessage !== null;
  return (
    <div ref={notice} tabIndex={-1} role="alert" className={styles.failure}>
      {unreadable ? (
        <>
          <p>{failureMessage}</p>
          <button type="button" className={styles.primary} onClick={onRetry}>
            Retry
          </button>
        </>
      ) : (
        <p>
          We can't show this order on this device: it was placed on another phone or browser, or
          this browser's data was cleared. Ask us on WhatsApp with the phone number you ordered with
          and we will help.
        </p>
      )}
      <OrderHelpActions whatsAppHref={askAboutUnseenOrder()} askFirst={!unreadable} />
    </div>
  );
}
