import type { LogEntry } from './session/types';

/**
 * The `log` action of a failed read or write: its console text, then the actor's error
 * (docs/shop-rules.md, Texts the shop shows and logs).
 */
export const logFailure = (message: string) =>
  ({
    type: 'log',
    params: ({ event }: { event: { error?: unknown } }): LogEntry => ({
      level: 'log',
      message,
      detail: event.error,
    }),
  }) as const;
