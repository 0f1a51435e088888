/**
 * The exported M-Pesa functions (functions/src/index.ts) as Cloud Functions runs them, with their
 * params from the environment, on the Firestore emulator and the Daraja and SMS stand-ins
 * (msw/node): `mpesaCallback` checks the callback key, reads the body as it came and answers
 * Safaricom; `settlePayments` is scheduled and sweeps; both text the shopper of an order paid.
 * And the back office's callables, exported with their secrets, as staff and shoppers call them.
 */
import { deleteApp, getApps } from 'firebase-admin/app';
import { CollectionReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CallableRequest, Request } from 'firebase-functions/https';
import type { ScheduledEvent } from 'firebase-functions/scheduler';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MpesaOutcome } from '../../../mocks/backend/daraja/outcomes';
import { createDarajaStandIn, sandboxPasskey } from '../../../mocks/backend/daraja/stand-in';
import { createSmsStandIn } from '../../../mocks/backend/sms/stand-in';
import type { PlaceOrderResponse } from '@model/order/view';
import { functionsRegion } from '@model/deployment';
import { emulatorFirestore } from '../emulator-firestore';
import { jeans, line, request } from '../orders/order-fixtures';
import { placed, pushIdOf, stored } from './harness';
import { seededStaff } from '@testing/fixtures/staff';

const projectId = 'demo-functions-mpesa-http';
const callbackKey = 'test-callback-secret';
// The functions use the default app, made from the environment as on Cloud Functions (where
// FIREBASE_CONFIG names the project), and read their params from it.
process.env.GCLOUD_PROJECT = projectId;
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId });
Object.assign(process.env, {
  DARAJA_BASE_URL: 'https://daraja.test/daraja',
  MPESA_CONSUMER_KEY: 'test-consumer-key',
  MPESA_CONSUMER_SECRET: 'test-consumer-secret',
  MPESA_PASSKEY: sandboxPasskey,
  MPESA_SHORTCODE: '174379',
  MPESA_TRANSACTION_TYPE: 'paybill',
  MPESA_CALLBACK_URL: 'https://functions.test/mpesaCallback',
  MPESA_CALLBACK_SECRET: callbackKey,
  // Due at once, so one run of the schedule settles a push.
  MPESA_QUERY_AFTER_SECONDS: '0',
  ORDER_HOLD_SECONDS: '1800',
  ORDER_CALLS_PER_MINUTE: '1000',
  ENFORCE_APP_CHECK: 'false',
  QA_SCENARIO_URL: '',
  SMS_BASE_URL: 'https://sms.test/sms',
  SMS_USERNAME: 'sandbox',
  SMS_API_KEY: 'test-sms-api-key',
});
// A default app left by an earlier file in this worker (Node keeps firebase-admin loaded) may
// belong to another project: the functions must make theirs from this file's environment.
await Promise.all(getApps().map((app) => (app.name === '[DEFAULT]' ? deleteApp(app) : null)));
const db = emulatorFirestore(projectId);
const { mpesaCallback, packOrder, placeOrder, settlePayments, ...exported } =
  await import('../../src/index');

