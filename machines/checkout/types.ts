import type { WholesaleTerms } from '../../src/catalog/product';
import type { CheckoutFields } from '../../src/forms/checkout';
import type { CartItem } from '../shopping-list/types';

/** One line of an order: what was bought, at which unit price, how many. */
export interface OrderLine {
  id: string;
  productName: string;
  /** Unit price paid, a numeric string in KES. */
  unitPrice: string;
  quantity: number;
  /** Present only when the line was bought at wholesale terms. */
  wholesale?: WholesaleTerms;
  size?: string;
  colour?: string;
}

export interface DeliveryDetails {
  fullName: string;
  /** E.164, e.g. +254712345678. */
  phone: string;
  email: string | null;
  county: string;
  town: string;
  address: string;
  /** A delivery option id of the shop settings. */
  option: string;
}

export interface OrderPayment {
  method: 'mpesa' | 'cash-on-delivery';
  /** Upper-cased; null with cash on delivery. */
  mpesaCode: string | null;
}

/** An order as checkout writes it to `orders` (status and createdAt are added by the write). */
export interface NewOrder {
  lines: OrderLine[];
  /** KES. */
  subtotal: number;
  deliveryFee: number;
  total: number;
  delivery: DeliveryDetails;
  payment: OrderPayment;
  ownerUid: string | null;
}

/** 'already-placed': the order under this id was written before (a double click, a late Retry). */
export type PlaceOrderResult = 'placed' | 'already-placed';

/** A cart line as checkout reads it: a size and a colour may have been chosen with it. */
export type CheckoutLine = CartItem;

/** A product as repricing reads it again by id; null when it is gone from the catalog. */
export interface CurrentProduct {
  id: string;
  productName: string;
  price: string;
  stock: number;
  wholesale?: WholesaleTerms;
}

export type CurrentProducts = Record<string, CurrentProduct | null>;

/** What repricing found different from the cart: each is shown to the shopper. */
export type LineChange =
  | { kind: 'price'; id: string; productName: string; from: string; to: string }
  | { kind: 'gone'; id: string; productName: string }
  | { kind: 'stock'; id: string; productName: string; quantity: number; available: number };

export type CheckoutEvent =
  /** The cart as it is now; the binding sends it on every change. */
  | { type: 'checkout.cartChanged'; lines: CheckoutLine[] }
  /** Place order: the form as typed and who is signed in. */
  | { type: 'checkout.place'; fields: CheckoutFields; ownerUid: string | null }
  /** The shopper accepts the new total that repricing found. */
  | { type: 'checkout.confirm' }
  | { type: 'checkout.retry' }
  /** The shopper came back to /checkout after placing: a new order, with a new id. */
  | { type: 'checkout.startAnother' };

/**
 * Why Place order went no further. `too-many-lines` and `order-too-large`: firestore.rules takes
 * no order beyond its line and amount limits (src/forms/limits.ts), so checkout says so first.
 */
export type Refusal = 'empty-cart' | 'invalid-details' | 'too-many-lines' | 'order-too-large';
