import type { CartItem, LineOptions, ListableProduct, WishlistItem } from './types';

/** The stepper's cap when a line's stock is not known (or not positive). */
export const quantityCapWithoutStock = 99;

/** Only the line's own fields: a list must not carry (and store) the whole catalog product. */
export function toWishlistItem(product: ListableProduct): WishlistItem {
  const item: WishlistItem = {
    id: product.id,
    productName: product.productName,
    price: product.price,
    image: product.image.map(({ downloadURL, name }) => ({ downloadURL, name })),
  };
  if (product.stock !== undefined) item.stock = product.stock;
  return item;
}

/** A retail line, quantity 1 (spec section 9). Wholesale terms are not carried: not bought so. */
export function toCartItem(product: ListableProduct): CartItem {
  return { ...toWishlistItem(product), quantity: 1 };
}

/** The cart line with the size and colour the shopper chose, and only those chosen. */
export function withOptions(line: CartItem, options: LineOptions = {}): CartItem {
  const chosen: CartItem = { ...line };
  if (options.size !== undefined) chosen.size = options.size;
  if (options.colour !== undefined) chosen.colour = options.colour;
  return chosen;
}

/**
 * The quantities a cart line may have: from 1 (or its wholesale minimum) up to its stock, or
 * 99 when the stock is unknown. Where the minimum exceeds the stock, the minimum wins: the line
 * was bought on those terms, and the product page is the place to stop such a purchase.
 */
export function quantityRange(line: Pick<CartItem, 'stock' | 'wholesale'>): {
  min: number;
  max: number;
} {
  const min = line.wholesale?.minQty ?? 1;
  const cap = line.stock !== undefined && line.stock > 0 ? line.stock : quantityCapWithoutStock;
  return { min, max: Math.max(min, cap) };
}

export function clampQuantity(line: Pick<CartItem, 'stock' | 'wholesale'>, quantity: number) {
  const { min, max } = quantityRange(line);
  return Math.min(max, Math.max(min, quantity));
}

/**
 * The cart line at a new unit price (checkout found the catalog changed): a wholesale line keeps
 * its terms at that price, or with `keepsWholesale` false becomes a retail line.
 */
export function repricedLine<T extends Pick<CartItem, 'price' | 'wholesale'>>(
  line: T,
  price: string,
  keepsWholesale: boolean,
): T {
  const { wholesale, ...retail } = line;
  if (wholesale && keepsWholesale) {
    return { ...line, price, wholesale: { ...wholesale, unitPrice: price } };
  }
  return { ...retail, price } as T;
}
