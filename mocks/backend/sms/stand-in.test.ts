import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmulatorAdmin } from '../emulator-admin';
import { createFront } from '../front/handlers';
import { createSmsStandIn, type SentText } from './stand-in';

const origin = 'http://127.0.0.1:8080';
const endpoint = '/sms/version1/messaging';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const text = { username: 'sandbox', to: '+254712345678', message: 'Mtindo: order sent.' };

/** A stand-in and a way to call its handlers as the shop's client would. */
function standIn(handlers = createSmsStandIn().handlers) {
  const respond = async (
    method: 'GET' | 'POST',
    path: string,
    { body, apiKey = 'local-api-key' }: { body?: string; apiKey?: string | null } = {},
  ) => {
    const headers = new Headers({
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    });
    if (apiKey !== null) headers.set('apiKey', apiKey);
    const response = await getResponse(
      handlers,
      new Request(`${origin}${path}`, { method, headers, body }),
    );
    if (!response) throw new Error(`No handler for ${method} ${path}`);
    return response;
  };
  const send = (fields: Record<string, string>, apiKey?: string | null) =>
    respond('POST', endpoint, { body: form(fields), apiKey });
  const listed = async () => (await (await respond('GET', '/__qa/sms')).json()) as SentText[];
  return { respond, send, listed };
}

/** Africa's Talking's documented answer to a text taken (docs.africastalking.com, SMS sending). */
const documented = {
  SMSMessageData: {
    Message: 'Sent to 1/1 Total Cost: KES 0.8000',
    Recipients: [
      {
        statusCode: 101,
        number: '+254711XXXYYY',
        status: 'Success',
        cost: 'KES 0.8000',
        messageId: 'ATXid_3b534efa3ea126c4893d656d61c17e59',
        messageParts: 1,
      },
    ],
  },
};

