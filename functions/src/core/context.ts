/**
 * What the functions' bodies run with: Firestore, a clock, the holds, texts, M-Pesa and the QA
 * write gate, made at call time by ../runtime.ts and by the tests' harness.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { DarajaClient } from '../mpesa/daraja';
import type { WriteGate } from '../qa/write-gate';
import type { SmsClient } from '../sms/africas-talking';

/** What the order functions share: Firestore, a clock, the hold, texts and the QA write gate. */
export interface OrderContext {
  db: Firestore;
  /** How long an unpaid M-Pesa order holds its units. */
  holdMs: number;
  /**
   * How long a cash order holds its units until staff confirm it; unconfirmed, it expires. The
   * shop's default (48 hours) where a context does not say.
   */
  cashHoldMs?: number;
  /** Sends the shopper's texts about their order (../sms). */
  sms: SmsClient;
  now?: () => Date;
  /** Asked before anything is written (../qa/write-gate.ts). */
  writeGate?: WriteGate;
  /** Days after delivery a return may be asked for; the shop's setting where unsaid. */
  returnWindowDays?: number;
}

export const orderClock = (context: Pick<OrderContext, 'now'>): Date =>
  (context.now ?? (() => new Date()))();

/** A cash order's hold until staff confirm it: 48 hours unless the context says otherwise. */
export const cashHold = (context: Pick<OrderContext, 'cashHoldMs'>): number =>
  context.cashHoldMs ?? 48 * 60 * 60_000;

/** What the M-Pesa code runs with: the order functions' context, a Daraja client and its timing. */
export interface PaymentContext extends OrderContext {
  daraja: DarajaClient;
  /** How long after a push its first status query is made, should no callback come first. */
  queryAfterMs: number;
  /** How a callback waits before looking again for its push's record; tests pass a fast one. */
  wait?: (ms: number) => Promise<void>;
}

/** What the shopper's callables run with: M-Pesa's, and the rate limits. */
export interface CallContext extends PaymentContext {
  /** Calls of placeOrder and payAgain one caller may make in a minute. */
  callsPerMinute: number;
  /** Calls of placeOrder and payAgain the whole shop takes in a minute; none where unsaid. */
  shopCallsPerMinute?: number;
}
