/** The product callables' bodies as callables receive them, their refusals as HttpsErrors. */
import { refusalsAsHttps, type Call } from '../core/call';
import type { StaffContext } from '../staff/staff-member';
import { saveProduct } from './save-product';
import { setProductHidden } from './set-product-hidden';

/** `{productId}`. */
export const saveProductCall = (context: StaffContext, call: Call) =>
  refusalsAsHttps(() => saveProduct(context, call));

/** `{hidden}`. */
export const setProductHiddenCall = (context: StaffContext, call: Call) =>
  refusalsAsHttps(() => setProductHidden(context, call));
