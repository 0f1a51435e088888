import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listingSearchParams,
  readListingFilters,
  type ListingFilters,
  type ListingScope,
} from '../listing-filters';

/**
 * The listing's filters kept in the URL query: read (with what was ignored), and changed by a
 * navigation of their own, so a link reproduces the view and Back undoes a change.
 */
export function useListingQuery(scope?: ListingScope) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { category, subCategory } = scope ?? {};
  const read = useMemo(
    () =>
      readListingFilters(
        new URLSearchParams(query),
        category ? { category, subCategory } : undefined,
      ),
    [query, category, subCategory],
  );
  return {
    ...read,
    change: (filters: ListingFilters) =>
      setParams((current) => listingSearchParams(filters, current)),
  };
}
