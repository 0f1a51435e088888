/**
 * What the money tests share: a shop on this worker's Firestore emulator whose Daraja client
 * talks to the local stand-in (mocks/backend/daraja) through MSW's `getResponse`, a manual clock,
 * the shopper's answers to prompts released by hand, and the callbacks Safaricom would post,
 * delivered by hand (with the callback key, or forged without it); its SMS client talks to the
 * Africa's Talking stand-in (mocks/backend/sms) the same way, which lists the texts it took.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { getResponse } from 'msw';
import { createDarajaStandIn, sandboxPasskey } from '../../../mocks/backend/daraja/stand-in';
import { createSmsStandIn } from '../../../mocks/backend/sms/stand-in';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import type { CallContext } from '../../src/core/context';
import { payAgainCall } from '../../src/mpesa/mpesa-callables';
import { placeOrderCall } from '../../src/orders/order-callables';
import { pushNamedBy, recordCallback, type CallbackAddress } from '../../src/mpesa/callback';
import { recordReversalResult, reversalNamedBy } from '../../src/refunds/reversal-result';
import { createDarajaClient, type DarajaConfig } from '../../src/mpesa/daraja';
import { createSmsClient } from '../../src/sms/africas-talking';
import type { OrderEvent } from '@model/order/events';
import type { PlaceOrderResponse } from '@model/order/view';
import { accessToken, guestDetails, request } from '../orders/order-fixtures';
import type { OrderLineRequest } from '@model/order/request';

export { accessToken };
export const startOfTest = new Date('2025-03-01T06:00:00Z');
export const holdMs = 30 * 60_000;
export const queryAfterMs = 60_000;

/** Where the harness's Daraja posts reversal results, with the reversal secret as `key`. */
export const reversalResultUrl = 'https://functions.test/mpesaReversalResult?key=test-reversal-key';

/** The Daraja side alone: the stand-in, a client of it, a manual clock, answers by hand. */
export function createDarajaHarness() {
  const jobs: (() => void)[] = [];
  /** The bodies the stand-in posted to the callback URL, oldest first, not yet delivered. */
  const callbacks: string[] = [];
  /** What the stand-in posted to a reversal's result or timeout URL, not yet delivered. */
  const reversalResults: Array<{ url: string; body: string }> = [];
  const standIn = createDarajaStandIn({
    send: async (url, init) => {
      const address = String(url);
      if (address.startsWith('https://functions.test/mpesaReversalResult')) {
        reversalResults.push({ url: address, body: String(init?.body) });
      } else {
        callbacks.push(String(init?.body));
      }
      return new Response(null, { status: 200 });
    },
    schedule: (run) => void jobs.push(run),
    lostAnswerMs: 0,
  });
  let current = startOfTest;
  const now = () => current;
  const viaStandIn: typeof fetch = async (input, init) =>
    (await getResponse(standIn.handlers, new Request(input, init))) ??
    new Response('No such Daraja endpoint', { status: 404 });
  /**
   * Where Safaricom posts a callback body: its push's callback URL (the order and attempt it
   * names), as the stand-in received it; none for a body of no push it knows.
   */
  const addressFor = (body: string, keyValid = true): CallbackAddress => {
    let id: unknown = null;
    try {
      id = (JSON.parse(body) as StkCallbackBody).Body.stkCallback.CheckoutRequestID;
    } catch {
      // Not a callback: no push named.
    }
    const push = standIn.control.pushes().find((sent) => sent.checkoutRequestId === id);
    const query = push ? Object.fromEntries(new URL(push.callbackUrl).searchParams) : {};
    return { keyValid, ...pushNamedBy(query) };
  };
  return {
    standIn,
    callbacks,
    reversalResults,
    addressFor,
    now,
    /** A PayBill client of the sandbox shortcode, unless overridden. */
    client: (overrides: Partial<DarajaConfig> = {}) =>
      createDarajaClient({
        baseUrl: 'https://daraja.test/daraja',
        consumerKey: 'test-consumer-key',
        consumerSecret: 'test-consumer-secret',
        shortcode: '174379',
        passkey: sandboxPasskey,
        transactionType: 'paybill',
        partyB: '174379',
        callbackUrl: 'https://functions.test/mpesaCallback',
        reversal: {
          initiator: 'testapi',
          securityCredential: 'test-security-credential',
          resultUrl: reversalResultUrl,
        },
        fetch: viaStandIn,
        now,
        ...overrides,
      }),
    /** Moves the clock on. */
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    /** The shopper answers every prompt out: queries tell the result, callbacks wait to be sent. */
    answerPrompts() {
      for (const job of jobs.splice(0)) job();
    },
    reset() {
      jobs.length = 0;
      callbacks.length = 0;
      reversalResults.length = 0;
      current = startOfTest;
      standIn.control.reset();
    },
  };
}

