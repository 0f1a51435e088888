import type { SnapshotFrom } from 'xstate';
import { shownStatus } from '../shown-status';
import type { productDetailsMachine } from './product-details.machine';

type ProductDetailsSnapshot = SnapshotFrom<typeof productDetailsMachine>;

export type ProductDetailsStatus = 'found' | 'hidden' | 'missing' | 'failed' | 'loading';

/** What the product page shows: a spinner until the product is read (or given), then it. */
export const productDetailsStatus = (snapshot: ProductDetailsSnapshot): ProductDetailsStatus =>
  shownStatus(snapshot, ['found', 'hidden', 'missing', 'failed'], 'loading');

export const product = (snapshot: ProductDetailsSnapshot) => snapshot.context.product;
export const size = (snapshot: ProductDetailsSnapshot) => snapshot.context.size;
export const colour = (snapshot: ProductDetailsSnapshot) => snapshot.context.colour;
export const missing = (snapshot: ProductDetailsSnapshot) => snapshot.context.missing;
export const failure = (snapshot: ProductDetailsSnapshot) => snapshot.context.failure;
