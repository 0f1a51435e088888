import { and, assign, not, raise, setup, stateIn } from 'xstate';
import { maxPhotoBytes } from '@model/catalog/product-draft';
import { changeHistorySetup } from '../change-history.machine';
import { recordFormSetup } from '../record-form';
import { unprovided } from '../unprovided';
import {
  canMovePhoto,
  fieldErrorsOf,
  fieldsAnsweredBy,
  hasPhoto,
  withEdit,
  withoutError,
  withoutPhoto,
  withPhotoColour,
  withPhotoMoved,
} from './draft-rules';
import {
  current,
  isInFlight,
  nextWaiting,
  overMaxBytes,
  queuedUploads,
  withoutUpload,
  withUpload,
} from './photo-queue';
import type {
  DraftTextField,
  FieldErrors,
  PhotoUpload,
  PhotoUploadRequest,
  ProductDraft,
  ProductEvent,
  ProductRecord,
  SaveOutcome,
  SaveRequest,
  UploadOutcome,
  VisibilityRequest,
} from './types';

export interface ProductFormContext {
  productId: string;
  /** Whether the product is stored: false for a new one until its first save. */
  exists: boolean;
  /** The name as last read or saved: the page's heading. */
  productName: string;
  draft: ProductDraft;
  hidden: boolean;
  stock: number;
  history: ProductEvent[];
  /** Why the product could not be read. */
  failure: unknown;
  /** What the schema found wrong at the last Save. */
  fieldErrors: FieldErrors;
  /** The draft being saved, or the last one sent. */
  sent: ProductDraft | null;
  /** The server's own words when it refused the last save. */
  refusal: string | null;
  /** Why the last save did not reach the server, or its answer did not come back. */
  saveFailure: unknown;
  /** Photos chosen and not (yet) among the draft's, in the order chosen. */
  uploads: PhotoUpload[];
  nextUploadKey: number;
  /** The photo being uploaded, as the browser made it smaller. */
  shrunk: Blob | null;
  visibilityFailure: unknown;
  /** Why the History could not be read again after a change. */
  historyFailure: unknown;
}

export type ProductFormEvent =
  | { type: 'product.retry' }
  | { type: 'draft.edit'; field: DraftTextField; value: string }
  | { type: 'product.save' }
  | { type: 'photos.add'; files: File[] }
  | { type: 'photos.remove'; downloadURL: string }
  | { type: 'photos.move'; downloadURL: string; by: -1 | 1 }
  /** Marks the colour a photo shows: one of the draft's colours, or '' for any colour. */
  | { type: 'photos.colour'; downloadURL: string; colour: string }
  | { type: 'photos.dismiss'; key: number }
  | { type: 'photos.retry'; key: number }
  | { type: 'product.hide' }
  | { type: 'product.show' }
  | { type: 'history.retry' }
  /** Raised when an uploaded photo joins the draft. */
  | { type: 'draft.changed' }
  /** Raised after a change the server records: the History is read again. */
  | { type: 'history.refresh' };

export interface ProductFormInput {
  /** The product's id; a new product's is made by the page before its first photo. */
  productId: string;
  isNew: boolean;
}

/**
 * The product form's vocabulary: its effects (read, save, shrink and upload a photo, hide or
 * show), and the guards and actions named for the rules they keep (./product-form.machine.ts).
 */
