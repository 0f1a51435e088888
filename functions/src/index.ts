/**
 * Mtindo's Cloud Functions, one export each; their logic lives in the modules they import.
 * Bundled into functions/lib by scripts/build-functions.ts. Every function runs in the region
 * nearest Kenya (src/model/deployment.ts).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger, setGlobalOptions } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onCall, onRequest } from 'firebase-functions/https';
import { onInit } from 'firebase-functions/v2/core';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  addStaffCall,
  adjustStockCall,
  cancelOrderCall,
  deliverOrderCall,
  dispatchOrderCall,
  getOrderCall,
  markRepliedCall,
  packOrderCall,
  payAgainCall,
  placeOrderCall,
  removeStaffCall,
} from './callables';
import { syncCatalog } from './catalog/sync-catalog';
import { uploadProductPhotoCall } from './photos/photo-callables';
import { saveProductCall, setProductHiddenCall } from './products/product-callables';
import { callbackKeyMatches, darajaFromParams, mpesaSecrets } from './mpesa/config';
import { callbackAnswer, recordCallback } from './mpesa/callback';
import { sweep } from './mpesa/sweep';
import { smsFromParams, smsSecrets } from './sms/config';
import { sendDueTexts } from './sms/outbox';
import { functionsRegion } from '@/model/deployment';
import {
  callContext,
  enforceAppCheck,
  orderContext,
  photoContext,
  staffContext,
  teamContext,
} from './runtime';

setGlobalOptions({ region: functionsRegion });
initializeApp();

// M-Pesa's settings are checked once an instance starts, so a wrong one (a plain-HTTP callback
// URL in production, a missing secret) is in the logs before the first shopper meets it.
onInit(() => {
  try {
    darajaFromParams();
  } catch (error) {
    logger.error(String(error instanceof Error ? error.message : error));
  }
});

// Whatever settles or places an order may text its shopper (./sms), so it holds both secrets.
const moneySecrets = [...mpesaSecrets, ...smsSecrets];
const callable = { secrets: moneySecrets, enforceAppCheck };

/**
 * Places an order, re-priced and stock-checked on the server, and sends an M-Pesa order's first
 * PIN prompt: `PlaceOrderResponse`.
 */
export const placeOrder = onCall(callable, (request) => placeOrderCall(callContext(), request));

/** An order for its owner or the holder of its access token, its payment settled: `OrderView`. */
export const getOrder = onCall(callable, (request) => getOrderCall(callContext(), request));

/** A new prompt (or cash) for a failed payment, its units taken again: `OrderView`. */
export const payAgain = onCall(callable, (request) => payAgainCall(callContext(), request));

/** Where Safaricom posts each push's result: the `MPESA_CALLBACK_URL` param names it. */
export const mpesaCallback = onRequest({ secrets: moneySecrets }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).json({ ResultCode: 1, ResultDesc: 'POST only' });
    return;
  }
  const key = typeof request.query.key === 'string' ? request.query.key : undefined;
  const raw = (request.rawBody ?? Buffer.from('')).toString('utf8');
  try {
    const effect = await recordCallback(callContext(), raw, callbackKeyMatches(key));
    const answer = callbackAnswer(effect);
    response.status(answer.httpStatus).json(answer.body);
  } catch (error) {
    // Not even saved: Safaricom posts it again.
    logger.error('An M-Pesa callback could not be saved', { error: String(error) });
    response.status(503).json({ ResultCode: 1, ResultDesc: 'Try again' });
  }
});

/** Pushes nobody settled and holds that ran out, every minute (./mpesa/sweep.ts). */
export const settlePayments = onSchedule(
  { schedule: 'every 1 minutes', secrets: moneySecrets },
  async () => {
    const report = await sweep(callContext());
    logger.info('Payments swept', report);
  },
);

/** Texts to shoppers that are due: first tries that failed, and their retries (./sms/outbox.ts). */
export const sendTexts = onSchedule(
  { schedule: 'every 1 minutes', secrets: smsSecrets },
  async () => {
    const report = await sendDueTexts({ db: getFirestore(), sms: smsFromParams() });
    logger.info('Texts sent', report);
  },
);

/**
 * The back office (functions/src/staff): for callers with the staff or owner claim and a team
 * record. The order steps answer `{status, fulfilment}`; they share one body, which texts the
 * shopper when an order is dispatched or cancelled, so each holds the SMS key.
 */
const orderStep = { secrets: smsSecrets, enforceAppCheck };
const backOffice = { enforceAppCheck };

export const packOrder = onCall(orderStep, (request) => packOrderCall(orderContext(), request));
export const dispatchOrder = onCall(orderStep, (request) =>
  dispatchOrderCall(orderContext(), request),
);
export const deliverOrder = onCall(orderStep, (request) =>
  deliverOrderCall(orderContext(), request),
);
export const cancelOrder = onCall(orderStep, (request) => cancelOrderCall(orderContext(), request));

/** Units received or removed: the product's new `{stock, variantStock}`. */
export const adjustStock = onCall(backOffice, (request) =>
  adjustStockCall(staffContext(), request),
);

/** A contact message or wholesale enquiry answered: `{status, repliedAt, repliedBy}`. */
export const markReplied = onCall(backOffice, (request) =>
  markRepliedCall(staffContext(), request),
);

/** The owner's team: a member added (`{uid, email, name, role, addedAt}`), or removed. */
export const addStaff = onCall(backOffice, (request) => addStaffCall(teamContext(), request));
export const removeStaff = onCall(backOffice, (request) => removeStaffCall(teamContext(), request));

/** A product created or changed from the product form (./products): `{productId}`. */
export const saveProduct = onCall(backOffice, (request) =>
  saveProductCall(staffContext(), request),
);
/** A product hidden from the shop, or shown again: `{hidden}`. */
export const setProductHidden = onCall(backOffice, (request) =>
  setProductHiddenCall(staffContext(), request),
);
/**
 * A product photo checked and stored as three WebP renditions (./photos), for the product form to
 * save with the product: `{image: {downloadURL, name}}`. Decoding a photo takes more memory and
 * time than the other callables.
 */
export const uploadProductPhoto = onCall(
  { enforceAppCheck, memory: '512MiB', timeoutSeconds: 120 },
  (request) => uploadProductPhotoCall(photoContext(), request),
);

/**
 * After any write to a product, its cards and search index entries follow (listings and search
 * read those). The local backend runs no Firestore triggers: its QA front does the same.
 */
export const catalogSync = onDocumentWritten('products/{productId}', (event) =>
  syncCatalog(getFirestore(), event.params.productId, event.data?.before.data()),
);