/** The shape of a JSON value: its keys and their types, recursively. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return typeof value;
}

describe('the messaging endpoint', () => {
  it('takes a text as Africa’s Talking does: 201 and its answer, with a message id and cost', async () => {
    const { send } = standIn();
    const response = await send(text);
    expect(response.status).toBe(201);
    const body = (await response.json()) as typeof documented;
    expect(shapeOf(body)).toEqual(shapeOf(documented));
    expect(body.SMSMessageData.Message).toBe('Sent to 1/1 Total Cost: KES 0.8000');
    expect(body.SMSMessageData.Recipients[0]).toMatchObject({
      statusCode: 101,
      number: '+254712345678',
      status: 'Success',
      cost: 'KES 0.8000',
      messageParts: 1,
    });
    expect(body.SMSMessageData.Recipients[0]?.messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
  });

  it('gives every text its own message id', async () => {
    const { send } = standIn();
    const ids = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const body = (await (await send(text)).json()) as typeof documented;
      ids.add(body.SMSMessageData.Recipients[0]?.messageId ?? '');
    }
    expect(ids.size).toBe(5);
  });

  it('charges each part of a text too long for one', async () => {
    const { send } = standIn();
    const gsm = (await (await send({ ...text, message: 'a'.repeat(161) })).json()) as {
      SMSMessageData: { Recipients: { cost: string; messageParts: number }[] };
    };
    expect(gsm.SMSMessageData.Recipients[0]).toMatchObject({ cost: 'KES 1.6000', messageParts: 2 });
    // One character outside GSM sends the text as UCS-2: 70 characters a part.
    const ucs2 = (await (await send({ ...text, message: `${'a'.repeat(70)}😀` })).json()) as {
      SMSMessageData: { Recipients: { messageParts: number }[] };
    };
    expect(ucs2.SMSMessageData.Recipients[0]?.messageParts).toBe(2);
  });

  it('refuses a request without an API key or username, in plain text as Africa’s Talking does', async () => {
    const { send, listed } = standIn();
    for (const response of [
      await send(text, null),
      await send(text, ' '),
      await send({ to: text.to, message: text.message }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.text()).toBe('The supplied authentication is invalid');
    }
    expect(await listed()).toEqual([]);
  });

  it('refuses a request without a message or a recipient', async () => {
    const { send, listed } = standIn();
    expect((await send({ ...text, message: '' })).status).toBe(400);
    expect((await send({ username: 'sandbox', message: 'Hello' })).status).toBe(400);
    expect((await send({ ...text, to: ' , ' })).status).toBe(400);
    expect(await listed()).toEqual([]);
  });

  it('answers InvalidPhoneNumber for a number that is not +254 mobile, and sends it nothing', async () => {
    const { send, listed } = standIn();
    for (const to of ['0712345678', '254712345678', '+254212345678', '+255712345678']) {
      const response = await send({ ...text, to });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [
            {
              statusCode: 403,
              number: to,
              status: 'InvalidPhoneNumber',
              cost: '0',
              messageId: 'None',
            },
          ],
        },
      });
    }
    expect(await listed()).toEqual([]);
  });

  it('sends to each number of a comma-separated list it can', async () => {
    const { send, listed } = standIn();
    const body = (await (
      await send({ ...text, to: '+254712345678,0700,+254110123456' })
    ).json()) as { SMSMessageData: { Message: string; Recipients: { statusCode: number }[] } };
    expect(body.SMSMessageData.Message).toBe('Sent to 2/3 Total Cost: KES 1.6000');
    expect(body.SMSMessageData.Recipients.map((recipient) => recipient.statusCode)).toEqual([
      101, 403, 101,
    ]);
    expect((await listed()).map((sent) => sent.to)).toEqual(['+254712345678', '+254110123456']);
  });
});

describe('the texts QA reads', () => {
  it('is empty before any text', async () => {
    const { respond } = standIn();
    const response = await respond('GET', '/__qa/sms', { apiKey: null });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('lists every text taken, oldest first, with the number, the words and when', async () => {
    const { send, listed } = standIn();
    const before = Date.now();
    await send({ ...text, message: 'first' });
    await send({ ...text, to: '+254110123456', message: 'second' });
    const texts = await listed();
    expect(texts.map(({ to, message }) => ({ to, message }))).toEqual([
      { to: '+254712345678', message: 'first' },
      { to: '+254110123456', message: 'second' },
    ]);
    for (const { at } of texts) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(at).toISOString()).toBe(at);
    }
  });

  it('keeps the newest 500 in a long run', async () => {
    const { send, listed } = standIn();
    for (let index = 0; index < 505; index += 1) {
      await send({ ...text, message: `text ${index}` });
    }
    const texts = await listed();
    expect(texts).toHaveLength(500);
    expect(texts[0]?.message).toBe('text 5');
    expect(texts.at(-1)?.message).toBe('text 504');
  });

  it('is emptied by reset', async () => {
    const sms = createSmsStandIn();
    const { send, listed } = standIn(sms.handlers);
    await send(text);
    expect(sms.sent()).toHaveLength(1);
    sms.reset();
    expect(await listed()).toEqual([]);
    expect(sms.sent()).toEqual([]);
  });
});

describe('on the QA front', () => {
  const unused = () => Promise.reject(new Error('The emulator is not used here'));
  // The front's reset clears the emulator too: here, a stand-in for it that holds nothing.
  const noEmulator: EmulatorAdmin = {
    url: 'http://127.0.0.1:9',
    projectId: 'demo-kenya-shop',
    reset: () => Promise.resolve(),
    restore: () => Promise.resolve(),
    clear: unused,
    seed: unused,
    get: unused,
    list: unused,
    put: unused,
    remove: unused,
    loadRules: unused,
  };

  it('takes texts under /sms, lists them at /__qa/sms, and empties them on POST /__qa/reset', async () => {
    const front = createFront({ port: 8080, admin: noEmulator, seed: () => ({}) });
    const { send, listed, respond } = standIn(front.handlers);
    expect((await send(text)).status).toBe(201);
    expect((await listed()).map((sent) => sent.message)).toEqual([text.message]);
    expect((await respond('POST', '/__qa/reset')).status).toBe(204);
    expect(await listed()).toEqual([]);
  });
});
