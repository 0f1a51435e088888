import type { SnapshotFrom } from 'xstate';
import type { DeliveryFees } from '@model/delivery';
import { maxMpesaAmount, maxOrderLines } from '@model/limits';
import { mpesaLimitMessage } from '@model/order/price-order';
import { payAgainRefusals } from '@model/order/refusals';
import { applyCartUpdates, cartUpdatesFor } from './cart-changes';
import type { checkoutMachine } from './checkout.machine';
import { cashRefusal, orderCashRefusal, paymentRetryable, retryOpensAt } from './checkout-rules';
import { orderTotals } from '@model/order/totals';
import { formatKes } from '@model/money';
import { nairobiDate } from './nairobi-time';
import { allowsCash } from '@model/delivery';
import type { CheckoutLine, OrderRefund, OrderView, PaymentFailure, Refusal } from './types';
import { shownStatus } from '../shown-status';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The states the form's page shows. */
const formStates = ['editing', 'placing', 'reviewing', 'failed'] as const;

/** The states an order's own page shows. */
const orderStates = [
  'awaitingPayment',
  'paymentUnconfirmed',
  'checkingAgain',
  'paymentFailed',
  'payingAgain',
  'paid',
  'placed',
  'ended',
  'loadingOrder',
  'orderUnavailable',
  'noAccess',
] as const;

type OrderStatus = (typeof orderStates)[number];

/** Validating and the decision after an answer read as "checking". */
export type CheckoutStatus = (typeof formStates)[number] | OrderStatus | 'checking';

/** What the page shows. */
export const checkoutStatus = (snapshot: CheckoutSnapshot): CheckoutStatus =>
  shownStatus(snapshot, [...formStates, ...orderStates], 'checking');

/** An order's own page shows this status (the form shows the others). */
export function isOrderStatus(status: CheckoutStatus): boolean {
  return (orderStates as readonly CheckoutStatus[]).includes(status);
}

/** The order whose state the machine holds: its checkout id, which is the order's id. */
export const orderId = (snapshot: CheckoutSnapshot): string => snapshot.context.checkoutId;

/** Whether Confirm new total can be pressed now. */
export const canConfirm = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.can({ type: 'checkout.confirm' });

/** Whether the failed payment may turn into cash on delivery (the delivery takes cash). */
export const canPayOnDelivery = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.can({ type: 'checkout.payOnDelivery' });

/** Whether the failed payment may be paid again: not once M-Pesa took another amount. */
export const canTryAgain = (snapshot: CheckoutSnapshot): boolean =>
  paymentRetryable(snapshot.context.order);

/**
 * What the page says of the prompt an order awaits: `on-phone` (M-Pesa took it), `sending` (on its
 * way), `unconfirmed` (M-Pesa's answer to the shop was lost: it may or may not be on the phone), or
 * `not-sent` (the sending stopped before it went out).
 */
export type PromptNews = 'on-phone' | 'sending' | 'unconfirmed' | 'not-sent';

/** Whether Try again (and cash where the delivery takes it) is offered for the awaited prompt. */
export const canPromptAgain = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ awaitingPayment: { prompt: 'retryOpen' } }) ||
  // Sending the new prompt: the form stays, busy.
  (snapshot.matches('payingAgain') && retryOpensAt(snapshot.context.order) !== null);

export function promptNews(snapshot: CheckoutSnapshot): PromptNews {
  const { order } = snapshot.context;
  const prompt = order?.payment.prompt;
  if (!prompt || retryOpensAt(order) === null) return 'on-phone';
  if (prompt.state === 'unconfirmed') return 'unconfirmed';
  return canPromptAgain(snapshot) ? 'not-sent' : 'sending';
}

/**
 * Why Try again offers no cash on delivery though the delivery takes cash: the order is over
 * cash's bounds (./checkout-rules.ts, `cashRefusal`). Null when cash is offered, or the delivery
 * already says no.
 */
export function payOnDeliveryRefusal(snapshot: CheckoutSnapshot): string | null {
  const { order, cashLimit } = snapshot.context;
  if (!order || !allowsCash(order.delivery.option)) return null;
  return orderCashRefusal(order, cashLimit);
}

/** Whether cash on delivery comes first: M-Pesa itself is down, and the delivery takes cash. */
export const suggestsCash = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.context.order?.payment.failure === 'unavailable' && canPayOnDelivery(snapshot);

/** Whether /checkout shows a new form when the shopper comes back to it. */
export const canStartAnother = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.can({ type: 'checkout.startAnother' });

/**
 * The total once the server's changes are confirmed: the cart as confirming would leave it, with
 * the delivery chosen on the form at the shop's fees. Null when there is nothing to review.
 */
export function reviewedTotal(snapshot: CheckoutSnapshot, fees: DeliveryFees): number | null {
  const { cart, changes, fields, placedOffers } = snapshot.context;
  if (changes.length === 0) return null;
  const lines = applyCartUpdates(cart, cartUpdatesFor(cart, changes)).map((line) => ({
    unitPrice: line.price,
    quantity: line.quantity,
  }));
  // Every offer's line, free delivery's too, comes off the listed total (model/offer/pricing.ts).
  const discount = changes.find((change) => change.kind === 'discount');
  const saving = discount ? discount.to : (placedOffers.saving ?? 0);
  const listed = orderTotals(lines, fields?.deliveryOption ?? '', fees).total;
  return (Math.round(listed * 100) - Math.round(saving * 100)) / 100;
}

