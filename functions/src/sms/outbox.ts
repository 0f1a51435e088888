/**
 * The shopper's texts, one record per order and event, `notifications/{orderId}-{event}`,
 * server-only (firestore.rules). A text is queued in the same transaction as the order's change
 * it tells of, and created once: that order and event never get a second. It is sent after the
 * transaction commits (`sendTextNow`) and, should that fail, by the sweep (`sendDueTexts`), with
 * backoff, so a text never holds up an order. It stays `queued` until Africa's Talking takes it
 * (`sent`) or refuses it for good or too often (`failed`). Sending is at least once: a text taken
 * whose record could not then be written goes again, rather than never.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { textEvents, type TextEvent } from '@model/order/messages';
import { readTextSlot } from '../limits/phone-limits';
import { SmsError, type SmsClient } from './africas-talking';

export const notificationsCollection = 'notifications';

export const textStates = ['queued', 'sent', 'failed'] as const;

/** Sends a text gets before it is given up as `failed`. */
export const maxTextAttempts = 8;
/** The wait after the first failed send; it doubles after each, up to `longestRetryMs`. */
export const firstRetryMs = 30_000;
export const longestRetryMs = 60 * 60_000;
/**
 * While a text is being sent its next attempt is pushed this far on, beyond the client's 15 s
 * limit, so no other sender takes it meanwhile; should the sender die, it is tried again then.
 */
export const sendingLeaseMs = 60_000;

const textSchema = z.object({
  orderId: z.string(),
  event: z.enum(textEvents),
  /** The delivery phone, as the order keeps it. */
  to: z.string(),
  message: z.string(),
  state: z.enum(textStates),
  /** Sends tried so far. */
  attempts: z.number().int().nonnegative(),
  queuedAt: z.instanceof(Timestamp),
  /** When it may be sent next; only while `queued`. */
  nextAttemptAt: z.instanceof(Timestamp).optional(),
  sentAt: z.instanceof(Timestamp).nullable(),
  /** Africa's Talking's id for the text sent. */
  messageId: z.string().nullable(),
  /** Why the latest send failed. */
  lastError: z.string().nullable(),
});

export type TextRecord = z.infer<typeof textSchema>;

export interface QueuedText {
  orderId: string;
  event: TextEvent;
  /** What else of the order the text is about (a return's id): one text per order, event and it. */
  about?: string;
  to: string;
  /** Made with `orderText` (model/order/messages.ts): one GSM part. */
  message: string;
  /** When the change it tells of happened; the text is due from then. */
  at: Date;
}

export interface TextContext {
  db: Firestore;
  sms: SmsClient;
  now?: () => Date;
}

export type TextOutcome = 'sent' | 'retrying' | 'failed' | 'not-due';

export interface TextReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Texts another sender had taken, or no longer due. */
  notDue: number;
  /** Texts whose record could not be read or written; the next run tries them again. */
  errors: number;
}

export const textId = (orderId: string, event: TextEvent, about?: string): string =>
  about === undefined ? `${orderId}-${event}` : `${orderId}-${about}-${event}`;

const textRef = (db: Firestore, id: string): DocumentReference =>
  db.collection(notificationsCollection).doc(id);

