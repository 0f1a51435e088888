import { deliveryFee, type DeliveryFees } from '../delivery';
import { linesInCents, priceInCents } from '../money';

export interface OrderTotals {
  subtotal: number;
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
