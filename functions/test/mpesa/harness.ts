/**
 * What the M-Pesa tests share: the Daraja client talking to the local stand-in (mocks/backend/daraja)
 * through MSW's `getResponse`, a manual clock, the prompts' answers released by hand, and order
 * documents and callbacks as the functions and Safaricom shape them.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getResponse } from 'msw';
import { createDarajaStandIn, sandboxPasskey } from '../../../mocks/backend/daraja/stand-in';
import { hashAccessToken } from '../../src/orders/access-token';
import { createDarajaClient, type DarajaClient, type DarajaConfig } from '../../src/mpesa/daraja';
import type { PaymentContext } from '../../src/mpesa/order-payment';

export const orderId = 'Mt1ndoOrder000000001';
export const accessToken = 'shopper-secret-token-0123456789abcdef';
export const startOfTest = new Date('2025-03-01T06:00:00Z');

export function createDarajaHarness() {
  const jobs: (() => void)[] = [];
  /** The bodies the stand-in posted to the callback URL, oldest first. */
  const callbacks: unknown[] = [];
  const standIn = createDarajaStandIn({
    send: async (_url, init) => {
      callbacks.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 200 });
    },
    schedule: (run) => void jobs.push(run),
  });
  let current = startOfTest;
  const now = () => current;
  const viaStandIn: typeof fetch = async (input, init) =>
    (await getResponse(standIn.handlers, new Request(input, init))) ??
    new Response('No such Daraja endpoint', { status: 404 });
  /** A PayBill client of the sandbox shortcode, unless overridden. */
  const client = (overrides: Partial<DarajaConfig> = {}) =>
    createDarajaClient({
      baseUrl: 'https://daraja.test/daraja',
      consumerKey: 'test-consumer-key',
      consumerSecret: 'test-consumer-secret',
      shortcode: '174379',
      passkey: sandboxPasskey,
      transactionType: 'paybill',
      partyB: '174379',
      callbackUrl: 'https://functions.test/mpesaCallback',
      fetch: viaStandIn,
      now,
      ...overrides,
    });
  return {
    standIn,
    callbacks,
    client,
    now,
    /** Moves the clock on. */
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
    /** The shopper answers every prompt out: callbacks are posted, queries tell the result. */
    answerPrompts() {
      for (const job of jobs.splice(0)) job();
    },
    reset() {
      jobs.length = 0;
      callbacks.length = 0;
      current = startOfTest;
      standIn.control.reset();
    },
  };
}

export function paymentContext(db: Firestore, daraja: DarajaClient, now: () => Date) {
  return { db, daraja, now, wait: async () => {} } satisfies PaymentContext;
}

/** An order as placeOrder writes it, M-Pesa awaiting its first prompt unless overridden. */
export function orderDocument(
  overrides: {
    status?: string;
    total?: number;
    ownerUid?: string | null;
    deliveryOption?: string;
    payment?: Record<string, unknown>;
  } = {},
) {
  const at = Timestamp.fromDate(startOfTest);
  return {
    status: overrides.status ?? 'awaiting-payment',
    subtotal: 2000,
    deliveryFee: 300,
    total: overrides.total ?? 2300,
    ownerUid: overrides.ownerUid ?? null,
    accessTokenHash: hashAccessToken(accessToken),
    lines: [
      {
        id: 'ankara-dress',
        productName: 'Ankara maxi dress',
        size: 'M',
        colour: null,
        quantity: 1,
        unitPrice: '2000',
        wholesale: false,
      },
    ],
    delivery: {
      fullName: 'Achieng Otieno',
      phone: '254712345678',
      email: null,
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Sarit Centre, 2nd floor',
      option: overrides.deliveryOption ?? 'nairobi-delivery',
    },
    payment: {
      method: 'mpesa',
      phone: '254712345678',
      checkoutRequestId: null,
      receipt: null,
      failure: null,
      ...overrides.payment,
    },
    createdAt: at,
    updatedAt: at,
  };
}

export async function readStored(db: Firestore, id = orderId) {
  const data = (await db.collection('orders').doc(id).get()).data();
  if (!data) throw new Error(`orders/${id} is missing`);
  return data as ReturnType<typeof orderDocument> & {
    payment: { requestedAt?: Timestamp | null; settledAt?: Timestamp };
  };
}

/** A success callback for a push, as Safaricom shapes it, for tests that alter it. */
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
