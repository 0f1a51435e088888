import { expect, test } from 'vitest';
import { pageLoaderFor, pageLoaders } from './page-loaders';

test.each([
  ['/', pageLoaders.home],
  ['/shop', pageLoaders.shop],
  ['/shop/', pageLoaders.shop],
  ['/product-category/ladies/dresses', pageLoaders.category],
  ['/search/red%20dress', pageLoaders.search],
  ['/product-details/Red%20Dress/p-0001', pageLoaders.productDetails],
  ['/wholesale', pageLoaders.wholesale],
  ['/checkout/order/o-1', pageLoaders.checkout],
  ['/login', pageLoaders.account],
  ['/contact', pageLoaders.content],
  ['/staff/orders/o-1', pageLoaders.staff],
])('a shopper landing on %s starts that page’s chunk', (path, loader) => {
  expect(pageLoaderFor(path)).toBe(loader);
});

test.each(['/nowhere', '/constructor', '/__proto__', '/toString'])(
  '%s names no page, so nothing starts early',
  (path) => {
    expect(pageLoaderFor(path)).toBeUndefined();
  },
);
