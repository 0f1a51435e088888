/**
 * Mtindo's Cloud Functions, one export each; their logic lives in the modules they import.
 * Bundled into functions/lib by scripts/build-functions.ts.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onCall } from 'firebase-functions/https';
import { syncCatalog } from './catalog/sync-catalog';
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

/**
 * After any write to a product, its cards and search index entries follow (listings and search
 * read those). The local backend runs no Firestore triggers: its QA front does the same.
 */
export const catalogSync = onDocumentWritten('products/{productId}', (event) =>
  syncCatalog(getFirestore(), event.params.productId, event.data?.before.data()),
);

/** Safaricom's M-Pesa callback, and a new prompt (or cash) for a failed payment. */
export { mpesaCallback, payAgain } from './mpesa/functions';
