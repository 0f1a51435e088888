export type {
  HistoryEntry,
  OrderCursor,
  OrderFind,
  OrderListPage,
  OrderTab,
  QueuePageRequest,
  StaffOrder,
  StaffOrderSummary,
  StepOutcome,
  TabCounts,
} from '@model/staff/orders';

/**
 * Told by a part of the order's page that moved the order through its own actions (a return's
 * move): the order is read again, its History and refunds with it.
 */
export interface OrderChanged {
  type: 'order.changed';
}
