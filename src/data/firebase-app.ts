import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseSettings } from '@/settings/shop-settings';

/**
 * The Firebase app, created on first use so that a page which uses no Firebase service loads no
 * Firebase. The catalog needs none (src/data/firestore-rest.ts); sign-in, orders and analytics do.
 */
export function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  return initializeApp(firebaseSettings.web);
}
