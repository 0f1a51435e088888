import type { SnapshotFrom } from 'xstate';
import type { productDetailsMachine } from './product-details.machine';

type ProductDetailsSnapshot = SnapshotFrom<typeof productDetailsMachine>;

export type ProductDetailsStatus = 'loading' | 'found' | 'missing' | 'failed';

/** What the product page shows: a spinner until the product is read (or given), then it. */
export function productDetailsStatus(snapshot: ProductDetailsSnapshot): ProductDetailsStatus {
  if (snapshot.matches('found')) return 'found';
  if (snapshot.matches('missing')) return 'missing';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export const product = (snapshot: ProductDetailsSnapshot) => snapshot.context.product;
export const size = (snapshot: ProductDetailsSnapshot) => snapshot.context.size;
export const colour = (snapshot: ProductDetailsSnapshot) => snapshot.context.colour;
export const missing = (snapshot: ProductDetailsSnapshot) => snapshot.context.missing;
export const failure = (snapshot: ProductDetailsSnapshot) => snapshot.context.failure;
