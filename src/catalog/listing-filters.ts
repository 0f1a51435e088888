/**
 * The shop listing's filters and sort as they live in the URL query, so a shared link shows the
 * same view: `?category=Ladies&brand=Nike&min=1000&max=5000&size=M&colour=Blue&sort=price-asc`.
 * Reading a query never fails: what cannot be used is left out, with the reason to tell the
 * shopper.
 */
import type { ProductFilter, ProductPageRequest, ProductSort } from '@model/catalog/product-query';
import { matchCategory } from './category-match';
import { brands, colours, sizes, type ColourFamily } from '@model/catalog/filter-options';
import { formatKes } from '@model/money';

/** What the catalog can be filtered by that the URL offers, a colour as a family, and the sort. */
export type ListingFilters = Pick<
  ProductFilter,
  'category' | 'subCategory' | 'brand' | 'priceMin' | 'priceMax' | 'size'
> & {
  colour?: ColourFamily;
  sort: ProductSort;
};

/** What a category page's path fixes: the query cannot change it. */
export interface ListingScope {
  category: string;
  subCategory?: string;
}

/** A query value that was left out or corrected, and a sentence telling the shopper why. */
export interface IgnoredInput {
  param: string;
  value: string;
  reason: string;
}

export const sortOptions: ReadonlyArray<{ value: ProductSort; label: string }> = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
];

/** The query parameter of each filter. */
export const filterParams = {
  category: 'category',
  subCategory: 'subCategory',
  brand: 'brand',
  priceMin: 'min',
  priceMax: 'max',
  size: 'size',
  colour: 'colour',
} as const;

export type FilterName = keyof typeof filterParams;

const filterLabels: Record<FilterName, string> = {
  category: 'Category',
  subCategory: 'Sub-category',
  brand: 'Brand',
  priceMin: 'Min price',
  priceMax: 'Max price',
  size: 'Size',
  colour: 'Colour',
};

const defaultSort: ProductSort = 'newest';

/** Up to nine digits of shillings ("1,500" and "KES 1500" too), and cents. */
export function parseAmount(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^kes\s*/i, '')
    .replace(/(\d)[,\s](?=\d{3}\b)/g, '$1');
  return /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}

/** Reads the filters of a listing from its URL query, leaving out what cannot be used. */
export function readListingFilters(
  params: URLSearchParams,
  scope?: ListingScope,
): { filters: ListingFilters; ignored: IgnoredInput[] } {
  const ignored: IgnoredInput[] = [];
  const ignore = (param: string, value: string, reason: string) =>
    ignored.push({ param, value, reason });
  /** The first value of a parameter; later, different values are ignored. */
  const single = (name: FilterName | 'sort'): string | undefined => {
    const param = name === 'sort' ? 'sort' : filterParams[name];
    const [first, ...rest] = params.getAll(param).map((value) => value.trim());
    const label = name === 'sort' ? 'sort order' : filterLabels[name].toLowerCase();
    for (const extra of new Set(rest.filter((value) => value && value !== first))) {
      ignore(param, extra, `Only one ${label} can be chosen, so ${quote(extra)} was ignored.`);
    }
    return first || undefined;
  };
  const filters: ListingFilters = { sort: defaultSort };

  const category = readCategory(single('category'), scope, ignore);
  if (category) filters.category = category;
  const subCategory = readSubCategory(
    single('subCategory'),
    scope?.category ?? category,
    scope,
    ignore,
  );
  if (subCategory) filters.subCategory = subCategory;

  const brand = single('brand');
  if (brand !== undefined) {
    const known = findIgnoringCase(brands, brand);
    if (known) filters.brand = known;
    else ignore('brand', brand, `Brand ${quote(brand)} is not one we stock, so it was ignored.`);
  }

  const size = single('size');
  if (size !== undefined) {
    const known = findIgnoringCase(sizes, size);
    if (known) filters.size = known;
    else ignore('size', size, `Size ${quote(size)} is not one of our sizes, so it was ignored.`);
  }

  const colour = single('colour');
  if (colour !== undefined) {
    const known = findIgnoringCase(colours, colour);
    if (known) filters.colour = known;
    else {
      ignore(
        'colour',
        colour,
        `Colour ${quote(colour)} is not one of our colours, so it was ignored.`,
      );
    }
  }

  for (const name of ['priceMin', 'priceMax'] as const) {
    const text = single(name);
    if (text === undefined) continue;
    const amount = parseAmount(text);
    if (amount === null) {
      ignore(
        filterParams[name],
        text,
        `${filterLabels[name]} ${quote(text)} is not an amount in shillings, so it was ignored.`,
      );
    } else filters[name] = amount;
  }
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    ignore(
      'min',
      String(filters.priceMin),
      `Min price ${formatKes(filters.priceMin)} was above max price ${formatKes(filters.priceMax)}, so the two were swapped.`,
    );
    [filters.priceMin, filters.priceMax] = [filters.priceMax, filters.priceMin];
  }

  const sort = single('sort');
  if (sort !== undefined) {
    const known = sortOptions.find((option) => option.value === sort.toLowerCase());
    if (known) filters.sort = known.value;
    else ignore('sort', sort, `Sort ${quote(sort)} is not one we offer, so the newest come first.`);
  }
  return { filters, ignored };
}

