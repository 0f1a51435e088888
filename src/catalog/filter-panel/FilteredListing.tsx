import type { ReactNode } from 'react';
import { activeFilters, listingRequest, type ListingScope } from '../listing-filters';
import { ProductListing } from '../product-listing/ProductListing';
import { FilterPanel } from './FilterPanel';
import { useListingQuery } from './use-listing-query';

export interface FilteredListingProps {
  /** A category page's path: the listing stays within it. */
  scope?: ListingScope;
  /** What to say when nothing is listed and no filter is set. */
  empty?: ReactNode;
}

/**
 * The shop's listing with its filters and sort from the URL query. Each change of the query
 * reads afresh: the listing is keyed by its request, so a new one starts at the first page.
 */
export function FilteredListing({ scope, empty }: FilteredListingProps) {
  const { filters, ignored, change } = useListingQuery(scope);
  const request = listingRequest(filters, scope);
  const filtered = activeFilters(filters).length > 0;
  return (
    <>
      <FilterPanel filters={filters} ignored={ignored} scope={scope} onChange={change} />
      {/* Headings go down one level at a time: the page's title, this, then each card's name. */}
      <h2 className="visually-hidden">Products</h2>
      <ProductListing
        key={JSON.stringify(request)}
        query={request}
        {...(filtered
          ? { empty: <p>No products match these filters.</p> }
          : empty
            ? { empty }
            : {})}
      />
    </>
  );
}
