/**
 * A per-caller limit on the callables that write and prompt (placeOrder, payAgain): a script
 * placing orders or sending PIN prompts to strangers' phones is slowed to the setting's pace.
 * One counter document per caller and minute, counted in a transaction; the uid names a
 * signed-in caller, else the IP address the call came from.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
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

export const tooManyCalls =
  'Too many orders and payment prompts from here in a minute: wait a minute, then try again.';

/**
 * Counts one call for the caller in the current minute, and refuses it (`resource-exhausted`,
 * nothing else done) once the minute's count reaches `perMinute`.
 */
export async function countCall(
  db: Firestore,
  caller: Caller,
  perMinute: number,
  now: Date = new Date(),
): Promise<void> {
  const window = Math.floor(now.getTime() / windowMs);
  const ref = db.collection(rateLimitsCollection).doc(`${callerKey(caller)}-${window}`);
  const allowed = await db.runTransaction(async (transaction) => {
    const count = Number((await transaction.get(ref)).get('count') ?? 0);
    if (count >= perMinute) return false;
    transaction.set(
      ref,
      {
        count: FieldValue.increment(1),
        // Counters are worthless after their minute: a TTL policy on `expiresAt` removes them.
        expiresAt: Timestamp.fromMillis((window + 2) * windowMs),
      },
      { merge: true },
    );
    return true;
  });
  if (!allowed) throw new OrderError('resource-exhausted', tooManyCalls);
}
