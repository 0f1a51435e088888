import { Link } from 'react-router-dom';
import styles from './CheckoutPage.module.css';

/** Ask about the order on WhatsApp, or go on shopping: where an order's page ends. */
export function OrderHelpActions({
  whatsAppHref,
  askFirst,
}: {
  /** The chat about this order, its first message written (order-help.ts). */
  whatsAppHref: string;
  /** Asking is the main action, unless the page has another (Retry). */
  askFirst: boolean;
}) {
  return (
    <div className={styles.placedActions}>
      <a
        href={whatsAppHref}
        target="_blank"
        rel="noopener noreferrer"
        className={askFirst ? styles.primary : styles.secondary}
      >
        Ask about this order on WhatsApp
      </a>
      <Link to="/shop" className={styles.secondary}>
        Continue shopping
      </Link>
    </div>
  );
}
