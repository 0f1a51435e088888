import { codePattern, normaliseCode } from '@model/offer/offer';

/**
 * The discount code applied to the cart, kept in localStorage beside it (key `discountCode`) so
 * it stays through a reload. Read as ./use-shopping-lists.tsx reads the cart: storage missing,
 * refused or holding anything but a code gives no code, and nothing here ever throws.
 */
export const codeStorageKey = 'discountCode';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The code kept, or null when there is none or what is kept cannot be one. */
export function readKeptCode(storage: Storage | null = localStorageOrNull()): string | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(codeStorageKey) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const code = normaliseCode(raw);
  return codePattern.test(code) ? code : null;
}

/** Keeps the code, or forgets it for null; a refusal (quota, private mode) keeps it for this visit. */
export function keepCode(code: string | null, storage: Storage | null = localStorageOrNull()) {
  try {
    if (code === null) storage?.removeItem(codeStorageKey);
    else storage?.setItem(codeStorageKey, code);
  } catch {
    console.warn('The discount code could not be kept in this browser; it is kept for this visit.');
  }
}
