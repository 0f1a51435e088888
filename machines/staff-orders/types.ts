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
