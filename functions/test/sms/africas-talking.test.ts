import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSmsStandIn } from '../../../mocks/backend/sms/stand-in';
import {
  createSmsClient,
  SmsError,
  type SmsClient,
  type SmsConfig,
} from '../../src/sms/africas-talking';

const settings = {
  baseUrl: 'https://sms.test/sms',
  username: 'sandbox',
  apiKey: 'test-api-key',
} satisfies SmsConfig;
const text = { to: '0712 345 678', message: 'Mtindo: order Hq3kT0rDeR2024xYz91A is on its way.' };

/** A client of the local stand-in, over MSW's `getResponse`. */
function viaStandIn(overrides: Partial<SmsConfig> = {}) {
  const standIn = createSmsStandIn();
  const client = createSmsClient({
    ...settings,
    fetch: async (input, init) =>
      (await getResponse(standIn.handlers, new Request(input, init))) ??
      new Response('No such endpoint', { status: 404 }),
    ...overrides,
  });
  return { standIn, client };
}

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  form: URLSearchParams;
  signal: AbortSignal | null;
}

/** A client whose Africa's Talking answers from `answer`, recording every request. */
function fakeAfricasTalking(
  answer: (sent: Sent) => Response | Promise<Response>,
  overrides: Partial<SmsConfig> = {},
) {
  const sent: Sent[] = [];
  const client = createSmsClient({
    ...settings,
    fetch: async (input, init) => {
      const record: Sent = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        form: new URLSearchParams(String(init?.body ?? '')),
        signal: init?.signal ?? null,
      };
      sent.push(record);
      return answer(record);
    },
    ...overrides,
  });
  return { client, sent };
}

/** Africa's Talking's answer for one recipient (docs.africastalking.com, SMS sending). */
const recipientAnswer = (statusCode: number, status: string, messageId = 'None') =>
  Response.json(
    {
      SMSMessageData: {
        Message:
          statusCode < 200 ? 'Sent to 1/1 Total Cost: KES 0.8000' : 'Sent to 0/1 Total Cost: 0',
        Recipients: [
          {
            statusCode,
            number: '+254712345678',
            status,
            cost: statusCode < 200 ? 'KES 0.8000' : '0',
            messageId,
          },
        ],
      },
    },
    { status: 201 },
  );

