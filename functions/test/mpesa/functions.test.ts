import { deleteApp, getApps } from 'firebase-admin/app';
import { setupServer } from 'msw/node';
import type { CallableRequest, Request } from 'firebase-functions/https';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDarajaStandIn, sandboxPasskey } from '../../../mocks/backend/daraja/stand-in';
import { accessToken, failureCallback, orderDocument, orderId, readStored } from './harness';
import { emulatorFirestore } from '../emulator-firestore';

const projectId = 'demo-functions-mpesa-http';
// The functions use the default app, made from the environment as on Cloud Functions (where
// FIREBASE_CONFIG names the project; `firebase emulators:exec` sets its own).
process.env.GCLOUD_PROJECT = projectId;
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId });
Object.assign(process.env, {
  DARAJA_BASE_URL: 'https://daraja.test/daraja',
  MPESA_CONSUMER_KEY: 'test-consumer-key',
  MPESA_CONSUMER_SECRET: 'test-consumer-secret',
  MPESA_PASSKEY: sandboxPasskey,
  MPESA_SHORTCODE: '174379',
  MPESA_CALLBACK_URL: 'https://functions.test/mpesaCallback',
  MPESA_CALLBACK_SECRET: 'test-callback-secret',
});
// A default app left by an earlier file in this worker (Node keeps firebase-admin loaded) may
// belong to another project: the functions must make theirs from this file's environment.
await Promise.all(getApps().map((app) => (app.name === '[DEFAULT]' ? deleteApp(app) : null)));
const db = emulatorFirestore(projectId);
const { mpesaCallback, payAgain, reconcileMpesa, startMpesaPrompt } =
  await import('../../src/mpesa/functions');

const jobs: (() => void)[] = [];
const callbacks: unknown[] = [];
const standIn = createDarajaStandIn({
  send: async (_url, init) => {
    callbacks.push(JSON.parse(String(init?.body)));
    return new Response(null, { status: 200 });
  },
  schedule: (run) => void jobs.push(run),
});
const server = setupServer(...standIn.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  jobs.length = 0;
  callbacks.length = 0;
  standIn.control.reset();
});

/** Calls the HTTP function as Cloud Functions would, with what it answered. */
async function post(method: string, body: unknown, rawBody?: string) {
  const answer = { status: 200, body: undefined as unknown, headers: {} as Record<string, string> };
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const request = {
    method,
    body,
    rawBody: Buffer.from(rawBody ?? JSON.stringify(body ?? '')),
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
  await mpesaCallback(request, response as never);
  return answer;
}

const call = (data: unknown, uid?: string) =>
  payAgain.run({
    data,
    auth: uid ? { uid, token: {} } : undefined,
    rawRequest: {},
    acceptsStreaming: false,
  } as unknown as CallableRequest);

async function promptedOrder() {
  const placed = orderDocument();
  await db.collection('orders').doc(orderId).set(placed);
  await startMpesaPrompt({ id: orderId, order: placed });
  jobs.splice(0).forEach((job) => job());
  return callbacks.at(-1);
}

describe('mpesaCallback', () => {
  it('records a payment and tells Safaricom Accepted', async () => {
    const callback = await promptedOrder();
    expect(await post('POST', callback)).toMatchObject({
      status: 200,
      body: { ResultCode: 0, ResultDesc: 'Accepted' },
    });
    expect((await readStored(db)).status).toBe('paid');
  });

  it('reads a body that arrived as text', async () => {
    const callback = await promptedOrder();
    await post('POST', undefined, JSON.stringify(callback));
    expect((await readStored(db)).status).toBe('paid');
  });

  it('accepts a callback it ignores, so Safaricom stops retrying', async () => {
    await db.collection('orders').doc(orderId).set(orderDocument());
    const forged = failureCallback('ws_CO_000000000000', 1032);
    expect(await post('POST', forged)).toMatchObject({ status: 200, body: { ResultCode: 0 } });
    expect((await readStored(db)).status).toBe('awaiting-payment');
  });

  it('answers 400 for a malformed body and 405 for anything but POST', async () => {
    expect((await post('POST', { hello: 'world' })).status).toBe(400);
    expect((await post('POST', undefined, 'not json')).status).toBe(400);
    const get = await post('GET', undefined);
    expect(get.status).toBe(405);
    expect(get.headers).toEqual({ Allow: 'POST' });
  });
});

describe('payAgain', () => {
  it('prompts a failed order again', async () => {
    standIn.control.set('wrong-pin');
    await post('POST', await promptedOrder());
    expect((await readStored(db)).payment.failure).toBe('wrong-pin');
    const result = await call({ orderId, accessToken, method: 'mpesa', phone: '0712345678' });
    expect(result).toMatchObject({
      id: orderId,
      status: 'awaiting-payment',
      payment: { method: 'mpesa', failure: null },
    });
  });

  it('answers refusals as HttpsErrors the client SDK shows', async () => {
    await db
      .collection('orders')
      .doc(orderId)
      .set(orderDocument({ status: 'paid' }));
    await expect(call({ orderId, accessToken, method: 'cash-on-delivery' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'This order is paid already.',
    });
    await expect(call({ orderId })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      call({ orderId, accessToken: 'y'.repeat(40), method: 'cash-on-delivery' }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('the order hooks', () => {
  it('leaves a cash order without a prompt', async () => {
    const placed = orderDocument({
      status: 'pending',
      payment: { method: 'cash-on-delivery', phone: null },
    });
    await db.collection('orders').doc(orderId).set(placed);
    await startMpesaPrompt({ id: orderId, order: placed });
    expect((await readStored(db)).payment.requestedAt).toBeUndefined();
  });

  it('reconciles an order, and answers null for one it cannot', async () => {
    await db
      .collection('orders')
      .doc(orderId)
      .set(orderDocument({ status: 'paid' }));
    expect(await reconcileMpesa(orderId)).toEqual({ status: 'paid', changed: false });
    expect(await reconcileMpesa('NoSuchOrder000000000')).toBeNull();
  });
});
