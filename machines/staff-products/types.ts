import type { ProductImage } from '@model/catalog/product';
import type { ProductDraft } from '@model/catalog/product-draft';

export type { ProductDraft, ProductImage };
export {
  type EditedProduct,
  type PhotoUploadRequest,
  type ProductChange,
  type ProductCursor,
  type ProductEvent,
  type ProductEventKind,
  productEventKinds,
  type ProductLine,
  type ProductListPage,
  type ProductListRequest,
  type ProductListView,
  type ProductRecord,
  type SaveOutcome,
  type SaveRequest,
  type UploadOutcome,
  type VisibilityRequest,
} from '@model/staff/products';

/** A field of the product form, as `productDraftSchema` names it. */
export type DraftField = keyof ProductDraft;
/** The form's typed fields: every one but the photos. */
export type DraftTextField = Exclude<DraftField, 'images'>;
/** The first thing wrong with each field, in the schema's words. */
export type FieldErrors = Partial<Record<DraftField, string>>;

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
