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

/** The shop as a business, as its receipts name it (KRA's electronic tax invoice rules). */
export interface BusinessSettings {
  /** The registered name, as on the KRA PIN certificate. */
  legalName: string;
  /** The KRA PIN, e.g. `P051234567X`; null when not set (a local or test shop). */
  kraPin: string | null;
  /** The registered address. */
  address: string;
  /** VAT charged, in per cent, included in every price. */
  vatRatePercent: number;
}

/** A KRA PIN: `P` (a business) or `A` (a person), nine digits, a check letter. */
export const kraPinPattern = /^[AP]\d{9}[A-Z]$/;

/** Kenya's standard VAT rate, in per cent. */
export const standardVatRatePercent = 16;

/** Where the shop is, as the contact page and the footer say it. */
export const shopAddressFrom = (variables: ConfigVariables): string =>
  textSetting(variables.VITE_SHOP_ADDRESS, 'Banda Street, near Jamia Mosque, Nairobi CBD, Kenya');

/** The shop's business settings, from `.env`: the name, address and VAT rate default. */
export function businessSettingsFrom(variables: ConfigVariables): BusinessSettings {
  const kraPin = textSetting(variables.VITE_SHOP_KRA_PIN, '').toUpperCase();
  const vatRatePercent = numberSetting(variables.VITE_VAT_RATE, standardVatRatePercent);
  return {
    legalName: textSetting(variables.VITE_SHOP_LEGAL_NAME, shopNameFrom(variables)),
    kraPin: kraPin || null,
    address: textSetting(variables.VITE_SHOP_LEGAL_ADDRESS, shopAddressFrom(variables)),
    vatRatePercent:
      vatRatePercent >= 0 && vatRatePercent <= 100 ? vatRatePercent : standardVatRatePercent,
  };
}

/**
 * What a production shop must set before it sells, in the owner's words: none for a shop whose
 * receipts can carry what KRA asks of them.
 */
export function businessSettingsProblems(variables: ConfigVariables): string[] {
  const problems: string[] = [];
  const pin = textSetting(variables.VITE_SHOP_KRA_PIN, '').toUpperCase();
  if (!pin) problems.push('Set VITE_SHOP_KRA_PIN: receipts must carry the shop’s KRA PIN.');
  else if (!kraPinPattern.test(pin)) {
    problems.push(
      `VITE_SHOP_KRA_PIN is not a KRA PIN (a letter, nine digits, a letter): ${JSON.stringify(pin)}.`,
    );
  }
  if (!textSetting(variables.VITE_SHOP_LEGAL_NAME, '')) {
    problems.push('Set VITE_SHOP_LEGAL_NAME: the registered name receipts are issued in.');
  }
  const rate = variables.VITE_VAT_RATE;
  if (typeof rate === 'string' && rate.trim() !== '') {
    const value = Number(rate);
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      problems.push(`VITE_VAT_RATE must be a per cent from 0 to 100: ${JSON.stringify(rate)}.`);
    }
  }
  return problems;
}
