/**
 * App Check for the shop's calls to its Cloud Functions: in production the callables refuse a
 * call without an App Check token (functions/src/runtime.ts, `ENFORCE_APP_CHECK`), so the app
 * attests itself with reCAPTCHA Enterprise first. Locally the emulators need none. Loaded with the
 * functions client, never on a catalog page.
 */
import type { FirebaseApp } from 'firebase/app';
import { backendMode, firebaseSettings } from '@/settings/shop-settings';

let started: Promise<void> | undefined;

export function startAppCheck(app: FirebaseApp): Promise<void> {
  const siteKey = firebaseSettings.web.appCheckSiteKey;
  if (backendMode !== 'production' || siteKey === '') return Promise.resolve();
  started ??= import('firebase/app-check').then(
    ({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
      initializeAppCheck(app, {
        provider: new ReCaptchaEnterpriseProvider(siteKey),
        isTokenAutoRefreshEnabled: true,
      });
    },
  );
  return started;
}
