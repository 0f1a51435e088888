/** The offer callables' bodies as callables receive them, their refusals as HttpsErrors. */
import { refusalsAsHttps, type Call } from '../core/call';
import type { StaffContext } from '../staff/staff-member';
import { saveOffer } from './save-offer';

/** `{offerId}`. */
export const saveOfferCall = (context: StaffContext, call: Call) =>
  refusalsAsHttps(() => saveOffer(context, call));
