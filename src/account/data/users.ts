import {
  collection,
  doc,
  getDocs,
  limit,
  query,
  runTransaction,
  where,
} from 'firebase/firestore/lite';
import type { NewUserRecord, UserRecord } from '@/catalog/product';
import { db } from '@/data/firestore-db';
import { read, write } from '@/data/resilience';

/**
 * The Users records carrying this e-mail. Reading the whole collection and matching the e-mail
 * would give the same answer; a query on the e-mail does without exposing other shoppers' records.
 */
export async function findUsersByEmail(email: string): Promise<UserRecord[]> {
  const snapshot = await read(() =>
    getDocs(query(collection(db(), 'Users'), where('email', '==', email), limit(10))),
  );
  return snapshot.docs.flatMap((d) => {
    const data = d.data();
    return typeof data.email === 'string' && typeof data.role === 'string'
      ? [
          {
            id: d.id,
            email: data.email,
            role: data.role,
            firstName: typeof data.firstName === 'string' ? data.firstName : '',
            lastName: typeof data.lastName === 'string' ? data.lastName : '',
          },
        ]
      : [];
  });
}

/**
 * Writes the signed-in account's Users record (docs/shop-rules.md, Signing up and logging in) at
 * `Users/{uid}`, the only place firestore.rules lets it create one, and answers its id (the uid).
 * The transaction reads first, so the write carries the `exists: false` precondition: a Retry after
 * a write that timed out but landed finds the record there and leaves it as it is.
 */
export async function addUser(uid: string, record: NewUserRecord): Promise<string> {
  const reference = doc(db(), 'Users', uid);
  await write(() =>
    runTransaction(
      db(),
      async (transaction) => {
        const existing = await transaction.get(reference);
        if (!existing.exists()) transaction.set(reference, record);
      },
      { maxAttempts: 2 },
    ),
  );
  return uid;
}
