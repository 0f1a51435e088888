import type { OrderView } from '../../../machines/checkout/types';
import { formatKes } from '../../catalog/price';
import { shop } from '../../settings/shop-settings';
import { OrderNumber } from './OrderNumber';
import { useFocusOnShow } from './use-focus-on-show';
import styles from './CheckoutPage.module.css';

/**
 * The M-Pesa prompt is out: the shopper enters their PIN on their phone. The page asks about
 * the order meanwhile and moves on by itself once M-Pesa answers.
 */
export function AwaitingPayment({ order }: { order: OrderView }) {
  const status = useFocusOnShow<HTMLDivElement>();
  return (
    <section aria-labelledby="awaiting-payment" className={styles.card}>
      <h2 id="awaiting-payment" className={styles.title}>
        Waiting for your payment
      </h2>
      <div className={styles.body}>
        <div ref={status} tabIndex={-1} role="status" className={styles.prompt}>
          <p className={styles.promptTitle}>Check your phone</p>
          <p>
            Enter your M-Pesa PIN to pay <strong>{formatKes(order.total)}</strong> to {shop.name}.
            We sent the prompt to <strong>{order.payment.phone ?? 'your phone'}</strong>.
          </p>
        </div>
        <OrderNumber orderId={order.id} />
        <p className={styles.muted}>
          This page updates by itself once M-Pesa answers. Your cart is kept until the payment is
          made.
        </p>
      </div>
    </section>
  );
}
