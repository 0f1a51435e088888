import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '../error-screen/boundaries';
import { AppLayout } from '../layout/AppLayout';
import { trackedPageChunk } from './page-chunks';
import { pageLoaders } from './page-loaders';

// Pages load on demand, one chunk per page or group (src/shell/app/page-loaders.ts); the Loading bar
// shows while one downloads.
const HomePage = lazy(trackedPageChunk(pageLoaders.home));
const ShopPage = lazy(trackedPageChunk(pageLoaders.shop));
const CategoryPage = lazy(trackedPageChunk(pageLoaders.category));
const SearchPage = lazy(trackedPageChunk(pageLoaders.search));
const ProductDetailsPage = lazy(trackedPageChunk(pageLoaders.productDetails));
const WholesalePage = lazy(trackedPageChunk(pageLoaders.wholesale));
const checkout = trackedPageChunk(pageLoaders.checkout);
const CheckoutPage = lazy(() => checkout().then((m) => ({ default: m.CheckoutPage })));
const CheckoutFormPage = lazy(() => checkout().then((m) => ({ default: m.CheckoutFormPage })));
const CheckoutOrderPage = lazy(() => checkout().then((m) => ({ default: m.CheckoutOrderPage })));
const NotFoundPage = lazy(trackedPageChunk(pageLoaders.notFound));
const account = trackedPageChunk(pageLoaders.account);
const LoginPage = lazy(() => account().then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => account().then((m) => ({ default: m.SignupPage })));
const AccountPage = lazy(() => account().then((m) => ({ default: m.AccountPage })));
const content = trackedPageChunk(pageLoaders.content);
const AboutPage = lazy(() => content().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => content().then((m) => ({ default: m.ContactPage })));
const RefundsPage = lazy(() => content().then((m) => ({ default: m.RefundsPage })));
const PrivacyPage = lazy(() => content().then((m) => ({ default: m.PrivacyPage })));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', element: <ShopPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'about-us', element: <AboutPage /> },
      { path: 'wholesale', element: <WholesalePage /> },
      { path: 'product-details/:productName/:id', element: <ProductDetailsPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'search/:query', element: <SearchPage /> },
      { path: 'product-category/:category/:subCategory?', element: <CategoryPage /> },
      { path: 'contact', element: <ContactPage /> },
      {
        // One checkout for the form and an order's own page (a reload there shows the order).
        path: 'checkout',
        element: <CheckoutPage />,
        children: [
          { index: true, element: <CheckoutFormPage /> },
          { path: 'order/:orderId', element: <CheckoutOrderPage /> },
        ],
      },
      { path: 'refunds-and-returns', element: <RefundsPage /> },
      { path: 'privacy-policy', element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
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
