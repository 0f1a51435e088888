/**
 * What a back-office record's page (a product's, an offer's) does alike with its record, as
 * states of the page's machine: a new record opens ready to fill; a stored one is read (found,
 * missing, or failed with its own Retry); and Save sends the draft kept in `sent`, which the
 * server refuses in its own words, saves (a new record's page taking its own address, and the
 * History read again), or never answers.
 *
 * The machine's setup is extended with `recordFormSetup` (the actions these states share) and
 * names, for these states, the guards `isNew`, `isFound` and `wasRefused`, the actions
 * `markSaved` and `refreshHistory`, and, given here, its read and save actors, the action that
 * shows the record read and the one that takes a new record's address.
 */
import { assign, type EventObject } from 'xstate';
import type { SaveOutcome } from '@model/staff/products';

export interface RecordFormContext {
  draft: unknown;
  /** What the schema found wrong at the last Save. */
  fieldErrors: object;
  /** The draft being saved, or the last one sent. */
  sent: unknown;
  /** The server's own words when it refused the last save. */
  refusal: string | null;
  /** Why the record could not be read. */
  failure: unknown;
  /** Why the last save did not reach the server, or its answer did not come back. */
  saveFailure: unknown;
}

/**
 * The actions these states and the form's Save share, for the machine's `setup(…).extend`;
 * `fieldErrorsOf` is the record's schema's say on a draft.
 */
export const recordFormSetup = <Context extends RecordFormContext, Event extends EventObject>(
  fieldErrorsOf: (draft: Context['draft']) => Context['fieldErrors'],
) => ({
  actions: {
    keepFailure: assign<Context, Event, Partial<Context>, Event, never>((_, change) => change),
    showFieldErrors: assign<Context, Event, undefined, Event, never>(
      ({ context }) =>
        ({
          fieldErrors: fieldErrorsOf(context.draft),
          refusal: null,
          saveFailure: null,
        }) as Partial<Context>,
    ),
    keepSent: assign<Context, Event, undefined, Event, never>(
      ({ context }) =>
        ({
          sent: context.draft,
          fieldErrors: {},
          refusal: null,
          saveFailure: null,
        }) as Partial<Context>,
    ),
    keepRefusal: assign<Context, Event, SaveOutcome, Event, never>(
      (_, outcome) =>
        ({ refusal: outcome.outcome === 'refused' ? outcome.message : null }) as Partial<Context>,
    ),
  },
});

type Args<Context, Event> = { context: Context; event: Event };

/**
 * Opening and reading the record: `ready` at once for a new one, once read for a stored one;
 * `missing` when there is none; `failed` until the `retry` event reads it again.
 */
const loadingStates = <Context extends RecordFormContext, Found>() =>
  function <Read extends string, Show extends string, Retry extends string>({
    read,
    show,
    retry,
    idOf,
  }: {
    read: Read;
    show: Show;
    retry: Retry;
    idOf: (context: Context) => string;
  }) {
    return {
      opening: { always: [{ guard: 'isNew', target: 'ready' }, { target: 'loading' }] },
      loading: {
        invoke: {
          src: read,
          input: ({ context }: { context: Context }) => idOf(context),
          onDone: [
            {
              guard: {
                type: 'isFound',
                params: ({ event }: Args<Context, { output: Found | null }>) => event.output,
              },
              target: 'ready',
              actions: {
                type: show,
                params: ({ event }: Args<Context, { output: Found | null }>) => event.output!,
              },
            },
            { target: 'missing' },
          ],
          onError: {
            target: 'failed',
            actions: {
              type: 'keepFailure',
              params: ({ event }: Args<Context, { error: unknown }>) =>
                ({ failure: event.error }) as Partial<Context>,
            },
          },
        },
      },
      missing: {},
      failed: { on: { [retry]: 'loading' } as Record<Retry, 'loading'> },
    } as const;
  };

/**
 * Saving the draft kept in `sent`: `refused` with the server's words, `saved` (a new record's
 * page taking its own address by `goToPage`), or `failed` when the server was not reached. The
 * machine adds the events it ignores meanwhile.
 */
const savingInvoke = <Context extends RecordFormContext>() =>
  function <Request, Save extends string, GoToPage extends string>({
    save,
    requestOf,
    goToPage,
    idOf,
  }: {
    save: Save;
    requestOf: (context: Context) => Request;
    goToPage: GoToPage;
    idOf: (context: Context) => string;
  }) {
    return {
      src: save,
      input: ({ context }: { context: Context }) => requestOf(context),
      onDone: [
        {
          guard: {
            type: 'wasRefused',
            params: ({ event }: Args<Context, { output: SaveOutcome }>) => event.output,
          },
          target: 'refused',
          actions: {
            type: 'keepRefusal',
            params: ({ event }: Args<Context, { output: SaveOutcome }>) => event.output,
          },
        },
        {
          guard: 'isNew',
          target: 'saved',
          actions: [
            'markSaved',
            { type: goToPage, params: ({ context }: { context: Context }) => idOf(context) },
            'refreshHistory',
          ],
        },
        { target: 'saved', actions: ['markSaved', 'refreshHistory'] },
      ],
      onError: {
        target: 'failed',
        actions: {
          type: 'keepFailure',
          params: ({ event }: Args<Context, { error: unknown }>) =>
            ({ saveFailure: event.error }) as Partial<Context>,
        },
      },
    } as const;
  };

/**
 * The states for a machine whose context is `Context` and whose read finds a `Found` (or null):
 * `loading` spreads into its top states, `saving` is its form's saving state's invoke.
 */
export const recordFormStates = <Context extends RecordFormContext, Found>() => ({
  loading: loadingStates<Context, Found>(),
  saving: savingInvoke<Context>(),
});
