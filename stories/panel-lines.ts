import {
  toCartItem,
  toWishlistItem,
  withOptions,
} from '../machines/shopping-list/shopping-list.machine';
import type { CartItem } from '../machines/shopping-list/types';
import { longName, sampleProducts } from './sample-products';

export const oneCartLine: CartItem[] = [toCartItem(sampleProducts[0]!)];
export const manyCartLines: CartItem[] = sampleProducts.map((product, index) => ({
  ...toCartItem(product),
  quantity: (index % 3) + 1,
}));
export const longNameCartLine: CartItem[] = [toCartItem(longName)];
export const sizeAndColourCartLine: CartItem[] = [
  withOptions(toCartItem(sampleProducts[0]!), { size: 'M', colour: 'Denim Blue' }),
];

export const oneWishlistLine = oneCartLine.map(toWishlistItem);
export const manyWishlistLines = sampleProducts.map(toWishlistItem);
export const longNameWishlistLine = [toWishlistItem(longName)];
