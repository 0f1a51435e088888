/**
 * `priceCart`: the offers a cart gets and what became of its code, priced by the model's one
 * rule (model/offer/pricing.ts) from the offers as stored, so codes and offers never reach the
 * browser. Lines are priced as the cart shows them (placeOrder prices them again from the
 * catalog); their categories come from the catalog. Counted against the caller, so codes cannot
 * be guessed at speed: three times placing an order's rate, as a cart is priced as it changes.
 */
import {
  priceCartOffers,
  priceCartRequestSchema,
  typedCode,
  type CartOffers,
} from '@model/offer/cart-offers';
import { normaliseKenyanPhone } from '@model/kenyan-phone';
import { productsCollection } from '@model/catalog/product';
import type { Call } from '../core/call';
import { orderClock, type CallContext } from '../core/context';
import { Refusal } from '../core/refusal';
import { callerOf, countCall } from '../limits/rate-limit';
import { readOrderProduct } from '../orders/order-product';
import { deliveryFees } from '../shop-config';
import { directly, readOffersInUse } from './offers-in-use';

/** How many times faster than placeOrder a caller may price a cart. */
const pricesPerOrderCall = 3;

export async function priceCart(
  context: CallContext,
  call: Pick<Call, 'auth' | 'data' | 'rawRequest'>,
): Promise<CartOffers> {
  const parsed = priceCartRequestSchema.safeParse(call.data);
  if (!parsed.success) {
    throw new Refusal('invalid-argument', 'This cart could not be priced: it is malformed.');
  }
  const { db } = context;
  const now = orderClock(context);
  await countCall(db, callerOf(call), pricesPerOrderCall * context.callsPerMinute, now);
  const request = parsed.data;
  const phone = request.phone === null ? null : normaliseKenyanPhone(request.phone);
  const ids = [...new Set(request.lines.map((line) => line.id))];
  const [products, offers] = await Promise.all([
    db.getAll(...ids.map((id) => db.collection(productsCollection).doc(id))),
    readOffersInUse(directly, db, typedCode(request.code), phone),
  ]);
  const categories = new Map(
    products.map((product) => [product.id, readOrderProduct(product.data())?.category ?? '']),
  );
  return priceCartOffers(request, {
    categoryOf: (id) => categories.get(id) ?? '',
    fees: deliveryFees,
    offers,
    now: now.toISOString(),
  });
}
