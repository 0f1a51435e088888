/**
 * Mtindo's Cloud Functions, one export each; their logic lives in the modules they import.
 * Bundled into functions/lib by scripts/build-functions.ts.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/https';
import { mpesaSecrets, reconcileMpesa, startMpesaPrompt } from './mpesa/functions';
import { getOrderCall, placeOrderCall } from './orders/callables';

initializeApp();

/**
 * Places an order, re-priced and stock-checked on the server, and sends an M-Pesa order's first
 * PIN prompt: `PlaceOrderResponse`.
 */
export const placeOrder = onCall({ secrets: mpesaSecrets }, (request) =>
  placeOrderCall(getFirestore(), request, startMpesaPrompt),
);

/** An order for its owner or the holder of its access token, its payment settled: `OrderView`. */
export const getOrder = onCall({ secrets: mpesaSecrets }, (request) =>
  getOrderCall(getFirestore(), request, reconcileMpesa),
);

/** Safaricom's M-Pesa callback, and a new prompt (or cash) for a failed payment. */
export { mpesaCallback, payAgain } from './mpesa/functions';
