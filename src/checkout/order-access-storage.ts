import { checkoutIdSchema, orderAccessTokenSchema } from '@model/order/request';

/**
 * The orders placed on this device and their access tokens, so that /checkout/order/{id} shows
 * an order again after a reload or a return from the M-Pesa prompt. Key `orderAccess` in
 * localStorage: a JSON array, newest first, of `{ orderId, accessToken, cartHeld }`, at most
 * `keptOrders` long. `cartHeld`: the cart still holds this order's lines, to be emptied once
 * it is paid (or placed for cash). Storage may be missing, refused or corrupt: nothing here
 * throws, and an entry that does not read as one is dropped.
 */
export const orderAccessKey = 'orderAccess';

/** Enough to come back to recent orders; older ones are asked about on WhatsApp. */
export const keptOrders = 10;

export interface OrderAccess {
  orderId: string;
  accessToken: string;
  cartHeld: boolean;
}

function areaOf(storage?: Storage): Storage | null {
  try {
    return storage ?? window.localStorage;
  } catch {
    return null;
  }
}

function isOrderAccess(value: unknown): value is OrderAccess {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    checkoutIdSchema.safeParse(entry.orderId).success &&
    orderAccessTokenSchema.safeParse(entry.accessToken).success &&
    typeof entry.cartHeld === 'boolean'
  );
}

function readAll(storage?: Storage): OrderAccess[] {
  try {
    const raw = areaOf(storage)?.getItem(orderAccessKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isOrderAccess)
      .map(({ orderId, accessToken, cartHeld }) => ({ orderId, accessToken, cartHeld }));
  } catch {
    return [];
  }
}

function writeAll(entries: OrderAccess[], storage?: Storage): boolean {
  try {
    const area = areaOf(storage);
    if (area === null) return false;
    area.setItem(orderAccessKey, JSON.stringify(entries.slice(0, keptOrders)));
    return true;
  } catch {
    return false;
  }
}

/** The stored access to this order, or null when this device never placed it (or forgot). */
export function readOrderAccess(orderId: string, storage?: Storage): OrderAccess | null {
  return readAll(storage).find((entry) => entry.orderId === orderId) ?? null;
}

/** Keeps the order's access first in the list; false when storage refused it. */
export function rememberOrderAccess(access: OrderAccess, storage?: Storage): boolean {
  const others = readAll(storage).filter((entry) => entry.orderId !== access.orderId);
  return writeAll([access, ...others], storage);
}

/** The cart no longer holds this order's lines (it was emptied for it). */
export function releaseCartHold(orderId: string, storage?: Storage): void {
  const entries = readAll(storage);
  if (!entries.some((entry) => entry.orderId === orderId && entry.cartHeld)) return;
  writeAll(
    entries.map((entry) => (entry.orderId === orderId ? { ...entry, cartHeld: false } : entry)),
    storage,
  );
}
