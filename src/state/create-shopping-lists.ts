import { createActor, type ActorRefFrom } from 'xstate';
import {
  createShoppingListMachine,
  type CartMachine,
  type WishlistMachine,
} from '../../machines/shopping-list/shopping-list.machine';
import { hasItem, itemById } from '../../machines/shopping-list/selectors';
import type { ListItemOf, ListKind, Toast } from '../../machines/shopping-list/types';
import {
  readShoppingList,
  watchShoppingList,
  writeShoppingList,
  type StorageWindow,
} from '../storage/shopping-list-storage';

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
  wishlist: ActorRefFrom<WishlistMachine>;
  /**
   * Adds the wishlist line to the cart by the cart's rules, with the cart's toast ("… has been
   * added to the cart!" or "… is already in the cart!"). The line then leaves the wishlist
   * quietly if the cart holds it: a second, error-style toast would read as a failure.
   */
  moveToCart: (id: string) => void;
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

  const cart = createActor(
    createShoppingListMachine('cart').provide({
      actions: {
        persist: (_, { items }) => save('cart', items),
        notify: (_, toast) => notify(toast),
      },
    }),
    { input: { items: readShoppingList('cart', storage) } },
  );
  const wishlist = createActor(
    createShoppingListMachine('wishlist').provide({
      actions: {
        persist: (_, { items }) => save('wishlist', items),
        notify: (_, toast) => notify(toast),
      },
    }),
    { input: { items: readShoppingList('wishlist', storage) } },
  );

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
  cart.start();
  wishlist.start();

  return {
    cart,
    wishlist,
    moveToCart(id) {
      const line = itemById(wishlist.getSnapshot(), id);
      if (line === undefined) return;
      cart.send({ type: 'list.add', product: line });
      if (hasItem(cart.getSnapshot(), id)) wishlist.send({ type: 'list.moved', id });
    },
    stop() {
      unwatch.forEach((stopWatching) => stopWatching());
      cart.stop();
      wishlist.stop();
    },
  };
}
