import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../machines/session/types';

/**
 * Who the header's Account entry says is signed in. The session itself lives in the Auth SDK,
 * which the home page must not load; the account pages write this hint whenever they learn the
 * state, and the header reads it. It can be stale until an account page loads again.
 */
export interface AccountHint {
  signedIn: boolean;
  firstName: string | null;
}

const key = 'accountHint';
const signedOut: AccountHint = Object.freeze({ signedIn: false, firstName: null });
const maxNameLength = 40;

interface StoredHint {
  uid: string;
  firstName: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whatever another script or an old version left under the key never breaks the header. */
export function parseHint(raw: string | null): StoredHint | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, firstName } = value as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return null;
    const name = typeof firstName === 'string' ? firstName.trim().slice(0, maxNameLength) : '';
    return { uid, firstName: name || null };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function write(hint: StoredHint | null): void {
  const raw = hint === null ? null : JSON.stringify(hint);
  if (raw === readRaw()) return;
  try {
    if (raw === null) storage()?.removeItem(key);
    else storage()?.setItem(key, raw);
  } catch {
    // Storage refused (private mode, full): the header keeps its last state.
    return;
  }
  listeners.forEach((listener) => listener());
}

/** The auth machine's settled states: someone signed in, or no one. */
export function rememberSession(user: SessionUser | null): void {
  if (user === null) {
    write(null);
    return;
  }
  const known = parseHint(readRaw());
  const fromProvider = user.displayName?.trim().split(/\s+/)[0] ?? null;
  write({
    uid: user.uid,
    firstName: known?.uid === user.uid ? known.firstName : fromProvider || null,
  });
}

/** The guard found the shopper's record: the header greets them by its first name. */
export function rememberFirstName(uid: string, firstName: string): void {
  write({ uid, firstName: firstName.trim().slice(0, maxNameLength) || null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let lastRaw: string | null | undefined;
let lastHint: AccountHint = signedOut;

function snapshot(): AccountHint {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const stored = parseHint(raw);
    lastHint = stored ? { signedIn: true, firstName: stored.firstName } : signedOut;
  }
  return lastHint;
}

/** The header's view of the session, kept in step across tabs. */
export function useAccountHint(): AccountHint {
  return useSyncExternalStore(subscribe, snapshot, () => signedOut);
}
