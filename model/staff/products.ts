/**
 * Products as the back office's Products pages read them (src/staff/data/products.ts): a page of
 * the list, a product in the form's terms and its History (`products/{id}/events`), and the
 * reading of those stored documents. A product changed by hand still shows, with what can be read
 * of it.
 */
import type { ProductImage } from '../catalog/product';
import type { ProductDraft } from '../catalog/product-draft';
import { images, numericString, stringOr, strings, units } from '../catalog/product-fields';
import { instantOrNull, isOneOf, type Fields } from '../stored/fields';

/** The Products page's two lists: every product by name, or the hidden ones. */
export type ProductListView = 'all' | 'hidden';

/** A product as the back office lists it: enough to recognise it and open it. */
export interface ProductLine {
  id: string;
  productName: string;
  /** A numeric string in KES, as stored. */
  price: string;
  category: string;
  subCategory: string;
  /** The first photo, or null for a product without one. */
  image: ProductImage | null;
  hidden: boolean;
}

/**
 * Where the next page starts: after this product, in name order. Plain values, so the machine's
 * snapshot stays plain data; the data access turns them back into a Firestore cursor.
 */
export interface ProductCursor {
  productName: string;
  id: string;
}

export interface ProductListRequest {
  view: ProductListView;
  after: ProductCursor | null;
}

export interface ProductListPage {
  products: ProductLine[];
  /** Null on the last page. */
  next: ProductCursor | null;
}

/** A product as its edit page reads it. */
export interface EditedProduct {
  /** The stored product in the form's terms (strings as typed, photos as stored). */
  draft: ProductDraft;
  hidden: boolean;
  /** Units over every size and colour: changed on the Stock page, not here. */
  stock: number;
}

export const productEventKinds = ['created', 'updated', 'hidden', 'shown'] as const;
export type ProductEventKind = (typeof productEventKinds)[number];

/** One field an event changed, with its stored values before and after. */
export interface ProductChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One entry of a product's History (`products/{id}/events`), newest first. */
export interface ProductEvent {
  id: string;
  /** A kind outside the server's list reads as unknown, never as another. */
  kind: ProductEventKind | 'unknown';
  /** ISO 8601 instant; null while the server has not stamped it. */
  at: string | null;
  /** Who made the change. */
  by: string | null;
  changes: ProductChange[];
}

/**
 * The product and its History, read together when its page opens. The History failing does not
 * keep staff from the form: it says so, with its own Retry.
 */
export interface ProductRecord {
  product: EditedProduct;
  history: ProductEvent[];
  /** Why the History could not be read, or null. */
  historyFailure: unknown;
}

/** What `saveProduct` is sent: the form as typed, under the product's id. */
export interface SaveRequest {
  productId: string;
  draft: ProductDraft;
}

/** What a save came to: saved, or the server's refusal in its own words. */
export type SaveOutcome = { outcome: 'saved' } | { outcome: 'refused'; message: string };

/** One photo to upload, as the browser made it smaller (src/staff/products/shrink-photo.ts). */
export interface PhotoUploadRequest {
  productId: string;
  /** The name of the file staff chose. */
  fileName: string;
  photo: Blob;
}

/** What an upload came to: the stored photo, or the server's refusal saying what is wrong. */
export type UploadOutcome =
  { outcome: 'uploaded'; image: ProductImage } | { outcome: 'refused'; message: string };

export interface VisibilityRequest {
  productId: string;
  hidden: boolean;
}

export function readProductLine(id: string, data: Fields): ProductLine {
  return {
    id,
    productName: stringOr(data.productName).trim() || id,
    price: numericString(data.price) ?? '',
    category: stringOr(data.category),
    subCategory: stringOr(data.subCategory),
    image: images(data.image)[0] ?? null,
    hidden: data.hidden === true,
  };
}

/** The stored product as the form shows it: lists as comma-separated text, prices as typed. */
export function readEditedProduct(data: Fields): EditedProduct {
  const wholesale = (typeof data.wholesale === 'object' && data.wholesale) || {};
  const { minQty: minimum, maxQty: maximum } = wholesale as { minQty?: unknown; maxQty?: unknown };
  return {
    draft: {
      name: stringOr(data.productName),
      price: numericString(data.price) ?? '',
      wasPrice: numericString(data.wasPrice) ?? '',
      category: stringOr(data.category),
      subCategory: stringOr(data.subCategory),
      brand: stringOr(data.brand),
      description: stringOr(data.description),
      sizes: strings(data.sizes).join(', '),
      colours: strings(data.colours).join(', '),
      wholesalePrice: numericString((wholesale as { unitPrice?: unknown }).unitPrice) ?? '',
      wholesaleMinimum: Number.isSafeInteger(minimum) ? String(minimum) : '',
      wholesaleMaximum: Number.isSafeInteger(maximum) ? String(maximum) : '',
      images: images(data.image),
    },
    hidden: data.hidden === true,
    stock: units(data.stock),
  };
}

/** An event as stored; a kind outside the server's reads as unknown (the reader logs it). */
export function readProductEvent(id: string, data: Fields): ProductEvent {
  const by = data.by as { name?: unknown } | null | undefined;
  const changes: ProductChange[] =
    typeof data.changes === 'object' && data.changes !== null
      ? Object.entries(data.changes as Fields).map(([field, change]) => {
          const { from, to } = (change ?? {}) as { from?: unknown; to?: unknown };
          return { field, from: plain(from), to: plain(to) };
        })
      : [];
  return {
    id,
    kind: isOneOf(productEventKinds, data.kind) ? data.kind : 'unknown',
    at: instantOrNull(data.at),
    by: typeof by?.name === 'string' && by.name.trim() ? by.name : null,
    changes,
  };
}

/** A stored value as plain data: a time as its ISO instant, so the machine's snapshot stays plain. */
function plain(value: unknown): unknown {
  const instant = instantOrNull(value);
  if (instant !== null) return instant;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value ?? null;
}
