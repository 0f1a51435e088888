import type { OrderView } from '../../machines/checkout/types';
import { formatKes } from '@/model/money';
import { shop } from '@/settings/shop-settings';
import { PaymentCard } from './PaymentCard';
import styles from './CheckoutPage.module.css';

/**
 * The M-Pesa prompt is out: the shopper enters their PIN on their phone. The page asks about
 * the order meanwhile and moves on by itself once M-Pesa answers.
 */
export function AwaitingPayment({ order }: { order: OrderView }) {
  return (
    <PaymentCard
      id="awaiting-payment"
      title="Waiting for your payment"
      tone="prompt"
      orderId={order.id}
      notice={
        <>
          <p className={styles.promptTitle}>Check your phone</p>
          <p>
            Enter your M-Pesa PIN to pay <strong>{formatKes(order.total)}</strong> to {shop.name}.
            We sent the prompt to <strong>{order.payment.phone ?? 'your phone'}</strong>.
          </p>
        </>
      }
    >
      <p className={styles.muted}>
        This page updates by itself once M-Pesa answers. Your cart is kept until the payment is
        made.
      </p>
    </PaymentCard>
  );
}