/** Africa's Talking's local stand-in, and a client of it as the functions build theirs. */
export function createSmsHarness() {
  const standIn = createSmsStandIn();
  const client = createSmsClient({
    baseUrl: 'https://sms.test/sms',
    username: 'sandbox',
    apiKey: 'test-api-key',
    fetch: async (input, init) =>
      (await getResponse(standIn.handlers, new Request(input, init))) ??
      new Response('No such SMS endpoint', { status: 404 }),
  });
  return { standIn, client };
}

export function createShop(db: Firestore) {
  const daraja = createDarajaHarness();
  const { standIn, callbacks, client, now, addressFor } = daraja;
  const sms = createSmsHarness();

  /** The context the callables run with: limits high, waits instant, the clock manual. */
  const context = (overrides: Partial<CallContext> = {}): CallContext => ({
    db,
    daraja: client(),
    sms: sms.client,
    now,
    holdMs,
    queryAfterMs,
    callsPerMinute: 10_000,
    wait: async () => {},
    ...overrides,
  });

  return {
    ...daraja,
    db,
    context,
    /** The texts the SMS stand-in took, oldest first, as `GET /__qa/sms` lists them. */
    texts: () => sms.standIn.sent(),
    reset() {
      daraja.reset();
      sms.standIn.reset();
    },
    /** How M-Pesa answers the next prompts. */
    mpesa(outcome: MpesaOutcome) {
      standIn.control.set(outcome, 0);
    },
    /** Safaricom posts every callback waiting, each with the callback key. */
    async deliverCallbacks(withKey = true) {
      const effects = [];
      for (const body of callbacks.splice(0)) {
        effects.push(await recordCallback(context(), body, addressFor(body, withKey)));
      }
      return effects;
    },
    /** Safaricom posts every reversal result (or timeout notice) waiting, with the key. */
    async deliverReversalResults(withKey = true) {
      const effects = [];
      for (const { url, body } of daraja.reversalResults.splice(0)) {
        const query = Object.fromEntries(new URL(url).searchParams);
        effects.push(
          await recordReversalResult(context(), body, {
            keyValid: withKey,
            ...reversalNamedBy(query),
          }),
        );
      }
      return effects;
    },
    /** Posts a callback body as Safaricom would, to its push's URL (`keyValid`: with its key). */
    post(body: unknown, keyValid = true, withContext = context()) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return recordCallback(withContext, raw, addressFor(raw, keyValid));
    },
    /** The callbacks waiting to be posted, parsed. */
    pendingCallbacks: () => callbacks.map((body) => JSON.parse(body) as StkCallbackBody),
    /** Places an order through the callable as a guest, M-Pesa unless the details say otherwise. */
    place(lines: OrderLineRequest[], details = guestDetails, checkoutId?: string) {
      return placeOrderCall(context(), {
        data: request(lines, details, checkoutId),
      }) as Promise<PlaceOrderResponse>;
    },
  };
}

export type Shop = ReturnType<typeof createShop>;

export interface StkCallbackBody {
  Body: {
    stkCallback: {
      CheckoutRequestID: string;
      ResultCode: number;
      CallbackMetadata?: { Item: Array<{ Name: string; Value?: string | number }> };
    };
  };
}

