import { PagedListBody } from '../ui/PagedListBody';
import { useFirstNewFocus } from '../ui/first-new-focus';
import { emptyTabMessages } from '../orders/order-words';
import { RefundActions } from './RefundActions';
import { RefundFacts } from './RefundFacts';
import { useRefundList } from './use-refund-list';
import styles from './Refunds.module.css';

/** The Refunds tab: every open refund, newest first, each with its order and its actions. */
export function RefundList() {
  const list = useRefundList();
  const { itemRef, showMore } = useFirstNewFocus<HTMLLIElement>(
    list.refunds.length,
    list.hasMore,
    list.more,
  );
  return (
    <PagedListBody
      list={{ ...list, more: showMore }}
      none={emptyTabMessages.refunds}
      moreLabel="Show more"
    >
      <ul aria-label="Refunds" className={styles.refunds}>
        {list.refunds.map((refund, index) => (
          <li key={refund.id} ref={itemRef(index)} tabIndex={-1} className={styles.refund}>
            <RefundFacts refund={refund} withOrder id={`refund-${refund.id}`} />
            <RefundActions refund={refund} owner={list.actor} describedBy={`refund-${refund.id}`} />
          </li>
        ))}
      </ul>
    </PagedListBody>
  );
}
