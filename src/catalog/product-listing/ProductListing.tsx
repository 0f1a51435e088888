import { useDeferredValue } from 'react';
import type { ProductQuery } from '@model/catalog/product-query';
import { useProductList } from '../use-product-list';
import { ProductList, type ProductListProps } from '../product-list/ProductList';

export type ProductListingProps = Omit<
  ProductListProps,
  'status' | 'products' | 'failureMessage' | 'onRetry' | 'total' | 'more' | 'onLoadMore'
> & {
  /** Read once when the listing mounts: give the listing a `key` that changes with it. */
  query: ProductQuery;
};

/** A product listing read from the catalog, with its loading, empty and error states. */
export function ProductListing({ query, ...presentation }: ProductListingProps) {
  const list = useProductList(query);
  // A page of cards is a listing's heaviest render. Deferred, React renders it in slices between
  // which a phone can paint and answer a tap, instead of in one long task.
  const status = useDeferredValue(list.status);
  const products = useDeferredValue(list.products);
  return (
    <ProductList
      status={status}
      products={products}
      failureMessage={list.failureMessage}
      onRetry={list.retry}
      total={list.total}
      more={list.more}
      onLoadMore={list.loadMore}
      {...presentation}
    />
  );
}
