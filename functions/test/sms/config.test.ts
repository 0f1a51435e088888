import { afterEach, describe, expect, it } from 'vitest';
import { SmsError } from '../../src/sms/africas-talking';
import { smsApiKey, smsFromParams, smsSecrets } from '../../src/sms/config';

const settings = {
  SMS_BASE_URL: 'http://127.0.0.1:8080/sms',
  SMS_USERNAME: 'sandbox',
  SMS_API_KEY: 'api-key-value',
};
const names = [...Object.keys(settings), 'SMS_SENDER_ID'];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

/** Africa's Talking taking every text, recording each request. */
function acceptingFetch() {
  const requests: { url: string; apiKey: string | null; form: Record<string, string> }[] = [];
  const send: typeof fetch = async (input, init) => {
    requests.push({
      url: String(input),
      apiKey: new Headers(init?.headers).get('apiKey'),
      form: Object.fromEntries(new URLSearchParams(String(init?.body))),
    });
    return Response.json(
      {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [{ statusCode: 101, status: 'Success', messageId: 'ATXid_1' }],
        },
      },
      { status: 201 },
    );
  };
  return { send, requests };
}

const text = { to: '0712345678', message: 'Mtindo: hello.' };

describe('smsFromParams', () => {
  it('builds the client from the params at call time', async () => {
    Object.assign(process.env, settings, { SMS_SENDER_ID: 'MTINDO' });
    const { send, requests } = acceptingFetch();
    expect(await smsFromParams(send).send(text)).toEqual({ messageId: 'ATXid_1' });
    expect(requests).toEqual([
      {
        url: 'http://127.0.0.1:8080/sms/version1/messaging',
        apiKey: 'api-key-value',
        form: { username: 'sandbox', to: '+254712345678', message: text.message, from: 'MTINDO' },
      },
    ]);
  });

  it('talks to Africa’s Talking’s live API unless SMS_BASE_URL says otherwise', async () => {
    Object.assign(process.env, settings, { SMS_BASE_URL: '' });
    const { send, requests } = acceptingFetch();
    await smsFromParams(send).send(text);
    expect(requests[0]?.url).toBe('https://api.africastalking.com/version1/messaging');
    expect(requests[0]?.form).not.toHaveProperty('from');
  });

  it('keeps one client while the params stay the same, a new one when they change', () => {
    Object.assign(process.env, settings);
    const { send } = acceptingFetch();
    const first = smsFromParams(send);
    expect(smsFromParams(send)).toBe(first);
    process.env.SMS_USERNAME = 'mtindo';
    expect(smsFromParams(send)).not.toBe(first);
  });

  it('builds a client that fails each send for good, naming what is missing, never a value', async () => {
    Object.assign(process.env, settings, { SMS_USERNAME: '', SMS_API_KEY: '' });
    const { send, requests } = acceptingFetch();
    const error = await smsFromParams(send)
      .send(text)
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({
      retryable: false,
      message: 'SMS is not configured: set SMS_USERNAME, SMS_API_KEY.',
    });
    expect(requests).toEqual([]);
    process.env.SMS_USERNAME = 'sandbox';
    const onlyKey = await smsFromParams(send)
      .send(text)
      .then(
        () => null,
        (reason: unknown) => reason as Error,
      );
    expect(onlyKey).toBeInstanceOf(SmsError);
    expect(onlyKey?.message).toBe('SMS is not configured: set SMS_API_KEY.');
    expect(onlyKey?.message).not.toContain('sandbox');
  });

  it('names the API key as the secret every function that sends texts declares', () => {
    expect(smsSecrets).toEqual([smsApiKey]);
    expect(smsApiKey.name).toBe('SMS_API_KEY');
  });
});
