import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDarajaClient,
  DarajaError,
  darajaPassword,
  darajaTimestamp,
  wholeShillings,
  type DarajaConfig,
} from '../../src/mpesa/daraja';
import { createDarajaHarness } from './harness';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
  signal: AbortSignal | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const accepted = {
  MerchantRequestID: '29115-34620561-1',
  CheckoutRequestID: 'ws_CO_191220191020363925',
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
};

/** A client whose Daraja answers from `answer`, recording every request. */
function fakeDaraja(
  answer: (sent: Sent, index: number) => Response | Promise<Response>,
  overrides: Partial<DarajaConfig> = {},
) {
  const sent: Sent[] = [];
  let clock = new Date('2025-03-01T21:30:05Z');
  const client = createDarajaClient({
    baseUrl: 'https://sandbox.safaricom.co.ke/',
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortcode: '174379',
    passkey: 'passkey',
    transactionType: 'paybill',
    partyB: '174379',
    callbackUrl: 'https://shop.example/mpesaCallback',
    now: () => clock,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const record: Sent = {
        url: String(input),
        method: init?.method ?? 'GET',
        authorization: headers.get('authorization'),
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
        signal: init?.signal ?? null,
      };
      sent.push(record);
      return answer(record, sent.length - 1);
    },
    ...overrides,
  });
  return {
    client,
    sent,
    advance: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}

const tokenThen = (after: (sent: Sent) => Response | Promise<Response>) => (sent: Sent) =>
  sent.url.includes('/oauth/')
    ? json({ access_token: `token-${sent.url.length}`, expires_in: '3599' })
    : after(sent);

const push = {
  amount: 2300,
  phone: '0712 345 678',
  accountReference: 'Mt1ndoOrder000000001',
  description: 'Mtindo order payment',
};

describe('darajaTimestamp', () => {
  it('is Nairobi time (UTC+3), even across midnight', () => {
    expect(darajaTimestamp(new Date('2025-03-01T21:30:05Z'))).toBe('20250302003005');
    expect(darajaTimestamp(new Date('2024-12-31T08:04:09.999Z'))).toBe('20241231110409');
  });
});

describe('wholeShillings', () => {
  it.each([
    [2300, 2300],
    [2299.5, 2300],
    [2299.01, 2300],
    [0.1 + 0.2 + 99.7, 100],
  ])('charges %d as %d', (total, charged) => {
    expect(wholeShillings(total)).toBe(charged);
  });
});

