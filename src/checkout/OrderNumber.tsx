import styles from './CheckoutPage.module.css';

/** The order number the shop issued, as shoppers quote it on the phone or WhatsApp. */
export function OrderNumber({ number }: { number: string }) {
  return (
    <p className={styles.orderNumber}>
      Order number <span className={styles.orderId}>{number}</span>
    </p>
  );
}
