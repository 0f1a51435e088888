import { afterEach, describe, expect, it } from 'vitest';
import {
  callbackKeyMatches,
  darajaFromParams,
  mpesaCallbackSecret,
  mpesaSecrets,
  reversalKeyMatches,
  reversalSecrets,
} from '../../src/mpesa/config';

const settings = {
  DARAJA_BASE_URL: 'https://daraja.test/daraja',
  MPESA_CONSUMER_KEY: 'consumer-key-value',
  MPESA_CONSUMER_SECRET: 'consumer-secret-value',
  MPESA_PASSKEY: 'passkey-value',
  MPESA_SHORTCODE: '174379',
  MPESA_CALLBACK_URL: 'https://shop.test/mpesaCallback',
  MPESA_CALLBACK_SECRET: 'callback-secret-value',
};
const reversalSettings = {
  MPESA_INITIATOR_NAME: 'testapi',
  MPESA_SECURITY_CREDENTIAL: 'security-credential-value',
  MPESA_REVERSAL_RESULT_URL: 'https://shop.test/mpesaReversalResult',
  MPESA_REVERSAL_SECRET: 'reversal-secret-value',
};
const names = [
  ...Object.keys(settings),
  ...Object.keys(reversalSettings),
  'MPESA_TRANSACTION_TYPE',
  'MPESA_TILL_NUMBER',
  'FUNCTIONS_EMULATOR',
  'DARAJA_TIMEOUT_SECONDS',
];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

function recordingFetch() {
  const urls: string[] = [];
  const authorizations: (string | null)[] = [];
  const send: typeof fetch = async (input, init) => {
    urls.push(String(input));
    authorizations.push(new Headers(init?.headers).get('authorization'));
    return new Response(JSON.stringify({ errorCode: '400.008.01', errorMessage: 'No' }), {
      status: 400,
    });
  };
  return { send, urls, authorizations };
}

/** A Daraja that accepts every push, recording the push bodies. */
function acceptingFetch() {
  const pushes: Record<string, unknown>[] = [];
  const send: typeof fetch = async (input, init) => {
    if (String(input).includes('/oauth/')) {
      return Response.json({ access_token: 'token', expires_in: '3599' });
    }
    pushes.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return Response.json({ ResponseCode: '0', CheckoutRequestID: 'ws_CO_1' });
  };
  return { send, pushes };
}

const push = { amount: 1, phone: '0712345678', accountReference: 'A', description: 'B' };

