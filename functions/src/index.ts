/**
 * Mtindo's Cloud Functions, one export each; their logic lives in the modules they import.
 * Bundled into functions/lib by scripts/build-functions.ts. Every function runs in the region
 * nearest Kenya (model/deployment.ts).
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
  markRepliedCall,
  removeStaffCall,
} from './staff/staff-callables';
import {
  cancelOrderCall,
  confirmOrderCall,
  deliverOrderCall,
  dispatchOrderCall,
  packOrderCall,
} from './staff/order-steps';
import { getOrderCall, placeOrderCall } from './orders/order-callables';
import { listPaymentsCall, payAgainCall } from './mpesa/mpesa-callables';
import { exportOrdersCall, exportPaymentsCall } from './exports/export-callables';
import { getDashboardCall } from './dashboard/get-dashboard';
import { markRefundedCall, refundByMpesaCall } from './refunds/refund-callables';
import { syncCatalog } from './catalog/sync-catalog';
import { uploadProductPhotoCall } from './photos/photo-callables';
import { priceCartCall, saveOfferCall } from './offers/offer-callables';
import { moveReturnCall, requestReturnCall } from './returns/return-callables';
import { businessProblems } from './shop-config';
import { saveProductCall, setProductHiddenCall } from './products/product-callables';
import {
  callbackKeyMatches,
  darajaFromParams,
  mpesaSecrets,
  reversalKeyMatches,
  reversalSecrets,
} from './mpesa/config';
import { callbackAnswer, pushNamedBy, recordCallback } from './mpesa/callback';
import { sweep, sweepOptions } from './mpesa/sweep';
import { recordReversalResult, reversalAnswer, reversalNamedBy } from './refunds/reversal-result';
import { smsFromParams, smsSecrets } from './sms/config';
import { sendDueTexts } from './sms/outbox';
import { functionsRegion } from '@model/deployment';
import {
  callContext,
  enforceAppCheck,
  orderContext,
  photoContext,
  staffContext,
  teamContext,
} from './runtime';

// A ceiling on what a flood of calls can cost: the shop's own traffic needs far fewer.
setGlobalOptions({ region: functionsRegion, maxInstances: 10 });
initializeApp();

// M-Pesa's settings are checked once an instance starts, so a wrong one (a plain-HTTP callback
// URL in production, a missing secret) is in the logs before the first shopper meets it.
onInit(() => {
  try {
    darajaFromParams();
  } catch (error) {
    logger.error(String(error instanceof Error ? error.message : error));
  }
  // So are the shop's business settings, which its receipts must carry (model/shop-config.ts).
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    for (const problem of businessProblems) logger.error(problem);
  }
});

// Whatever settles or places an order may text its shopper (./sms), so it holds both secrets.
const moneySecrets = [...mpesaSecrets, ...smsSecrets];
const callable = { secrets: moneySecrets, enforceAppCheck };
/**
 * Placing an order and prompting a phone consume their App Check token (the browser asks for a
 * limited-use one each call, src/data/functions.ts), so a token captured once cannot be replayed.
 */
const attestedOnce = { ...callable, consumeAppCheckToken: enforceAppCheck };

/**
 * Places an order, re-priced and stock-checked on the server, and sends an M-Pesa order's first
 * PIN prompt: `PlaceOrderResponse`.
 */
export const placeOrder = onCall(attestedOnce, (request) => placeOrderCall(callContext(), request));

/** An order for its owner or the holder of its access token, its payment settled: `OrderView`. */
export const getOrder = onCall(callable, (request) => getOrderCall(callContext(), request));

/** The offers a cart gets and what became of its code, priced on the server: `CartOffers`. */
export const priceCart = onCall(callable, (request) => priceCartCall(callContext(), request));

/** The shopper asks to return items of a delivered order: `ReturnView`. */
export const requestReturn = onCall(callable, (request) =>
  requestReturnCall(callContext(), request),
);

/** A new prompt (or cash) for a failed payment, its units taken again: `OrderView`. */
export const payAgain = onCall(attestedOnce, (request) => payAgainCall(callContext(), request));

/** What a Safaricom post is answered: a status and Daraja's `{ResultCode, ResultDesc}`. */
interface SafaricomAnswer {
  httpStatus: number;
  body: { ResultCode: number; ResultDesc: string };
}
type HttpsHandler = Parameters<typeof onRequest>[0];

/**
 * The body of an HTTP function Safaricom posts to: POST only; the body as it came, with the URL's
 * query and `key`, to `record`; a post that could not be recorded is answered 503, so Safaricom
 * posts it again. Public: such functions have few instances, so a flood costs little.
 */
