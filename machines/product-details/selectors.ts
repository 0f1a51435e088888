import type { SnapshotFrom } from 'xstate';
import type { productDetailsMachine } from './product-details.machine';

type ProductDetailsSnapshot = SnapshotFrom<typeof productDetailsMachine>;

/** The states the product page shows as they are named; any other is still loading. */
const shownStates = ['found', 'missing', 'failed'] as const;

export type ProductDetailsStatus = (typeof shownStates)[number] | 'loading';

/** What the product page shows: a spinner until the product is read (or given), then it. */
export function productDetailsStatus(snapshot: ProductDetailsSnapshot): ProductDetailsStatus {
  return shownStates.find((state) => snapshot.matches(state)) ?? 'loading';
}

export const product = (snapshot: ProductDetailsSnapshot) => snapshot.context.product;
export const size = (snapshot: ProductDetailsSnapshot) => snapshot.context.size;
export const colour = (snapshot: ProductDetailsSnapshot) => snapshot.context.colour;
export const missing = (snapshot: ProductDetailsSnapshot) => snapshot.context.missing;
export const failure = (snapshot: ProductDetailsSnapshot) => snapshot.context.failure;
