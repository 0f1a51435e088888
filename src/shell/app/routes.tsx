import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@/ui/spinner/Spinner';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '../error-screen/boundaries';
import { AppLayout } from '../layout/AppLayout';
import { trackedPageChunk } from './page-chunks';
import { pageLoaders } from './page-loaders';

// Pages load on demand, one chunk per page or group (src/shell/app/page-loaders.ts); the Loading bar
// shows while one downloads.

/** A page whose chunk holds it alone. */
function pageOwning<M extends { default: ComponentType }>(load: () => Promise<M>) {
  return lazy(trackedPageChunk(load));
}

/** A page from a group's chunk: the chunk downloads once, for whichever of its pages comes first. */
function pageIn<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(() => load().then((chunk) => ({ default: chunk[name] })));
}

const checkout = trackedPageChunk(pageLoaders.checkout);
const account = trackedPageChunk(pageLoaders.account);
const content = trackedPageChunk(pageLoaders.content);
const HomePage = pageOwning(pageLoaders.home);
const SearchPage = pageOwning(pageLoaders.search);
const CheckoutPage = pageIn(checkout, 'CheckoutPage');
const CheckoutFormPage = pageIn(checkout, 'CheckoutFormPage');
const CheckoutOrderPage = pageIn(checkout, 'CheckoutOrderPage');
const CheckoutReceiptPage = pageIn(checkout, 'CheckoutReceiptPage');

/** Each path of the shop's layout and the page it shows. */
const pageAt: Record<string, ComponentType> = {
  shop: pageOwning(pageLoaders.shop),
  account: pageIn(account, 'AccountPage'),
  login: pageIn(account, 'LoginPage'),
  signup: pageIn(account, 'SignupPage'),
  'about-us': pageIn(content, 'AboutPage'),
  wholesale: pageOwning(pageLoaders.wholesale),
  'product-details/:productName/:id': pageOwning(pageLoaders.productDetails),
  search: SearchPage,
  'search/:query': SearchPage,
  'product-category/:category/:subCategory?': pageOwning(pageLoaders.category),
  contact: pageIn(content, 'ContactPage'),
  'refunds-and-returns': pageIn(content, 'RefundsPage'),
  'privacy-policy': pageIn(content, 'PrivacyPage'),
  '*': pageOwning(pageLoaders.notFound),
};

const StaffApp = pageIn(trackedPageChunk(pageLoaders.staff), 'StaffApp');

export const routes: RouteObject[] = [
  // The back office has a frame of its own: none of the shop's header, panels or footer.
  {
    path: 'staff/*',
    element: (
      <Suspense fallback={<Spinner />}>
        <StaffApp />
      </Suspense>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...Object.entries(pageAt).map(([path, Page]) => ({ path, element: <Page /> })),
      {
        // One checkout for the form and an order's own page (a reload there shows the order).
        path: 'checkout',
        element: <CheckoutPage />,
        children: [
          { index: true, element: <CheckoutFormPage /> },
          { path: 'order/:orderId', element: <CheckoutOrderPage /> },
          { path: 'order/:orderId/receipt', element: <CheckoutReceiptPage /> },
        ],
      },
    ],
  },
];

/**
 * The routes, rendered by the declarative router: the shop uses no data-router features, and the
 * declarative router is about 13 KB (gzipped) lighter on a phone's first load.
 */
export function AppRoutes() {
  return <RootErrorBoundary>{useRoutes(routes)}</RootErrorBoundary>;
}
