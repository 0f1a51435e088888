/**
 * The shopper's texts (functions/src/sms/outbox.ts) on the Firestore emulator, sent through the
 * SMS stand-in or a scripted Africa's Talking: one text per order and event whatever happens
 * twice, sent when due, tried again with backoff after a failure worth it, given up after the
 * limit or at once when refused for good, and no failure ever thrown at the caller.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderText, type TextEvent } from '@model/order/messages';
import { createSmsStandIn } from '../../../mocks/backend/sms/stand-in';
import { createSmsClient, SmsError, type SmsClient } from '../../src/sms/africas-talking';
import {
  firstRetryMs,
  longestRetryMs,
  maxTextAttempts,
  notificationsCollection,
  queueText,
  readQueued,
  readText,
  retryAfterMs,
  sendDueTexts,
  sendingLeaseMs,
  sendTextNow,
  textId,
  type QueuedText,
  type TextContext,
} from '../../src/sms/outbox';
import { emulatorFirestore } from '../emulator-firestore';

const db = emulatorFirestore('demo-functions-sms-outbox');

const orderId = 'Hq3kT0rDeR2024xYz91A';
const startOfTest = new Date('2025-03-01T06:00:00Z');
const phone = '+254712345678';

let current = startOfTest;
const now = () => current;
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};

const standIn = createSmsStandIn();
const viaStandIn = createSmsClient({
  baseUrl: 'https://sms.test/sms',
  username: 'sandbox',
  apiKey: 'test-api-key',
  fetch: async (input, init) =>
    (await getResponse(standIn.handlers, new Request(input, init))) ??
    new Response('No such endpoint', { status: 404 }),
});

/** An Africa's Talking that answers each send with the next of `answers`, then takes every text. */
function scripted(...answers: Error[]) {
  const sends: string[] = [];
  const client: SmsClient = {
    async send({ message }) {
      sends.push(message);
      const answer = answers.shift();
      if (answer) throw answer;
      return { messageId: `ATXid_${sends.length}` };
    },
  };
  return { client, sends };
}

const context = (sms: SmsClient = viaStandIn): TextContext => ({ db, sms, now });

const paidText = (at = now()): QueuedText => ({
  orderId,
  event: 'paid',
  to: phone,
  message: orderText('Mtindo', { event: 'paid', orderNumber: 'MT-4K7Q2P', total: 4700 }),
  at,
});

/** Queues the text as an order function does: one read, then one write, in its transaction. */
function queueOnce(store: Firestore, text = paidText()) {
  return store.runTransaction(async (transaction) => {
    if (await readQueued(transaction, store, text.orderId, text.event)) return null;
    return queueText(transaction, store, text);
  });
}

async function storedText(event: TextEvent = 'paid') {
  const snapshot = await db.collection(notificationsCollection).doc(textId(orderId, event)).get();
  return readText(snapshot.data());
}

/** When the stored text may be sent next, as milliseconds from now; null when never. */
async function dueIn(event: TextEvent = 'paid') {
  const next = (await storedText(event))?.nextAttemptAt;
  return next ? next.toMillis() - now().getTime() : null;
}

