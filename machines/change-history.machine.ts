/**
 * The History of a back-office page whose changes the server records (a product's, an offer's),
 * as a region of the page's machine: read with the page (the page's read keeps it, or why it
 * failed), read again after each change (`history.refresh`, raised by the machine once the
 * server answered), and, when it cannot be, kept as it was with its own Retry (`history.retry`).
 *
 * The machine's context keeps `history` and `historyFailure`, its setup is extended with
 * `changeHistorySetup`, and the read (`loadHistory`, given the id `idOf` names) is one of its
 * injected actors.
 */
import { assign, type EventObject } from 'xstate';

export interface ChangeHistoryContext {
  history: unknown[];
  /** Why the History could not be read (again), or null. */
  historyFailure: unknown;
}

/** The region's one action, for the machine's `setup(…).extend`: its context keeping the History. */
export const changeHistorySetup = <
  Context extends ChangeHistoryContext,
  Event extends EventObject,
>() => ({
  actions: {
    keepHistory: assign<Context, Event, Partial<Context>, Event, never>((_, change) => change),
  },
});

type Args<Context, Event> = { context: Context; event: Event };

/** The machine's region that shows the History of the item `idOf` names. */
export function changeHistoryRegion<Context extends ChangeHistoryContext>(
  idOf: (context: Context) => string,
) {
  return {
    initial: 'opening',
    on: { 'history.refresh': '.refreshing' },
    states: {
      opening: {
        always: [
          {
            guard: ({ context }: { context: Context }) => context.historyFailure !== null,
            target: 'stale',
          },
          { target: 'current' },
        ],
      },
      current: {},
      refreshing: {
        // A later change's record is newer than this read: it starts again.
        on: { 'history.refresh': { target: 'refreshing', reenter: true } },
        invoke: {
          src: 'loadHistory',
          input: ({ context }: { context: Context }) => idOf(context),
          onDone: {
            target: 'current',
            actions: {
              type: 'keepHistory',
              params: ({ event }: Args<Context, { output: Context['history'] }>) =>
                ({ history: event.output, historyFailure: null }) as Partial<Context>,
            },
          },
          onError: {
            target: 'stale',
            actions: {
              type: 'keepHistory',
              params: ({ event }: Args<Context, { error: unknown }>) =>
                ({ historyFailure: event.error }) as Partial<Context>,
            },
          },
        },
      },
      stale: { on: { 'history.retry': 'refreshing' } },
    },
  } as const;
}
