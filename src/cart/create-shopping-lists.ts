import { createActor, type ActorRefFrom } from 'xstate';
import {
  createShoppingListMachine,
  type CartMachine,
  type WishlistMachine,
} from '../../machines/shopping-list/shopping-list.machine';
import { createShoppingListsMachine } from '../../machines/shopping-list/shopping-lists.machine';
import type { ListItemOf, ListKind, Toast } from '../../machines/shopping-list/types';
import {
  readShoppingList,
  watchShoppingList,
  writeShoppingList,
  type StorageWindow,
} from './shopping-list-storage';

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