const jobs: (() => void)[] = [];
const callbacks: string[] = [];
const standIn = createDarajaStandIn({
  send: async (_url, init) => {
    callbacks.push(String(init?.body));
    return new Response(null, { status: 200 });
  },
  schedule: (run) => void jobs.push(run),
});
const sms = createSmsStandIn();
const server = setupServer(...standIn.handlers, ...sms.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(async () => {
  jobs.length = 0;
  callbacks.length = 0;
  standIn.control.reset();
  sms.reset();
  await db.collection('products').doc('jeans').set(jeans);
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Post {
  method?: string;
  key?: string;
  /** The body as it came over the wire. */
  raw: string;
  contentType?: string;
}

/** Calls the HTTP function as Cloud Functions would, with what it answered. */
async function post({ method = 'POST', key, raw, contentType = 'application/json' }: Post) {
  const answer = { status: 200, body: undefined as unknown, headers: {} as Record<string, string> };
  const headers: Record<string, string> = { 'content-type': contentType };
  let body: unknown = raw;
  if (contentType === 'application/json') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = undefined;
    }
  }
  // Posted to its push's callback URL (its order and attempt), with the key given or none.
  const id = /"CheckoutRequestID":"([^"]+)"/.exec(raw)?.[1];
  const push = standIn.control.pushes().find((sent) => sent.checkoutRequestId === id);
  const named: Record<string, string> = push
    ? Object.fromEntries(new URL(push.callbackUrl).searchParams)
    : {};
  delete named.key;
  const sent = {
    method,
    body,
    rawBody: Buffer.from(raw),
    query: key === undefined ? named : { ...named, key },
    headers,
    header: (name: string) => headers[name.toLowerCase()],
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    set(name: string, value: string) {
      answer.headers[name] = value;
      return response;
    },
    json(value: unknown) {
      answer.body = value;
      return response;
    },
    send(value: unknown) {
      answer.body = value;
      return response;
    },
    on: () => response,
  };
  await mpesaCallback(sent, response as never);
  return answer;
}

/** An order placed through the callable, its prompt answered: Safaricom's callback, unsent. */
async function answeredOrder(outcome: MpesaOutcome = 'paid') {
  standIn.control.set(outcome, 0);
  const call = {
    data: request([line({ id: 'jeans', size: '32', colour: 'Black', quantity: 2 })]),
    auth: undefined,
    rawRequest: { ip: '196.201.214.1' },
    acceptsStreaming: false,
  } as unknown as CallableRequest;
  const order = placed((await placeOrder.run(call)) as PlaceOrderResponse);
  for (const job of jobs.splice(0)) job();
  return { order, pushId: await pushIdOf(db, order.id), raw: callbacks.splice(0)[0] ?? '' };
}

const accepted = { ResultCode: 0, ResultDesc: 'Accepted' };

async function savedCallbacks() {
  return (await db.collection('mpesaCallbacks').get()).docs.map((doc) => doc.data());
}

describe('mpesaCallback', () => {
  it('gives Daraja a callback URL carrying the key, and settles a callback that carries it', async () => {
    const { order, raw } = await answeredOrder();
    const [push] = standIn.control.pushes();
    expect(new URL(push?.callbackUrl ?? '').searchParams.get('key')).toBe(callbackKey);
    expect(await post({ key: callbackKey, raw })).toMatchObject({ status: 200, body: accepted });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
    expect(sms.sent()).toEqual([
      expect.objectContaining({
        to: '+254712345678',
        message: expect.stringContaining(order.number),
      }),
    ]);
    // The device's checkout id is in no text and no prompt: only the number the shop issued.
    expect(order.number).toMatch(/^MT-/);
    expect(sms.sent()[0]?.message).not.toContain(order.id);
    expect(push?.accountReference).toBe(order.number);
  });

  it.each([
    ['without the key', undefined],
    ['with a wrong key', 'not-the-callback-secret'],
  ])('answers a callback %s 200, ignores it and writes it nowhere', async (_, key) => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { order, raw } = await answeredOrder();
    expect(await post({ key, raw })).toMatchObject({ status: 200, body: accepted });
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });
    expect(await savedCallbacks()).toEqual([]);
  });

  it('answers 413 for a body over 4 KB, keyed or not, and writes it nowhere', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const { order, raw } = await answeredOrder();
    const padded = JSON.stringify({ ...JSON.parse(raw), padding: 'x'.repeat(4096) });
    expect((await post({ key: callbackKey, raw: padded })).status).toBe(413);
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });
    expect(await savedCallbacks()).toEqual([]);
  });

  it('reads the body as it came, even as text', async () => {
    const { order, raw } = await answeredOrder();
    const answer = await post({ key: callbackKey, raw, contentType: 'text/plain' });
    expect(answer).toMatchObject({ status: 200, body: accepted });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
    expect(await savedCallbacks()).toEqual([
      expect.objectContaining({ body: raw, orderId: order.id }),
    ]);
  });

  it('answers 400 for a body that is not an STK callback, after saving it', async () => {
    for (const raw of ['not json', JSON.stringify({ hello: 'world' })]) {
      expect((await post({ key: callbackKey, raw })).status).toBe(400);
    }
    expect(await savedCallbacks()).toHaveLength(2);
  });

  it('answers 405 for anything but POST', async () => {
    const answer = await post({ method: 'GET', key: callbackKey, raw: '' });
    expect(answer).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect(await savedCallbacks()).toEqual([]);
  });

  it('answers 503 when the raw body cannot be saved, so Safaricom posts it again', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { order, raw } = await answeredOrder();
    vi.spyOn(CollectionReference.prototype, 'add').mockRejectedValueOnce(new Error('unavailable'));
    expect(await post({ key: callbackKey, raw })).toMatchObject({
      status: 503,
      body: { ResultCode: 1 },
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not be recorded'), {
      error: expect.stringContaining('unavailable'),
    });
    expect(await stored(db, order.id)).toMatchObject({ status: 'awaiting-payment' });

    expect(await post({ key: callbackKey, raw })).toMatchObject({ status: 200, body: accepted });
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
  });
});

