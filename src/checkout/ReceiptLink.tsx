import { Link } from 'react-router-dom';
import type { OrderView } from '@model/order/view';
import styles from './CheckoutPage.module.css';

/** `Receipt`, on the page of an order that has one (paid): its printable receipt. */
export function ReceiptLink({ order }: { order: OrderView }) {
  return order.receipt ? (
    <p className={styles.receipt}>
      <Link to={`/checkout/order/${order.id}/receipt`}>Receipt</Link>
    </p>
  ) : null;
}
