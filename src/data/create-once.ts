import {
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
} from 'firebase/firestore/lite';
import { db } from './firestore-db';
import { write } from './resilience';

export type CreateOnceResult = 'created' | 'already-there';

/** A new document id, made on the device before the first attempt: Firestore's random auto-id. */
export function newDocumentId(collectionName: string): string {
  return doc(collection(db(), collectionName)).id;
}

/**
 * Creates the document under an id made before the first attempt, stamped with the server's time.
 * The transaction reads first, so its write carries the `exists: false` precondition: a double
 * click, or a Retry after a write that timed out but landed, never makes a second document.
 */
export function createOnce(
  collectionName: string,
  id: string,
  data: DocumentData,
): Promise<CreateOnceResult> {
  const reference = doc(db(), collectionName, id);
  // Two attempts: when a concurrent submission wins the create, the second reads it as there.
  return write(() =>
    runTransaction(
      db(),
      async (transaction) => {
        const existing = await transaction.get(reference);
        if (existing.exists()) return 'already-there' as const;
        transaction.set(reference, { ...data, createdAt: serverTimestamp() });
        return 'created' as const;
      },
      { maxAttempts: 2 },
    ),
  );
}