export function readText(data: unknown): TextRecord | null {
  const parsed = textSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether a text for this order and event was ever queued, whatever became of it. For the read
 * phase of the caller's transaction; `queueText` follows only when it answers false.
 */
export async function readQueued(
  transaction: Transaction,
  db: Firestore,
  orderId: string,
  event: TextEvent,
  about?: string,
): Promise<boolean> {
  return (await transaction.get(textRef(db, textId(orderId, event, about)))).exists;
}

/**
 * Queues the text in the caller's transaction, after its reads, once `readQueued` said there is
 * none: the record is created, so a second queueing fails the transaction rather than send the
 * text again. Answers the text's id, for `sendTextNow` once the transaction commits.
 */
export function queueText(transaction: Transaction, db: Firestore, text: QueuedText): string {
  const id = textId(text.orderId, text.event, text.about);
  const at = Timestamp.fromDate(text.at);
  const record: TextRecord = {
    orderId: text.orderId,
    event: text.event,
    to: text.to,
    message: text.message,
    state: 'queued',
    attempts: 0,
    queuedAt: at,
    nextAttemptAt: at,
    sentAt: null,
    messageId: null,
    lastError: null,
  };
  transaction.create(textRef(db, id), record);
  return id;
}

/** The wait before the next send after `attempts` failed ones. */
export const retryAfterMs = (attempts: number): number =>
  Math.min(firstRetryMs * 2 ** (attempts - 1), longestRetryMs);

const clock = (context: TextContext): Date => (context.now ?? (() => new Date()))();

/** Why a text the daily limit stopped was not sent, for whoever looks at the outbox. */
export const overDailyLimit = 'Not sent: this number had its texts for the day.';

/**
 * Takes a due text for this sender, counting the attempt, and on its first attempt counting it
 * against its number's daily limit; null when it is not due, `over-limit` (given up) past it.
 */
async function claim(context: TextContext, id: string): Promise<TextRecord | 'over-limit' | null> {
  const { db } = context;
  const at = clock(context);
  const now = at.getTime();
  return db.runTransaction(async (transaction) => {
    const text = readText((await transaction.get(textRef(db, id))).data());
    const due = text?.state === 'queued' && (text.nextAttemptAt?.toMillis() ?? Infinity) <= now;
    if (!text || !due) return null;
    const slot = text.attempts === 0 ? await readTextSlot(transaction, db, text.to, at) : null;
    if (slot && !slot.allowed) {
      transaction.update(textRef(db, id), {
        state: 'failed',
        lastError: overDailyLimit,
        nextAttemptAt: FieldValue.delete(),
      });
      return 'over-limit';
    }
    slot?.count();
    const attempts = text.attempts + 1;
    transaction.update(textRef(db, id), {
      attempts,
      nextAttemptAt: Timestamp.fromMillis(now + sendingLeaseMs),
    });
    return { ...text, attempts };
  });
}

/** One attempt at a due text. Throws only when its record cannot be read or written. */
async function attempt(context: TextContext, id: string): Promise<TextOutcome> {
  const text = await claim(context, id);
  if (!text) return 'not-due';
  if (text === 'over-limit') {
    logger.warn('A text was not sent: its number had its texts for the day', { id });
    return 'failed';
  }
  const ref = textRef(context.db, id);
  try {
    const { messageId } = await context.sms.send({ to: text.to, message: text.message });
    await ref.update({
      state: 'sent',
      sentAt: Timestamp.fromDate(clock(context)),
      messageId,
      lastError: null,
      nextAttemptAt: FieldValue.delete(),
    });
    return 'sent';
  } catch (error) {
    // Anything but the client's own verdict (a bug, say) is taken as worth another try.
    const retryable = !(error instanceof SmsError) || error.retryable;
    const lastError = error instanceof Error ? error.message : String(error);
    const where = { id, orderId: text.orderId, event: text.event, attempts: text.attempts };
    if (retryable && text.attempts < maxTextAttempts) {
      const next = clock(context).getTime() + retryAfterMs(text.attempts);
      await ref.update({ lastError, nextAttemptAt: Timestamp.fromMillis(next) });
      logger.warn('A text to a shopper failed; it is tried again later', { ...where, lastError });
      return 'retrying';
    }
    await ref.update({ state: 'failed', lastError, nextAttemptAt: FieldValue.delete() });
    logger.error('A text to a shopper was given up', { ...where, lastError });
    return 'failed';
  }
}

/**
 * Sends one text just queued, after the caller's transaction commits. Best effort: it never
 * throws, and a text it could not send is left to the sweep. Answers what became of it, or null
 * when its record could not be read or written.
 */
export async function sendTextNow(context: TextContext, id: string): Promise<TextOutcome | null> {
  try {
    return await attempt(context, id);
  } catch (error) {
    logger.error('A text to a shopper could not be sent; it is tried again later', {
      id,
      error: String(error),
    });
    return null;
  }
}

// One run's share: the next run takes the rest. Sent side by side, so slow answers add no time.
const batch = 25;

/** The sweep: every queued text whose next attempt has come, one attempt each. Never throws for one text. */
export async function sendDueTexts(context: TextContext): Promise<TextReport> {
  const due = await context.db
    .collection(notificationsCollection)
    .where('nextAttemptAt', '<=', Timestamp.fromDate(clock(context)))
    .orderBy('nextAttemptAt')
    .limit(batch)
    .get();
  const report: TextReport = { sent: 0, retrying: 0, failed: 0, notDue: 0, errors: 0 };
  const outcomes = await Promise.all(due.docs.map((text) => sendTextNow(context, text.id)));
  for (const outcome of outcomes) {
    if (outcome === null) report.errors += 1;
    else if (outcome === 'not-due') report.notDue += 1;
    else report[outcome] += 1;
  }
  return report;
}
