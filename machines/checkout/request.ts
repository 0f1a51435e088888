import type { CheckoutFields } from '@model/checkout';
import { clipText, textLimits } from '@model/limits';
import type { OrderLineRequest, PlaceOrderRequest } from '@model/order/request';
import { priceInCents } from '@model/money';
import { offerDetails } from '@model/offer/cart-offers';
import type { CheckoutIds, CheckoutLine, OffersSeen } from './types';

/** The size or colour a line carries, if it is usable text (stored carts are read defensively). */
function choice(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== ''
    ? clipText(value.trim(), textLimits.lineOption)
    : null;
}

/** A price as the contract writes it: digits, and cents only where they are not zero. */
function contractPrice(price: string): string {
  const cents = priceInCents(price);
  if (!Number.isSafeInteger(cents) || cents < 0) return price;
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function orderLineRequest(line: CheckoutLine): OrderLineRequest {
  return {
    id: line.id,
    size: choice(line.size),
    colour: choice(line.colour),
    quantity: line.quantity,
    mode: line.wholesale ? 'wholesale' : 'retail',
    unitPrice: contractPrice(line.price),
    productName: clipText(line.productName.trim(), 200),
  };
}

/** The offers' details (model/offer/cart-offers.ts, `offerDetails`): none said, none sent. */
function offersDetails({ code, saving }: OffersSeen): Record<string, string> {
  return {
    ...(code !== null ? { [offerDetails.code]: code } : {}),
    ...(saving !== null ? { [offerDetails.saving]: String(saving) } : {}),
  };
}

/**
 * What Place order sends: the ids made when this checkout started, the cart's lines at the
 * prices the shopper saw, the form's fields as typed (the server checks them itself), and the
 * code and saving the shopper saw, so the server charges no more than was shown.
 */
export function placeOrderRequest(
  { checkoutId, accessToken }: CheckoutIds,
  cart: readonly CheckoutLine[],
  fields: CheckoutFields,
  offers: OffersSeen = { code: null, saving: null },
): PlaceOrderRequest {
  return {
    checkoutId,
    accessToken,
    lines: cart.map(orderLineRequest),
    details: { ...fields, ...offersDetails(offers) },
  };
}
