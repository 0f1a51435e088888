/**
 * An order priced again from the catalog, as the server trusts it: the model's pricing
 * (model/order/price-order.ts, which the functions' in-browser fake shares) with the shop's
 * delivery fees and the offers it may get, and an order over the amount taken online, or over the bounds of cash on
 * delivery, refused.
 */
import type { OrderLineRequest } from '@model/order/request';
import {
  noOffers,
  priceOrder as priceWithFees,
  type OrderOffers,
  type OrderPricing as Pricing,
} from '@model/order/price-order';
import { cashOrderLimit, deliveryFees } from '../shop-config';
import { Refusal } from '../core/refusal';
import type { OrderProduct } from './order-product';

export type OrderPricing = Exclude<Pricing, { outcome: 'over-limit' }>;

export function priceOrder(
  requested: readonly OrderLineRequest[],
  /** Each product a line names, null when it is gone. */
  products: ReadonlyMap<string, OrderProduct | null>,
  deliveryOption: string,
  paymentMethod: 'mpesa' | 'cash-on-delivery',
  offers: OrderOffers = noOffers,
): OrderPricing {
  const pricing = priceWithFees(
    requested,
    products,
    deliveryOption,
    deliveryFees,
    paymentMethod,
    cashOrderLimit,
    offers,
  );
  if (pricing.outcome === 'over-limit') throw new Refusal('invalid-argument', pricing.message);
  return pricing;
}