function readCategory(
  value: string | undefined,
  scope: ListingScope | undefined,
  ignore: (param: string, value: string, reason: string) => void,
): string | undefined {
  if (value === undefined) return undefined;
  const match = matchCategory(value);
  if (scope) {
    if (match?.category !== scope.category) {
      ignore(
        'category',
        value,
        `This page shows ${scope.category} only, so category ${quote(value)} was ignored.`,
      );
    }
    return undefined;
  }
  if (!match) {
    ignore('category', value, `Category ${quote(value)} is not one of ours, so it was ignored.`);
  }
  return match?.category;
}

function readSubCategory(
  value: string | undefined,
  category: string | undefined,
  scope: ListingScope | undefined,
  ignore: (param: string, value: string, reason: string) => void,
): string | undefined {
  if (value === undefined) return undefined;
  if (!category) {
    ignore(
      'subCategory',
      value,
      `Sub-category ${quote(value)} needs a category, so it was ignored.`,
    );
    return undefined;
  }
  const match = matchCategory(category, value);
  if (scope?.subCategory) {
    if (match?.subCategory !== scope.subCategory) {
      ignore(
        'subCategory',
        value,
        `This page shows ${scope.subCategory} only, so sub-category ${quote(value)} was ignored.`,
      );
    }
    return undefined;
  }
  if (!match?.subCategory) {
    ignore(
      'subCategory',
      value,
      `Sub-category ${quote(value)} is not in ${category}, so it was ignored.`,
    );
  }
  return match?.subCategory;
}

/**
 * The URL query of a listing's filters: `current`'s other parameters are kept, the listing's
 * own are written afresh, so values that were ignored leave the URL.
 */
export function listingSearchParams(
  filters: ListingFilters,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const param of [...Object.values(filterParams), 'sort']) next.delete(param);
  for (const name of Object.keys(filterParams) as FilterName[]) {
    const value = filters[name];
    if (value !== undefined) next.set(filterParams[name], String(value));
  }
  if (filters.sort !== defaultSort) next.set('sort', filters.sort);
  return next;
}

/** The catalog read for a listing: its filters within the page's scope, one page with a count. */
export function listingRequest(filters: ListingFilters, scope?: ListingScope): ProductPageRequest {
  const { sort, ...chosen } = filters;
  const scoped = { ...chosen, category: scope?.category ?? chosen.category };
  if (scope?.subCategory) scoped.subCategory = scope.subCategory;
  // No undefined entries: the request's JSON is the listing's identity (its React key).
  const filter = Object.fromEntries(
    Object.entries(scoped).filter(([, value]) => value !== undefined),
  );
  return { filter, sort, withTotal: true };
}

/** The filters a shopper has set (sort is not one), each with the words its chip shows. */
export function activeFilters(
  filters: ListingFilters,
): Array<{ name: FilterName; label: string; value: string }> {
  return (Object.keys(filterParams) as FilterName[]).flatMap((name) => {
    const value = filters[name];
    if (value === undefined) return [];
    return [
      {
        name,
        label: filterLabels[name],
        value: typeof value === 'number' ? formatKes(value) : value,
      },
    ];
  });
}

/** The filters without one of them; a category goes with its sub-category. */
export function withoutFilter(filters: ListingFilters, name: FilterName): ListingFilters {
  const rest = { ...filters };
  delete rest[name];
  if (name === 'category') delete rest.subCategory;
  return rest;
}

/** No filters, the same sort. */
export function clearedFilters(filters: ListingFilters): ListingFilters {
  return { sort: filters.sort };
}

function findIgnoringCase<T extends string>(options: readonly T[], value: string): T | undefined {
  const wanted = value.toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/** A shopper's value in quotes, cut short so a long link cannot flood the note. */
function quote(value: string): string {
  return `“${value.length > 30 ? `${value.slice(0, 30)}…` : value}”`;
}
