import { deliveryOptionById, type CheckoutDetails } from '../../src/forms/checkout';
import { clipText, textLimits } from '../../src/forms/limits';
import { priceInCents } from '../shopping-list/selectors';
import type { CheckoutLine, CurrentProducts, LineChange, NewOrder, OrderLine } from './types';

/** The size or colour a line carries, if it is usable text (stored carts are read defensively). */
function choice(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== ''
    ? clipText(value.trim(), textLimits.lineOption)
    : undefined;
}

/**
 * The cart read against the catalog as it is now: the order's lines at today's prices, and
 * every difference the shopper must see (a new price, a product gone, too little stock).
 */
export function reprice(
  cart: readonly CheckoutLine[],
  current: CurrentProducts,
): { lines: OrderLine[]; changes: LineChange[] } {
  const lines: OrderLine[] = [];
  const changes: LineChange[] = [];
  for (const item of cart) {
    const product = current[item.id];
    if (!product) {
      changes.push({ kind: 'gone', id: item.id, productName: item.productName });
      continue;
    }
    // A line bought at wholesale terms keeps them while the product still has terms.
    const wholesale = item.wholesale ? product.wholesale : undefined;
    const unitPrice = wholesale ? wholesale.unitPrice : product.price;
    if (priceInCents(unitPrice) !== priceInCents(item.price)) {
      changes.push({
        kind: 'price',
        id: item.id,
        productName: product.productName,
        from: item.price,
        to: unitPrice,
      });
    }
    if (product.stock < item.quantity) {
      changes.push({
        kind: 'stock',
        id: item.id,
        productName: product.productName,
        quantity: item.quantity,
        available: product.stock,
      });
    }
    const line: OrderLine = {
      id: item.id,
      productName: product.productName,
      unitPrice,
      quantity: item.quantity,
    };
    if (wholesale) line.wholesale = { unitPrice: wholesale.unitPrice, minQty: wholesale.minQty };
    const size = choice(item.size);
    const colour = choice(item.colour);
    if (size) line.size = size;
    if (colour) line.colour = colour;
    lines.push(line);
  }
  return { lines, changes };
}

/** A gone product or too little stock cannot be confirmed away: the shopper fixes the line. */
export function needsLineFix(changes: readonly LineChange[]): boolean {
  return changes.some((change) => change.kind !== 'price');
}

export interface OrderTotals {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/** Sums in whole cents, as the cart's subtotal does, then back to KES. */
export function orderTotals(
  lines: readonly Pick<OrderLine, 'unitPrice' | 'quantity'>[],
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

/** The order document, from the repriced lines and the checked details. */
export function buildOrder(
  lines: OrderLine[],
  details: CheckoutDetails,
  ownerUid: string | null,
): NewOrder {
  return {
    lines,
    ...orderTotals(lines, details.deliveryOption),
    delivery: {
      fullName: details.fullName,
      phone: details.phone,
      email: details.email,
      county: details.county,
      town: details.town,
      address: details.address,
      option: details.deliveryOption,
    },
    payment: {
      method: details.paymentMethod,
      mpesaCode: details.mpesaCode,
    },
    ownerUid,
  };
}

/** Whether the cart still holds what an order was priced from (same lines, quantities, prices). */
export function sameCart(a: readonly CheckoutLine[], b: readonly CheckoutLine[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (line, index) =>
        line.id === b[index]?.id &&
        line.quantity === b[index]?.quantity &&
        line.price === b[index]?.price,
    )
  );
}
