import type { SnapshotFrom } from 'xstate';
import type { orderHistoryMachine } from './order-history.machine';

type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;

export type OrderHistoryStatus = 'loading' | 'listed' | 'empty' | 'failed';

/** What the account page's order list shows. */
export function orderHistoryStatus(snapshot: OrderHistorySnapshot): OrderHistoryStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches({ ready: 'empty' }) ? 'empty' : 'listed';
}

export const orders = (snapshot: OrderHistorySnapshot) => snapshot.context.orders;
export const failure = (snapshot: OrderHistorySnapshot) => snapshot.context.failure;
