import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { NewOrder } from '../../../machines/checkout/types';
import { formatKes } from '../../catalog/price';
import { deliveryOptionById } from '../../forms/checkout';
import { shop } from '../../settings/shop-settings';
import { OrderTotals } from './OrderTotals';
import styles from './CheckoutPage.module.css';

/** The confirmation: the order number, what was bought, and what happens next. */
export function OrderPlaced({ orderId, order }: { orderId: string; order: NewOrder }) {
  const confirmation = useRef<HTMLElement>(null);
  // The form the shopper was in is gone: focus moves to what replaced it.
  useEffect(() => confirmation.current?.focus(), []);
  const option = deliveryOptionById(order.delivery.option);
  const whatsapp = `https://wa.me/${shop.phoneDigits}?text=${encodeURIComponent(
    `Hello ${shop.name}! I have just placed order ${orderId}.`,
  )}`;
  return (
    <div className={styles.layout}>
      <section
        ref={confirmation}
        tabIndex={-1}
        aria-labelledby="order-placed"
        className={styles.card}
      >
        <h2 id="order-placed" className={styles.title}>
          Order number <span className={styles.orderId}>{orderId}</span>
        </h2>
        <ul className={styles.placedLines}>
          {order.lines.map((line) => (
            <li key={line.id} className={styles.placedLine}>
              <span>
                {line.productName}
                {line.size ? `, size ${line.size}` : ''}
                {line.colour ? `, ${line.colour}` : ''}
                {` × ${line.quantity}`}
              </span>
              <span>{formatKes(Number(line.unitPrice) * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotal={order.subtotal}
          deliveryFee={order.deliveryFee}
          total={order.total}
        />
      </section>
      <section aria-labelledby="order-next" className={styles.card}>
        <h2 id="order-next" className={styles.title}>
          What happens next
        </h2>
        <ol className={styles.next}>
          <li>
            We call or WhatsApp you on {order.delivery.phone} within working hours to confirm your
            order.
          </li>
          <li>
            {order.payment.method === 'mpesa'
              ? `We check your M-Pesa payment (code ${order.payment.mpesaCode}) before we send anything.`
              : `You pay ${formatKes(order.total)} in cash when your order reaches you.`}
          </li>
          <li>
            {option ? `${option.label}: ${option.detail}` : 'We agree the delivery with you.'}
          </li>
        </ol>
        <div className={styles.placedActions}>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={styles.primary}>
            Ask about this order on WhatsApp
          </a>
          <Link to="/shop" className={styles.secondary}>
            Continue shopping
          </Link>
        </div>
      </section>
    </div>
  );
}
