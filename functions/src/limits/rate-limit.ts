/**
 * A per-caller limit on the callables that write and prompt (placeOrder, payAgain): a script
 * placing orders or sending PIN prompts to strangers' phones is slowed to the setting's pace. One
 * counter document per caller and minute; the uid names a signed-in caller, else the address
 * Google's front end saw the call come from (`callerAddress`). A shop-wide ceiling on the same
 * calls keeps M-Pesa's quota for everyone, however many callers a script pretends to be.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { shopBusyMessage, tooManyCalls } from '@model/order/refusals';
import type { Call, RawRequest } from '../core/call';
import { orderClock, type CallContext } from '../core/context';
import { Refusal } from '../core/refusal';

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

/**
 * The address a call came from. Google's front end appends the address it saw to
 * `X-Forwarded-For`, after whatever the caller sent in that header; the functions framework's
 * `ip` is the left-most entry, the caller's own claim. So the right-most entry is the one to
 * trust; without the header, the connection's own address.
 */
export function callerAddress(raw: RawRequest | undefined): string | null {
  const header = raw?.headers?.['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops.at(-1) ?? raw?.ip ?? null;
}

export { tooManyCalls } from '@model/order/refusals';

/**
 * Counts one call for the caller in the current minute, and refuses it (`resource-exhausted`,
 * nothing else done) once the minute's count is past `perMinute`. The count is an increment, not
 * a transaction: a burst from one address (a mobile network's shared IP) would make transactions
 * on its one counter abort each other until they gave up (test/limits/rate-limit.test.ts). Each
 * call reads the count after its own increment, so at most `perMinute` are let through.
 */
export async function countCall(
  db: Firestore,
  caller: Caller | 'shop',
  perMinute: number,
  now: Date = new Date(),
): Promise<void> {
  const window = Math.floor(now.getTime() / windowMs);
  const key = caller === 'shop' ? 'shop' : callerKey(caller);
  const ref = db.collection(rateLimitsCollection).doc(`${key}-${window}`);
  await ref.set(
    {
      count: FieldValue.increment(1),
      // Counters are worthless after their minute: a TTL policy on `expiresAt` removes them.
      expiresAt: Timestamp.fromMillis((window + 2) * windowMs),
    },
    { merge: true },
  );
  const count = Number((await ref.get()).get('count') ?? 0);
  if (count > perMinute) {
    throw new Refusal('resource-exhausted', caller === 'shop' ? shopBusyMessage : tooManyCalls);
  }
}

export const callerOf = (call: Call): Caller => ({
  uid: call.auth?.uid ?? null,
  ip: callerAddress(call.rawRequest),
});

/** Counts a call that writes or prompts: against its caller, then against the whole shop. */
export async function countWritingCall(context: CallContext, call: Call): Promise<void> {
  const now = orderClock(context);
  await countCall(context.db, callerOf(call), context.callsPerMinute, now);
  if (context.shopCallsPerMinute !== undefined) {
    await countCall(context.db, 'shop', context.shopCallsPerMinute, now);
  }
}
