import type { OrderListSnapshot } from './order-list.machine';

/** What the list shows: a tab's orders or a search's, and how far their reading got. */
export type OrderListStatus =
  | 'loading'
  | 'listed'
  | 'empty'
  | 'failed'
  | 'loadingMore'
  | 'moreFailed'
  | 'finding'
  | 'found'
  | 'missed'
  | 'findFailed'
  /** The Refunds tab: its own list shows (../staff-refunds/refund-list.machine.ts). */
  | 'refunds';

type ListState = Parameters<OrderListSnapshot['matches']>[0];

const shown: ReadonlyArray<[OrderListStatus, ListState]> = [
  ['listed', { list: { tab: { shown: 'listed' } } }],
  ['empty', { list: { tab: { shown: 'empty' } } }],
  ['moreFailed', { list: { tab: { shown: 'moreFailed' } } }],
  ['loadingMore', { list: { tab: { shown: 'loadingMore' } } }],
  ['failed', { list: { tab: 'failed' } }],
  ['finding', { list: 'finding' }],
  ['found', { list: { found: 'matches' } }],
  ['missed', { list: { found: 'missed' } }],
  ['findFailed', { list: 'findFailed' }],
  ['refunds', { list: 'refundsTab' }],
];

export function orderListStatus(snapshot: OrderListSnapshot): OrderListStatus {
  return shown.find(([, state]) => snapshot.matches(state))?.[0] ?? 'loading';
}

export const shownTab = (snapshot: OrderListSnapshot) => snapshot.context.tab;
export const listedOrders = (snapshot: OrderListSnapshot) => snapshot.context.orders;
export const counts = (snapshot: OrderListSnapshot) => snapshot.context.counts;
export const listFailure = (snapshot: OrderListSnapshot) => snapshot.context.failure;

/** Whether a search is shown in place of the tabs. */
export const isFinding = (snapshot: OrderListSnapshot) => snapshot.context.find !== null;
export const findText = (snapshot: OrderListSnapshot) => snapshot.context.findText;
export const findRefused = (snapshot: OrderListSnapshot) => snapshot.context.findRefused;

/** Whether Show more can read another page now. */
export const canLoadMore = (snapshot: OrderListSnapshot) =>
  snapshot.can({ type: 'orders.loadMore' });

/** Whether the shown tab has another page, read or being read. */
export const hasMore = (snapshot: OrderListSnapshot) => snapshot.context.nextCursor !== null;
