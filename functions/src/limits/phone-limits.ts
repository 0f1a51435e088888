/**
 * Limits per phone number, whatever the orders, callers and delivery phones: a stranger's phone is
 * sent at most `maxPromptsPerPhone` M-Pesa prompts in `promptWindowMs`, and at most
 * `maxTextsPerPhonePerDay` texts a day (model/limits.ts). One document per number and kind
 * (`phoneLimits`, its id hashed so no number is kept in the clear), counted in the transaction
 * that sends or queues, so two at once cannot both slip under a limit.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { maxPromptsPerPhone, maxTextsPerPhonePerDay, promptWindowMs } from '@model/limits';
import { promptLimitMessage } from '@model/order/refusals';
import { nairobiDay } from '@model/payment/payments-day';
import { Refusal } from '../core/refusal';

export const phoneLimitsCollection = 'phoneLimits';

const limitRef = (db: Firestore, kind: 'prompts' | 'texts', phone: string) =>
  db
    .collection(phoneLimitsCollection)
    .doc(createHash('sha256').update(`${kind}:${phone}`, 'utf8').digest('hex').slice(0, 40));

/** The digits of a number, so `+254712…` and `254712…` count as one. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Reads the prompts this M-Pesa number was sent in the last ten minutes, in the caller's
 * transaction before its writes, and refuses a fourth (`resource-exhausted`, in the shopper's
 * words). Answers the write that counts this one, for the caller to make after its reads.
 */
export async function readPromptSlot(
  transaction: Transaction,
  db: Firestore,
  phone: string,
  now: Date,
): Promise<() => void> {
  const ref = limitRef(db, 'prompts', digitsOf(phone));
  const sent = ((await transaction.get(ref)).get('sent') as Timestamp[] | undefined) ?? [];
  const recent = sent.filter((at) => now.getTime() - at.toMillis() < promptWindowMs);
  if (recent.length >= maxPromptsPerPhone) {
    throw new Refusal('resource-exhausted', promptLimitMessage);
  }
  return () =>
    transaction.set(ref, {
      sent: [...recent, Timestamp.fromDate(now)],
      // Worthless once the window has passed: a TTL policy on `expiresAt` removes it.
      expiresAt: Timestamp.fromMillis(now.getTime() + promptWindowMs),
    });
}

/**
 * Reads how many texts this number was sent today (Nairobi), in the caller's transaction before
 * its writes. Answers whether one more may go, and the write that counts it.
 */
export async function readTextSlot(
  transaction: Transaction,
  db: Firestore,
  phone: string,
  now: Date,
): Promise<{ allowed: boolean; count: () => void }> {
  const day = nairobiDay(now);
  const ref = limitRef(db, 'texts', digitsOf(phone));
  const stored = (await transaction.get(ref)).data();
  const today = stored?.day === day ? Number(stored.count ?? 0) : 0;
  return {
    allowed: today < maxTextsPerPhonePerDay,
    count: () =>
      transaction.set(ref, {
        day,
        count: today + 1,
        expiresAt: Timestamp.fromMillis(now.getTime() + 2 * 24 * 60 * 60_000),
      }),
  };
}
