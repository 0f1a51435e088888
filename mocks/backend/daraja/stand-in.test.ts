import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mpesaOutcomes, type MpesaOutcome, type ReceivedPush } from './outcomes';
import { createDarajaStandIn, sandboxPasskey } from './stand-in';

const origin = 'http://127.0.0.1:8080';

function standInWithRecorders() {
  const scheduled: { run: () => void; delayMs: number }[] = [];
  const posted: { url: string; body: unknown }[] = [];
  const { handlers, control } = createDarajaStandIn({
    send: async (url, init) => {
      posted.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 200 });
    },
    schedule: (run, delayMs) => void scheduled.push({ run, delayMs }),
    lostAnswerMs: 0,
  });
  /** The stand-in's answer as it is. */
  const respond = async (
    method: 'GET' | 'POST',
    path: string,
    { body, authorization }: { body?: unknown; authorization?: string } = {},
  ) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (authorization) headers.set('authorization', authorization);
    const payload = typeof body === 'string' || body === undefined ? body : JSON.stringify(body);
    const response = await getResponse(
      handlers,
      new Request(`${origin}${path}`, { method, headers, body: payload }),
    );
    if (!response) throw new Error(`No handler for ${method} ${path}`);
    return response;
  };
  /** A JSON answer, read. */
  const request = async (...args: Parameters<typeof respond>) => {
    const response = await respond(...args);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const pushesListed = async () =>
    (await (await respond('GET', '/__qa/mpesa/pushes')).json()) as ReceivedPush[];
  const token = async () => {
    const answer = await request('GET', '/daraja/oauth/v1/generate?grant_type=client_credentials', {
      authorization: `Basic ${btoa('key:secret')}`,
    });
    return `Bearer ${String(answer.body.access_token)}`;
  };
  const answerPrompts = () => scheduled.splice(0).forEach(({ run }) => run());
  return { respond, request, pushesListed, token, control, scheduled, posted, answerPrompts };
}

const timestamp = '20250301120000';
const signed = {
  BusinessShortCode: 174379,
  Password: btoa(`174379${sandboxPasskey}${timestamp}`),
  Timestamp: timestamp,
};
const stkPush = {
  ...signed,
  TransactionType: 'CustomerPayBillOnline',
  Amount: 2300,
  PartyA: 254712345678,
  PartyB: 174379,
  PhoneNumber: 254712345678,
  CallBackURL: 'http://127.0.0.1:5001/demo-kenya-shop/africa-south1/mpesaCallback',
  AccountReference: 'Mt1ndoOrder0',
  TransactionDesc: 'Mtindo order',
};

async function pushed(standIn: ReturnType<typeof standInWithRecorders>, body: object = stkPush) {
  const answer = await standIn.request('POST', '/daraja/mpesa/stkpush/v1/processrequest', {
    authorization: await standIn.token(),
    body,
  });
  return answer;
}

async function query(standIn: ReturnType<typeof standInWithRecorders>, id: unknown) {
  return standIn.request('POST', '/daraja/mpesa/stkpushquery/v1/query', {
    authorization: await standIn.token(),
    body: { ...signed, CheckoutRequestID: id },
  });
}

describe('the OAuth endpoint', () => {
  it('issues a token for Basic credentials', async () => {
    const standIn = standInWithRecorders();
    const answer = await standIn.request(
      'GET',
      '/daraja/oauth/v1/generate?grant_type=client_credentials',
      { authorization: `Basic ${btoa('key:secret')}` },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      access_token: expect.stringMatching(/^\w{28}$/),
      expires_in: '3599',
    });
  });

  it.each([
    ['no credentials', '/daraja/oauth/v1/generate?grant_type=client_credentials', undefined],
    [
      'credentials without a secret',
      '/daraja/oauth/v1/generate?grant_type=client_credentials',
      `Basic ${btoa('key:')}`,
    ],
    [
      'credentials that are not base64',
      '/daraja/oauth/v1/generate?grant_type=client_credentials',
      'Basic %%%',
    ],
    [
      'another grant type',
      '/daraja/oauth/v1/generate?grant_type=password',
      `Basic ${btoa('key:secret')}`,
    ],
  ])('refuses %s', async (_what, path, authorization) => {
    const answer = await standInWithRecorders().request('GET', path, { authorization });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toMatch(/^400\.008\.0[12]$/);
  });
});

