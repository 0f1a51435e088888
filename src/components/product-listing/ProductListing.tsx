import type { ReactNode } from 'react';
import { useProductList, type ProductQuery } from '../../state/use-product-list';
import { ProductList } from '../product-list/ProductList';

export interface ProductListingProps {
  /** Read once when the listing mounts: give the listing a `key` that changes with it. */
  query: ProductQuery;
  empty?: ReactNode;
  placeholderCount?: number;
}

/** A product listing read from the catalog, with its loading, empty and error states. */
export function ProductListing({ query, empty, placeholderCount }: ProductListingProps) {
  const list = useProductList(query);
  return (
    <ProductList
      status={list.status}
      products={list.products}
      failure={list.failure}
      onRetry={list.retry}
      empty={empty}
      placeholderCount={placeholderCount}
    />
  );
}
