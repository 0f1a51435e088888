import type { Product, ProductImage, WholesaleTerms } from '@model/catalog/product';
import type { Stocked } from '@model/catalog/stock-rule';
import type { AnyActorRef } from 'xstate';

export type ListKind = 'cart' | 'wishlist';

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

/** Each list's line, by kind. */
export interface ListItemOf {
  cart: CartItem;
  wishlist: WishlistItem;
}

/** What either list's machine holds per line. */
export type ShoppingListLine = WishlistItem & { quantity?: number; wholesale?: WholesaleTerms };

/**
 * What can be put in a list: a catalog product (counted per size and colour by the stock rule),
 * or a line of the other list (its copied `stock`, if any).
 */
export type ListableProduct = Pick<Product, 'id' | 'productName' | 'price' | 'image'> &
  Partial<Stocked> &
  Partial<Pick<Product, 'wholesale'>>;

export type WholesaleProduct = ListableProduct & { wholesale: WholesaleTerms };

export type ToastType = 'success' | 'warning' | 'error';

/** A toast the machine asks for; the UI renders it (react-toastify). */
export interface Toast {
  type: ToastType;
  message: string;
}

export type ShoppingListEvent<TItem> =
  /**
   * `options` are kept by the cart's line; the wishlist keeps products, not choices. A line moved
   * from the other list names that list in `movedFrom`, to be told `list.moved` once this list
   * holds the product.
   */
  | { type: 'list.add'; product: ListableProduct; options?: LineOptions; movedFrom?: AnyActorRef }
  | { type: 'list.remove'; id: string }
  /** The line went to the other list: filtered out and saved, with no toast of its own. */
  | { type: 'list.moved'; id: string }
  /** Another tab's storage event, or the first read: already sanitised, not saved again. */
  | { type: 'list.restored'; items: TItem[] }
  | { type: 'list.clear' }
  | { type: 'cart.setQuantity'; id: string; quantity: number }
  /** Checkout found a new price: the line takes it, keeping its wholesale terms or not. */
  | { type: 'cart.setPrice'; id: string; price: string; keepsWholesale: boolean }
  | { type: 'cart.addAtWholesale'; product: WholesaleProduct; options?: LineOptions }
  /** The wishlist's line goes to the cart, found through the actor system (shopping-lists.machine.ts). */
  | { type: 'wishlist.moveToCart'; id: string };

export interface ShoppingListContext<TItem> {
  items: TItem[];
}
