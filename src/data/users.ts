import { addDoc, collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import type { UserRecord } from '../catalog/product';
import { db } from './firebase-app';
import { read, write } from './resilience';

export type NewUserRecord = Omit<UserRecord, 'id'>;

/**
 * The Users records carrying this e-mail. The spec reads the whole collection and matches the
 * e-mail; a query on the e-mail gives the same answer without exposing other shoppers' records.
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

/** Adds one Users document and answers its new id (spec section 7). */
export async function addUser(record: NewUserRecord): Promise<string> {
  const reference = await write(() => addDoc(collection(db(), 'Users'), record));
  return reference.id;
}
