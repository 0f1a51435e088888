/**
 * The product form machine under test: a stored dress, and every effect recorded and answered as
 * the test says (by default, reads answer and writes never do).
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { productFormMachine } from '../../machines/staff-products/product-form.machine';
import { formStatus, uploadingPhotos } from '../../machines/staff-products/product-form.selectors';
import type {
  PhotoUploadRequest,
  ProductDraft,
  ProductEvent,
  ProductImage,
  ProductRecord,
  SaveOutcome,
  SaveRequest,
  UploadOutcome,
  VisibilityRequest,
} from '../../machines/staff-products/types';

export const photo = (name: string): ProductImage => ({
  downloadURL: `https://photos.example/products/dress-1/${name}-640.webp`,
  name,
});

export const dressDraft: ProductDraft = {
  name: 'Ankara wrap dress',
  price: '2500',
  wasPrice: '',
  category: 'Ladies',
  subCategory: 'Dresses',
  brand: 'Mtindo',
  description: 'A wrap dress in Ankara print.',
  sizes: 'S, M, L',
  colours: 'Red',
  wholesalePrice: '',
  wholesaleMinimum: '',
  wholesaleMaximum: '',
  images: [photo('front'), photo('back')],
};

export const dress: ProductRecord = {
  product: { draft: dressDraft, hidden: false, stock: 12 },
  history: [],
  historyFailure: null,
};

export const created: ProductEvent = {
  id: 'event-1',
  kind: 'created',
  at: '2025-05-01T09:00:00.000Z',
  by: 'Amina Hassan',
  changes: [],
};

export const file = (name: string, bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

interface Effects {
  isNew?: boolean;
  load?: () => Promise<ProductRecord | null>;
  history?: () => Promise<ProductEvent[]>;
  save?: (request: SaveRequest) => Promise<SaveOutcome>;
  shrink?: (file: File) => Promise<Blob>;
  upload?: (request: PhotoUploadRequest) => Promise<UploadOutcome>;
  setHidden?: (request: VisibilityRequest) => Promise<{ hidden: boolean }>;
}

export const never = <T>() => new Promise<T>(() => {});

export function formWith({
  isNew = false,
  load = async () => dress,
  history = async () => [created],
  save = () => never(),
  shrink = async (original) => original,
  upload = () => never(),
  setHidden = () => never(),
}: Effects) {
  const effects = {
    reads: 0,
    historyReads: 0,
    saved: [] as SaveRequest[],
    shrunk: [] as string[],
    uploaded: [] as PhotoUploadRequest[],
    visibility: [] as VisibilityRequest[],
    addresses: [] as string[],
  };
  const machine = productFormMachine.provide({
    actors: {
      loadProduct: fromPromise(() => {
        effects.reads += 1;
        return load();
      }),
      loadHistory: fromPromise(() => {
        effects.historyReads += 1;
        return history();
      }),
      saveProduct: fromPromise(({ input }: { input: SaveRequest }) => {
        effects.saved.push(input);
        return save(input);
      }),
      shrinkPhoto: fromPromise(({ input }: { input: File }) => {
        effects.shrunk.push(input.name);
        return shrink(input);
      }),
      uploadPhoto: fromPromise(({ input }: { input: PhotoUploadRequest }) => {
        effects.uploaded.push(input);
        return upload(input);
      }),
      setProductHidden: fromPromise(({ input }: { input: VisibilityRequest }) => {
        effects.visibility.push(input);
        return setHidden(input);
      }),
    },
    actions: {
      goToProductPage: (_, productId) => {
        effects.addresses.push(productId);
      },
    },
  });
  const actor = createActor(machine, { input: { productId: 'dress-1', isNew } }).start();
  return { actor, effects };
}

export type Form = ReturnType<typeof formWith>['actor'];

export const ready = (actor: Form) => waitFor(actor, (snapshot) => snapshot.matches('ready'));
export const formIs = (actor: Form, status: ReturnType<typeof formStatus>) =>
  waitFor(actor, (snapshot) => formStatus(snapshot) === status);
export const photosSettled = (actor: Form) =>
  waitFor(actor, (snapshot) => !uploadingPhotos(snapshot));
