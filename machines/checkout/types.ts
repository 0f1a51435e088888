import type { CheckoutFields } from '@model/checkout';
import type { CartItem } from '../shopping-list/types';

export type { GetOrderRequest, PayAgainRequest, PlaceOrderRequest } from '@model/order/request';
export type {
  OrderChange,
  OrderRefund,
  OrderView,
  PaymentFailure,
  PlaceOrderResponse,
} from '@model/order/view';

/** A cart line as checkout reads it: a size and a colour may have been chosen with it. */
export type CheckoutLine = CartItem;

/** What identifies an order before it exists: made on the device, kept through every Retry. */
export interface CheckoutIds {
  checkoutId: string;
  accessToken: string;
}

/** The proof of an order kept on this device, and whether the cart still holds its lines. */
export interface StoredOrderAccess {
  accessToken: string;
  cartHeld: boolean;
}

/** One change to a cart line that brings the cart in line with what the server found. */
export type CartUpdate =
  /** `keepsWholesale`: a wholesale line stays one at this price, or becomes a retail line. */
  | { kind: 'setPrice'; id: string; price: string; keepsWholesale: boolean }
  | { kind: 'setQuantity'; id: string; quantity: number }
  | { kind: 'remove'; id: string };

/** How the shopper pays again after a failed M-Pesa payment. */
export type RetryPayment = { method: 'mpesa'; phone: string } | { method: 'cash-on-delivery' };

/**
 * What Place order tells the server of the cart's offers: the code kept, and what the shopper saw
 * the offers save (KES), null when that is not known (machines/cart-offers/selectors.ts).
 */
export interface OffersSeen {
  code: string | null;
  saving: number | null;
}

export type CheckoutEvent =
  /** The cart as it is now, from the cart actor checkout follows. */
  | { type: 'checkout.cartChanged'; lines: CheckoutLine[] }
  /** The cart's offers as the shopper sees them now, from the offers actor checkout follows. */
  | { type: 'checkout.offersChanged'; seen: OffersSeen }
  /** Place order: the form as typed. The owner is whoever the call's auth says is signed in. */
  | { type: 'checkout.place'; fields: CheckoutFields }
  /** The shopper accepts the changes the server found: the cart follows, then placing again. */
  | { type: 'checkout.confirm' }
  | { type: 'checkout.retry' }
  /** The shopper came back to /checkout after an order: a new checkout, with new ids. */
  | { type: 'checkout.startAnother' }
  /** /checkout/order/{id}: the order placed on this device, or null when it holds no token. */
  | { type: 'checkout.openOrder'; orderId: string; access: StoredOrderAccess | null }
  /** The wait for M-Pesa ran out: ask the server once more. */
  | { type: 'checkout.checkAgain' }
  /** Try again after a failed payment: a new prompt to this number (as typed). */
  | { type: 'checkout.payAgain'; phone: string }
  /** Pay cash when the parcel arrives instead, where the delivery takes cash. */
  | { type: 'checkout.payOnDelivery' };

/** Why Place order went no further before any call. */
export type Refusal = 'empty-cart' | 'invalid-details' | 'too-many-lines';