/** The order's placed view, or a failed test. */
export function placed(response: PlaceOrderResponse) {
  if (response.outcome !== 'placed') throw new Error(`Not placed: ${JSON.stringify(response)}`);
  return response.order;
}

/** What the server holds of an order, read past every rule. */
export async function stored(db: Firestore, orderId: string) {
  const data = (await db.collection('orders').doc(orderId).get()).data();
  if (!data) throw new Error(`orders/${orderId} is missing`);
  return data;
}

/** The payment records of an order, oldest first. */
export async function paymentsOf(db: Firestore, orderId: string) {
  const found = await db.collection('payments').where('orderId', '==', orderId).get();
  return found.docs
    .map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string })
    .sort(
      (a, b) =>
        (a.requestedAt as Timestamp).toMillis() - (b.requestedAt as Timestamp).toMillis() ||
        a.id.localeCompare(b.id),
    );
}

/** A product's units as stored: its total and per size and colour. */
export async function unitsOf(db: Firestore, productId: string) {
  const data = (await db.collection('products').doc(productId).get()).data();
  return {
    stock: data?.stock as number,
    variantStock: data?.variantStock as Record<string, number>,
  };
}

/** A success callback for a push, as Safaricom shapes it, for tests that forge or alter one. */
export function successCallback(checkoutRequestId: string, amount: number, receipt = 'TXB1C2D3E4') {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '12345-67890123-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'TransactionDate', Value: 20250301090512 },
            { Name: 'PhoneNumber', Value: 254712345678 },
          ],
        },
      },
    },
  };
}

export function failureCallback(checkoutRequestId: string, resultCode: number, resultDesc = '') {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '12345-67890123-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultDesc || `Result ${resultCode}`,
      },
    },
  };
}

/** What the server keeps of an order apart from it: its token hash and its current push. */
export async function secretsOf(db: Firestore, orderId: string) {
  const data = (await db.collection('orderSecrets').doc(orderId).get()).data();
  if (!data) throw new Error(`orderSecrets/${orderId} is missing`);
  return data as { push: { checkoutRequestId: string | null; requestedAt: unknown } };
}

/** The CheckoutRequestID of the push the order waits on, or a failed test. */
export async function pushIdOf(db: Firestore, orderId: string): Promise<string> {
  const id = (await secretsOf(db, orderId)).push.checkoutRequestId;
  if (!id) throw new Error(`Order ${orderId} has no push`);
  return id;
}

/**
 * The order's stock movements as `[reason, change]`, sorted (a manual clock gives many the same
 * time, so their order says nothing).
 */
export async function movementsOf(db: Firestore, orderId: string) {
  const found = await db.collection('stockMovements').where('orderId', '==', orderId).get();
  return found.docs
    .map((doc) => [doc.get('reason') as string, doc.get('change') as number] as const)
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The shopper's Try again with the order's token: a new prompt to `phone`, or cash on delivery. */
export function tryAgain(
  shop: Shop,
  orderId: string,
  phone: string | 'cash' = '0733 000 222',
  context: CallContext = shop.context(),
) {
  const data =
    phone === 'cash'
      ? { orderId, accessToken, method: 'cash-on-delivery' }
      : { orderId, accessToken, method: 'mpesa', phone };
  return payAgainCall(context, { data });
}

/** An order's History as stored (`orders/{id}/events`), in the order it was made. */
export async function eventsOf(db: Firestore, orderId: string) {
  const found = await db.collection('orders').doc(orderId).collection('events').get();
  return found.docs
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((doc) => ({ id: doc.id, ...doc.data() }) as OrderEventRecord);
}

/** An event as the server writes it (model/order/events.ts, with a Timestamp for `at`). */
export interface OrderEventRecord extends Omit<OrderEvent, 'at'> {
  id: string;
  at: Timestamp;
}

/** The types of an order's events, oldest first. */
export const eventTypesOf = async (db: Firestore, orderId: string) =>
  (await eventsOf(db, orderId)).map((event) => event.type);