describe('settlePayments', () => {
  it('runs every minute in the shop’s region', () => {
    const endpoint = (settlePayments as unknown as { __endpoint: Record<string, unknown> })
      .__endpoint;
    expect(endpoint).toMatchObject({
      region: [functionsRegion],
      scheduleTrigger: { schedule: 'every 1 minutes' },
    });
    const callback = (mpesaCallback as unknown as { __endpoint: Record<string, unknown> })
      .__endpoint;
    expect(callback).toMatchObject({ region: [functionsRegion], httpsTrigger: {} });
  });

  it('settles a due push whose callback never came', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    const { order } = await answeredOrder('no-callback');
    await settlePayments.run({ scheduleTime: new Date().toISOString() } as ScheduledEvent);
    expect(await stored(db, order.id)).toMatchObject({ status: 'paid' });
    expect(sms.sent()).toHaveLength(1);
  });
});

describe('the back office’s callables', () => {
  const callables = { packOrder, ...exported };
  const names = [
    'packOrder',
    'dispatchOrder',
    'deliverOrder',
    'cancelOrder',
    'adjustStock',
    'markReplied',
    'addStaff',
    'removeStaff',
    'getDashboard',
  ] as const;

  it('are exported in the shop’s region, the steps that text holding the SMS key', () => {
    for (const name of names) {
      const endpoint = (callables[name] as unknown as { __endpoint: Record<string, unknown> })
        .__endpoint;
      expect(endpoint, name).toMatchObject({ region: [functionsRegion], callableTrigger: {} });
      const texts = ['dispatchOrder', 'cancelOrder', 'packOrder', 'deliverOrder'].includes(name);
      expect(
        ((endpoint.secretEnvironmentVariables ?? []) as Array<{ key: string }>).map((s) => s.key),
        name,
      ).toEqual(texts ? ['SMS_API_KEY'] : []);
    }
  });

  it('refuse a shopper, and move an order for staff on the team as its position allows', async () => {
    const { order, raw } = await answeredOrder();
    await db
      .collection('staffMembers')
      .doc(seededStaff.uid)
      .set({ email: seededStaff.email, name: seededStaff.name, role: seededStaff.role });
    const call = (uid: string, claims: Record<string, unknown>) =>
      ({
        data: { orderId: order.id, action: 'pack' },
        auth: { uid, token: { uid, ...claims }, rawToken: '' },
        rawRequest: { ip: '196.201.214.1' },
        acceptsStreaming: false,
      }) as unknown as CallableRequest;
    await expect(packOrder.run(call('shopper-uid', {}))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(packOrder.run(call('staff-uid', { role: 'staff' }))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('awaiting-payment, unfulfilled'),
    });
    await post({ key: callbackKey, raw });
    await expect(packOrder.run(call('staff-uid', { role: 'staff' }))).resolves.toEqual({
      status: 'paid',
      fulfilment: 'packed',
    });
    expect(await stored(db, order.id)).toMatchObject({ queue: 'packed' });
  });
});
