/** The offer callables' bodies as callables receive them, their refusals as HttpsErrors. */
import { refusalsAsHttps, type Call } from '../core/call';
import type { CallContext } from '../core/context';
import type { StaffContext } from '../staff/staff-member';
import { priceCart } from './price-cart';
import { saveOffer } from './save-offer';

/** `{offerId}`. */
export const saveOfferCall = (context: StaffContext, call: Call) =>
  refusalsAsHttps(() => saveOffer(context, call));

/** `CartOffers`. */
export const priceCartCall = (context: CallContext, call: Call) =>
  refusalsAsHttps(() => priceCart(context, call));
