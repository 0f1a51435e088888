import type { RouteObject } from 'react-router-dom';
import { ProductPage } from './ProductPage';
import { ProductsPage } from './ProductsPage';

/**
 * The Products pages under /staff. A new product and a stored one share one element, so the page
 * of a new product stays mounted when its first save moves it to its own address.
 */
export const productsRoutes: RouteObject[] = [
  { path: 'products', element: <ProductsPage /> },
  { path: 'products/new', element: <ProductPage /> },
  { path: 'products/:productId', element: <ProductPage /> },
];
