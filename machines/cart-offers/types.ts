import type { CartOffers } from '@model/offer/cart-offers';
import type { ActorRefFrom } from 'xstate';
import type { CartMachine } from '../shopping-list/shopping-list.machine';
import type { CartItem, Toast } from '../shopping-list/types';

export type { CartOffers, CodeOutcome, PriceCartRequest } from '@model/offer/cart-offers';
export type { DiscountLine } from '@model/offer/pricing';

/** Where a code came from: the code field, or a link carrying `?code=` (told with a toast). */
export type CodeSource = 'field' | 'link';

/** A code on its way to the server: applied once it answers so. */
export interface TriedCode {
  code: string;
  from: CodeSource;
}

export type CartOffersEvent =
  /** The cart's lines as they are now, from the cart actor followed. */
  | { type: 'offers.cartChanged'; lines: CartItem[] }
  /** Apply: the code as typed, or as a link carried it. */
  | { type: 'offers.apply'; code: string; from: CodeSource }
  /** Remove the code kept, or drop one the server refused as the order was placed. */
  | { type: 'offers.remove' }
  /** Checkout's delivery and phone as typed: a delivery priced, a code's uses per phone. */
  | { type: 'offers.checkoutChanged'; deliveryOption: string | null; phone: string | null }
  | { type: 'offers.retry' }
  /** The server priced the order otherwise than the cart showed: the cart is priced again. */
  | { type: 'offers.reprice' };

export interface CartOffersContext {
  /** The shop's cart, followed. */
  cartActor: ActorRefFrom<CartMachine>;
  lines: CartItem[];
  /** The code kept on this device: applied by the server when it last answered. */
  code: string | null;
  /** A code being applied, until the server answers. */
  trying: TriedCode | null;
  deliveryOption: string | null;
  /** The delivery phone, once it reads as a Kenyan mobile number. */
  phone: string | null;
  /** The server's last answer; null before one, or with an empty cart. */
  offers: CartOffers | null;
  /**
   * The delivery the last answer was priced for: free delivery saves that delivery's fee, so
   * an answer for another is no measure of what the shopper now sees.
   */
  pricedDelivery: string | null;
  /** Why the last code typed gives nothing, or what is wrong with it as typed. */
  message: string | null;
  failure: unknown;
}

export interface CartOffersInput {
  /** The cart actor followed (machines/shopping-list). */
  cart: ActorRefFrom<CartMachine>;
  /** The code kept on this device, read from storage. */
  code: string | null;
}

export type { Toast };
