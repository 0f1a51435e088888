/** What the M-Pesa code runs with: the order functions' context, a Daraja client and its timing. */
import type { OrderContext } from '../orders/place-order';
import type { DarajaClient } from './daraja';

export interface PaymentContext extends OrderContext {
  daraja: DarajaClient;
  /** How long after a push its first status query is made, should no callback come first. */
  queryAfterMs: number;
  /** How a callback waits before looking again for its push's record; tests pass a fast one. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * How long a prompt stays on the shopper's phone, give or take: a push the status query still
 * calls "being processed" after this is `unknown`, and queried with backoff until it ends.
 */
export const promptLifetimeMs = 2 * 60_000;
