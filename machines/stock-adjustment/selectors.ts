import type { SnapshotFrom } from 'xstate';
import { shownStatus } from '../shown-status';
import type { stockAdjustmentMachine } from './stock-adjustment.machine';

type StockAdjustmentSnapshot = SnapshotFrom<typeof stockAdjustmentMachine>;

/** What the product's stock page shows: Loading, the page, no such product, or Retry. */
export const stockPageStatus = (snapshot: StockAdjustmentSnapshot) =>
  shownStatus(snapshot, ['ready', 'missing', 'failed'] as const, 'loading');

const saveStates = ['saving', 'saved', 'refused', 'failed'] as const;
export type AdjustStatus = (typeof saveStates)[number] | 'editing';

/** Where the form's last Save stands. */
export const adjustStatus = (snapshot: StockAdjustmentSnapshot): AdjustStatus =>
  saveStates.find((state) => snapshot.matches({ ready: { form: state } })) ?? 'editing';

/** Whether the units and history shown are being read again, or could not be. */
export const recordStatus = (
  snapshot: StockAdjustmentSnapshot,
): 'current' | 'refreshing' | 'stale' =>
  snapshot.matches({ ready: { record: 'refreshing' } })
    ? 'refreshing'
    : snapshot.matches({ ready: { record: 'stale' } })
      ? 'stale'
      : 'current';

export const product = (snapshot: StockAdjustmentSnapshot) => snapshot.context.product;
export const history = (snapshot: StockAdjustmentSnapshot) => snapshot.context.history;
export const failure = (snapshot: StockAdjustmentSnapshot) => snapshot.context.failure;
export const saved = (snapshot: StockAdjustmentSnapshot) => snapshot.context.saved;
export const refusal = (snapshot: StockAdjustmentSnapshot) => snapshot.context.refusal;
export const saveFailure = (snapshot: StockAdjustmentSnapshot) => snapshot.context.saveFailure;
export const recordFailure = (snapshot: StockAdjustmentSnapshot) => snapshot.context.recordFailure;