export const productFormSetup = setup({
  types: {
    context: {} as ProductFormContext,
    events: {} as ProductFormEvent,
    input: {} as ProductFormInput,
  },
  actors: {
    loadProduct: unprovided<ProductRecord | null, string>(
      'productFormMachine needs a loadProduct actor',
    ),
    loadHistory: unprovided<ProductEvent[], string>('productFormMachine needs a loadHistory actor'),
    saveProduct: unprovided<SaveOutcome, SaveRequest>(
      'productFormMachine needs a saveProduct actor',
    ),
    shrinkPhoto: unprovided<Blob, File>('productFormMachine needs a shrinkPhoto actor'),
    uploadPhoto: unprovided<UploadOutcome, PhotoUploadRequest>(
      'productFormMachine needs an uploadPhoto actor',
    ),
    setProductHidden: unprovided<{ hidden: boolean }, VisibilityRequest>(
      'productFormMachine needs a setProductHidden actor',
    ),
  },
  guards: {
    isNew: ({ context }) => !context.exists,
    isFound: (_, found: ProductRecord | null) => found !== null,
    isValidDraft: ({ context }) => Object.keys(fieldErrorsOf(context.draft)).length === 0,
    noPhotoInFlight: ({ context }) => !context.uploads.some(isInFlight),
    isSaving: stateIn('#productForm.ready.form.saving'),
    isChangingVisibility: stateIn('#productForm.ready.visibility.changing'),
    /** One change to the product at a time, and every photo chosen is in what is saved. */
    maySave: and(['noPhotoInFlight', not('isChangingVisibility')]),
    wasRefused: (_, outcome: SaveOutcome | UploadOutcome) => outcome.outcome === 'refused',
    isPhotoOfDraft: ({ context }, downloadURL: string) => hasPhoto(context.draft, downloadURL),
    canMove: ({ context }, { downloadURL, by }: { downloadURL: string; by: -1 | 1 }) =>
      canMovePhoto(context.draft, downloadURL, by),
    isSettledUpload: ({ context }, key: number) =>
      context.uploads.some((upload) => upload.key === key && !isInFlight(upload)),
    isFailedUpload: ({ context, event }) =>
      event.type === 'photos.retry' &&
      context.uploads.some((upload) => upload.key === event.key && upload.status === 'failed'),
    hasWaitingPhoto: ({ context }) => nextWaiting(context.uploads) !== undefined,
    isOverMaxBytes: (_, photo: Blob) => photo.size > maxPhotoBytes,
    isShown: ({ context }) => context.exists && !context.hidden,
    isHidden: ({ context }) => context.exists && context.hidden,
  },
  actions: {
    showProduct: assign((_, found: ProductRecord) => ({
      productName: found.product.draft.name,
      draft: found.product.draft,
      hidden: found.product.hidden,
      stock: found.product.stock,
      history: found.history,
      historyFailure: found.historyFailure,
      failure: null,
    })),
    editDraft: assign(
      ({ context }, { field, value }: { field: DraftTextField; value: string }) => ({
        draft: withEdit(context.draft, field, value),
        fieldErrors: withoutError(context.fieldErrors, ...fieldsAnsweredBy(field)),
      }),
    ),
    markSaved: assign(({ context }) => ({
      exists: true,
      productName: context.sent?.name.trim() ?? context.productName,
    })),
    /** The binding's: a new product's page takes its own address once it is stored. */
    goToProductPage: (_, _productId: string) => {},
    removePhoto: assign(({ context }, downloadURL: string) => ({
      draft: withoutPhoto(context.draft, downloadURL),
      fieldErrors: withoutError(context.fieldErrors, 'images'),
    })),
    movePhoto: assign(({ context }, { downloadURL, by }: { downloadURL: string; by: -1 | 1 }) => ({
      draft: withPhotoMoved(context.draft, downloadURL, by),
    })),
    markPhotoColour: assign(
      ({ context }, { downloadURL, colour }: { downloadURL: string; colour: string }) => ({
        draft: withPhotoColour(context.draft, downloadURL, colour),
      }),
    ),
    queuePhotos: assign(({ context }, files: File[]) => ({
      uploads: [
        ...context.uploads,
        ...queuedUploads(context.draft, context.uploads, files, context.nextUploadKey),
      ],
      nextUploadKey: context.nextUploadKey + files.length,
    })),
    startNextUpload: assign(({ context }) => ({
      uploads: withUpload(context.uploads, nextWaiting(context.uploads)?.key, {
        status: 'uploading',
        refusal: null,
        failure: null,
      }),
      shrunk: null,
    })),
    keepShrunk: assign((_, photo: Blob) => ({ shrunk: photo })),
    refuseOversized: assign(({ context }) => ({
      uploads: withUpload(context.uploads, current(context.uploads)?.key, {
        status: 'refused',
        refusal: overMaxBytes,
      }),
      shrunk: null,
    })),
    addUploadedPhoto: assign(({ context }, outcome: UploadOutcome) => {
      if (outcome.outcome !== 'uploaded') return {};
      return {
        draft: { ...context.draft, images: [...context.draft.images, outcome.image] },
        uploads: withoutUpload(context.uploads, current(context.uploads)?.key),
        fieldErrors: withoutError(context.fieldErrors, 'images'),
        shrunk: null,
      };
    }),
    refuseUpload: assign(({ context }, outcome: UploadOutcome) => ({
      uploads: withUpload(context.uploads, current(context.uploads)?.key, {
        status: 'refused',
        refusal: outcome.outcome === 'refused' ? outcome.message : null,
      }),
      shrunk: null,
    })),
    failUpload: assign(({ context }, { error }: { error: unknown }) => ({
      uploads: withUpload(context.uploads, current(context.uploads)?.key, {
        status: 'failed',
        failure: error,
      }),
      shrunk: null,
    })),
    dismissUpload: assign(({ context }, key: number) => ({
      uploads: withoutUpload(context.uploads, key),
    })),
    retryUpload: assign(({ context }, key: number) => ({
      uploads: withUpload(context.uploads, key, { status: 'waiting', failure: null }),
    })),
    applyVisibility: assign((_, { hidden }: { hidden: boolean }) => ({ hidden })),
    noteDraftChanged: raise({ type: 'draft.changed' }),
    refreshHistory: raise({ type: 'history.refresh' }),
  },
})
  .extend(changeHistorySetup<ProductFormContext, ProductFormEvent>())
  .extend(recordFormSetup<ProductFormContext, ProductFormEvent>(fieldErrorsOf));
