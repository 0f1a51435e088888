/** M-Pesa's timing, as the push, its queries and the sweep read it. */
/**
 * How long a prompt stays on the shopper's phone, give or take: a push the status query still
 * calls "being processed" after this is `unknown`, and queried with backoff until it ends.
 */
export const promptLifetimeMs = 2 * 60_000;
