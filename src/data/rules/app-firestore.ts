/**
 * Stands in for src/data/firestore-db.ts in the rules suite, so the app's own data code
 * (createOnce, placeOrder, addUser, findUsersByEmail, …) runs as a persona. A test file mocks
 * `firebase/firestore/lite` with `firebase/firestore` (the same modular API, which the
 * rules-unit-testing contexts speak) and `../firestore-db` with this module.
 */
import type { Firestore } from 'firebase/firestore';
import { DataError } from '../data-error';

let current: Firestore | null = null;

export function db(): Firestore {
  if (current === null) throw new Error('Run the app data code inside runAs()');
  return current;
}

/**
 * Runs the app's data code on the persona's Firestore. A DataError is unwrapped to the Firestore
 * error it stands for, so `assertFails` can tell a refusal by the rules from any other failure.
 */
export async function runAs<T>(firestore: Firestore, work: () => Promise<T>): Promise<T> {
  const before = current;
  current = firestore;
  try {
    return await work();
  } catch (error) {
    throw error instanceof DataError && error.cause !== undefined ? error.cause : error;
  } finally {
    current = before;
  }
}
