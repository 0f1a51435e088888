import { StaffPage } from '../shell/StaffPage';
import { OrderFindForm } from './OrderFindForm';
import { OrderListBody } from './OrderListBody';
import { OrderQueueTabs } from './OrderQueueTabs';
import { useOrderList } from './use-order-list';
import styles from './OrdersPage.module.css';

/** /staff/orders: find an order, or work through the queues tab by tab. */
export function OrdersPage() {
  const list = useOrderList();
  return (
    <StaffPage heading="Orders" title="Orders">
      <OrderFindForm list={list} />
      {list.isFinding ? (
        <section aria-labelledby="orders-found-heading" className={styles.found}>
          <div className={styles.foundHead}>
            <h2 id="orders-found-heading" className={styles.subheading}>
              Orders found for {list.findText}
            </h2>
            <button type="button" className={styles.secondary} onClick={list.clearFind}>
              Show all orders
            </button>
          </div>
          <OrderListBody list={list} label={`Orders found for ${list.findText}`} />
        </section>
      ) : (
        <OrderQueueTabs list={list} />
      )}
    </StaffPage>
  );
}
