import { afterEach, describe, expect, it } from 'vitest';
import { darajaFromParams } from '../../src/mpesa/config';

const settings = {
  DARAJA_BASE_URL: 'https://daraja.test/daraja',
  MPESA_CONSUMER_KEY: 'consumer-key-value',
  MPESA_CONSUMER_SECRET: 'consumer-secret-value',
  MPESA_PASSKEY: 'passkey-value',
  MPESA_SHORTCODE: '174379',
  MPESA_CALLBACK_URL: 'https://shop.test/mpesaCallback',
};
const names = Object.keys(settings) as (keyof typeof settings)[];

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

describe('darajaFromParams', () => {
  it('builds the client from the params at call time', async () => {
    Object.assign(process.env, settings);
    const { send, urls, authorizations } = recordingFetch();
    await expect(
      darajaFromParams(send).stkPush({
        amount: 1,
        phone: '0712345678',
        accountReference: 'A',
        description: 'B',
      }),
    ).rejects.toThrow('No');
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
  });

  it('names the missing params, never a value', () => {
    Object.assign(process.env, settings);
    delete process.env.MPESA_PASSKEY;
    delete process.env.MPESA_CALLBACK_URL;
    let message = '';
    try {
      darajaFromParams();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('M-Pesa is not configured: set MPESA_PASSKEY, MPESA_CALLBACK_URL.');
    for (const value of Object.values(settings)) expect(message).not.toContain(value);
  });
});
