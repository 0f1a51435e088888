/**
 * The lines of the shopper's cart and wishlist as the device stores them (docs/shop-rules.md,
 * Catalog records), and how a catalog product becomes one: only the line's own fields, so a list
 * never carries (and stores) the whole catalog product.
 */
import type { Product, ProductImage, WholesaleTerms } from '../catalog/product';
import { unitsFor, type Stocked } from '../catalog/stock-rule';

/**
 * A wishlist line (docs/shop-rules.md, Catalog records). `stock` is the stock rule's count when the
 * line was made (model/catalog/stock-rule.ts), kept so a move to the cart knows whether, and how
 * many.
 */
export interface WishlistItem {
  id: string;
  productName: string;
  /** A numeric string in KES, e.g. "1500" or "1499.50". */
  price: string;
  image: ProductImage[];
  stock?: number;
}

/** The shopper's choice on the product page, carried by the cart line it was bought with. */
export interface LineOptions {
  size?: string;
  colour?: string;
}

/**
 * A cart line (docs/shop-rules.md, Catalog records). `wholesale` is present only on a line bought
 * at wholesale terms; `size` and `colour` only when the shopper chose them. The line's identity
 * stays its id.
 */
export interface CartItem extends WishlistItem, LineOptions {
  quantity: number;
  wholesale?: WholesaleTerms;
}

/**
 * What can be put in a list: a catalog product (counted per size and colour by the stock rule),
 * or a line of the other list (its copied `stock`, if any).
 */
export type ListableProduct = Pick<Product, 'id' | 'productName' | 'price' | 'image'> &
  Partial<Stocked> &
  Partial<Pick<Product, 'wholesale'>>;

/** A wishlist line: the product's line fields, its images copied rather than shared. */
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
