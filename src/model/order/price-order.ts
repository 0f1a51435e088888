/**
 * An order priced again from the catalog, as the server trusts it: every line at today's price,
 * stock checked per size and colour, the delivery fee from the fees handed in, totals in cents.
 * The order functions (functions/src/orders/price-order.ts) and their in-browser fake
 * (mocks/browser/functions/fake-orders.ts) both price with it, so they tell the same changes.
 */
import type { Stocked } from '../catalog/stock-rule';
import type { DeliveryFees } from '../delivery';
import { maxMpesaAmount, maxOrderAmount } from '../limits';
import { formatKes } from '../money';
import { priceOrderLine, type PricedProduct } from './line-price';
import type { OrderLineRequest } from './request';
import { takeStock, type StockTake } from './stock-take';
import { orderTotals, type OrderTotals } from './totals';
import type { OrderChange, OrderViewLine } from './view';

/** A product as an order line is priced and stocked from. */
export type OrderedProduct = PricedProduct & Stocked;

export type OrderPricing =
  /** What differs from what the shopper saw: nothing may be written. */
  | { outcome: 'changed'; changes: OrderChange[] }
  /** At or above the amount taken online: refused with this message, nothing written. */
  | { outcome: 'over-limit'; message: string }
  | {
      outcome: 'priced';
      lines: OrderViewLine[];
      totals: OrderTotals;
      /** Per product id, what the order takes off its stock. */
      stock: Map<string, StockTake>;
    };

/** Why M-Pesa cannot take an order's total, with what the shopper can do instead. */
export const mpesaLimitMessage = (total: number): string =>
  `M-Pesa takes at most ${formatKes(maxMpesaAmount)} in one payment and this order comes to ${formatKes(total)}: pay cash on delivery where your delivery allows it, or split the order.`;

function linesByProduct(lines: readonly OrderLineRequest[]): Map<string, OrderLineRequest[]> {
  const byProduct = new Map<string, OrderLineRequest[]>();
  for (const line of lines) byProduct.set(line.id, [...(byProduct.get(line.id) ?? []), line]);
  return byProduct;
}

export function priceOrder(
  requested: readonly OrderLineRequest[],
  /** Each product a line names, null (or missing) when it is gone. */
  products: ReadonlyMap<string, OrderedProduct | null>,
  deliveryOption: string,
  fees: DeliveryFees,
  /** How the order is paid: M-Pesa takes no more than `maxMpesaAmount` at once. */
  paymentMethod: 'mpesa' | 'cash-on-delivery',
): OrderPricing {
  const changes: OrderChange[] = [];
  const lines: OrderViewLine[] = [];
  for (const line of requested) {
    const product = products.get(line.id);
    if (!product) {
      changes.push({ kind: 'gone', id: line.id, productName: line.productName || line.id });
      continue;
    }
    const { priced, change } = priceOrderLine(line, product);
    if (change) changes.push(change);
    lines.push(priced);
  }
  const stock = new Map<string, StockTake>();
  for (const [id, productLines] of linesByProduct(requested)) {
    const product = products.get(id);
    if (!product) continue;
    const { take, shortfalls } = takeStock(product, productLines);
    stock.set(id, take);
    for (const shortfall of shortfalls) {
      changes.push({ kind: 'stock', id, productName: product.productName, ...shortfall });
    }
  }
  if (changes.length > 0) return { outcome: 'changed', changes };
  const totals = orderTotals(lines, deliveryOption, fees);
  if (totals.total >= maxOrderAmount) {
    return {
      outcome: 'over-limit',
      message: `We take orders below ${formatKes(maxOrderAmount)} online; this one comes to ${formatKes(totals.total)}. Split it, or call us for a wholesale order.`,
    };
  }
  if (paymentMethod === 'mpesa' && totals.total > maxMpesaAmount) {
    return { outcome: 'over-limit', message: mpesaLimitMessage(totals.total) };
  }
  return { outcome: 'priced', lines, totals, stock };
}
