import { useState, type ReactNode } from 'react';
import type { CartItem, WishlistItem } from '../machines/shopping-list/types';
import { notify } from '../src/shell/toasts/toaster';
import { ShoppingListsProvider } from '../src/cart/use-shopping-lists';
import { createShoppingLists } from '../src/cart/use-shopping-lists';

/** A Storage kept in memory, so a story's cart never touches the browser's own. */
function memoryStorage(entries: Record<string, string>): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

/** Gives a story its own cart and wishlist, started with the given lines. */
export function WithLists({
  cart = [],
  wishlist = [],
  children,
}: {
  cart?: CartItem[];
  wishlist?: WishlistItem[];
  children: ReactNode;
}) {
  const [lists] = useState(() =>
    createShoppingLists({
      notify: (toast) => void notify(toast),
      storage: memoryStorage({ cart: JSON.stringify(cart), wishlist: JSON.stringify(wishlist) }),
    }),
  );
  return <ShoppingListsProvider lists={lists}>{children}</ShoppingListsProvider>;
}
