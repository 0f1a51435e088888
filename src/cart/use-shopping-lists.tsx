import { useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { count, hasItem, items, subtotal } from '../../machines/shopping-list/selectors';
import {
  createShoppingListMachine,
  type CartMachine,
  type WishlistMachine,
} from '../../machines/shopping-list/shopping-list.machine';
import { createShoppingListsMachine } from '../../machines/shopping-list/shopping-lists.machine';
import type {
  LineOptions,
  ListableProduct,
  ListItemOf,
  ListKind,
  Toast,
  WholesaleProduct,
} from '../../machines/shopping-list/types';
import { sanitiseShoppingList } from './sanitise-shopping-list';

/**
 * The cart and the wishlist in the browser, from storage to the components that show them:
 * - Storage: the only code touching browser storage for the two lists, keys `cart` and
 *   `wishlist`, JSON arrays of their lines (docs/shop-rules.md, Cart and wishlist; the QA contract
 *   in the README, The local backend and the QA contract). Storage can be missing, refused
 *   (Safari private mode throws on access) or full: none of it ever throws here.
 * - `createShoppingLists`: the two lists' machines, started once from storage with their saving
 *   and toasts provided, following other tabs' changes.
 * - The hooks: the only way components reach the lists, each selecting narrowly.
 */

/** Where storage events arrive and which localStorage they must come from: `window`. */
export type StorageWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'localStorage'
>;

function localStorageOf(target?: StorageWindow): Storage | null {
  try {
    return (target ?? window).localStorage;
  } catch {
    return null;
  }
}

/** The list as last saved, sanitised; an empty list when there is none or storage is refused. */
export function readShoppingList<K extends ListKind>(kind: K, storage?: Storage): ListItemOf[K][] {
  let raw: string | null;
  try {
    raw = (storage ?? localStorageOf())?.getItem(kind) ?? null;
  } catch {
    raw = null;
  }
  return sanitiseShoppingList(kind, raw);
}

/**
 * Saves the list; false when storage refused it (quota full, unavailable). The list in memory
 * stays as it is, so the shopper keeps shopping; only a reload would lose the change.
 */
export function writeShoppingList<K extends ListKind>(
  kind: K,
  items: ListItemOf[K][],
  storage?: Storage,
): boolean {
  try {
    const area = storage ?? localStorageOf();
    if (area === null) return false;
    area.setItem(kind, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls back with the sanitised list whenever another tab changes it (the storage event fires
 * only in the other tabs). Returns the unsubscribe.
 */
export function watchShoppingList<K extends ListKind>(
  kind: K,
  onChange: (items: ListItemOf[K][]) => void,
  target: StorageWindow = window,
): () => void {
  const listener = (event: StorageEvent) => {
    // A null key is a clear() of the whole area; sessionStorage changes are not ours.
    if (event.key !== null && event.key !== kind) return;
    if (event.storageArea !== null && event.storageArea !== localStorageOf(target)) return;
    onChange(sanitiseShoppingList(kind, event.key === null ? null : event.newValue));
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}

export interface ShoppingListsOptions {
  /** Shows a toast. The shell passes its react-toastify notifier, which may load lazily. */
  notify: (toast: Toast) => void;
  /** Defaults to window.localStorage, reached only inside a try: refused storage never throws. */
  storage?: Storage;
  /** Where other tabs' storage events arrive; defaults to window. */
  storageEvents?: StorageWindow;
}

export interface ShoppingLists {
  cart: ActorRefFrom<CartMachine>;
  /**
   * Its `wishlist.moveToCart` adds the line to the cart by the cart's rules, with the cart's
   * toast ("… has been added to the cart!" or "… is already in the cart!"). The line then leaves
   * the wishlist quietly if the cart holds it: a second, error-style toast would read as a failure.
   */
  wishlist: ActorRefFrom<WishlistMachine>;
  /** Stops both lists and the storage watch (tests, hot reload). */
  stop: () => void;
}

/**
 * The app's cart and wishlist, created once: started from storage, saving on every change,
 * following other tabs' changes (docs/shop-rules.md, Cart and wishlist).
 */
export function createShoppingLists({
  notify,
  storage,
  storageEvents,
}: ShoppingListsOptions): ShoppingLists {
  const save = <K extends ListKind>(kind: K, items: ListItemOf[K][]) => {
    if (!writeShoppingList(kind, items, storage)) {
      console.warn(`The ${kind} could not be saved in this browser; it is kept for this visit.`);
    }
  };

  const effectsOf = <K extends ListKind>(kind: K) => ({
    actions: {
      persist: (_: unknown, { items }: { items: ListItemOf[K][] }) => save(kind, items),
      notify: (_: unknown, toast: Toast) => notify(toast),
    },
  });
  const lists = createActor(
    createShoppingListsMachine({
      cart: createShoppingListMachine('cart').provide(effectsOf('cart')),
      wishlist: createShoppingListMachine('wishlist').provide(effectsOf('wishlist')),
    }),
    {
      input: {
        cart: readShoppingList('cart', storage),
        wishlist: readShoppingList('wishlist', storage),
      },
    },
  );
  const { cart, wishlist } = lists.getSnapshot().context;

  const unwatch = [
    watchShoppingList(
      'cart',
      (items) => cart.send({ type: 'list.restored', items }),
      storageEvents,
    ),
    watchShoppingList(
      'wishlist',
      (items) => wishlist.send({ type: 'list.restored', items }),
      storageEvents,
    ),
  ];
  lists.start();

  return {
    cart,
    wishlist,
    stop() {
      unwatch.forEach((stopWatching) => stopWatching());
      lists.stop();
    },
  };
}

/** Filled by <ShoppingListsProvider>; the hooks below are the only way components reach it. */
const ShoppingListsContext = createContext<ShoppingLists | null>(null);

export interface ShoppingListsProviderProps {
  /** Made once by the shell with createShoppingLists; tests and stories make their own. */
  lists: ShoppingLists;
  children: ReactNode;
}

/** Gives useCart and useWishlist the app's cart and wishlist. */
export function ShoppingListsProvider({ lists, children }: ShoppingListsProviderProps) {
  return <ShoppingListsContext.Provider value={lists}>{children}</ShoppingListsContext.Provider>;
}

function useShoppingLists(): ShoppingLists {
  const lists = useContext(ShoppingListsContext);
  if (lists === null) throw new Error('useCart and useWishlist need a <ShoppingListsProvider>');
  return lists;
}

/** The cart actor itself, for a binding whose machine follows the cart (use-checkout.ts). */
export function useCartActor() {
  return useShoppingLists().cart;
}

/**
 * The cart's named events, with no subscription: a product card adds with these and does not
 * render again when the cart changes.
 */
export function useCartActions() {
  const { cart } = useShoppingLists();
  return useMemo(
    () => ({
      add: (product: ListableProduct, options?: LineOptions) =>
        cart.send({ type: 'list.add', product, options }),
      addAtWholesale: (product: WholesaleProduct, options?: LineOptions) =>
        cart.send({ type: 'cart.addAtWholesale', product, options }),
      remove: (id: string) => cart.send({ type: 'list.remove', id }),
      setQuantity: (id: string, quantity: number) =>
        cart.send({ type: 'cart.setQuantity', id, quantity }),
      setPrice: (id: string, price: string, keepsWholesale: boolean) =>
        cart.send({ type: 'cart.setPrice', id, price, keepsWholesale }),
      clear: () => cart.send({ type: 'list.clear' }),
      /** Read as the shopper acts, so asking does not subscribe the caller to the cart. */
      has: (id: string) => hasItem(cart.getSnapshot(), id),
    }),
    [cart],
  );
}

/** The cart badge's number: the count of lines. */
export function useCartCount(): number {
  return useSelector(useShoppingLists().cart, count);
}

/** The cart's lines, its badge count, its subtotal in KES and its named events. */
export function useCart() {
  const { cart } = useShoppingLists();
  const lines = useSelector(cart, items);
  const total = useSelector(cart, subtotal);
  return { items: lines, count: lines.length, subtotal: total, ...useCartActions() };
}

/** The wishlist's named events, with no subscription (see useCartActions). */
export function useWishlistActions() {
  const { wishlist } = useShoppingLists();
  return useMemo(
    () => ({
      add: (product: ListableProduct) => wishlist.send({ type: 'list.add', product }),
      remove: (id: string) => wishlist.send({ type: 'list.remove', id }),
      moveToCart: (id: string) => wishlist.send({ type: 'wishlist.moveToCart', id }),
    }),
    [wishlist],
  );
}

/** The wishlist badge's number: the count of lines. */
export function useWishlistCount(): number {
  return useSelector(useShoppingLists().wishlist, count);
}

/** The wishlist's lines, its badge count and its named events. */
export function useWishlist() {
  const lines = useSelector(useShoppingLists().wishlist, items);
  return { items: lines, count: lines.length, ...useWishlistActions() };
}
