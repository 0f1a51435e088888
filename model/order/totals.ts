import { deliveryFee, type DeliveryFees } from '../delivery';
import { linesInCents, priceInCents } from '../money';

export interface OrderTotals {
  subtotal: number;
  /** KES offers take off the lines (model/offer/pricing.ts); 0 without offers. */
  discountTotal: number;
  deliveryFee: number;
  total: number;
}

/**
 * The totals of lines priced as the cart prices them, summed in whole cents as the cart's
 * subtotal is, then back to KES; a delivery the shop does not offer costs nothing.
 */
function totalsInKes(
  lines: readonly { price: string; quantity: number }[],
  deliveryOption: string,
  fees: DeliveryFees,
): OrderTotals {
  const subtotalCents = linesInCents(lines);
  const fee = deliveryFee(fees, deliveryOption) ?? 0;
  return {
    subtotal: subtotalCents / 100,
    discountTotal: 0,
    deliveryFee: fee,
    total: (subtotalCents + priceInCents(String(fee))) / 100,
  };
}

/**
 * An order's totals: what the page previews and what the server charges (functions/src prices
 * orders with it), with the shop's delivery fees.
 */
export function orderTotals(
  lines: readonly { unitPrice: string; quantity: number }[],
  deliveryOption: string,
  fees: DeliveryFees,
): OrderTotals {
  return totalsInKes(
    lines.map(({ unitPrice, quantity }) => ({ price: unitPrice, quantity })),
    deliveryOption,
    fees,
  );
}

/** The totals checkout shows before an order exists: no delivery fee until one is chosen. */
export interface CheckoutTotals extends Omit<OrderTotals, 'deliveryFee'> {
  deliveryFee: number | null;
}

/**
 * What the checkout form shows for the cart and the delivery chosen: the order's own totals, so
 * the amount M-Pesa is told to ask for is the amount the server charges.
 */
export function checkoutTotals(
  cart: readonly { price: string; quantity: number }[],
  deliveryOption: string,
  fees: DeliveryFees,
): CheckoutTotals {
  const totals = totalsInKes(cart, deliveryOption, fees);
  return deliveryFee(fees, deliveryOption) === null ? { ...totals, deliveryFee: null } : totals;
}

/** The totals once offers apply: their discount off the lines and the delivery fee they leave. */
export function withOffers(
  totals: OrderTotals,
  offers: { discountTotal: number; deliveryFee: number },
): OrderTotals {
  const subtotalCents = priceInCents(String(totals.subtotal));
  const discountCents = Math.round(offers.discountTotal * 100);
  const feeCents = Math.round(offers.deliveryFee * 100);
  return {
    subtotal: totals.subtotal,
    discountTotal: discountCents / 100,
    deliveryFee: offers.deliveryFee,
    total: (subtotalCents - discountCents + feeCents) / 100,
  };
}
