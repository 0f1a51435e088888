import type { ProductImage } from '@model/catalog/product';
import type { ProductDraft } from '@model/catalog/product-draft';

export type { ProductDraft, ProductImage };

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

/** A field of the product form, as `productDraftSchema` names it. */
export type DraftField = keyof ProductDraft;
/** The form's typed fields: every one but the photos. */
export type DraftTextField = Exclude<DraftField, 'images'>;
/** The first thing wrong with each field, in the schema's words. */
export type FieldErrors = Partial<Record<DraftField, string>>;

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

/** A photo chosen but not (yet) among the product's photos. */
export interface PhotoUpload {
  /** Tells two files of the same name apart. */
  key: number;
  file: File;
  status: 'waiting' | 'uploading' | 'refused' | 'failed';
  /** Why it was not added: the server's words, or the form's. */
  refusal: string | null;
  /** Why the upload did not reach the server, or its answer did not come back. */
  failure: unknown;
}

export interface VisibilityRequest {
  productId: string;
  hidden: boolean;
}
