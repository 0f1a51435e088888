/**
 * A per-caller limit on the callables that write and prompt (placeOrder, payAgain): a script
 * placing orders or sending PIN prompts to strangers' phones is slowed to the setting's pace.
 * One counter document per caller and minute, counted in a transaction; the uid names a
 * signed-in caller, else the IP address the call came from.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { tooManyCalls } from '@/model/order/refusals';
import { OrderError } from '../orders/errors';

export const rateLimitsCollection = 'rateLimits';

const windowMs = 60_000;

/** Who is calling, as the limit counts them. */
export interface Caller {
  uid: string | null;
  /** The address the call came from; unknown only in tests that do not say. */
  ip: string | null;
}

/** The counter's id: hashed, so the collection holds no addresses or uids in the clear. */
export function callerKey({ uid, ip }: Caller): string {
  const who = uid !== null ? `uid:${uid}` : `ip:${ip ?? 'unknown'}`;
  return createHash('sha256').update(who, 'utf8').digest('hex').slice(0, 40);
}

export { tooManyCalls } from '@/model/order/refusals';

/**
 * Counts one call for the caller in the current minute, and refuses it (`resource-exhausted`,
 * nothing else done) once the minute's count is past `perMinute`. The count is an increment, not
 * a transaction: a burst from one address (a mobile network's shared IP) would make transactions
 * on its one counter abort each other until they gave up (test/limits/rate-limit.test.ts). Each
 * call reads the count after its own increment, so at most `perMinute` are let through.
 */
export async function countCall(
  db: Firestore,
  caller: Caller,
  perMinute: number,
  now: Date = new Date(),
): Promise<void> {
  const window = Math.floor(now.getTime() / windowMs);
  const ref = db.collection(rateLimitsCollection).doc(`${callerKey(caller)}-${window}`);
  await ref.set(
    {
      count: FieldValue.increment(1),
      // Counters are worthless after their minute: a TTL policy on `expiresAt` removes them.
      expiresAt: Timestamp.fromMillis((window + 2) * windowMs),
    },
    { merge: true },
  );
  const count = Number((await ref.get()).get('count') ?? 0);
  if (count > perMinute) throw new OrderError('resource-exhausted', tooManyCalls);
}
