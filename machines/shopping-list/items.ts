import { lineUnits, unitsBuyable } from '../../src/catalog/stock-rule';
import type { Stocked } from '../../src/catalog/variant-stock';
import type { CartItem, LineOptions, ListableProduct, WishlistItem } from './types';

function isCatalogProduct(product: ListableProduct): product is ListableProduct & Stocked {
  return (
    typeof product.stock === 'number' &&
    Array.isArray(product.sizes) &&
    Array.isArray(product.unavailableSizes) &&
    Array.isArray(product.colours) &&
    Array.isArray(product.unavailableColours)
  );
}

/**
 * Units the stock rule allows for a product in these options (src/catalog/stock-rule.ts): a
 * catalog product is counted per size and colour; a line of the other list brings its copied
 * count, or null when it has none.
 */
export function unitsFor(product: ListableProduct, options: LineOptions = {}): number | null {
  return isCatalogProduct(product) ? unitsBuyable(product, options) : lineUnits(product);
}

/** Only the line's own fields: a list must not carry (and store) the whole catalog product. */
export function toWishlistItem(product: ListableProduct): WishlistItem {
  const item: WishlistItem = {
    id: product.id,
    productName: product.productName,
    price: product.price,
    image: product.image.map(({ downloadURL, name }) => ({ downloadURL, name })),
  };
  const units = unitsFor(product);
  if (units !== null) item.stock = units;
  return item;
}

/**
 * A retail line, quantity 1 (where a retail line starts), whose `stock` is what the rule allows in
 * the size and colour chosen. Wholesale terms are not carried: not bought so.
 */
export function toCartItem(product: ListableProduct, options: LineOptions = {}): CartItem {
  const line: CartItem = { ...toWishlistItem(product), quantity: 1 };
  const units = unitsFor(product, options);
  if (units !== null) line.stock = units;
  return line;
}

/** The cart line with the size and colour the shopper chose, and only those chosen. */
export function withOptions(line: CartItem, options: LineOptions = {}): CartItem {
  const chosen: CartItem = { ...line };
  if (options.size !== undefined) chosen.size = options.size;
  if (options.colour !== undefined) chosen.colour = options.colour;
  return chosen;
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
