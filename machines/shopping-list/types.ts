import type { CartItem, LineOptions, ListableProduct, WishlistItem } from '@model/cart/lines';
import type { WholesaleTerms } from '@model/catalog/product';
import type { AnyActorRef } from 'xstate';

export type { CartItem, LineOptions, ListableProduct, WishlistItem };

export type ListKind = 'cart' | 'wishlist';

/** Each list's line, by kind. */
export interface ListItemOf {
  cart: CartItem;
  wishlist: WishlistItem;
}

/** What either list's machine holds per line. */
export type ShoppingListLine = WishlistItem & { quantity?: number; wholesale?: WholesaleTerms };

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
