import styles from './CheckoutPage.module.css';

/** The order number as shoppers quote it on the phone or WhatsApp. */
export function OrderNumber({ orderId }: { orderId: string }) {
  return (
    <p className={styles.orderNumber}>
      Order number <span className={styles.orderId}>{orderId}</span>
    </p>
  );
}
