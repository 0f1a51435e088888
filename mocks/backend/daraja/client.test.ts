/**
 * The shop's Daraja client (functions/src/mpesa) against the stand-in, end to end over MSW: the
 * client's requests, the stand-in's real timer, and its callback received by a test handler.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, type DarajaConfig } from '../../../functions/src/mpesa/daraja';
import { outcomeOf, parseStkCallback } from '../../../functions/src/mpesa/outcome';
import { createDarajaStandIn, sandboxPasskey } from './stand-in';

const callbackUrl = 'http://127.0.0.1:5001/demo-kenya-shop/africa-south1/mpesaCallback';
const received: unknown[] = [];
let delivered: () => void = () => {};

const standIn = createDarajaStandIn();
const server = setupServer(
  ...standIn.handlers,
  http.post(callbackUrl, async ({ request }) => {
    received.push(await request.json());
    delivered();
    return HttpResponse.json({ ResultCode: 0, ResultDesc: 'Accepted' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received.length = 0;
  standIn.control.reset();
});
afterAll(() => server.close());

const settings: DarajaConfig = {
  baseUrl: 'http://127.0.0.1:8080/daraja',
  consumerKey: 'local-consumer-key',
  consumerSecret: 'local-consumer-secret',
  shortcode: '174379',
  passkey: sandboxPasskey,
  transactionType: 'paybill',
  partyB: '174379',
  callbackUrl,
};
const client = createDarajaClient(settings);

const nextCallback = () =>
  new Promise<void>((resolve) => {
    delivered = resolve;
  });

describe('the Daraja client against the stand-in', () => {
  it('pushes, is told pending, receives the callback, then the query confirms it', async () => {
    await fetch('http://127.0.0.1:8080/__qa/mpesa', {
      method: 'POST',
      body: JSON.stringify({ outcome: 'paid', delayMs: 50 }),
    });
    const arrived = nextCallback();
    const push = await client.stkPush({
      amount: 1499.5,
      phone: '+254 712 345 678',
      accountReference: 'Mt1ndoOrder000000001',
      description: 'Mtindo order',
    });
    expect(push).toMatchObject({ responseCode: '0', checkoutRequestId: expect.any(String) });
    expect((await client.stkQuery(push.checkoutRequestId)).resultCode).toBe('pending');

    await arrived;
    const parsed = parseStkCallback(received[0]);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.callback).toMatchObject({
      checkoutRequestId: push.checkoutRequestId,
      merchantRequestId: push.merchantRequestId,
      resultCode: 0,
      payment: { amount: 1500, phone: '254712345678' },
    });
    expect(await client.stkQuery(push.checkoutRequestId)).toEqual({
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
  });

  it.each([
    ['insufficient-funds', 'insufficient-funds'],
    ['cancelled', 'cancelled'],
    ['unreachable', 'unreachable'],
    ['wrong-pin', 'wrong-pin'],
  ] as const)('carries %s through to the outcome the shop records', async (outcome, failure) => {
    standIn.control.set(outcome, 0);
    const arrived = nextCallback();
    const push = await client.stkPush({
      amount: 100,
      phone: '0110123456',
      accountReference: 'ABC',
      description: 'Mtindo order',
    });
    await arrived;
    const parsed = parseStkCallback(received[0]);
    expect(parsed.ok && outcomeOf(parsed.callback.resultCode)).toEqual({ paid: false, failure });
    const query = await client.stkQuery(push.checkoutRequestId);
    expect(query.resultCode !== 'pending' && outcomeOf(query.resultCode)).toEqual({
      paid: false,
      failure,
    });
  });

  it('for no-callback, posts nothing and the query answers paid', async () => {
    standIn.control.set('no-callback', 0);
    const push = await client.stkPush({
      amount: 100,
      phone: '0712345678',
      accountReference: 'ABC',
      description: 'Mtindo order',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
    expect((await client.stkQuery(push.checkoutRequestId)).resultCode).toBe(0);
  });
});

describe('the stand-in as QA drives it', () => {
  const choose = (outcome: string) =>
    fetch('http://127.0.0.1:8080/__qa/mpesa', {
      method: 'POST',
      body: JSON.stringify({ outcome }),
    });
  const pushesListed = async () =>
    (await (await fetch('http://127.0.0.1:8080/__qa/mpesa/pushes')).json()) as unknown[];
  const order = {
    amount: 2299.5,
    phone: '0712 345 678',
    accountReference: 'Mt1ndoOrder0',
    description: 'Mtindo order',
  };

  it.each([
    ['busy', 'busy', 500],
    ['unavailable', 'unavailable', 503],
  ] as const)('refuses the push for %s, and lists it', async (outcome, reason, httpStatus) => {
    expect((await choose(outcome)).status).toBe(200);
    await expect(client.stkPush(order)).rejects.toMatchObject({ reason, httpStatus });
    expect(await pushesListed()).toEqual([
      {
        checkoutRequestId: null,
        phone: '254712345678',
        amount: 2300,
        accountReference: 'Mt1ndoOrder0',
        callbackUrl,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);
  });

  it('prompts for a Buy Goods till, and lists PayBill and Buy Goods pushes oldest first', async () => {
    await choose('no-callback');
    const tillClient = createDarajaClient({
      ...settings,
      shortcode: '7654321',
      transactionType: 'buy-goods',
      partyB: '5123456',
    });
    const first = await client.stkPush(order);
    const second = await tillClient.stkPush({ ...order, phone: '0110123456', amount: 50 });
    expect(
      (await pushesListed()).map(
        (push) => (push as { checkoutRequestId: string }).checkoutRequestId,
      ),
    ).toEqual([first.checkoutRequestId, second.checkoutRequestId]);
    expect((await pushesListed())[1]).toMatchObject({ phone: '254110123456', amount: 50 });
  });
});
