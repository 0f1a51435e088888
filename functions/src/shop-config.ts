/**
 * The shop's configuration on the server: the same `VITE_*` variables the shop's bundle is built
 * with, baked in when the functions are bundled (scripts/build-functions.ts), read the model's
 * one way (model/shop-config.ts), so the server charges the fees the checkout showed.
 */
import {
  businessSettingsProblems,
  cashOrderLimitFrom,
  deliveryFeesFrom,
  returnWindowDaysFrom,
  shopNameFrom,
} from '@model/shop-config';

const variables: Record<string, string | boolean | undefined> = import.meta.env ?? {};

export const deliveryFees = deliveryFeesFrom(variables);
export const shopName = shopNameFrom(variables);
export const cashOrderLimit = cashOrderLimitFrom(variables);
export const returnWindowDays = returnWindowDaysFrom(variables);
/** What a production shop has yet to set before its receipts can be issued (checked at start). */
export const businessProblems = businessSettingsProblems(variables);