/**
 * The number Try again prompts first: the one last typed for Try again (kept through a refusal),
 * else the one typed at checkout, else the delivery phone.
 */
export function payAgainPhone(snapshot: CheckoutSnapshot): string {
  const { fields, order, retryPayment } = snapshot.context;
  if (retryPayment?.method === 'mpesa') return retryPayment.phone;
  if (fields?.paymentMethod === 'mpesa' && fields.mpesaPhone.trim() !== '') {
    return fields.mpesaPhone;
  }
  return order?.delivery.phone ?? '';
}

/** What the page says for a refusal the form does not already show; null for none. */
export function refusalMessage(refusal: Refusal | null): string | null {
  return refusal === 'too-many-lines'
    ? `One order holds up to ${maxOrderLines} products. Remove some from your cart and order them separately.`
    : null;
}

/**
 * Why M-Pesa cannot pay an order of this total, with what to do instead (cash where the shop's
 * cash limit takes it); null while it can. The server refuses such an order
 * (model/order/price-order.ts), so the form offers cash only.
 */
export const mpesaLimitReason = (total: number, cashLimit: number): string | null =>
  total > maxMpesaAmount ? mpesaLimitMessage(total, cashLimit) : null;

/**
 * Why cash on delivery cannot take the cart at this total, with what to do instead; null while it
 * can. The server refuses such an order (model/order/price-order.ts), so the form offers
 * M-Pesa only.
 */
export const cashLimitReason = (
  lines: readonly Pick<
    CheckoutLine,
    'id' | 'productName' | 'size' | 'colour' | 'quantity' | 'wholesale'
  >[],
  total: number,
  limit: number,
): string | null =>
  cashRefusal(
    lines.map((line) => ({ ...line, retail: !line.wholesale })),
    total,
    limit,
  );

export type PaymentMethod = 'mpesa' | 'cash-on-delivery';

/** Why each way to pay cannot take the order; null where it can. */
export interface PaymentRefusals {
  mpesa: string | null;
  'cash-on-delivery': string | null;
}

/**
 * The way to pay the form holds: a choice refused for this order moves to the other, where the
 * other can take it. With both refused the choice stays, and Place order says why.
 */
export function heldPaymentMethod(chosen: string, refusals: PaymentRefusals): string {
  if (chosen === 'mpesa' && refusals.mpesa !== null && refusals['cash-on-delivery'] === null) {
    return 'cash-on-delivery';
  }
  if (
    chosen === 'cash-on-delivery' &&
    refusals['cash-on-delivery'] !== null &&
    refusals.mpesa === null
  ) {
    return 'mpesa';
  }
  return chosen;
}

/** Why the M-Pesa payment did not go through, in words the shopper can act on. */
export function paymentFailureMessage(failure: PaymentFailure | null): string {
  switch (failure) {
    case 'insufficient-funds':
      return 'Your M-Pesa balance was not enough for this payment.';
    case 'cancelled':
      return 'The payment was cancelled on your phone.';
    case 'unreachable':
      return 'We could not reach your phone: check that it is on and has network.';
    case 'wrong-pin':
      return 'The M-Pesa PIN entered was not correct.';
    case 'amount-mismatch':
      return payAgainRefusals.amountMismatch;
    case 'no-answer':
      return 'The payment prompt was not answered in time.';
    case 'busy':
      return 'Another M-Pesa request is waiting on this phone. Finish or cancel it, then try again.';
    case 'invalid-phone':
      return 'M-Pesa did not accept the phone number the prompt was for.';
    case 'unavailable':
      return 'M-Pesa is not available right now: try again in a few minutes.';
    default:
      return 'M-Pesa could not complete the payment.';
  }
}

/** The error the Try again phone field shows for a failure that is the number's; null for none. */
export const payAgainPhoneError = (failure: PaymentFailure | null): string | null =>
  failure === 'invalid-phone'
    ? 'M-Pesa cannot send a prompt to this number: check it, or enter another Kenyan mobile number.'
    : null;

/** Why an order that ended will not be paid here, and what the shopper can do. */
export function endedOrderMessage(order: OrderView): string {
  switch (order.status) {
    case 'expired':
      return payAgainRefusals.expired;
    case 'refunded':
      return 'This order was called off and the money paid for it was sent back to you.';
    default:
      // The refund's own lines say what goes back, once the server knows of money paid.
      return order.refund
        ? 'This order was cancelled.'
        : 'This order was cancelled. If you had paid for it, the money goes back to the number that paid.';
  }
}

/** What the shop gave back, and still owes, for an order: one sentence each; none for no refund. */
export function refundNotes(refund: OrderRefund | null): string[] {
  if (!refund) return [];
  const notes: string[] = [];
  if (refund.refunded > 0) {
    const on = refund.refundedAt ? ` on ${nairobiDate(refund.refundedAt)}` : '';
    notes.push(`${formatKes(refund.refunded)} refunded to your M-Pesa${on}.`);
  }
  if (refund.due > 0) notes.push(`${formatKes(refund.due)} will be refunded to your M-Pesa.`);
  return notes;
}