/** The SmsError a send fails with. */
async function failure(client: SmsClient, message = text): Promise<SmsError> {
  const error = await client.send(message).then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe('the SMS client against the stand-in', () => {
  it('sends a text to the shopper’s number in +254 form and answers its message id', async () => {
    const { standIn, client } = viaStandIn();
    const { messageId } = await client.send(text);
    expect(messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    expect(standIn.sent()).toEqual([
      { to: '+254712345678', message: text.message, at: expect.any(String) },
    ]);
  });

  it('sends a text as long as one SMS whole, extension characters and all', async () => {
    const { standIn, client } = viaStandIn();
    const message = `Mtindo: {order} €5 ~ [ok] ${'a'.repeat(120)}`;
    await client.send({ to: '+254 110 123 456', message });
    expect(standIn.sent().map(({ to, message: words }) => ({ to, words }))).toEqual([
      { to: '+254110123456', words: message },
    ]);
  });

  it('fails for good when Africa’s Talking refuses its credentials', async () => {
    const { standIn, client } = viaStandIn({ apiKey: '' });
    const error = await failure(client);
    expect(error).toMatchObject({ retryable: false, httpStatus: 401, statusCode: null });
    expect(error.message).toContain('The supplied authentication is invalid');
    expect(standIn.sent()).toEqual([]);
  });
});

describe('the SMS client’s request', () => {
  it('posts the form Africa’s Talking’s bulk messaging API takes, with the API key header', async () => {
    const { client, sent } = fakeAfricasTalking(() => recipientAnswer(101, 'Success', 'ATXid_1'), {
      baseUrl: 'https://api.sandbox.africastalking.com/',
      senderId: 'MTINDO',
    });
    expect(await client.send(text)).toEqual({ messageId: 'ATXid_1' });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe('https://api.sandbox.africastalking.com/version1/messaging');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('apiKey')).toBe('test-api-key');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(request?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      username: 'sandbox',
      to: '+254712345678',
      message: text.message,
      from: 'MTINDO',
    });
    expect(request?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no `from` without a sender id', async () => {
    const { client, sent } = fakeAfricasTalking(() => recipientAnswer(101, 'Success'));
    await client.send(text);
    expect(sent[0]?.form.has('from')).toBe(false);
  });

  it('sends nothing to a number that is not a Kenyan mobile, nor an empty text, for good', async () => {
    const { client, sent } = fakeAfricasTalking(() => recipientAnswer(101, 'Success'));
    expect(await failure(client, { to: '020 123 4567', message: 'Hello' })).toMatchObject({
      retryable: false,
    });
    expect(await failure(client, { to: '0712345678', message: '' })).toMatchObject({
      retryable: false,
    });
    expect(sent).toEqual([]);
  });
});

describe('the SMS client’s reading of answers', () => {
  it.each([
    [100, 'Processed'],
    [101, 'Success'],
    [102, 'Queued'],
  ])('takes statusCode %d (%s) as sent', async (statusCode, status) => {
    const { client } = fakeAfricasTalking(() => recipientAnswer(statusCode, status, 'ATXid_2'));
    expect(await client.send(text)).toEqual({ messageId: 'ATXid_2' });
  });

  it('answers no message id where Africa’s Talking gives none', async () => {
    const { client } = fakeAfricasTalking(() => recipientAnswer(101, 'Success', 'None'));
    expect(await client.send(text)).toEqual({ messageId: null });
  });

  it.each([
    [403, 'InvalidPhoneNumber'],
    [405, 'InsufficientBalance'],
    [406, 'UserInBlacklist'],
    [401, 'RiskHold'],
    [402, 'InvalidSenderId'],
    [404, 'UnsupportedNumberType'],
    [407, 'CouldNotRoute'],
    [409, 'DoNotDisturbRejection'],
    [502, 'RejectedByGateway'],
  ])('fails for good on statusCode %d (%s)', async (statusCode, status) => {
    const { client } = fakeAfricasTalking(() => recipientAnswer(statusCode, status));
    const error = await failure(client);
    expect(error).toMatchObject({ retryable: false, statusCode, httpStatus: 201 });
    expect(error.message).toContain(status);
  });

  it.each([
    [500, 'InternalServerError'],
    [501, 'GatewayError'],
    [499, 'SomethingNew'],
  ])('fails to be tried again on statusCode %d (%s)', async (statusCode, status) => {
    const { client } = fakeAfricasTalking(() => recipientAnswer(statusCode, status));
    expect(await failure(client)).toMatchObject({ retryable: true, statusCode });
  });

  it('fails for good on a request refused as a whole, with no recipient listed', async () => {
    const { client } = fakeAfricasTalking(() =>
      Response.json(
        { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } },
        { status: 201 },
      ),
    );
    const error = await failure(client);
    expect(error).toMatchObject({ retryable: false });
    expect(error.message).toContain('InvalidSenderId');
  });

  it.each([500, 502, 503, 504, 429, 408])('fails to be tried again on HTTP %d', async (status) => {
    const { client } = fakeAfricasTalking(() => new Response('Service Unavailable', { status }));
    expect(await failure(client)).toMatchObject({ retryable: true, httpStatus: status });
  });

  it.each([400, 401, 403, 404])(
    'fails for good on HTTP %d, saying what it was told',
    async (status) => {
      const { client } = fakeAfricasTalking(
        () => new Response('Request is missing required form field', { status }),
      );
      const error = await failure(client);
      expect(error).toMatchObject({ retryable: false, httpStatus: status });
      expect(error.message).toContain('Request is missing required form field');
    },
  );

  it('fails to be tried again on an answer that is not Africa’s Talking’s JSON', async () => {
    const { client } = fakeAfricasTalking(
      () => new Response('<html>Bad gateway</html>', { status: 200 }),
    );
    expect(await failure(client)).toMatchObject({ retryable: true });
  });

  it('fails to be tried again when Africa’s Talking cannot be reached', async () => {
    const { client } = fakeAfricasTalking(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(client);
    expect(error).toMatchObject({ retryable: true, httpStatus: null });
    expect(error.message).toContain('fetch failed');
  });

  it('gives up on an answer that does not come in time, to be tried again', async () => {
    const { client } = fakeAfricasTalking(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
      { timeoutMs: 30 },
    );
    const error = await failure(client);
    expect(error).toMatchObject({ retryable: true });
    expect(error.message).toBe("Africa's Talking did not answer within 30 ms.");
  });
});
