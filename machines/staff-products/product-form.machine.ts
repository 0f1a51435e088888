import { and, assign, not } from 'xstate';
import { emptyProductDraft } from '@model/catalog/product-draft';
import { current } from './photo-queue';
import { changeHistoryRegion } from '../change-history.machine';
import { recordFormStates } from '../record-form';
import { productFormSetup, type ProductFormContext } from './product-form.setup';
import type { ProductRecord } from './types';

const productRecord = recordFormStates<ProductFormContext, ProductRecord>();

/**
 * A product's edit page, or a new product's (../shared/QA-CONTRACT.md, Back office: Products).
 *
 * - A new product gets its id before it opens, so its photos upload before the first save.
 * - Save sends the draft only when `productDraftSchema` takes it; otherwise each field says what
 *   is wrong. Nothing is sent while a photo is on its way or the product is being hidden or shown,
 *   and nothing changes while a save is on its way.
 * - Refused: the server's message, and nothing saved. A save whose answer never came may have
 *   landed; saving again writes the same again (`saveProduct`, model/catalog/product-draft.ts).
 * - Photos upload one at a time, each made smaller first; each keeps its own refusal or failure,
 *   and the others go on. A product holds at most `maxProductPhotos`.
 * - A stored product can be hidden from the shop and shown again; every save, hide and show is
 *   recorded by the server, so the History is read again after each.
 */
export const productFormMachine = productFormSetup.createMachine({
  id: 'productForm',
  context: ({ input }) => ({
    productId: input.productId,
    exists: !input.isNew,
    productName: '',
    draft: emptyProductDraft,
    hidden: false,
    stock: 0,
    history: [],
    failure: null,
    fieldErrors: {},
    sent: null,
    refusal: null,
    saveFailure: null,
    uploads: [],
    nextUploadKey: 1,
    shrunk: null,
    visibilityFailure: null,
    historyFailure: null,
  }),
  initial: 'opening',
  states: {
    ...productRecord.loading({
      read: 'loadProduct',
      show: 'showProduct',
      retry: 'product.retry',
      idOf: (context) => context.productId,
    }),
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          on: {
            'draft.edit': {
              target: '.editing',
              actions: {
                type: 'editDraft',
                params: ({ event }) => ({ field: event.field, value: event.value }),
              },
            },
            'photos.remove': {
              guard: { type: 'isPhotoOfDraft', params: ({ event }) => event.downloadURL },
              target: '.editing',
              actions: { type: 'removePhoto', params: ({ event }) => event.downloadURL },
            },
            'photos.move': {
              guard: {
                type: 'canMove',
                params: ({ event }) => ({ downloadURL: event.downloadURL, by: event.by }),
              },
              target: '.editing',
              actions: {
                type: 'movePhoto',
                params: ({ event }) => ({ downloadURL: event.downloadURL, by: event.by }),
              },
            },
            'photos.colour': {
              guard: { type: 'isPhotoOfDraft', params: ({ event }) => event.downloadURL },
              target: '.editing',
              actions: {
                type: 'markPhotoColour',
                params: ({ event }) => ({ downloadURL: event.downloadURL, colour: event.colour }),
              },
            },
            'draft.changed': '.editing',
            'product.save': [
              { guard: and(['maySave', 'isValidDraft']), target: '.saving', actions: 'keepSent' },
              { guard: 'maySave', target: '.invalid', actions: 'showFieldErrors' },
            ],
          },
          states: {
            editing: {},
            invalid: {},
            saving: {
              // Nothing changes while the draft is on its way: what is saved is what is shown.
              on: {
                'product.save': {},
                'draft.edit': {},
                'photos.remove': {},
                'photos.move': {},
                'photos.colour': {},
              },
              invoke: productRecord.saving({
                save: 'saveProduct',
                requestOf: (context) => ({ productId: context.productId, draft: context.sent! }),
                goToPage: 'goToProductPage',
                idOf: (context) => context.productId,
              }),
            },
            saved: {},
            refused: {},
            failed: {},
          },
        },
        photos: {
          initial: 'idle',
          on: {
            'photos.add': {
              guard: not('isSaving'),
              actions: { type: 'queuePhotos', params: ({ event }) => event.files },
            },
            'photos.dismiss': {
              guard: { type: 'isSettledUpload', params: ({ event }) => event.key },
              actions: { type: 'dismissUpload', params: ({ event }) => event.key },
            },
            'photos.retry': {
              guard: and([not('isSaving'), 'isFailedUpload']),
              actions: { type: 'retryUpload', params: ({ event }) => event.key },
            },
          },
          states: {
            idle: { always: { guard: 'hasWaitingPhoto', target: 'shrinking' } },
            shrinking: {
              entry: 'startNextUpload',
              invoke: {
                src: 'shrinkPhoto',
                input: ({ context }) => current(context.uploads)!.file,
                onDone: [
                  {
                    guard: { type: 'isOverMaxBytes', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: 'refuseOversized',
                  },
                  {
                    target: 'uploading',
                    actions: { type: 'keepShrunk', params: ({ event }) => event.output },
                  },
                ],
                // The server decides about a photo the browser could not make smaller.
                onError: {
                  target: 'uploading',
                  actions: {
                    type: 'keepShrunk',
                    params: ({ context }) => current(context.uploads)!.file,
                  },
                },
              },
            },
            uploading: {
              invoke: {
                src: 'uploadPhoto',
                input: ({ context }) => ({
                  productId: context.productId,
                  fileName: current(context.uploads)!.file.name,
                  photo: context.shrunk!,
                }),
                onDone: [
                  {
                    guard: { type: 'wasRefused', params: ({ event }) => event.output },
                    target: 'idle',
                    actions: { type: 'refuseUpload', params: ({ event }) => event.output },
                  },
                  {
                    target: 'idle',
                    actions: [
                      { type: 'addUploadedPhoto', params: ({ event }) => event.output },
                      'noteDraftChanged',
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: { type: 'failUpload', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        visibility: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'product.hide': {
                  guard: and(['isShown', not('isSaving')]),
                  target: 'changing',
                  actions: assign({ visibilityFailure: null }),
                },
                'product.show': {
                  guard: and(['isHidden', not('isSaving')]),
                  target: 'changing',
                  actions: assign({ visibilityFailure: null }),
                },
              },
            },
            // The product changes to what it is not: hidden when shown, shown when hidden.
            changing: {
              invoke: {
                src: 'setProductHidden',
                input: ({ context }) => ({ productId: context.productId, hidden: !context.hidden }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyVisibility', params: ({ event }) => event.output },
                    'refreshHistory',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({ visibilityFailure: ({ event }) => event.error }),
                },
              },
            },
          },
        },
        history: changeHistoryRegion((context: ProductFormContext) => context.productId),
      },
    },
  },
});