describe('the Daraja client', () => {
  it('gets a token with Basic auth, then pushes a signed request', async () => {
    const { client, sent } = fakeDaraja(tokenThen(() => json(accepted)));
    expect(await client.stkPush(push)).toEqual({
      merchantRequestId: '29115-34620561-1',
      checkoutRequestId: 'ws_CO_191220191020363925',
      responseCode: '0',
      customerMessage: 'Success. Request accepted for processing',
    });
    expect(sent[0]).toMatchObject({
      url: 'https://sandbox.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials',
      method: 'GET',
      authorization: `Basic ${btoa('key:secret')}`,
    });
    expect(sent[1]?.url).toBe('https://sandbox.safaricom.co.ke/mpesa/stkpush/v1/processrequest');
    expect(sent[1]?.authorization).toMatch(/^Bearer token-/);
    expect(sent[1]?.body).toEqual({
      BusinessShortCode: 174379,
      Password: btoa('174379passkey20250302003005'),
      Timestamp: '20250302003005',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 2300,
      PartyA: 254712345678,
      PartyB: 174379,
      PhoneNumber: 254712345678,
      CallBackURL: 'https://shop.example/mpesaCallback',
      AccountReference: 'Mt1ndoOrder0',
      TransactionDesc: 'Mtindo order ',
    });
    expect(darajaPassword('174379', 'passkey', '20250302003005')).toBe(sent[1]?.body?.Password);
  });

  it('charges the total rounded up to whole shillings', async () => {
    const { client, sent } = fakeDaraja(tokenThen(() => json(accepted)));
    await client.stkPush({ ...push, amount: 1499.5 });
    expect(sent[1]?.body?.Amount).toBe(1500);
  });

  it('keeps its token until it expires', async () => {
    const { client, sent, advance } = fakeDaraja(tokenThen(() => json(accepted)));
    await client.stkPush(push);
    advance(3000 * 1000);
    await client.stkPush(push);
    expect(sent.filter((request) => request.url.includes('/oauth/'))).toHaveLength(1);
    advance(600 * 1000);
    await client.stkPush(push);
    expect(sent.filter((request) => request.url.includes('/oauth/'))).toHaveLength(2);
  });

  it('asks for one token when requests start together', async () => {
    const { client, sent } = fakeDaraja(
      tokenThen((request) =>
        request.url.endsWith('/query')
          ? json({ ResponseCode: '0', ResultCode: '0', ResultDesc: 'Paid' })
          : json(accepted),
      ),
    );
    await Promise.all([client.stkPush(push), client.stkPush(push), client.stkQuery('ws_CO_1')]);
    expect(sent.filter((request) => request.url.includes('/oauth/'))).toHaveLength(1);
  });

  it('asks for a new token once when Daraja no longer accepts its own', async () => {
    let pushes = 0;
    const { client, sent } = fakeDaraja(
      tokenThen(() =>
        ++pushes === 1
          ? json(
              { requestId: '1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
              401,
            )
          : json(accepted),
      ),
    );
    expect((await client.stkPush(push)).checkoutRequestId).toBe(accepted.CheckoutRequestID);
    expect(sent.map((request) => request.url.split('/').at(-1))).toEqual([
      'generate?grant_type=client_credentials',
      'processrequest',
      'generate?grant_type=client_credentials',
      'processrequest',
    ]);
  });

  it("throws Daraja's own error message", async () => {
    const { client } = fakeDaraja(
      tokenThen(() =>
        json(
          { requestId: '1', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' },
          400,
        ),
      ),
    );
    const error = await client.stkPush(push).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({
      message: 'Bad Request - Invalid Amount',
      code: '400.002.02',
      httpStatus: 400,
      reason: 'invalid-amount',
    });
  });

  it('throws when the push is not accepted', async () => {
    const { client } = fakeDaraja(
      tokenThen(() => json({ ...accepted, ResponseCode: '1', ResponseDescription: 'Rejected' })),
    );
    await expect(client.stkPush(push)).rejects.toThrow('Rejected');
  });

  it('throws when the token is refused, without retrying forever', async () => {
    const { client, sent } = fakeDaraja(() =>
      json({ errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' }, 400),
    );
    await expect(client.stkPush(push)).rejects.toMatchObject({
      message: 'Invalid Authentication passed',
      code: '400.008.01',
      httpStatus: 400,
      reason: 'misconfigured',
    });
    expect(sent).toHaveLength(1);
  });

  it('throws when Daraja cannot be reached, and for an HTML error page', async () => {
    const offline = fakeDaraja(() => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.client.stkPush(push)).rejects.toMatchObject({
      message: 'Daraja could not be reached: fetch failed',
      reason: 'unavailable',
    });
    const broken = fakeDaraja(
      tokenThen(() => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(broken.client.stkPush(push)).rejects.toMatchObject({
      message: 'The STK push answered HTTP 502',
      code: null,
      httpStatus: 502,
      reason: 'unavailable',
    });
  });

  it('refuses a phone that is not a Kenyan mobile before calling Daraja', async () => {
    const { client, sent } = fakeDaraja(tokenThen(() => json(accepted)));
    await expect(client.stkPush({ ...push, phone: '+255 712 345 678' })).rejects.toMatchObject({
      reason: 'invalid-phone',
      code: null,
    });
    expect(sent).toEqual([]);
  });

  it('queries a push and tells its ResultCode', async () => {
    const { client, sent } = fakeDaraja(
      tokenThen(() =>
        json({
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: '1',
          CheckoutRequestID: 'ws_CO_1',
          ResultCode: '1032',
          ResultDesc: 'Request cancelled by user',
        }),
      ),
    );
    expect(await client.stkQuery('ws_CO_1')).toEqual({
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
    expect(sent[1]?.url).toBe('https://sandbox.safaricom.co.ke/mpesa/stkpushquery/v1/query');
    expect(sent[1]?.body).toEqual({
      BusinessShortCode: 174379,
      Password: btoa('174379passkey20250302003005'),
      Timestamp: '20250302003005',
      CheckoutRequestID: 'ws_CO_1',
    });
  });

  it('tells a push the shopper has not answered yet as pending', async () => {
    const { client } = fakeDaraja(
      tokenThen(() =>
        json(
          {
            requestId: 'ws_CO_1',
            errorCode: '500.001.1001',
            errorMessage: 'The transaction is being processed',
          },
          500,
        ),
      ),
    );
    expect(await client.stkQuery('ws_CO_1')).toEqual({
      resultCode: 'pending',
      resultDesc: 'The transaction is being processed',
    });
  });

  it('throws for any other query error', async () => {
    const { client } = fakeDaraja(
      tokenThen(() =>
        json({ errorCode: '500.001.1001', errorMessage: 'Unable to lock subscriber' }, 500),
      ),
    );
    await expect(client.stkQuery('ws_CO_1')).rejects.toMatchObject({
      message: 'Unable to lock subscriber',
      reason: 'busy',
    });
  });
});

/** Never answers, but gives up when the request's signal aborts, as fetch does. */
const silence = (sent: Sent) =>
  new Promise<Response>((_resolve, reject) => {
    sent.signal?.addEventListener('abort', () => reject(sent.signal?.reason));
  });

/** Headers at once, then a body that never comes (until the signal aborts its reading). */
const stalledBody = (sent: Sent) =>
  new Response(
    new ReadableStream({
      start(controller) {
        sent.signal?.addEventListener('abort', () => controller.error(sent.signal?.reason));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

const refusedWith = (status: number, errorCode: string, errorMessage: string) =>
  tokenThen(() => json({ requestId: '29115-34620561-1', errorCode, errorMessage }, status));

describe('the time limit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is 15 s for every call unless configured, each with its own signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { client, sent } = fakeDaraja(tokenThen(() => json(accepted)));
    await client.stkPush(push);
    expect(timeout.mock.calls).toEqual([[15_000], [15_000]]);
    expect(sent.map((request) => request.signal)).toEqual([
      expect.any(AbortSignal),
      expect.any(AbortSignal),
    ]);
  });

  it.each([
    ['the token request', () => silence],
    ['the push', () => tokenThen(silence)],
    ["the push's body", () => tokenThen(stalledBody)],
  ])('fails %s that takes too long as unavailable', async (_what, answer) => {
    const { client } = fakeDaraja(answer(), { timeoutMs: 20 });
    const error = await client.stkPush(push).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({
      message: 'Daraja did not answer within 20 ms.',
      reason: 'unavailable',
      code: null,
      httpStatus: null,
    });
  });

  it('fails a status query that takes too long, rather than guessing pending', async () => {
    const { client } = fakeDaraja(tokenThen(silence), { timeoutMs: 20 });
    await expect(client.stkQuery('ws_CO_1')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});

describe('the reason of a refused push', () => {
  it.each([
    [
      'busy',
      500,
      '500.001.1001',
      'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    ],
    ['invalid-phone', 400, '400.002.02', 'Bad Request - Invalid PhoneNumber'],
    ['invalid-phone', 400, '400.002.02', 'Bad Request - Invalid PartyA'],
    ['invalid-amount', 400, '400.002.02', 'Bad Request - Invalid Amount'],
    ['misconfigured', 400, '400.002.02', 'Bad Request - Invalid BusinessShortCode'],
    ['misconfigured', 400, '400.002.02', 'Bad Request - Invalid CallBackURL'],
    ['misconfigured', 400, '400.002.02', 'Bad Request - Invalid PartyB'],
    ['misconfigured', 500, '500.001.1001', '[MerchantValidate] - Wrong credentials'],
    ['misconfigured', 500, '500.001.1001', 'Merchant does not exist'],
    ['misconfigured', 404, '404.001.01', 'Resource not found'],
    ['unavailable', 503, '503.001.01', 'Service Unavailable'],
    ['unavailable', 429, '429.001.01', 'Spike arrest violation'],
  ] as const)('is %s for HTTP %i %s "%s"', async (reason, status, code, message) => {
    const { client } = fakeDaraja(refusedWith(status, code, message));
    const error = await client.stkPush(push).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ reason, code, httpStatus: status, message });
  });

  it.each([
    ['an HTML page', 403, '<html><body>Request blocked</body></html>'],
    ['an HTML page', 200, '<html><body>Maintenance</body></html>'],
    ['nothing', 504, ''],
  ])('is unavailable for %s with HTTP %i', async (_what, status, page) => {
    const { client } = fakeDaraja(tokenThen(() => new Response(page, { status })));
    await expect(client.stkPush(push)).rejects.toMatchObject({
      reason: 'unavailable',
      httpStatus: status,
      code: null,
    });
  });

  it('is unavailable for an answer that is not an acceptance', async () => {
    const { client } = fakeDaraja(
      tokenThen(() => json({ ...accepted, ResponseCode: '1', ResponseDescription: 'Rejected' })),
    );
    await expect(client.stkPush(push)).rejects.toMatchObject({
      message: 'Rejected',
      reason: 'unavailable',
    });
  });

  it.each([
    ['401 without a body', () => new Response('', { status: 401 })],
    ['400 with an HTML page', () => new Response('<html>Bad Request</html>', { status: 400 })],
  ])('is misconfigured when the credentials are refused with %s', async (_what, answer) => {
    const { client, sent } = fakeDaraja(answer);
    await expect(client.stkPush(push)).rejects.toMatchObject({ reason: 'misconfigured' });
    expect(sent).toHaveLength(1);
  });

  it('is unavailable when the token request meets an outage', async () => {
    const { client } = fakeDaraja(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.stkPush(push)).rejects.toMatchObject({
      message: 'The Daraja token request answered HTTP 502',
      reason: 'unavailable',
    });
  });

  it('is misconfigured when a fresh token is refused too', async () => {
    const { client, sent } = fakeDaraja(
      tokenThen(() =>
        json(
          { requestId: '1', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
          401,
        ),
      ),
    );
    await expect(client.stkPush(push)).rejects.toMatchObject({
      code: '404.001.03',
      httpStatus: 401,
      reason: 'misconfigured',
    });
    expect(sent).toHaveLength(4);
  });

  it('is invalid-amount for an amount under KES 1, before calling Daraja', async () => {
    const { client, sent } = fakeDaraja(tokenThen(() => json(accepted)));
    await expect(client.stkPush({ ...push, amount: 0 })).rejects.toMatchObject({
      reason: 'invalid-amount',
      code: null,
      httpStatus: null,
    });
    expect(sent).toEqual([]);
  });
});

describe('the reason of a failed status query', () => {
  it.each([
    [
      'misconfigured',
      () =>
        json(
          { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' },
          400,
        ),
    ],
    ['unavailable', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['unavailable', () => json({ errorCode: '500.003.02', errorMessage: 'System is busy' }, 500)],
    // An answer without a ResultCode is not read as any result.
    ['unavailable', () => json({ ResponseCode: '0', ResponseDescription: 'Accepted' })],
  ] as const)('is %s', async (reason, answer) => {
    const { client } = fakeDaraja(tokenThen(answer));
    await expect(client.stkQuery('ws_CO_1')).rejects.toMatchObject({ reason });
  });
});

describe('DarajaError', () => {
  it('reads its reason from the message and status unless given', () => {
    expect(new DarajaError('fetch failed').reason).toBe('unavailable');
    expect(new DarajaError('DS timeout user cannot be reached', '500.001.1001', 500).reason).toBe(
      'unavailable',
    );
    expect(new DarajaError('Bad Request - Invalid PhoneNumber', '400.002.02', 400).reason).toBe(
      'invalid-phone',
    );
    expect(new DarajaError('Nope', null, 400).reason).toBe('misconfigured');
    expect(
      new DarajaError('Not a Kenyan mobile number.', null, null, 'invalid-phone'),
    ).toMatchObject({ name: 'DarajaError', reason: 'invalid-phone', code: null, httpStatus: null });
  });
});

describe('Buy Goods', () => {
  it('pays the till, signed with the store number', async () => {
    const { client, sent } = fakeDaraja(
      tokenThen((request) =>
        request.url.endsWith('/query')
          ? json({ ResponseCode: '0', ResultCode: '0', ResultDesc: 'Paid' })
          : json(accepted),
      ),
      {
        shortcode: '7654321',
        transactionType: 'buy-goods',
        partyB: '5123456',
      },
    );
    await client.stkPush(push);
    expect(sent[1]?.body).toMatchObject({
      BusinessShortCode: 7654321,
      Password: btoa('7654321passkey20250302003005'),
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyA: 254712345678,
      PartyB: 5123456,
    });
    await client.stkQuery('ws_CO_1');
    expect(sent[2]?.body).toMatchObject({ BusinessShortCode: 7654321 });
  });
});

describe('the Daraja client against the stand-in', () => {
  const daraja = createDarajaHarness();
  afterEach(() => daraja.reset());

  it('pushes to a paybill, is told pending, then the result', async () => {
    const client = daraja.client();
    const { checkoutRequestId } = await client.stkPush(push);
    expect(await client.stkQuery(checkoutRequestId)).toEqual({
      resultCode: 'pending',
      resultDesc: 'The transaction is being processed',
    });
    daraja.answerPrompts();
    expect((await client.stkQuery(checkoutRequestId)).resultCode).toBe(0);
    expect(daraja.standIn.control.pushes()).toEqual([
      {
        checkoutRequestId,
        phone: '254712345678',
        amount: 2300,
        accountReference: 'Mt1ndoOrder0',
        callbackUrl: 'https://functions.test/mpesaCallback',
        at: expect.any(String),
      },
    ]);
  });

  it('pushes to a till with Buy Goods', async () => {
    const client = daraja.client({
      shortcode: '7654321',
      transactionType: 'buy-goods',
      partyB: '5123456',
    });
    const { checkoutRequestId } = await client.stkPush(push);
    daraja.answerPrompts();
    expect(await client.stkQuery(checkoutRequestId)).toEqual({
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
  });

  it('is told busy when the shopper is in another transaction', async () => {
    daraja.standIn.control.set('busy');
    const error = await daraja
      .client()
      .stkPush(push)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({
      reason: 'busy',
      code: '500.001.1001',
      httpStatus: 500,
      message:
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
  });

  it('is told unavailable, and that nothing was done, for Daraja’s own outage answer', async () => {
    daraja.standIn.control.set('unavailable');
    await expect(daraja.client().stkPush(push)).rejects.toMatchObject({
      reason: 'unavailable',
      code: '500.003.02',
      httpStatus: 503,
      maybeProcessed: false,
    });
  });

  it('is told the push may have gone out when its answer is lost', async () => {
    daraja.standIn.control.set('lost-answer');
    await expect(daraja.client().stkPush(push)).rejects.toMatchObject({
      reason: 'unavailable',
      maybeProcessed: true,
    });
    // Daraja took it: the prompt is out.
    expect(daraja.standIn.control.pushes()).toEqual([
      expect.objectContaining({ checkoutRequestId: expect.stringMatching(/^ws_CO_/) }),
    ]);
  });

  it('is told the push may have gone out for a gateway’s error page, not for a refused token', async () => {
    const gateway = daraja.client({
      fetch: async (input, init) => {
        const sent = new Request(input, init);
        if (sent.url.includes('/oauth/')) {
          return Response.json({ access_token: 'token', expires_in: '3599' });
        }
        return new Response('<h1>504 Gateway Time-out</h1>', { status: 504 });
      },
    });
    await expect(gateway.stkPush(push)).rejects.toMatchObject({ maybeProcessed: true });
    const tokenDown = daraja.client({
      fetch: async () => new Response('<h1>503</h1>', { status: 503 }),
    });
    await expect(tokenDown.stkPush(push)).rejects.toMatchObject({
      reason: 'unavailable',
      maybeProcessed: false,
    });
  });

  it.each([
    ['a wrong passkey', { passkey: 'not-the-passkey' }, 500],
    ['a paybill paid into another number', { partyB: '600000' }, 400],
    ['a callback URL that is not one', { callbackUrl: 'mpesaCallback' }, 400],
    ['no consumer secret', { consumerSecret: '' }, 400],
  ] as const)('is told misconfigured for %s', async (_what, overrides, httpStatus) => {
    const error = await daraja
      .client(overrides)
      .stkPush(push)
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ reason: 'misconfigured', httpStatus });
    expect(daraja.standIn.control.pushes()).toEqual([]);
  });

  it('is refused a query about a push Daraja never had', async () => {
    await expect(daraja.client().stkQuery('ws_CO_unknown')).rejects.toMatchObject({
      reason: 'misconfigured',
      message: 'Bad Request - Invalid CheckoutRequestID',
    });
  });
});