/** The message darajaFromParams throws, or '' when it builds a client. */
function configurationError(): string {
  try {
    darajaFromParams();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('darajaFromParams', () => {
  it('builds the client from the params at call time', async () => {
    Object.assign(process.env, settings);
    const { send, urls, authorizations } = recordingFetch();
    await expect(darajaFromParams(send).stkPush(push)).rejects.toThrow('No');
    expect(urls).toEqual([
      'https://daraja.test/daraja/oauth/v1/generate?grant_type=client_credentials',
    ]);
    expect(authorizations).toEqual([`Basic ${btoa('consumer-key-value:consumer-secret-value')}`]);
  });

  it('keeps one client while the params stay the same, a new one when they change', () => {
    Object.assign(process.env, settings);
    const { send } = recordingFetch();
    const first = darajaFromParams(send);
    expect(darajaFromParams(send)).toBe(first);
    process.env.MPESA_PASSKEY = 'rotated-passkey';
    expect(darajaFromParams(send)).not.toBe(first);
    const second = darajaFromParams(send);
    process.env.MPESA_CALLBACK_SECRET = 'rotated-callback-secret';
    expect(darajaFromParams(send)).not.toBe(second);
  });

  it('names the missing params, never a value', () => {
    Object.assign(process.env, settings);
    delete process.env.MPESA_PASSKEY;
    delete process.env.MPESA_CALLBACK_URL;
    const message = configurationError();
    expect(message).toBe('M-Pesa is not configured: set MPESA_PASSKEY, MPESA_CALLBACK_URL.');
    for (const value of Object.values(settings)) expect(message).not.toContain(value);
  });

  it('needs the callback secret', () => {
    Object.assign(process.env, settings);
    delete process.env.MPESA_CALLBACK_SECRET;
    expect(configurationError()).toBe('M-Pesa is not configured: set MPESA_CALLBACK_SECRET.');
  });

  it('pays into the shortcode as a PayBill by default, the secret in the callback URL', async () => {
    Object.assign(process.env, settings);
    const { send, pushes } = acceptingFetch();
    await darajaFromParams(send).stkPush(push);
    expect(pushes[0]).toMatchObject({
      BusinessShortCode: 174379,
      TransactionType: 'CustomerPayBillOnline',
      PartyB: 174379,
      CallBackURL: 'https://shop.test/mpesaCallback?key=callback-secret-value',
    });
    process.env.MPESA_TRANSACTION_TYPE = 'paybill';
    await darajaFromParams(send).stkPush(push);
    expect(pushes[1]).toMatchObject({ TransactionType: 'CustomerPayBillOnline', PartyB: 174379 });
  });

  it('keeps the callback URL’s own query and encodes the key', async () => {
    Object.assign(process.env, settings, {
      MPESA_CALLBACK_URL: 'https://shop.test/mpesaCallback?source=daraja',
      MPESA_CALLBACK_SECRET: 'a&b=c d',
    });
    const { send, pushes } = acceptingFetch();
    await darajaFromParams(send).stkPush(push);
    const url = new URL(String(pushes[0]?.CallBackURL));
    expect(url.searchParams.get('source')).toBe('daraja');
    expect(url.searchParams.get('key')).toBe('a&b=c d');
  });

  it('pays into the till for Buy Goods, signed with the store number', async () => {
    Object.assign(process.env, settings, {
      MPESA_SHORTCODE: '7654321',
      MPESA_TRANSACTION_TYPE: 'buy-goods',
      MPESA_TILL_NUMBER: '5123456',
    });
    const { send, pushes } = acceptingFetch();
    await darajaFromParams(send).stkPush(push);
    expect(pushes[0]).toMatchObject({
      BusinessShortCode: 7654321,
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: 5123456,
    });
  });

  it('needs the till number for Buy Goods only', () => {
    Object.assign(process.env, settings, { MPESA_TRANSACTION_TYPE: 'buy-goods' });
    expect(configurationError()).toBe('M-Pesa is not configured: set MPESA_TILL_NUMBER.');
    process.env.MPESA_TRANSACTION_TYPE = 'paybill';
    expect(configurationError()).toBe('');
  });

  it('refuses another transaction type, naming the param, not the value', () => {
    Object.assign(process.env, settings, { MPESA_TRANSACTION_TYPE: 'till-7654321' });
    const message = configurationError();
    expect(message).toBe(
      'M-Pesa is not configured: MPESA_TRANSACTION_TYPE must be paybill or buy-goods.',
    );
  });

  it('refuses a callback URL that is not HTTPS outside the emulator, without printing it', () => {
    const local = 'http://127.0.0.1:5001/demo-kenya-shop/africa-south1/mpesaCallback';
    Object.assign(process.env, settings, { MPESA_CALLBACK_URL: local });
    const message = configurationError();
    expect(message).toBe('M-Pesa is not configured: MPESA_CALLBACK_URL must be an https:// URL.');
    expect(message).not.toContain('127.0.0.1');
    process.env.FUNCTIONS_EMULATOR = 'false';
    expect(configurationError()).toBe(message);
  });

  it('accepts a plain HTTP callback URL in the Functions emulator', async () => {
    const local = 'http://127.0.0.1:5001/demo-kenya-shop/africa-south1/mpesaCallback';
    Object.assign(process.env, settings, { MPESA_CALLBACK_URL: local, FUNCTIONS_EMULATOR: 'true' });
    const { send, pushes } = acceptingFetch();
    await darajaFromParams(send).stkPush(push);
    expect(pushes[0]?.CallBackURL).toBe(`${local}?key=callback-secret-value`);
  });

  it('refuses a callback URL that is not a URL, even in the emulator', () => {
    Object.assign(process.env, settings, {
      MPESA_CALLBACK_URL: 'shop.test/mpesaCallback',
      FUNCTIONS_EMULATOR: 'true',
    });
    const message = configurationError();
    expect(message).toBe('M-Pesa is not configured: MPESA_CALLBACK_URL must be a URL.');
    expect(message).not.toContain('shop.test');
  });
});

describe('callbackKeyMatches', () => {
  it('is declared with the functions that use Daraja', () => {
    expect(mpesaSecrets).toContain(mpesaCallbackSecret);
  });

  it('matches the callback secret only', () => {
    Object.assign(process.env, settings);
    expect(callbackKeyMatches('callback-secret-value')).toBe(true);
    for (const key of [undefined, '', 'callback-secret-valu', 'callback-secret-value ', 'x']) {
      expect(callbackKeyMatches(key)).toBe(false);
    }
  });

  it('matches nothing while the secret is unset', () => {
    expect(callbackKeyMatches('')).toBe(false);
    expect(callbackKeyMatches(undefined)).toBe(false);
  });
});

describe('refunds by M-Pesa', () => {
  /** A Daraja that accepts every reversal, recording the reversal bodies. */
  function acceptingReversals() {
    const reversals: Record<string, unknown>[] = [];
    const send: typeof fetch = async (input, init) => {
      if (String(input).includes('/oauth/')) {
        return Response.json({ access_token: 'token', expires_in: '3599' });
      }
      reversals.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return Response.json({ ResponseCode: '0', ConversationID: 'AG_1' });
    };
    return { send, reversals };
  }
  const reversal = {
    transactionId: 'TXB1C2D3E4',
    amount: 5300,
    remarks: 'Refund',
    resultQuery: { refund: 'ws_CO_1', attempt: '1' },
  };

  it('are set up by the initiator, its credential, the result URL and its secret, all four', () => {
    Object.assign(process.env, settings);
    expect(darajaFromParams().reversals).toBe(false);
    for (const missing of Object.keys(reversalSettings)) {
      Object.assign(process.env, reversalSettings);
      delete process.env[missing];
      expect(darajaFromParams().reversals, missing).toBe(false);
    }
    Object.assign(process.env, reversalSettings);
    expect(darajaFromParams().reversals).toBe(true);
  });

  it('send the reversal with its keyed result and timeout URLs naming the refund', async () => {
    Object.assign(process.env, settings, reversalSettings);
    const { send, reversals } = acceptingReversals();
    await darajaFromParams(send).reverse(reversal);
    expect(reversals[0]).toMatchObject({
      Initiator: 'testapi',
      SecurityCredential: 'security-credential-value',
      CommandID: 'TransactionReversal',
      TransactionID: 'TXB1C2D3E4',
      Amount: 5300,
      ReceiverParty: 174379,
      ResultURL:
        'https://shop.test/mpesaReversalResult?key=reversal-secret-value&refund=ws_CO_1&attempt=1&kind=result',
      QueueTimeOutURL:
        'https://shop.test/mpesaReversalResult?key=reversal-secret-value&refund=ws_CO_1&attempt=1&kind=timeout',
    });
  });

  it('need their secrets declared with the functions that send them or read their results', () => {
    expect(reversalSecrets.map((secret) => secret.name)).toEqual([
      'MPESA_SECURITY_CREDENTIAL',
      'MPESA_REVERSAL_SECRET',
    ]);
  });

  it('take a result only with the reversal secret', () => {
    Object.assign(process.env, settings, reversalSettings);
    expect(reversalKeyMatches('reversal-secret-value')).toBe(true);
    for (const key of [undefined, '', 'callback-secret-value', 'reversal-secret-valu']) {
      expect(reversalKeyMatches(key)).toBe(false);
    }
  });
});

describe('the Daraja timeout', () => {
  it('is DARAJA_TIMEOUT_SECONDS, 15 s unless set', async () => {
    Object.assign(process.env, settings, { DARAJA_TIMEOUT_SECONDS: '1' });
    let aborted = 0;
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = Date.now();
          reject(init.signal?.reason);
        });
      });
    const started = Date.now();
    const error = await darajaFromParams(hanging)
      .stkPush(push)
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ reason: 'unavailable' });
    expect(aborted - started).toBeGreaterThanOrEqual(900);
  });
});
