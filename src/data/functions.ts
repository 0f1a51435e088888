import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { backendMode, firebaseSettings } from '@/settings/shop-settings';
import { dataError, toDataError, type DataError, type DataErrorKind } from './data-error';
import { startAppCheck } from './app-check';
import { firebaseApp } from './firebase-app';
import { functionsRegion } from '@model/deployment';

/** Long enough for a placement and its M-Pesa push on a slow line; the SDK's own is 70 s. */
export const defaultCallTimeoutMs = 30_000;

let functions: Functions | undefined;

/**
 * The Functions client, made on the first call; local mode talks to the Functions emulator.
 * Production attests its calls with App Check first (./app-check.ts).
 */
export async function cloudFunctions(): Promise<Functions> {
  if (functions) return functions;
  await startAppCheck(firebaseApp());
  if (functions) return functions;
  functions = getFunctions(firebaseApp(), functionsRegion);
  if (backendMode === 'local') {
    const { functionsHost, functionsPort } = firebaseSettings.emulators;
    connectFunctionsEmulator(functions, functionsHost, functionsPort);
  }
  return functions;
}

/** FunctionsError codes (without `functions/`) as shoppers meet them. */
const kindOfCode: Record<string, DataErrorKind> = {
  'invalid-argument': 'refused',
  'failed-precondition': 'refused',
  'out-of-range': 'refused',
  'already-exists': 'refused',
  'not-found': 'not-found',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  unavailable: 'unavailable',
  aborted: 'unavailable',
  'resource-exhausted': 'unavailable',
  'deadline-exceeded': 'timeout',
};

/** The SDK appends the HTTP status to the server's message: ` [400]`. */
const httpStatusSuffix = / \[(\d{3}|0)\]$/;

/**
 * A failed call as a DataError. The server's own message is shown where it speaks to the shopper
 * (a refusal, a missing order, a limit reached); a status of 0 is fetch failing, i.e. the network.
 */
export function toCallError(error: unknown): DataError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (!code.startsWith('functions/')) return toDataError(error);
  const message = error instanceof Error ? error.message : '';
  const status = httpStatusSuffix.exec(message)?.[1];
  const serverMessage = message.replace(httpStatusSuffix, '').trim();
  const name = code.slice('functions/'.length);
  if (name === 'internal' && status === '0') return toDataError(new TypeError(message));
  const kind = kindOfCode[name] ?? 'unknown';
  // Without a message of its own the SDK says the code, or "Backend error status: …".
  const said =
    serverMessage !== '' && serverMessage !== name && !serverMessage.startsWith('Backend error');
  // A limit reached (the phone's unpaid orders, calls a minute) is the server's to explain.
  const speaks =
    said && (kind === 'refused' || kind === 'not-found' || name === 'resource-exhausted');
  return dataError(kind, speaks ? serverMessage : undefined, error);
}

/**
 * The callables that place orders and prompt phones consume their App Check token on the server
 * (functions/src/index.ts): each call attests with a token of its own, so none can be replayed.
 */
const attestedOnce = new Set(['placeOrder', 'payAgain']);

/** Calls a callable function once, within `timeoutMs`; every failure is a DataError. */
export async function callFunction<Request, Response>(
  name: string,
  request: Request,
  timeoutMs = defaultCallTimeoutMs,
): Promise<Response> {
  try {
    const call = httpsCallable<Request, Response>(await cloudFunctions(), name, {
      timeout: timeoutMs,
      limitedUseAppCheckTokens: attestedOnce.has(name),
    });
    return (await call(request)).data;
  } catch (error) {
    throw toCallError(error);
  }
}