const safaricomPosts =
  (
    what: string,
    record: (raw: string, query: Record<string, unknown>, key?: string) => Promise<SafaricomAnswer>,
  ): HttpsHandler =>
  async (request, response) => {
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).json({ ResultCode: 1, ResultDesc: 'POST only' });
      return;
    }
    const key = typeof request.query.key === 'string' ? request.query.key : undefined;
    const raw = (request.rawBody ?? Buffer.from('')).toString('utf8');
    try {
      const answer = await record(raw, request.query, key);
      response.status(answer.httpStatus).json(answer.body);
    } catch (error) {
      logger.error(`${what} could not be recorded`, { error: String(error) });
      response.status(503).json({ ResultCode: 1, ResultDesc: 'Try again' });
    }
  };

/**
 * Where Safaricom posts each push's result: the `MPESA_CALLBACK_URL` param names it, and each
 * push adds its order and attempt (./mpesa/callback.ts).
 */
export const mpesaCallback = onRequest(
  { secrets: moneySecrets, maxInstances: 5 },
  safaricomPosts('An M-Pesa callback', async (raw, query, key) =>
    callbackAnswer(
      await recordCallback(callContext(), raw, {
        keyValid: callbackKeyMatches(key),
        ...pushNamedBy(query),
      }),
    ),
  ),
);

/**
 * Holds that ran out and pushes nobody settled, every minute (./mpesa/sweep.ts): its time budget
 * for Daraja is below this timeout by more than one Daraja call.
 */
export const settlePayments = onSchedule(
  { schedule: 'every 1 minutes', secrets: moneySecrets, timeoutSeconds: 120, maxInstances: 1 },
  async () => {
    const report = await sweep(callContext(), sweepOptions);
    logger.info('Payments swept', report);
  },
);

/**
 * Where Safaricom posts each reversal's result and its timeout notice: the
 * `MPESA_REVERSAL_RESULT_URL` param names it (./refunds/reversal-result.ts).
 */
export const mpesaReversalResult = onRequest(
  { secrets: [...moneySecrets, ...reversalSecrets], maxInstances: 5 },
  safaricomPosts('An M-Pesa reversal result', async (raw, query, key) =>
    reversalAnswer(
      await recordReversalResult(callContext(), raw, {
        keyValid: reversalKeyMatches(key),
        ...reversalNamedBy(query),
      }),
    ),
  ),
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

export const confirmOrder = onCall(orderStep, (request) =>
  confirmOrderCall(orderContext(), request),
);
export const packOrder = onCall(orderStep, (request) => packOrderCall(orderContext(), request));
export const dispatchOrder = onCall(orderStep, (request) =>
  dispatchOrderCall(orderContext(), request),
);
export const deliverOrder = onCall(orderStep, (request) =>
  deliverOrderCall(orderContext(), request),
);
export const cancelOrder = onCall(orderStep, (request) => cancelOrderCall(orderContext(), request));

/**
 * Money given back (./refunds): by M-Pesa's Transaction Reversal, or recorded as made outside the
 * shop; each texts the shopper once refunded, so both hold the SMS key too.
 */
const refunds = { secrets: [...moneySecrets, ...reversalSecrets], enforceAppCheck };
export const refundByMpesa = onCall(refunds, (request) =>
  refundByMpesaCall(callContext(), request),
);
export const markRefunded = onCall(refunds, (request) => markRefundedCall(callContext(), request));
/**
 * Staff approve, refuse, receive, refund or exchange a return (model/return/return.ts): the
 * `ReturnView` after. Its refund goes back by M-Pesa's reversal, so it runs with refunds' secrets.
 */
export const moveReturn = onCall(refunds, (request) => moveReturnCall(callContext(), request));
/** A day of M-Pesa payments for the Payments page: `PaymentsDay`. */
export const listPayments = onCall(backOffice, (request) =>
  listPaymentsCall(staffContext(), request),
);
/** The dashboard's figures, work waiting and best sellers: `DashboardView`. */
export const getDashboard = onCall(backOffice, (request) =>
  getDashboardCall(staffContext(), request),
);

/**
 * The owner's exports (./exports): every order line, or every M-Pesa payment, of a range of
 * Nairobi days as one CSV file, `{fileName, csv, rows}`. A year of orders is read in pages and
 * written whole, so these get minutes and memory the other back-office calls do not need.
 */
const exportFiles = { ...backOffice, timeoutSeconds: 300, memory: '1GiB' as const };
export const exportOrders = onCall(exportFiles, (request) =>
  exportOrdersCall(staffContext(), request),
);
export const exportPayments = onCall(exportFiles, (request) =>
  exportPaymentsCall(staffContext(), request),
);

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
/** An offer created or changed from the offers form (./offers): `{offerId}`. */
export const saveOffer = onCall(backOffice, (request) => saveOfferCall(staffContext(), request));
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
