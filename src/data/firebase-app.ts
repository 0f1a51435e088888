import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { backendMode, firebaseSettings } from '../settings/shop-settings';

/**
 * The Firebase app, created on first use so that a page which reads nothing loads no Firebase.
 * Local mode talks to the Auth emulator and the Firestore emulator's front of the QA contract.
 */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp(firebaseSettings.web);
}

let firestore: Firestore | undefined;

/** Firestore Lite: REST over fetch, small, and mockable at the network edge. */
export function db(): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(firebaseApp());
  if (backendMode === 'local') {
    const { firestoreHost, firestorePort } = firebaseSettings.emulators;
    connectFirestoreEmulator(firestore, firestoreHost, firestorePort);
  }
  return firestore;
}
