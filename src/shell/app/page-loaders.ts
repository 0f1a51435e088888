/**
 * Each page's code, loaded on demand: one chunk per page or group of pages. The routes render
 * them lazily; the entry (src/entry.ts) starts the landing page's chunk at once, alongside the app.
 */
export const pageLoaders = {
  home: () => import('@/catalog/home/HomePage'),
  shop: () => import('@/catalog/shop/ShopPage'),
  category: () => import('@/catalog/category/CategoryPage'),
  search: () => import('@/catalog/search/SearchPage'),
  productDetails: () => import('@/catalog/product-details/ProductDetailsPage'),
  wholesale: () => import('@/wholesale/WholesalePage'),
  checkout: () => import('@/checkout'),
  account: () => import('@/account/AccountPage'),
  content: () => import('@/content'),
  staff: () => import('@/staff'),
  notFound: () => import('../not-found/NotFoundPage'),
};

/** The page chunk of a route's first path segment: what a shopper landing there needs first. */
const byFirstSegment: Record<string, keyof typeof pageLoaders> = {
  '': 'home',
  shop: 'shop',
  'product-category': 'category',
  search: 'search',
  'product-details': 'productDetails',
  wholesale: 'wholesale',
  checkout: 'checkout',
  account: 'account',
  login: 'account',
  signup: 'account',
  'about-us': 'content',
  contact: 'content',
  'refunds-and-returns': 'content',
  'privacy-policy': 'content',
  staff: 'staff',
};

/** The loader of the page at `pathname`, if the path names one (anything else is not found). */
export function pageLoaderFor(pathname: string): (() => Promise<unknown>) | undefined {
  const first = pathname.split('/')[1] ?? '';
  const page = Object.hasOwn(byFirstSegment, first) ? byFirstSegment[first] : undefined;
  return page ? pageLoaders[page] : undefined;
}
