import { Link } from 'react-router-dom';
import type { StaffOrder } from '../../../machines/staff-orders/types';
import { deliveryOptionById } from '@model/delivery';
import { formatKes } from '@model/money';
import { DiscountRows, freeDeliveryOf } from '@/ui/discount-rows/DiscountRows';
import {
  formatWhen,
  fulfilmentLabels,
  paymentFailureLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from './order-words';
import staff from '../ui/staff.module.css';
import styles from './OrderPage.module.css';

/** What staff need to pack, send and answer for an order: who, what, how much, how paid. */
export function OrderDetails({ order }: { order: StaffOrder }) {
  const { delivery, payment } = order;
  // The shop's wording for each offer; staff also see the delivery fee a free delivery waived.
  const freeDelivery = freeDeliveryOf(order.discounts);
  return (
    <div className={styles.cards}>
      <section aria-labelledby="order-customer" className={styles.card}>
        <h2 id="order-customer" className={styles.cardTitle}>
          Customer
        </h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{delivery.fullName || 'No name'}</dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${delivery.phone}`}>{delivery.phone}</a>
          </dd>
          {delivery.email ? (
            <>
              <dt>Email</dt>
              <dd>{delivery.email}</dd>
            </>
          ) : null}
          <dt>Delivery</dt>
          <dd>{deliveryOptionById(delivery.option)?.label ?? delivery.option}</dd>
          <dt>Address</dt>
          <dd>{[delivery.address, delivery.town, delivery.county].filter(Boolean).join(', ')}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-items" className={styles.card}>
        <h2 id="order-items" className={styles.cardTitle}>
          Items
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={`${line.id}-${index}`} className={styles.line}>
              <p className={styles.lineName}>
                {line.productName}
                {line.wholesale ? <span className={styles.tag}>Wholesale</span> : null}
              </p>
              <p className={staff.muted}>
                {[
                  line.size ? `Size ${line.size}` : null,
                  line.colour ? `Colour ${line.colour}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || 'One size, one colour'}
              </p>
              <p>
                {line.quantity} × {formatKes(line.unitPrice)}
              </p>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <dt>Subtotal</dt>
          <dd>{formatKes(order.subtotal)}</dd>
          <DiscountRows discounts={order.discounts} />
          <dt>Delivery</dt>
          <dd>
            {freeDelivery
              ? `Free with ${freeDelivery.name}, ${formatKes(freeDelivery.amount)} off`
              : formatKes(order.deliveryFee)}
          </dd>
          <dt>Total</dt>
          <dd className={styles.total}>{formatKes(order.total)}</dd>
        </dl>
      </section>

      <section aria-labelledby="order-payment" className={styles.card}>
        <h2 id="order-payment" className={styles.cardTitle}>
          Payment
        </h2>
        <dl className={styles.facts}>
          {order.exchangeOf ? (
            <>
              <dt>Exchange for</dt>
              <dd>
                <Link to={`/staff/orders/${order.exchangeOf.orderId}`}>
                  Order {order.exchangeOf.number}
                </Link>
                , paid with it: nothing to pay
              </dd>
            </>
          ) : null}
          <dt>Method</dt>
          <dd>{paymentMethodLabels[payment.method]}</dd>
          <dt>Status</dt>
          <dd>{paymentStatusLabels[order.status]}</dd>
          {payment.phone ? (
            <>
              <dt>M-Pesa phone</dt>
              <dd>{payment.phone}</dd>
            </>
          ) : null}
          {payment.receipt ? (
            <>
              <dt>M-Pesa receipt</dt>
              <dd>{payment.receipt}</dd>
            </>
          ) : null}
          {payment.failure ? (
            <>
              <dt>Why it failed</dt>
              <dd>{paymentFailureLabels[payment.failure]}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="order-parcel" className={styles.card}>
        <h2 id="order-parcel" className={styles.cardTitle}>
          Parcel
        </h2>
        <dl className={styles.facts}>
          <dt>Step</dt>
          <dd>{fulfilmentLabels[order.fulfilment]}</dd>
          {order.dispatch ? (
            <>
              <dt>Courier or rider</dt>
              <dd>{order.dispatch.courier}</dd>
              {order.dispatch.tracking ? (
                <>
                  <dt>Tracking reference</dt>
                  <dd>{order.dispatch.tracking}</dd>
                </>
              ) : null}
              {order.dispatch.at ? (
                <>
                  <dt>Dispatched</dt>
                  <dd>{formatWhen(order.dispatch.at)}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {order.cancellation ? (
            <>
              <dt>Cancelled because</dt>
              <dd>{order.cancellation.reason}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
