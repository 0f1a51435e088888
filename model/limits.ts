/**
 * The limits firestore.rules puts on what a browser writes, in one place. The forms' schemas, the
 * cart and checkout keep within them, and the rules suite (src/data/rules) tests the rules at
 * exactly these values, so a change here that the rules do not follow fails a test.
 *
 * No zod here: the cart imports this module, and the cart is on every page's first load.
 */

/** Lines in one order (the rules: `lines.size() <= 100`); the cart holds no more. */
export const maxOrderLines = 100;

/** Every amount of an order is below this, in KES (the rules' `isAmount`: `< 10000000`). */
export const maxOrderAmount = 10_000_000;

/** The most M-Pesa takes in one payment, in KES: a larger order cannot be paid by M-Pesa. */
export const maxMpesaAmount = 250_000;

/**
 * Cash on delivery is paid only at the door, so a made-up cash order could hold units for nothing:
 * its lines and its total are bounded. At most this many units of one size and colour in a
 * retail line paid cash.
 */
export const maxCashUnitsPerVariant = 10;

/** A product's wholesale ceiling when it sets none: units of it in one cash wholesale line. */
export const defaultWholesaleCeiling = 500;

/** A cash order's total, in KES, unless the shop sets another (`VITE_CASH_ORDER_LIMIT`). */
export const defaultCashOrderLimit = 50_000;

/**
 * M-Pesa prompts one number may be sent in `promptWindowMs`, whatever the orders and delivery
 * phones: a stranger's phone cannot be flooded with PIN prompts.
 */
export const maxPromptsPerPhone = 3;
export const promptWindowMs = 10 * 60_000;

/** Texts one number may be sent in a day, whatever the orders. */
export const maxTextsPerPhonePerDay = 10;

/**
 * Orders one phone number may have holding units unpaid (awaiting payment, or cash on delivery
 * not yet delivered): beyond it, a script could hold the whole catalog with made-up orders.
 */
export const maxUnpaidHoldsPerPhone = 3;

/** The longest text the rules accept in each field, measured with `textLength`. */
export const textLimits = {
  /** A person's name on an order, a contact message or a wholesale enquiry. */
  personName: 120,
  /** A first or last name on a Users record. */
  userName: 80,
  email: 254,
  county: 40,
  town: 80,
  address: 200,
  businessName: 160,
  /** What a wholesale buyer wants, and how many. */
  items: 2000,
  /** A contact message, or the note on a wholesale enquiry. */
  message: 2000,
  /** A cart line's chosen size or colour. */
  lineOption: 40,
} as const;

/** The shortest contact message the rules accept. */
export const minContactMessage = 10;

/**
 * A text's length as the rules' `string.size()` measures it. Google's Firestore emulator counts
 * UTF-16 code units, JavaScript's `length`: 😀 counts 2, 👍🏽 counts 4. Counting so is also the
 * safe side should a server count code points instead (😀 as 1): a text within a limit here is
 * within it there too, so a form never accepts what the rules refuse.
 */
export function textLength(text: string): number {
  return text.length;
}

/** Whether a text is within `max`, counted as the rules count it. */
export const fitsIn =
  (max: number) =>
  (text: string): boolean =>
    textLength(text) <= max;

/** Whether a text has at least `min`, counted as the rules count it. */
export const reaches =
  (min: number) =>
  (text: string): boolean =>
    textLength(text) >= min;

/** The text cut to `max`, never through the middle of an emoji (a lone surrogate). */
export function clipText(text: string, max: number): string {
  if (textLength(text) <= max) return text;
  const clipped = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(clipped) ? clipped.slice(0, -1) : clipped;
}
