import {
  filterParams,
  parseAmount,
  readListingFilters,
  type ListingFilters,
  type ListingScope,
} from '../listing-filters';

/** What the filter form's fields hold: the selects' values and the prices as typed. */
export interface FilterFormValues {
  category: string;
  subCategory: string;
  brand: string;
  size: string;
  colour: string;
  min: string;
  max: string;
  sort: string;
}

export type PriceErrors = Partial<Record<'min' | 'max', string>>;

/** What the form shows for the filters in force. */
export function formValues(filters: ListingFilters): FilterFormValues {
  return {
    category: filters.category ?? '',
    subCategory: filters.subCategory ?? '',
    brand: filters.brand ?? '',
    size: filters.size ?? '',
    colour: filters.colour ?? '',
    min: filters.priceMin === undefined ? '' : String(filters.priceMin),
    max: filters.priceMax === undefined ? '' : String(filters.priceMax),
    sort: filters.sort,
  };
}

/**
 * The typed prices' problems, if any. Selects can only hold the shop's own values; prices are
 * typed, so they are checked before they apply, and stay in their fields to be corrected.
 */
export function checkPrices(min: string, max: string): PriceErrors {
  const errors: PriceErrors = {};
  const low = min.trim() === '' ? undefined : parseAmount(min);
  const high = max.trim() === '' ? undefined : parseAmount(max);
  if (low === null) errors.min = 'Enter the min price in shillings, e.g. 1500.';
  if (high === null) errors.max = 'Enter the max price in shillings, e.g. 5000.';
  if (typeof low === 'number' && typeof high === 'number' && low > high) {
    errors.max = 'Enter a max price no lower than the min price.';
  }
  return errors;
}

/** The filters a form asks for, read by the same rules as a link. */
export function filtersFromForm(values: FilterFormValues, scope?: ListingScope): ListingFilters {
  const params = new URLSearchParams({
    [filterParams.category]: values.category,
    [filterParams.subCategory]: values.subCategory,
    [filterParams.brand]: values.brand,
    [filterParams.size]: values.size,
    [filterParams.colour]: values.colour,
    [filterParams.priceMin]: values.min,
    [filterParams.priceMax]: values.max,
    sort: values.sort,
  });
  return readListingFilters(params, scope).filters;
}
