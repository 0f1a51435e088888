import type { RouteObject } from 'react-router-dom';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';
import { ReceiptPage } from './ReceiptPage';

/** The orders' pages under /staff (../shared/QA-CONTRACT.md, Back office). */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders', element: <OrdersPage /> },
  { path: 'orders/:orderId', element: <OrderPage /> },
  { path: 'orders/:orderId/receipt', element: <ReceiptPage /> },
];
