/** Products and requests the order tests share: small, and named for what they test. */
import { randomUUID } from 'node:crypto';
import { cashFields, mpesaFields } from '@testing/fixtures/checkout-details';
import type { OrderLineRequest, PlaceOrderRequest } from '@model/order/request';
import type { OrderProduct } from '../../src/orders/order-product';

/** Jeans in three waists (34 sold out) and one colour, sold by the carton from 10. */
export const jeans = {
  productName: 'Slim Fit Jeans',
  price: '2500',
  category: 'Men',
  stock: 5,
  variantStock: { '30|Black': 2, '32|Black': 3, '34|Black': 0 },
  sizes: ['30', '32', '34'],
  unavailableSizes: ['34'],
  colours: ['Black'],
  unavailableColours: [],
  wholesale: { unitPrice: '1800', minQty: 10 },
} satisfies OrderProduct;

/** Shoes in half sizes: a size with a dot must stay one key of `variantStock`. */
export const loafers = {
  productName: 'Leather Loafers',
  price: '4999.50',
  category: 'Shoes',
  stock: 4,
  variantStock: { 'UK 7.5|Tan': 1, 'UK 8|Tan': 3 },
  sizes: ['UK 7.5', 'UK 8'],
  unavailableSizes: [],
  colours: ['Tan'],
  unavailableColours: [],
} satisfies OrderProduct;

/** An older document: one stock number, no sizes, no stock per variant. */
export const scarf = {
  productName: 'Kikoy Scarf',
  price: '800',
  category: 'Accessories',
  stock: 40,
  sizes: [],
  unavailableSizes: [],
  colours: [],
  unavailableColours: [],
} satisfies OrderProduct;

/** M-Pesa prompted on a phone other than the delivery's, so a test sees which one was asked. */
export const guestDetails: Record<string, string> = { ...mpesaFields, mpesaPhone: '0722 000 111' };

export const cashDetails: Record<string, string> = { ...cashFields };

export function line(fields: Partial<OrderLineRequest> & Pick<OrderLineRequest, 'id'>) {
  return {
    size: null,
    colour: null,
    quantity: 1,
    mode: 'retail',
    unitPrice: '2500',
    ...fields,
  } satisfies OrderLineRequest;
}

/** A fresh checkout id (20 letters and digits) for every order a test places. */
export function newCheckoutId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 20);
}

export const accessToken = 'device-secret-token-0123456789abcdef';

export function request(
  lines: OrderLineRequest[],
  details: Record<string, string> = guestDetails,
  checkoutId = newCheckoutId(),
): PlaceOrderRequest {
  return { checkoutId, accessToken, lines, details };
}
