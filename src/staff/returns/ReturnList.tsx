import { Link } from 'react-router-dom';
import { returnStepLabels } from '@model/return/return';
import { itemsLabel } from '@/ui/wording';
import { PagedList } from '../ui/PagedList';
import { formatWhen } from '../ui/when';
import { noOpenReturns, unitsOf, wishLabels } from './return-words';
import type { ReturnsTab } from './use-returns-tab';
import staff from '../ui/staff.module.css';
import styles from './Returns.module.css';

/** The Returns tab: every open return of all orders, newest first, each a link to its order. */
export function ReturnList({ tab }: { tab: ReturnsTab }) {
  const { list } = tab;
  return (
    <PagedList list={list} none={noOpenReturns}>
      {(rowRef) => (
        <ul aria-label="Returns" className={styles.returns}>
          {list.items.map((shown, index) => (
            <li key={`${shown.orderId}/${shown.id}`} className={staff.row}>
              <Link
                ref={rowRef(index)}
                to={`/staff/orders/${shown.orderId}`}
                className={staff.rowLink}
              >
                Order {shown.orderNumber}
              </Link>
              <p className={styles.customer}>{shown.customerName || 'No name'}</p>
              <p className={styles.facts}>
                <span className={styles.step}>{returnStepLabels[shown.step]}</span>
                <span>{wishLabels[shown.wish]}</span>
                <span>{itemsLabel(unitsOf(shown.lines))}</span>
              </p>
              <p className={styles.muted}>
                Asked <time dateTime={shown.requestedAt}>{formatWhen(shown.requestedAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
