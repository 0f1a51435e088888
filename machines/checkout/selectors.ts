import type { SnapshotFrom } from 'xstate';
import type { DeliveryFees } from '@/model/delivery';
import { maxOrderLines } from '@/model/limits';
import { applyCartUpdates, cartUpdatesFor } from './cart-changes';
import type { checkoutMachine } from './checkout.machine';
import { orderTotals } from '@/model/order/totals';
import type { PaymentFailure, Refusal } from './types';
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

/** Whether /checkout shows a new form when the shopper comes back to it. */
export const canStartAnother = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.can({ type: 'checkout.startAnother' });

/**
 * The total once the server's changes are confirmed: the cart as confirming would leave it, with
 * the delivery chosen on the form at the shop's fees. Null when there is nothing to review.
 */
export function reviewedTotal(snapshot: CheckoutSnapshot, fees: DeliveryFees): number | null {
  const { cart, changes, fields } = snapshot.context;
  if (changes.length === 0) return null;
  const lines = applyCartUpdates(cart, cartUpdatesFor(cart, changes)).map((line) => ({
    unitPrice: line.price,
    quantity: line.quantity,
  }));
  return orderTotals(lines, fields?.deliveryOption ?? '', fees).total;
}

/** The number Try again prompts first: the one typed at checkout, else the delivery phone. */
export function payAgainPhone(snapshot: CheckoutSnapshot): string {
  const { fields, order } = snapshot.context;
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

/** Why the M-Pesa payment did not go through, in one sentence the shopper can act on. */
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
      return 'M-Pesa reported a different amount from your order’s total, so we could not accept the payment.';
    case 'no-answer':
      return 'The payment prompt was not answered in time.';
    default:
      return 'M-Pesa could not complete the payment.';
  }
}
