/**
 * An order priced again from the catalog, as the server trusts it: every line at today's price,
 * stock checked per size and colour, the delivery fee from the shop settings, totals in cents.
 */
import { maxOrderAmount } from '@/model/limits';
import type { OrderChange, OrderViewLine } from '@/model/order/view';
import type { OrderLineRequest } from '@/model/order/request';
import { priceOrderLine } from '@/model/order/line-price';
import { formatKes } from '@/model/money';
import { orderTotals, type OrderTotals } from '@/model/order/totals';
import { deliveryFees } from '../shop-config';
import { OrderError } from './errors';
import type { OrderProduct } from './order-product';
import { takeStock, type StockTake } from './stock';

export type OrderPricing =
  /** What differs from what the shopper saw: nothing may be written. */
  | { outcome: 'changed'; changes: OrderChange[] }
  | {
      outcome: 'priced';
      lines: OrderViewLine[];
      totals: OrderTotals;
      /** Per product id, what the order takes off its stock. */
      stock: Map<string, StockTake>;
    };

function linesByProduct(lines: readonly OrderLineRequest[]): Map<string, OrderLineRequest[]> {
  const byProduct = new Map<string, OrderLineRequest[]>();
  for (const line of lines) byProduct.set(line.id, [...(byProduct.get(line.id) ?? []), line]);
  return byProduct;
}

export function priceOrder(
  requested: readonly OrderLineRequest[],
  /** Each product a line names, null when it is gone. */
  products: ReadonlyMap<string, OrderProduct | null>,
  deliveryOption: string,
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
  const totals = orderTotals(lines, deliveryOption, deliveryFees);
  if (totals.total >= maxOrderAmount) {
    throw new OrderError(
      'invalid-argument',
      `We take orders below ${formatKes(maxOrderAmount)} online; this one comes to ${formatKes(totals.total)}. Split it, or call us for a wholesale order.`,
    );
  }
  return { outcome: 'priced', lines, totals, stock };
}
