import type { SnapshotFrom } from 'xstate';
import { shownStatus } from '../shown-status';
import type { productFormMachine } from './product-form.machine';

type ProductFormSnapshot = SnapshotFrom<typeof productFormMachine>;

/** What the page shows: Loading, the form, no such product, or Retry. */
export const pageStatus = (snapshot: ProductFormSnapshot) =>
  shownStatus(snapshot, ['ready', 'missing', 'failed'] as const, 'loading');

const formStates = ['invalid', 'saving', 'saved', 'refused', 'failed'] as const;
export type FormStatus = (typeof formStates)[number] | 'editing';

/** Where the form's last Save stands. */
export const formStatus = (snapshot: ProductFormSnapshot): FormStatus =>
  formStates.find((state) => snapshot.matches({ ready: { form: state } })) ?? 'editing';

/** Whether a photo is being made smaller or sent. */
export const uploadingPhotos = (snapshot: ProductFormSnapshot): boolean =>
  !snapshot.matches({ ready: { photos: 'idle' } });

/** Whether the product is being hidden or shown. */
export const visibilityStatus = (snapshot: ProductFormSnapshot): 'idle' | 'hiding' | 'showing' =>
  !snapshot.matches({ ready: { visibility: 'changing' } })
    ? 'idle'
    : snapshot.context.hidden
      ? 'showing'
      : 'hiding';

/** Whether the History shown is being read again, or could not be. */
export const historyStatus = (snapshot: ProductFormSnapshot): 'current' | 'refreshing' | 'stale' =>
  snapshot.matches({ ready: { history: 'refreshing' } })
    ? 'refreshing'
    : snapshot.matches({ ready: { history: 'stale' } })
      ? 'stale'
      : 'current';

export const productId = (snapshot: ProductFormSnapshot) => snapshot.context.productId;
export const exists = (snapshot: ProductFormSnapshot) => snapshot.context.exists;
export const productName = (snapshot: ProductFormSnapshot) => snapshot.context.productName;
export const draft = (snapshot: ProductFormSnapshot) => snapshot.context.draft;
export const fieldErrors = (snapshot: ProductFormSnapshot) => snapshot.context.fieldErrors;
export const uploads = (snapshot: ProductFormSnapshot) => snapshot.context.uploads;
export const hidden = (snapshot: ProductFormSnapshot) => snapshot.context.hidden;
export const stock = (snapshot: ProductFormSnapshot) => snapshot.context.stock;
export const history = (snapshot: ProductFormSnapshot) => snapshot.context.history;
export const failure = (snapshot: ProductFormSnapshot) => snapshot.context.failure;
export const refusal = (snapshot: ProductFormSnapshot) => snapshot.context.refusal;
export const saveFailure = (snapshot: ProductFormSnapshot) => snapshot.context.saveFailure;
export const visibilityFailure = (snapshot: ProductFormSnapshot) =>
  snapshot.context.visibilityFailure;
export const historyFailure = (snapshot: ProductFormSnapshot) => snapshot.context.historyFailure;