describe('the STK push endpoint', () => {
  it('accepts a signed push as Daraja does, then posts the callback after the delay', async () => {
    const standIn = standInWithRecorders();
    const answer = await pushed(standIn);
    expect(answer).toEqual({
      status: 200,
      body: {
        MerchantRequestID: expect.stringMatching(/^\d{5}-\d{8}-1$/),
        CheckoutRequestID: expect.stringMatching(/^ws_CO_\d{20}$/),
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      },
    });
    expect(standIn.scheduled.map(({ delayMs }) => delayMs)).toEqual([1500]);
    expect(standIn.posted).toEqual([]);
    standIn.answerPrompts();
    expect(standIn.posted).toEqual([
      {
        url: stkPush.CallBackURL,
        body: {
          Body: {
            stkCallback: {
              MerchantRequestID: answer.body.MerchantRequestID,
              CheckoutRequestID: answer.body.CheckoutRequestID,
              ResultCode: 0,
              ResultDesc: 'The service request is processed successfully.',
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: 2300 },
                  { Name: 'MpesaReceiptNumber', Value: expect.stringMatching(/^[A-Z0-9]{10}$/) },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: expect.any(Number) },
                  { Name: 'PhoneNumber', Value: 254712345678 },
                ],
              },
            },
          },
        },
      },
    ]);
  });

  it.each([
    ['insufficient-funds', 1, 'The balance is insufficient for the transaction.'],
    ['cancelled', 1032, 'Request cancelled by user'],
    ['unreachable', 1037, 'DS timeout user cannot be reached'],
    ['wrong-pin', 2001, 'The initiator information is invalid.'],
  ] as const)('posts %s as ResultCode %i, without metadata', async (outcome, code, text) => {
    const standIn = standInWithRecorders();
    standIn.control.set(outcome, 10);
    await pushed(standIn);
    expect(standIn.scheduled[0]?.delayMs).toBe(10);
    standIn.answerPrompts();
    expect(standIn.posted[0]?.body).toEqual({
      Body: {
        stkCallback: {
          MerchantRequestID: expect.any(String),
          CheckoutRequestID: expect.any(String),
          ResultCode: code,
          ResultDesc: text,
        },
      },
    });
  });

  it('posts nothing for no-callback', async () => {
    const standIn = standInWithRecorders();
    standIn.control.set('no-callback');
    await pushed(standIn);
    standIn.answerPrompts();
    expect(standIn.posted).toEqual([]);
  });

  it('refuses a push without a token it issued', async () => {
    const standIn = standInWithRecorders();
    for (const authorization of [undefined, 'Bearer made-up']) {
      const answer = await standIn.request('POST', '/daraja/mpesa/stkpush/v1/processrequest', {
        authorization,
        body: stkPush,
      });
      expect(answer).toMatchObject({
        status: 401,
        body: { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
      });
    }
    expect(standIn.scheduled).toEqual([]);
  });

  it('refuses a password that is not base64(shortcode + passkey + timestamp)', async () => {
    const standIn = standInWithRecorders();
    const answer = await pushed(standIn, { ...stkPush, Timestamp: '20250301120001' });
    expect(answer).toMatchObject({ status: 500, body: { errorMessage: 'Wrong credentials' } });
    expect(standIn.scheduled).toEqual([]);
  });

  it.each([
    ['PhoneNumber', { PhoneNumber: '0712345678' }],
    ['PartyA', { PartyA: 255712345678 }],
    ['Amount', { Amount: 10.5 }],
    ['Amount', { Amount: 0 }],
    ['PartyB', { PartyB: 600000 }],
    ['TransactionType', { TransactionType: 'Sale' }],
    ['TransactionType', { TransactionType: 'customerpaybillonline' }],
    ['TransactionType', { TransactionType: undefined }],
    ['PartyB', { TransactionType: 'CustomerBuyGoodsOnline', PartyB: 'till' }],
    ['PartyB', { TransactionType: 'CustomerBuyGoodsOnline', PartyB: 2547123456 }],
    ['CallBackURL', { CallBackURL: 'not a url' }],
    ['AccountReference', { AccountReference: 'Thirteen char' }],
    ['TransactionDesc', { TransactionDesc: 'Fourteen chars' }],
    ['Timestamp', { Timestamp: '2025-03-01' }],
  ])('refuses an invalid %s', async (field, change) => {
    const standIn = standInWithRecorders();
    const answer = await pushed(standIn, { ...stkPush, ...change });
    expect(answer).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` },
    });
  });

  it('refuses a body that is not JSON', async () => {
    const standIn = standInWithRecorders();
    const answer = await pushed(standIn, 'nonsense' as unknown as object);
    expect(answer.status).toBe(400);
  });

  it('accepts a Buy Goods push into a till, and prompts as for a paybill', async () => {
    const standIn = standInWithRecorders();
    const answer = await pushed(standIn, {
      ...stkPush,
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: 5123456,
    });
    expect(answer).toMatchObject({ status: 200, body: { ResponseCode: '0' } });
    standIn.answerPrompts();
    expect(standIn.posted[0]?.body).toMatchObject({
      Body: { stkCallback: { CheckoutRequestID: answer.body.CheckoutRequestID, ResultCode: 0 } },
    });
    expect((await query(standIn, answer.body.CheckoutRequestID)).body.ResultCode).toBe('0');
  });

  it('refuses every push for busy, as Daraja does while the phone is in another transaction', async () => {
    const standIn = standInWithRecorders();
    standIn.control.set('busy');
    for (const push of [
      stkPush,
      { ...stkPush, TransactionType: 'CustomerBuyGoodsOnline', PartyB: 5123456 },
    ]) {
      expect(await pushed(standIn, push)).toEqual({
        status: 500,
        body: {
          requestId: expect.stringMatching(/^\d{5}-\d{8}-1$/),
          errorCode: '500.001.1001',
          errorMessage:
            'Unable to lock subscriber, a transaction is already in process for the current subscriber',
        },
      });
    }
    expect(standIn.scheduled).toEqual([]);
  });

  it('refuses every push with Daraja’s own outage answer for unavailable: nothing was prompted', async () => {
    const standIn = standInWithRecorders();
    standIn.control.set('unavailable');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await pushed(standIn);
      expect(answer).toMatchObject({
        status: 503,
        body: {
          errorCode: '500.003.02',
          errorMessage: 'System is busy. Please try again in few minutes.',
        },
      });
    }
    expect(standIn.scheduled).toEqual([]);
  });

  it.each(['busy', 'unavailable'] as const)(
    'checks the request first for %s, as Daraja does',
    async (outcome) => {
      const standIn = standInWithRecorders();
      standIn.control.set(outcome);
      const answer = await pushed(standIn, { ...stkPush, PhoneNumber: '0712345678' });
      expect(answer).toMatchObject({
        status: 400,
        body: { errorMessage: 'Bad Request - Invalid PhoneNumber' },
      });
    },
  );
});

describe('the STK query endpoint', () => {
  it('says the transaction is being processed until the shopper answers', async () => {
    const standIn = standInWithRecorders();
    const { body } = await pushed(standIn);
    expect(await query(standIn, body.CheckoutRequestID)).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
    });
    standIn.answerPrompts();
    expect(await query(standIn, body.CheckoutRequestID)).toEqual({
      status: 200,
      body: {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: body.MerchantRequestID,
        CheckoutRequestID: body.CheckoutRequestID,
        ResultCode: '0',
        ResultDesc: 'The service request is processed successfully.',
      },
    });
  });

  it.each([
    ['cancelled', '1032'],
    ['wrong-pin', '2001'],
    ['no-callback', '0'],
  ] as const)('answers %s with ResultCode %s', async (outcome, code) => {
    const standIn = standInWithRecorders();
    standIn.control.set(outcome);
    const { body } = await pushed(standIn);
    standIn.answerPrompts();
    expect((await query(standIn, body.CheckoutRequestID)).body.ResultCode).toBe(code);
  });

  it('answers each push with the outcome chosen when it was sent', async () => {
    const standIn = standInWithRecorders();
    const first = await pushed(standIn);
    standIn.control.set('cancelled');
    standIn.answerPrompts();
    expect((await query(standIn, first.body.CheckoutRequestID)).body.ResultCode).toBe('0');
  });

  it('refuses an unknown checkout request and a bad password', async () => {
    const standIn = standInWithRecorders();
    expect(await query(standIn, 'ws_CO_unknown')).toMatchObject({
      status: 400,
      body: { errorMessage: 'Bad Request - Invalid CheckoutRequestID' },
    });
    const answer = await standIn.request('POST', '/daraja/mpesa/stkpushquery/v1/query', {
      authorization: await standIn.token(),
      body: { ...signed, Password: 'wrong', CheckoutRequestID: 'ws_CO_1' },
    });
    expect(answer.status).toBe(500);
  });
});

describe('the QA control', () => {
  it('starts at paid after 1500 ms, and switches outcome and delay', async () => {
    const standIn = standInWithRecorders();
    expect(await standIn.request('GET', '/__qa/mpesa')).toEqual({
      status: 200,
      body: { outcome: 'paid', delayMs: 1500, reversal: 'ok' },
    });
    for (const outcome of mpesaOutcomes) {
      const set = await standIn.request('POST', '/__qa/mpesa', { body: { outcome, delayMs: 250 } });
      const chosen = { outcome, delayMs: 250, reversal: 'ok' };
      expect(set).toEqual({ status: 200, body: chosen });
      expect((await standIn.request('GET', '/__qa/mpesa')).body).toEqual(chosen);
    }
    await standIn.request('POST', '/__qa/mpesa', { body: { outcome: 'cancelled' } });
    expect((await standIn.request('GET', '/__qa/mpesa')).body).toEqual({
      outcome: 'cancelled',
      delayMs: 1500,
      reversal: 'ok',
    });
  });

  it('chooses how reversals end, with or without an outcome, keeping the other choice', async () => {
    const standIn = standInWithRecorders();
    await standIn.request('POST', '/__qa/mpesa', { body: { outcome: 'no-callback', delayMs: 0 } });
    expect(await standIn.request('POST', '/__qa/mpesa', { body: { reversal: 'fails' } })).toEqual({
      status: 200,
      body: { outcome: 'no-callback', delayMs: 0, reversal: 'fails' },
    });
    await standIn.request('POST', '/__qa/mpesa', { body: { outcome: 'paid', reversal: 'ok' } });
    expect((await standIn.request('GET', '/__qa/mpesa')).body).toEqual({
      outcome: 'paid',
      delayMs: 1500,
      reversal: 'ok',
    });
  });

  it.each([
    ['an unknown outcome', { outcome: 'refunded' }],
    ['no outcome', {}],
    ['a delay too long', { outcome: 'paid', delayMs: 300_001 }],
    ['a delay without an outcome', { delayMs: 1000 }],
    ['an unknown reversal', { reversal: 'maybe' }],
    ['a negative delay', { outcome: 'paid', delayMs: -1 }],
    ['a delay in words', { outcome: 'paid', delayMs: 'soon' }],
    ['a body that is not JSON', 'paid'],
    ['null', 'null'],
  ])('answers 400 for %s, naming the outcomes, and keeps the choice', async (_what, body) => {
    const standIn = standInWithRecorders();
    const answer = await standIn.request('POST', '/__qa/mpesa', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.outcomes).toEqual([...mpesaOutcomes]);
    expect(JSON.stringify(answer.body)).toContain('no-callback');
    expect((await standIn.request('GET', '/__qa/mpesa')).body).toMatchObject({
      outcome: 'paid',
      reversal: 'ok',
    });
  });

  it('accepts the longest delay: five minutes, past the local hold', async () => {
    const standIn = standInWithRecorders();
    const answer = await standIn.request('POST', '/__qa/mpesa', {
      body: { outcome: 'paid', delayMs: 300_000 },
    });
    expect(answer.status).toBe(200);
  });

  it('is restored by reset, which also drops answers still due and forgets pushes', async () => {
    const standIn = standInWithRecorders();
    standIn.control.set('wrong-pin' satisfies MpesaOutcome, 0);
    const { body } = await pushed(standIn);
    standIn.control.reset();
    standIn.answerPrompts();
    expect(standIn.posted).toEqual([]);
    expect((await standIn.request('GET', '/__qa/mpesa')).body).toEqual({
      outcome: 'paid',
      delayMs: 1500,
      reversal: 'ok',
    });
    expect((await query(standIn, body.CheckoutRequestID)).status).toBe(400);
    expect(await standIn.pushesListed()).toEqual([]);
  });
});

describe('a push whose answer is lost', () => {
  it('is accepted, listed and prompted, but a gateway’s page comes back in place of its answer', async () => {
    const standIn = standInWithRecorders();
    standIn.control.set('lost-answer', 0);
    const response = await standIn.respond('POST', '/daraja/mpesa/stkpush/v1/processrequest', {
      authorization: await standIn.token(),
      body: stkPush,
    });
    expect(response.status).toBe(504);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const [listed] = await standIn.pushesListed();
    expect(listed?.checkoutRequestId).toMatch(/^ws_CO_/);
    standIn.answerPrompts();
    const [callback] = standIn.posted as Array<{
      body: { Body: { stkCallback: Record<string, unknown> } };
    }>;
    expect(callback?.body.Body.stkCallback).toMatchObject({
      CheckoutRequestID: listed?.checkoutRequestId,
      ResultCode: 0,
    });
    expect((await query(standIn, listed?.checkoutRequestId)).body).toMatchObject({
      ResultCode: '0',
    });
  });
});

describe('the reversal endpoint', () => {
  const resultUrl = 'http://127.0.0.1:5001/demo-kenya-shop/africa-south1/mpesaReversalResult';
  const reversalOf = (transactionId: string, amount = 2300) => ({
    Initiator: 'testapi',
    SecurityCredential: 'credential',
    CommandID: 'TransactionReversal',
    TransactionID: transactionId,
    Amount: amount,
    ReceiverParty: 174379,
    RecieverIdentifierType: '11',
    ResultURL: `${resultUrl}?kind=result`,
    QueueTimeOutURL: `${resultUrl}?kind=timeout`,
    Remarks: 'Refund',
    Occasion: '',
  });

  /** A paid prompt's receipt, as its callback gave it. */
  async function paidReceipt(standIn: ReturnType<typeof standInWithRecorders>) {
    standIn.control.set('paid', 0);
    await pushed(standIn);
    standIn.answerPrompts();
    const posted = standIn.posted.splice(0) as Array<{
      body: {
        Body: {
          stkCallback: { CallbackMetadata: { Item: Array<{ Name: string; Value?: unknown }> } };
        };
      };
    }>;
    return String(
      posted[0]?.body.Body.stkCallback.CallbackMetadata.Item.find(
        (item) => item.Name === 'MpesaReceiptNumber',
      )?.Value,
    );
  }

  async function reverse(standIn: ReturnType<typeof standInWithRecorders>, body: object) {
    return standIn.request('POST', '/daraja/mpesa/reversal/v1/request', {
      authorization: await standIn.token(),
      body,
    });
  }

  it('accepts a reversal of a receipt it issued, posts its result, and lists it for QA', async () => {
    const standIn = standInWithRecorders();
    const receipt = await paidReceipt(standIn);
    const answer = await reverse(standIn, reversalOf(receipt));
    expect(answer).toMatchObject({
      status: 200,
      body: { ResponseCode: '0', ConversationID: expect.stringMatching(/^AG_/) },
    });
    standIn.answerPrompts();
    expect(standIn.posted).toEqual([
      {
        url: `${resultUrl}?kind=result`,
        body: {
          Result: expect.objectContaining({
            ResultCode: 0,
            ConversationID: answer.body.ConversationID,
            TransactionID: expect.stringMatching(/^S\w{9}$/),
          }),
        },
      },
    ]);
    expect((await standIn.request('GET', '/__qa/mpesa/reversals')).body).toEqual([
      { transactionId: receipt, amount: 2300, at: expect.any(String), result: 'ok' },
    ]);
  });

  it('fails a second reversal of one receipt, one of a receipt it never issued, and any when QA says', async () => {
    const standIn = standInWithRecorders();
    const receipt = await paidReceipt(standIn);
    const another = await paidReceipt(standIn);
    await reverse(standIn, reversalOf(receipt));
    await reverse(standIn, reversalOf(receipt));
    await reverse(standIn, reversalOf('TNOSUCH0001'));
    standIn.control.setReversal('fails');
    await reverse(standIn, reversalOf(another));
    standIn.answerPrompts();
    expect(
      (
        standIn.posted as Array<{ body: { Result: { ResultCode: unknown; ResultDesc: string } } }>
      ).map(({ body }) => [body.Result.ResultCode, body.Result.ResultDesc]),
    ).toEqual([
      [0, 'The service request is processed successfully.'],
      ['R000001', 'The transaction has already been reversed.'],
      ['R000002', 'The OriginalTransactionID is invalid.'],
      [1, 'The balance is insufficient for the transaction.'],
    ]);
    const listed = (await standIn.request('GET', '/__qa/mpesa/reversals'))
      .body as unknown as Array<{ result: string }>;
    expect(listed.map((reversal) => reversal.result)).toEqual(['ok', 'failed', 'failed', 'failed']);
  });

  it('refuses a reversal missing a field, or without a token it issued', async () => {
    const standIn = standInWithRecorders();
    const receipt = await paidReceipt(standIn);
    const withoutInitiator: Record<string, unknown> = reversalOf(receipt);
    delete withoutInitiator.Initiator;
    expect(await reverse(standIn, withoutInitiator)).toMatchObject({
      status: 400,
      body: { errorMessage: 'Bad Request - Invalid Initiator' },
    });
    expect(
      (
        await standIn.request('POST', '/daraja/mpesa/reversal/v1/request', {
          body: reversalOf(receipt),
        })
      ).status,
    ).toBe(401);
    expect((await standIn.request('GET', '/__qa/mpesa/reversals')).body).toEqual([]);
  });

  it('forgets reversals and their results on reset', async () => {
    const standIn = standInWithRecorders();
    await reverse(standIn, reversalOf(await paidReceipt(standIn)));
    standIn.control.reset();
    standIn.answerPrompts();
    expect(standIn.posted).toEqual([]);
    expect((await standIn.request('GET', '/__qa/mpesa/reversals')).body).toEqual([]);
  });
});

describe('the pushes QA reads', () => {
  const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

  it('is empty before any push', async () => {
    const standIn = standInWithRecorders();
    const response = await standIn.respond('GET', '/__qa/mpesa/pushes');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('lists each push received, oldest first, refused ones without a checkout request id', async () => {
    const standIn = standInWithRecorders();
    const before = new Date().toISOString();
    const paid = await pushed(standIn);
    standIn.control.set('busy');
    await pushed(standIn, {
      ...stkPush,
      Amount: 1,
      PhoneNumber: 254110123456,
      PartyA: 254110123456,
    });
    standIn.control.set('unavailable');
    await standIn.respond('POST', '/daraja/mpesa/stkpush/v1/processrequest', {
      authorization: await standIn.token(),
      body: { ...stkPush, AccountReference: 'Order2' },
    });
    standIn.control.set('cancelled');
    const tilled = await pushed(standIn, {
      ...stkPush,
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: 5123456,
      CallBackURL: 'https://shop.test/mpesaCallback?key=s3cret',
    });
    const listed = await standIn.pushesListed();
    expect(listed).toEqual([
      {
        checkoutRequestId: paid.body.CheckoutRequestID,
        phone: '254712345678',
        amount: 2300,
        accountReference: 'Mt1ndoOrder0',
        callbackUrl: stkPush.CallBackURL,
        at: expect.stringMatching(iso),
      },
      {
        checkoutRequestId: null,
        phone: '254110123456',
        amount: 1,
        accountReference: 'Mt1ndoOrder0',
        callbackUrl: stkPush.CallBackURL,
        at: expect.stringMatching(iso),
      },
      {
        checkoutRequestId: null,
        phone: '254712345678',
        amount: 2300,
        accountReference: 'Order2',
        callbackUrl: stkPush.CallBackURL,
        at: expect.stringMatching(iso),
      },
      {
        checkoutRequestId: tilled.body.CheckoutRequestID,
        phone: '254712345678',
        amount: 2300,
        accountReference: 'Mt1ndoOrder0',
        callbackUrl: 'https://shop.test/mpesaCallback?key=s3cret',
        at: expect.stringMatching(iso),
      },
    ]);
    // The QA contract's field order.
    expect(Object.keys(listed[0] ?? {})).toEqual([
      'checkoutRequestId',
      'phone',
      'amount',
      'accountReference',
      'callbackUrl',
      'at',
    ]);
    const times = listed.map(({ at }) => at);
    expect(times).toEqual([...times].sort());
    expect(times[0]! >= before && times.at(-1)! <= new Date().toISOString()).toBe(true);
  });

  it('leaves out a push refused for its token or its fields', async () => {
    const standIn = standInWithRecorders();
    await standIn.request('POST', '/daraja/mpesa/stkpush/v1/processrequest', { body: stkPush });
    await pushed(standIn, { ...stkPush, Amount: 0 });
    await pushed(standIn, { ...stkPush, Timestamp: '20250301120001' });
    expect(await standIn.pushesListed()).toEqual([]);
  });

  it('is emptied by reset', async () => {
    const standIn = standInWithRecorders();
    await pushed(standIn);
    standIn.control.set('busy');
    await pushed(standIn);
    expect(await standIn.pushesListed()).toHaveLength(2);
    standIn.control.reset();
    expect(await standIn.pushesListed()).toEqual([]);
    await pushed(standIn);
    expect(await standIn.pushesListed()).toHaveLength(1);
  });
});
