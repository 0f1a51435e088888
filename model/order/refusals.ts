/**
 * What the order functions (functions/src) say when they refuse a call, in the shopper's words:
 * the browser shows these texts as the server sends them (src/data/functions.ts), and the
 * functions' in-browser fake (mocks/browser/functions/fake-orders.ts) answers with them, held to
 * the functions' own by mocks/browser/functions/contract.test.ts.
 */
import type { DeliveryOption } from '../delivery';
import { maxPromptsPerPhone, maxUnpaidHoldsPerPhone, promptWindowMs } from '../limits';

/** A missing order and someone else's read the same: an order number alone tells nothing. */
export const noSuchOrderMessage = 'We could not find that order.';

/** The QA `write-error` scenario reached the functions' writes (functions/src/qa/write-gate.ts). */
export const writesUnavailable =
  'We could not save your order just now: nothing was charged. Try again in a moment.';

/** The per-caller rate limit (functions/src/limits/rate-limit.ts). */
export const tooManyCalls =
  'Too many orders and payment prompts from here in a minute: wait a minute, then try again.';

/** The shop-wide ceiling on orders and prompts a minute, which keeps M-Pesa's quota for all. */
export const shopBusyMessage =
  'The shop is taking a great many orders just now: wait a minute, then try again. Nothing was charged.';

/** One phone number holds at most `maxUnpaidHoldsPerPhone` orders unpaid (functions/src/orders/holds.ts). */
export const phoneLimitMessage = `This phone number already has ${maxUnpaidHoldsPerPhone} orders waiting for payment or delivery. Pay for one of them, or ask us to cancel one, before you order again.`;

/** Why payAgain will not prompt again or switch to cash (functions/src/mpesa/pay-again.ts). */
export const payAgainRefusals = {
  paid: 'This order is paid already.',
  expired:
    'This order was not paid in time, so its items went back on sale. Place a new order to buy them.',
  cancelled: 'This order was cancelled.',
  amountMismatch:
    'M-Pesa took a different amount from this order’s total: we will call you to put it right, so there is no need to pay again.',
  notWaiting: 'This order is not waiting for a new payment.',
} as const;

/** A fourth prompt to one M-Pesa number within ten minutes (functions/src/mpesa/prompt-limit.ts). */
export const promptLimitMessage = `This M-Pesa number has had ${maxPromptsPerPhone} payment prompts in the last ${promptWindowMs / 60_000} minutes. Wait a few minutes before trying again, or pay with another number.`;

/** A new prompt asked for while the last one is still out (functions/src/mpesa/push.ts). */
export const earlierPromptOpen =
  'Your last M-Pesa prompt is still open on your phone: finish or cancel it there, then try again.';

/** Cash on delivery asked for an order whose delivery takes none. */
export const cashNotAvailable = (delivery: DeliveryOption | undefined): string =>
  delivery
    ? `Cash on delivery is not available with ${delivery.label.toLowerCase()}: pay with M-Pesa.`
    : 'Cash on delivery is not available for this order: pay with M-Pesa.';
