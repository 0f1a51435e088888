import { deliveryOptionById } from '../../src/checkout/checkout-form';
import { linesInCents, priceInCents } from '../shopping-list/selectors';

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
): OrderTotals {
  const subtotalCents = linesInCents(lines);
  const deliveryFee = deliveryOptionById(deliveryOption)?.fee ?? 0;
  return {
    subtotal: subtotalCents / 100,
    deliveryFee,
    total: (subtotalCents + priceInCents(String(deliveryFee))) / 100,
  };
}

/**
 * An order's totals: what the page previews and what the server charges (functions/src prices
 * orders with it).
 */
export function orderTotals(
  lines: readonly { unitPrice: string; quantity: number }[],
  deliveryOption: string,
): OrderTotals {
  return totalsInKes(
    lines.map(({ unitPrice, quantity }) => ({ price: unitPrice, quantity })),
    deliveryOption,
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
): CheckoutTotals {
  const totals = totalsInKes(cart, deliveryOption);
  return deliveryOptionById(deliveryOption) ? totals : { ...totals, deliveryFee: null };
}
