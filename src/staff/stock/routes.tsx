import type { RouteObject } from 'react-router-dom';
import { ProductStockPage } from './ProductStockPage';
import { StockPage } from './StockPage';

/** The stock pages under /staff. */
export const stockRoutes: RouteObject[] = [
  { path: 'stock', element: <StockPage /> },
  { path: 'stock/:productId', element: <ProductStockPage /> },
];
