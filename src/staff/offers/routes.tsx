import type { RouteObject } from 'react-router-dom';
import { OfferPage } from './OfferPage';
import { OffersPage } from './OffersPage';

/**
 * The Offers pages under /staff. A new offer and a stored one share one element, so the page of a
 * new offer stays mounted when its first save moves it to its own address.
 */
export const offersRoutes: RouteObject[] = [
  { path: 'offers', element: <OffersPage /> },
  { path: 'offers/new', element: <OfferPage /> },
  { path: 'offers/:offerId', element: <OfferPage /> },
];
