import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { backendMode, firebaseSettings } from '@/settings/shop-settings';
import { firebaseApp } from './firebase-app';

let firestore: Firestore | undefined;

/**
 * Firestore Lite, for what is signed in: users, orders and submissions (the catalog is read over
 * REST). Kept apart from the app so analytics and auth never load it. Local mode talks to the
 * Firestore emulator's front (README, The local backend and the QA contract).
 */
export function db(): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(firebaseApp());
  if (backendMode === 'local') {
    const { firestoreHost, firestorePort } = firebaseSettings.emulators;
    connectFirestoreEmulator(firestore, firestoreHost, firestorePort);
  }
  return firestore;
}
