/**
 * What a listing asks the catalog for and what it gets back: one page of products, filtered and
 * sorted, or a keyword search. The data layer reads it (src/catalog/data/products.ts,
 * src/catalog/data/product-search.ts) and the product-list machine holds it, so both use these types.
 */
import type { Product } from './product';

export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name';

export interface ProductFilter {
  category?: string;
  subCategory?: string;
  brand?: string;
  /** Price range in KES, both ends included. */
  priceMin?: number;
  priceMax?: number;
  /** A size that can be bought (facets, see catalog/facets.ts). */
  size?: string;
  /** A colour family that can be bought, e.g. "Blue" (catalog/filter-options.ts). */
  colour?: string;
  /** Only products sold on wholesale terms. */
  wholesale?: boolean;
  featured?: boolean;
  topSeller?: boolean;
}

export interface ProductPageRequest {
  filter?: ProductFilter;
  sort?: ProductSort;
  pageSize?: number;
  /** The `nextCursor` of the previous page; anything unreadable starts from the first page. */
  cursor?: string | null;
  /**
   * Whether the page shows how many products match. A search counts with its read (it reads every
   * match's index entry anyway); a listing counts with `countProducts`, once its cards are shown.
   */
  withTotal?: boolean;
}

export interface ProductPage {
  products: Product[];
  /** Present when more products follow; opaque, safe to keep in a URL. */
  nextCursor: string | null;
  /** How many products match in all, when asked for and known. */
  total?: number | null;
}

/** A listing read: a filtered page of the catalog, or a keyword search when `search` is set. */
export type ProductQuery = ProductPageRequest & { search?: string };
