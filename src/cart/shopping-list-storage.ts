import type { ListItemOf, ListKind } from '../../machines/shopping-list/types';
import { sanitiseShoppingList } from './sanitise-shopping-list';

/**
 * The only code touching browser storage for the cart and the wishlist: keys `cart` and
 * `wishlist`, JSON arrays of their lines (docs/shop-rules.md, Cart and wishlist; the QA contract
 * in the README, The local backend and the QA contract). Storage can be missing, refused (Safari
 * private mode throws on access) or full: none of it ever throws here.
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
