import { deliveryOptionById } from '../../src/forms/checkout';
import { priceInCents } from '../shopping-list/selectors';

export interface OrderTotals {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/**
 * An order's totals, summed in whole cents as the cart's subtotal is, then back to KES: what the
 * page previews and what the server charges (functions/src prices orders with it).
 */
export function orderTotals(
  lines: readonly { unitPrice: string; quantity: number }[],
  deliveryOption: string,
): OrderTotals {
  const subtotalCents = lines.reduce(
    (sum, line) => sum + priceInCents(line.unitPrice) * line.quantity,
    0,
  );
  const deliveryFee = deliveryOptionById(deliveryOption)?.fee ?? 0;
  return {
    subtotal: subtotalCents / 100,
    deliveryFee,
    total: (subtotalCents + priceInCents(String(deliveryFee))) / 100,
  };
}
