import { describe, expect, it } from 'vitest';
import {
  createDarajaClient,
  DarajaError,
  darajaPassword,
  darajaTimestamp,
  wholeShillings,
  type DarajaConfig,
} from '../../src/mpesa/daraja';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
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
  answer: (sent: Sent, index: number) => Response,
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
    callbackUrl: 'https://shop.example/mpesaCallback',
    now: () => clock,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const record: Sent = {
        url: String(input),
        method: init?.method ?? 'GET',
        authorization: headers.get('authorization'),
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
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

const tokenThen = (after: (sent: Sent) => Response) => (sent: Sent) =>
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
    await expect(client.stkPush(push)).rejects.toThrow('Invalid Authentication passed');
    expect(sent).toHaveLength(1);
  });

  it('throws when Daraja cannot be reached, and for an HTML error page', async () => {
    const offline = fakeDaraja(() => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.client.stkPush(push)).rejects.toThrow(
      'Daraja could not be reached: fetch failed',
    );
    const broken = fakeDaraja(
      tokenThen(() => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(broken.client.stkPush(push)).rejects.toThrow('The STK push answered HTTP 502');
  });

  it('refuses a phone that is not a Kenyan mobile before calling Daraja', async () => {
    const { client, sent } = fakeDaraja(tokenThen(() => json(accepted)));
    await expect(client.stkPush({ ...push, phone: '+255 712 345 678' })).rejects.toMatchObject({
      code: 'invalid-phone',
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
    await expect(client.stkQuery('ws_CO_1')).rejects.toThrow('Unable to lock subscriber');
  });
});
