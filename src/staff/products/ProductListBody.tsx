import type { ProductListView } from '../../../machines/staff-products/types';
import { PagedList } from '../ui/PagedList';
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
  return (
    <PagedList
      list={list}
      none={words[view].none}
      moreLabel="Show more products"
      moreClassName={styles.secondary}
    >
      {(rowRef) => <ProductLines products={list.items} label={words[view].list} rowRef={rowRef} />}
    </PagedList>
  );
}
