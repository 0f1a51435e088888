/**
 * Where products are stored: the catalog's truth, from which its cards and search index are made
 * (model/catalog/catalog-documents.ts).
 */
export const productsCollection = 'products';

/** The catalog's product, as the app uses it (docs/shop-rules.md, Catalog records; extended). */
export interface ProductImage {
  downloadURL: string;
  name: string;
  /** The colour the photo shows, as staff marked it; absent for a photo of any colour. */
  colour?: string;
}

/** Wholesale terms: a per-unit price (numeric string, like `price`) from a minimum quantity. */
export interface WholesaleTerms {
  unitPrice: string;
  minQty: number;
  /** The most units of it one cash order's wholesale line takes; the shop's default when unset. */
  maxQty?: number;
}

export interface Product {
  id: string;
  productName: string;
  /** A numeric string in KES, as a stored cart line carries it (e.g. "1500"). */
  price: string;
  /** The same amount as a number: Firestore orders and filters strings by character, not value. */
  priceValue: number;
  /**
   * The price before a reduction (a numeric string like `price`, always above it), shown struck
   * through beside the price; absent where staff set none. Orders are priced by `price` alone.
   */
  wasPrice?: string;
  image: ProductImage[];
  category: string;
  subCategory: string;
  brand: string;
  description: string;
  sizes: string[];
  unavailableSizes: string[];
  colours: string[];
  unavailableColours: string[];
  tags: string[];
  /** Units in stock over every size and colour: the sum of `variantStock` where it is kept. */
  stock: number;
  /**
   * Units per size and colour, keyed `${size}|${colour}` (see catalog/stock-rule.ts), '' for a
   * product sold without sizes or without colours: `M|Black`, `One size|Tan`, `|Red`, `|`.
   * Unavailable sizes and colours hold 0. Absent on older documents: then `stock` is all we know.
   */
  variantStock?: Record<string, number>;
  wholesale?: WholesaleTerms;
  /** ISO 8601 instant. */
  createdAt: string;
  featured: boolean;
  topSeller: boolean;
  /**
   * Hidden by staff (the back office's `Hide from shop`): out of every listing and search, its
   * page saying it is no longer available. Absent on a product in the shop.
   */
  hidden?: boolean;
}