beforeEach(() => {
  current = startOfTest;
  standIn.reset();
  vi.spyOn(logger, 'warn').mockImplementation(() => {});
  vi.spyOn(logger, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('queueing a text', () => {
  it('keeps one record per order and event, due from the change it tells of', async () => {
    expect(await queueOnce(db)).toBe(`${orderId}-paid`);
    expect(await storedText()).toEqual({
      orderId,
      event: 'paid',
      to: phone,
      message: paidText().message,
      state: 'queued',
      attempts: 0,
      queuedAt: expect.anything(),
      nextAttemptAt: expect.anything(),
      sentAt: null,
      messageId: null,
      lastError: null,
    });
    expect(await dueIn()).toBe(0);
  });

  it('queues a text twice for the same order and event only once, and sends it once', async () => {
    expect(await queueOnce(db)).not.toBeNull();
    expect(await queueOnce(db, { ...paidText(), message: 'A second version' })).toBeNull();
    expect(await sendDueTexts(context())).toMatchObject({ sent: 1 });
    expect(await queueOnce(db)).toBeNull();
    expect(await sendDueTexts(context())).toMatchObject({ sent: 0 });
    expect(standIn.sent().map((text) => text.message)).toEqual([paidText().message]);
  });

  it('queues once when two transactions race for the same order and event', async () => {
    const results = await Promise.all([queueOnce(db), queueOnce(db), queueOnce(db)]);
    expect(results.filter((id) => id !== null)).toEqual([`${orderId}-paid`]);
    expect((await db.collection(notificationsCollection).get()).size).toBe(1);
  });

  it('refuses to queue over a text already there, so a sent text is never queued again', async () => {
    await queueOnce(db);
    await sendTextNow(context(), textId(orderId, 'paid'));
    const again = db.runTransaction(async (transaction) => {
      queueText(transaction, db, paidText());
    });
    await expect(again).rejects.toThrow();
    expect(await storedText()).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('keeps the texts of different events of one order apart', async () => {
    await queueOnce(db);
    await queueOnce(db, { ...paidText(), event: 'dispatched', message: 'On its way' });
    expect(await sendDueTexts(context())).toMatchObject({ sent: 2 });
    // Due texts are sent side by side: in no particular order.
    expect(
      standIn
        .sent()
        .map((text) => text.message)
        .sort(),
    ).toEqual(['On its way', paidText().message].sort());
  });
});

describe('sending a text just queued', () => {
  it('sends it and records Africa’s Talking’s message id and when', async () => {
    const id = await queueOnce(db);
    expect(await sendTextNow(context(), id ?? '')).toBe('sent');
    expect(standIn.sent()).toEqual([
      { to: phone, message: paidText().message, at: expect.any(String) },
    ]);
    const text = await storedText();
    expect(text).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(text?.messageId).toMatch(/^ATXid_/);
    expect(text?.sentAt?.toDate()).toEqual(startOfTest);
    expect(text?.nextAttemptAt).toBeUndefined();
  });

  it('sends nothing for a text not due yet, or already sent', async () => {
    const id = (await queueOnce(db, paidText(new Date(startOfTest.getTime() + 5000)))) ?? '';
    expect(await sendTextNow(context(), id)).toBe('not-due');
    advance(5000);
    expect(await sendTextNow(context(), id)).toBe('sent');
    expect(await sendTextNow(context(), id)).toBe('not-due');
    expect(standIn.sent()).toHaveLength(1);
  });

  it('never throws: a record it cannot read or write is left to the sweep', async () => {
    const broken = {
      runTransaction: () => Promise.reject(new Error('Firestore is down')),
      collection: db.collection.bind(db),
    } as unknown as Firestore;
    await queueOnce(db);
    expect(await sendTextNow({ db: broken, sms: viaStandIn, now }, textId(orderId, 'paid'))).toBe(
      null,
    );
    expect(logger.error).toHaveBeenCalled();
    expect(await sendDueTexts(context())).toMatchObject({ sent: 1 });
  });
});

describe('the sweep', () => {
  it('sends every queued text whose time has come, and none before', async () => {
    await queueOnce(db);
    await queueOnce(db, {
      ...paidText(new Date(startOfTest.getTime() + 60_000)),
      event: 'cancelled',
      message: 'Cancelled',
    });
    expect(await sendDueTexts(context())).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
      notDue: 0,
      errors: 0,
    });
    advance(59_999);
    expect(await sendDueTexts(context())).toMatchObject({ sent: 0 });
    advance(1);
    expect(await sendDueTexts(context())).toMatchObject({ sent: 1 });
    expect(standIn.sent().map((text) => text.message)).toEqual([paidText().message, 'Cancelled']);
  });

  it('does not send a text another sender is sending', async () => {
    await queueOnce(db);
    let answer: () => void = () => {};
    const slow: SmsClient = {
      send: () =>
        new Promise((resolve) => {
          answer = () => resolve({ messageId: 'ATXid_slow' });
        }),
    };
    const sending = sendTextNow(context(slow), textId(orderId, 'paid'));
    await vi.waitFor(async () => expect(await storedText()).toMatchObject({ attempts: 1 }));
    expect(await dueIn()).toBe(sendingLeaseMs);
    expect(await sendDueTexts(context())).toMatchObject({ sent: 0 });
    answer();
    expect(await sending).toBe('sent');
    expect(standIn.sent()).toEqual([]);
    expect(await storedText()).toMatchObject({ state: 'sent', messageId: 'ATXid_slow' });
  });

  it('tries a text again after a failure worth it, 30 s later, then sends it', async () => {
    await queueOnce(db);
    const { client, sends } = scripted(new SmsError('Africa’s Talking answered HTTP 503.', true));
    expect(await sendDueTexts(context(client))).toMatchObject({ retrying: 1, sent: 0 });
    expect(await storedText()).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: 'Africa’s Talking answered HTTP 503.',
    });
    expect(await dueIn()).toBe(firstRetryMs);
    advance(firstRetryMs - 1);
    expect(await sendDueTexts(context(client))).toMatchObject({ sent: 0, retrying: 0 });
    advance(1);
    expect(await sendDueTexts(context(client))).toMatchObject({ sent: 1 });
    expect(sends).toHaveLength(2);
    expect(await storedText()).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('doubles the wait after each failure, and gives up after the limit', async () => {
    await queueOnce(db);
    const failures = Array.from(
      { length: maxTextAttempts },
      () => new SmsError('Africa’s Talking could not be reached: fetch failed', true),
    );
    const { client, sends } = scripted(...failures);
    const waits: (number | null)[] = [];
    for (let attempt = 1; attempt <= maxTextAttempts; attempt += 1) {
      await sendDueTexts(context(client));
      const wait = await dueIn();
      waits.push(wait);
      advance(wait ?? 0);
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, null]);
    expect(sends).toHaveLength(maxTextAttempts);
    expect(await storedText()).toMatchObject({
      state: 'failed',
      attempts: maxTextAttempts,
      lastError: 'Africa’s Talking could not be reached: fetch failed',
    });
    advance(longestRetryMs);
    expect(await sendDueTexts(context(client))).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
    expect(sends).toHaveLength(maxTextAttempts);
  });

  it('waits an hour at most between tries', () => {
    expect([1, 2, 7, 8, 12].map(retryAfterMs)).toEqual([
      30_000,
      60_000,
      1_920_000,
      longestRetryMs,
      longestRetryMs,
    ]);
  });

  it('gives a text up at once when Africa’s Talking refuses it for good', async () => {
    await queueOnce(db);
    const { client, sends } = scripted(
      new SmsError('Africa’s Talking did not send the text: InvalidPhoneNumber (403).', false, 403),
    );
    expect(await sendDueTexts(context(client))).toMatchObject({ failed: 1 });
    expect(await storedText()).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Africa’s Talking did not send the text: InvalidPhoneNumber (403).',
    });
    expect(await dueIn()).toBeNull();
    advance(longestRetryMs);
    await sendDueTexts(context(client));
    expect(sends).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith(
      'A text to a shopper was given up',
      expect.objectContaining({ orderId, event: 'paid' }),
    );
  });

  it('gives up a text to a number that is not a Kenyan mobile, sending nothing', async () => {
    await queueOnce(db, { ...paidText(), to: '+254212345678' });
    expect(await sendDueTexts(context())).toMatchObject({ failed: 1 });
    expect((await storedText())?.lastError).toBe('Not a Kenyan mobile number.');
    expect(standIn.sent()).toEqual([]);
  });

  it('never throws for one text: the others are sent, and a bug is tried again', async () => {
    await queueOnce(db);
    await queueOnce(db, { ...paidText(), event: 'dispatched', message: 'On its way' });
    const { client, sends } = scripted(new TypeError('Cannot read properties of undefined'));
    const report = await sendDueTexts(context(client));
    expect(report).toMatchObject({ sent: 1, retrying: 1, failed: 0, errors: 0 });
    expect(sends).toHaveLength(2);
  });

  it('reports an empty run when nothing is queued', async () => {
    expect(await sendDueTexts(context())).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
      notDue: 0,
      errors: 0,
    });
  });
});
