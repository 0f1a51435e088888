/**
 * Reading the shop's configuration from a record of variables: the browser passes its `VITE_*`
 * build variables (src/settings/shop-settings.ts) and the Cloud Functions the same values, baked
 * in when they are bundled (scripts/build-functions.ts), so both read them one way and charge the
 * same fees. The model itself knows no environment.
 */
import type { DeliveryFees } from './delivery';
import { defaultCashOrderLimit } from './limits';
import { defaultReturnWindowDays } from './return/return';

export type ConfigVariables = Readonly<Record<string, string | boolean | undefined>>;

/** The variable's text, trimmed; the fallback when it is unset or blank. */
export function textSetting(value: unknown, fallback: string): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : fallback;
}

/** The variable's number; the fallback when it is unset, blank or not a number. */
export function numberSetting(value: unknown, fallback: number): number {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The shop's name, as messages and M-Pesa prompts name it. */
export const shopNameFrom = (variables: ConfigVariables): string =>
  textSetting(variables.VITE_SHOP_NAME, 'Mtindo');

/** Delivery fees in whole KES (no shop rule fixes them): `.env` sets them, these are defaults. */
export function deliveryFeesFrom(variables: ConfigVariables): DeliveryFees {
  return {
    'pickup-cbd': numberSetting(variables.VITE_DELIVERY_FEE_PICKUP, 0),
    'nairobi-delivery': numberSetting(variables.VITE_DELIVERY_FEE_NAIROBI, 300),
    'courier-countrywide': numberSetting(variables.VITE_DELIVERY_FEE_COURIER, 450),
  };
}

/** The most a cash on delivery order may come to, in whole KES: `.env` sets it, or the default. */
export const cashOrderLimitFrom = (variables: ConfigVariables): number =>
  numberSetting(variables.VITE_CASH_ORDER_LIMIT, defaultCashOrderLimit);

/**
 * Days after delivery a shopper may ask to return items (model/return/return.ts): `.env` sets a
 * whole number of days from 1 to 60, else the default. The server takes returns by it and the
 * refunds and returns page states it.
 */
export function returnWindowDaysFrom(variables: ConfigVariables): number {
  const days = numberSetting(variables.VITE_RETURN_WINDOW_DAYS, defaultReturnWindowDays);
  return Number.isInteger(days) && days >= 1 && days <= 60 ? days : defaultReturnWindowDays;
}
