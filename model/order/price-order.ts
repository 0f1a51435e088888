/**
 * An order priced again from the catalog, as the server trusts it: every line at today's price,
 * stock checked per size and colour, the delivery fee from the fees handed in, totals in cents.
 * The order functions (functions/src/orders/price-order.ts) and their in-browser fake
 * (mocks/browser/functions/fake-orders.ts) both price with it, so they tell the same changes.
 */
import type { Stocked } from '../catalog/stock-rule';
import {
  codeRefusalMessage,
  priceOffers,
  type DiscountLine,
  type OfferInUse,
} from '../offer/pricing';
import { savingOf } from '../offer/cart-offers';
import type { DeliveryFees } from '../delivery';
import {
  defaultCashOrderLimit,
  defaultWholesaleCeiling,
  maxCashUnitsPerVariant,
  maxMpesaAmount,
  maxOrderAmount,
} from '../limits';
import { formatKes } from '../money';
import { priceOrderLine, type PricedProduct } from './line-price';
import type { OrderLineRequest } from './request';
import { takeStock, type StockTake } from './stock-take';
import { orderTotals, withOffers, type OrderTotals } from './totals';
import type { OrderChange, OrderViewLine } from './view';

/** A product as an order line is priced and stocked from; its category scopes offers. */
export type OrderedProduct = PricedProduct & Stocked & { category?: string };

/** The offers an order is priced with: the code typed, the offers it may get, when. */
export interface OrderOffers {
  /** The code as typed, normalised (model/offer/cart-offers.ts `typedCode`); null for none. */
  code: string | null;
  /** What the shopper saw the offers save, KES; null when the request said nothing. */
  seenSaving: number | null;
  /** The code's offer (with this phone's uses) and the automatic offers, as read. */
  offers: readonly OfferInUse[];
  /** ISO instant the order is priced at. */
  now: string;
}

export const noOffers: OrderOffers = { code: null, seenSaving: null, offers: [], now: '' };

export type OrderPricing =
  /** What differs from what the shopper saw: nothing may be written. */
  | { outcome: 'changed'; changes: OrderChange[] }
  /** At or above the amount taken online: refused with this message, nothing written. */
  | { outcome: 'over-limit'; message: string }
  | {
      outcome: 'priced';
      lines: OrderViewLine[];
      totals: OrderTotals;
      /** Each offer applied; the totals already count them. */
      discounts: DiscountLine[];
      /** KES off each line, in the lines' order (model/offer/pricing.ts `lineDiscounts`). */
      lineDiscounts: number[];
      /** The offer whose code was applied, whose use the order counts; null for none. */
      codeOfferId: string | null;
      /** Per product id, what the order takes off its stock. */
      stock: Map<string, StockTake>;
    };

/**
 * Why M-Pesa cannot take an order's total, with what the shopper can do instead: cash on delivery
 * where the shop takes that much in cash (`cashLimit`), else split the order or call the shop.
 */
export const mpesaLimitMessage = (total: number, cashLimit = defaultCashOrderLimit): string =>
  total <= cashLimit
    ? `M-Pesa takes at most ${formatKes(maxMpesaAmount)} in one payment and this order comes to ${formatKes(total)}: pay cash on delivery where your delivery allows it, or split the order.`
    : `M-Pesa takes at most ${formatKes(maxMpesaAmount)} in one payment and this order comes to ${formatKes(total)}: split the order, or call us to arrange it.`;

/** Why cash on delivery cannot take an order of this total, with what the shopper can do. */
export const cashLimitMessage = (total: number, limit: number): string =>
  `Cash on delivery takes orders up to ${formatKes(limit)} and this order comes to ${formatKes(total)}: pay with M-Pesa, or split the order.`;

/** Why cash on delivery cannot take so many units of one size and colour. */
export const cashLineMessage = (productName: string, most: number): string =>
  `Cash on delivery takes at most ${most} of ${productName} in one size and colour: pay with M-Pesa, or order fewer.`;

/** The first line a cash order may not hold, in the shopper's words; null when all may. */
function cashLineRefusal(
  lines: readonly OrderViewLine[],
  products: ReadonlyMap<string, { wholesale?: { maxQty?: number } } | null | undefined>,
): string | null {
  const units = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.id}|${line.size ?? ''}|${line.colour ?? ''}|${line.wholesale}`;
    units.set(key, (units.get(key) ?? 0) + line.quantity);
    const most = line.wholesale
      ? (products.get(line.id)?.wholesale?.maxQty ?? defaultWholesaleCeiling)
      : maxCashUnitsPerVariant;
    if ((units.get(key) ?? 0) > most) return cashLineMessage(line.productName, most);
  }
  return null;
}

/**
 * Why cash on delivery cannot take these lines and this total, in the shopper's words; null when
 * it can. One rule for placing an order, switching one to cash (Try again), and the checkout form.
 */
export function cashOrderRefusal(
  lines: readonly OrderViewLine[],
  products: ReadonlyMap<string, { wholesale?: { maxQty?: number } } | null | undefined>,
  total: number,
  cashLimit: number,
): string | null {
  return (
    cashLineRefusal(lines, products) ??
    (total > cashLimit ? cashLimitMessage(total, cashLimit) : null)
  );
}

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
  /** The most a cash order may come to, in KES (model/shop-config.ts, `cashOrderLimitFrom`). */
  cashLimit: number,
  orderOffers: OrderOffers = noOffers,
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
  const listed = orderTotals(lines, deliveryOption, fees);
  const offers = priceOffers({
    lines: lines.map((line) => ({ ...line, category: products.get(line.id)?.category ?? '' })),
    deliveryFee: listed.deliveryFee,
    code: orderOffers.code,
    offers: orderOffers.offers,
    now: orderOffers.now,
  });
  const saving = savingOf(offers.discounts);
  const refused = offers.code?.outcome === 'refused' ? offers.code.refusal : null;
  if (
    refused ||
    (orderOffers.seenSaving !== null && Math.abs(orderOffers.seenSaving - saving) >= 0.01)
  ) {
    const message = refused && codeRefusalMessage(orderOffers.code ?? '', refused);
    const from = orderOffers.seenSaving ?? saving;
    return { outcome: 'changed', changes: [{ kind: 'discount', from, to: saving, message }] };
  }
  const totals = withOffers(listed, offers);
  if (totals.total >= maxOrderAmount) {
    return {
      outcome: 'over-limit',
      message: `We take orders below ${formatKes(maxOrderAmount)} online; this one comes to ${formatKes(totals.total)}. Split it, or call us for a wholesale order.`,
    };
  }
  if (paymentMethod === 'mpesa' && totals.total > maxMpesaAmount) {
    return { outcome: 'over-limit', message: mpesaLimitMessage(totals.total, cashLimit) };
  }
  const cashRefusal =
    paymentMethod === 'cash-on-delivery'
      ? cashOrderRefusal(lines, products, totals.total, cashLimit)
      : null;
  if (cashRefusal) return { outcome: 'over-limit', message: cashRefusal };
  const codeOfferId = offers.code?.outcome === 'applied' ? offers.code.offerId : null;
  return {
    outcome: 'priced',
    lines,
    totals,
    discounts: offers.discounts,
    lineDiscounts: offers.lineDiscounts,
    codeOfferId,
    stock,
  };
}
