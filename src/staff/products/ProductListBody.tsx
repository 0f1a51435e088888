import type { ProductListView } from '../../../machines/staff-products/types';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { ProductLines } from './ProductLines';
import { useProductListView, type ProductListActor } from './use-product-list';
import styles from './Products.module.css';

const words: Record<ProductListView, { list: string; none: string }> = {
  all: { list: 'All products', none: 'No products yet. Add the first with New product.' },
  hidden: { list: 'Hidden products', none: 'No product is hidden from the shop.' },
};

/** One list: its products in name order, more on demand. */
export function ProductListBody({
  actor,
  view,
}: {
  actor: ProductListActor;
  view: ProductListView;
}) {
  const list = useProductListView(actor, view);
  if (list.status === 'loading') return <Spinner />;
  if (list.status === 'failed') {
    return <RetryAlert message={list.failureMessage} onRetry={list.retry} />;
  }
  if (list.status === 'empty') return <p className={styles.empty}>{words[view].none}</p>;
  return (
    <>
      <ProductLines products={list.products} label={words[view].list} />
      {list.moreFailureMessage ? (
        <p role="alert" className={styles.failure}>
          {list.moreFailureMessage}
        </p>
      ) : null}
      {list.hasMore ? (
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={list.loadingMore || undefined}
          onClick={() => {
            if (!list.loadingMore) list.more();
          }}
        >
          {list.loadingMore ? 'Loading…' : 'Show more products'}
        </button>
      ) : null}
    </>
  );
}
