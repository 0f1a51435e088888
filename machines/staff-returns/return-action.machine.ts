import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { moveReturnSchema } from '@model/return/request';
import { openReturnMoves } from '@model/return/return';
import { logFailure } from '../log-failure';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import type {
  MoveReturn,
  ReceivedLine,
  ReturnMove,
  ReturnOutcome,
  ReturnOwner,
  ReturnView,
} from './types';

/** The moves that ask staff for more first, in a dialog: why it is refused, what came back. */
export type DialogMove = Extract<ReturnMove, 'refuse' | 'receive'>;
export const dialogMoves: readonly ReturnMove[] = ['refuse', 'receive'];

/** What a dialog's move sends with it. */
export type MoveDetails = { reason: string } | { lines: ReceivedLine[] };

/** What the actions say once one is over. */
export type ReturnNotice =
  /** The move was made: the return shows as the server left it. */
  | { kind: 'moved'; move: ReturnMove }
  /** The server would not make it, in its words. */
  | { kind: 'refused'; message: string }
  /** A one-press move could not be sent (its failure is kept): pressing again is the Retry. */
  | { kind: 'failed'; move: ReturnMove };

export interface ReturnActionContext {
  view: ReturnView;
  /** The order page's returns, told of every answer so it reads the order again. */
  owner: ReturnOwner;
  /** The move under way, or whose dialog is open. */
  move: ReturnMove | null;
  /** What the open dialog holds, kept through a failure. */
  details: MoveDetails | null;
  detailsError: string | null;
  /** The checked request being sent, kept for a Retry. */
  request: MoveReturn | null;
  notice: ReturnNotice | null;
  failure: unknown;
}

export type ReturnActionEvent =
  /** The return as its page read it again. */
  | { type: 'return.shown'; view: ReturnView }
  /** A move's button: sent at once, or its dialog opened. */
  | { type: 'return.start'; move: ReturnMove }
  /** The dialog's details sent, or sent again after a failure (its Retry). */
  | { type: 'return.confirm'; details: MoveDetails }
  | { type: 'return.close' };

export interface ReturnActionInput {
  view: ReturnView;
  owner: ReturnOwner;
}

const rememberFailure = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

const everyUnitSaid = 'Say of every unit whether it can be sold again or is damaged.';

/**
 * The request a move makes, checked by the callable's own schema (model/return/request.ts), or
 * why not. What came back must account for every unit of each line returned.
 */
function checkMove(
  view: ReturnView,
  move: ReturnMove,
  details: MoveDetails | null,
): { request: MoveReturn } | { error: string } {
  if (move === 'receive') {
    const lines = details && 'lines' in details ? details.lines : [];
    const whole = view.lines.every((returned) => {
      const found = lines.find((line) => line.line === returned.line);
      return found !== undefined && found.resellable + found.damaged === returned.quantity;
    });
    if (!whole || lines.length !== view.lines.length) return { error: everyUnitSaid };
  }
  const checked = moveReturnSchema.safeParse({
    orderId: view.orderId,
    returnId: view.id,
    move,
    ...details,
  });
  if (checked.success) return { request: checked.data };
  const { issues } = checked.error;
  const issue = issues.find((refused) => refused.path[0] === 'reason') ?? issues[0];
  return { error: issue?.message ?? everyUnitSaid };
}

/**
 * What an answer does, wherever the move was sent from: the return shown as the server left it
 * (or its refusal said), the dialog (if any) closed, and the owner told either way.
 */
const answerTo = (target: string) =>
  [
    {
      guard: { type: 'isRefusal', params: ({ event }: Answer) => event.output },
      target,
      actions: [
        'closeDialog',
        { type: 'sayRefusal', params: ({ event }: Answer) => event.output },
        { type: 'tellOwner', params: ({ event }: Answer) => event.output },
      ],
    },
    {
      target,
      actions: [
        'closeDialog',
        { type: 'showAnswer', params: ({ event }: Answer) => event.output },
        'sayMoved',
        { type: 'tellOwner', params: ({ event }: Answer) => event.output },
      ],
    },
  ] as const;
type Answer = { event: { output: ReturnOutcome } };

/**
 * A return's actions on its order's page (../shared/QA-CONTRACT.md, Back office: an order): the
 * buttons its step allows (model/return/return.ts `openReturnMoves`). `Approve`, `Refund` and
 * `Send exchange` are one press; `Refuse` (its `Reason`) and `Mark as received` (each unit
 * resellable or damaged) open a dialog whose details are checked by the callable's own schema
 * before anything is sent, and which stays open with them through a failed save. One move at a
 * time, sent once: a refund or an exchange moves money or stock, so pressing again is staff's to
 * choose. The answer replaces the return shown; a refusal shows the server's message. Every
 * answer is told to the owner, which reads the order's returns and History again. The callable is
 * injected.
 */
export const returnActionMachine = setup({
  types: {
    context: {} as ReturnActionContext,
    events: {} as ReturnActionEvent,
    input: {} as ReturnActionInput,
  },
  actors: {
    moveReturn: unprovided<ReturnOutcome, MoveReturn>(
      'returnActionMachine needs a moveReturn actor',
    ),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    rememberFailure: assign({ failure: (_, error: unknown) => error }),
    keepView: assign((_, view: ReturnView) => ({ view })),
    openDialog: assign((_, move: ReturnMove) => ({
      move,
      details: null,
      detailsError: null,
      request: null,
      notice: null,
      failure: null,
    })),
    checkAtOnce: assign(({ context }, move: ReturnMove) => {
      const checked = checkMove(context.view, move, null);
      return {
        move,
        details: null,
        detailsError: 'error' in checked ? checked.error : null,
        request: 'request' in checked ? checked.request : null,
        notice: null,
        failure: null,
      };
    }),
    checkDetails: assign(({ context }, details: MoveDetails) => {
      const checked = checkMove(context.view, context.move!, details);
      return 'request' in checked
        ? { details, detailsError: null, request: checked.request, failure: null }
        : { details, detailsError: checked.error, request: null };
    }),
    closeDialog: assign({ details: null, detailsError: null, request: null, failure: null }),
    /** The callable's answer is the return as it now stands: it replaces the one shown. */
    showAnswer: assign((_, outcome: ReturnOutcome) =>
      outcome.outcome === 'done' ? { view: outcome.view } : {},
    ),
    sayMoved: assign(({ context }) => ({
      notice: { kind: 'moved', move: context.move! } as ReturnNotice,
    })),
    sayRefusal: assign((_, outcome: ReturnOutcome) => ({
      notice:
        outcome.outcome === 'refused'
          ? ({ kind: 'refused', message: outcome.message } as ReturnNotice)
          : null,
    })),
    refuseUnchecked: assign(({ context }) => ({
      notice: { kind: 'refused', message: context.detailsError ?? '' } as ReturnNotice,
      detailsError: null,
    })),
    sayFailed: assign(({ context }) => ({
      notice: { kind: 'failed', move: context.move! } as ReturnNotice,
    })),
    tellOwner: sendTo(
      ({ context }) => context.owner,
      ({ context }, outcome: ReturnOutcome) => ({
        type: 'return.changed' as const,
        returnId: context.view.id,
        view: outcome.outcome === 'done' ? outcome.view : null,
      }),
    ),
  },
  guards: {
    allowsMove: ({ context }, move: ReturnMove) => openReturnMoves(context.view).includes(move),
    needsDialog: (_, move: ReturnMove) => dialogMoves.includes(move),
    requestIsValid: ({ context }) => context.request !== null,
    isRefusal: (_, outcome: ReturnOutcome) => outcome.outcome === 'refused',
  },
}).createMachine({
  id: 'returnAction',
  context: ({ input }) => ({
    view: input.view,
    owner: input.owner,
    move: null,
    details: null,
    detailsError: null,
    request: null,
    notice: null,
    failure: null,
  }),
  // The page read the return again: its buttons follow what it now is.
  on: {
    'return.shown': { actions: { type: 'keepView', params: ({ event }) => event.view } },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'return.start': {
          guard: { type: 'allowsMove', params: ({ event }) => event.move },
          target: 'choosing',
          actions: { type: 'openDialog', params: ({ event }) => event.move },
        },
      },
    },
    // Which kind of move: a dialog to fill, or one press sent at once.
    choosing: {
      always: [
        {
          guard: { type: 'needsDialog', params: ({ context }) => context.move! },
          target: 'inDialog',
        },
        {
          target: 'checkingAtOnce',
          actions: { type: 'checkAtOnce', params: ({ context }) => context.move! },
        },
      ],
    },
    // A return whose ids the callable would not take: refused here, as the server would.
    checkingAtOnce: {
      always: [
        { guard: 'requestIsValid', target: 'sending' },
        { target: 'idle', actions: 'refuseUnchecked' },
      ],
    },
    sending: {
      invoke: {
        src: 'moveReturn',
        input: ({ context }) => context.request!,
        onDone: answerTo('idle'),
        // The move may or may not have been made: pressing again is staff's to choose, and the
        // server refuses a move the return has made already.
        onError: {
          target: 'idle',
          actions: [rememberFailure, 'sayFailed', logFailure('Error moving the return:')],
        },
      },
    },
    inDialog: {
      initial: 'editing',
      // Filling it in, and after a failed save (the dialog keeps what was given; its Retry sends it again).
      on: {
        'return.confirm': {
          target: '.checking',
          actions: { type: 'checkDetails', params: ({ event }) => event.details },
        },
        'return.close': { target: '#returnAction.idle', actions: 'closeDialog' },
      },
      states: {
        editing: {},
        checking: {
          always: [{ guard: 'requestIsValid', target: 'saving' }, { target: 'editing' }],
        },
        // One answer at a time: the dialog waits for this one.
        saving: {
          on: { 'return.confirm': {}, 'return.close': {} },
          invoke: {
            src: 'moveReturn',
            input: ({ context }) => context.request!,
            onDone: answerTo('#returnAction.idle'),
            onError: {
              target: 'saveFailed',
              actions: [rememberFailure, logFailure('Error moving the return:')],
            },
          },
        },
        saveFailed: {},
      },
    },
  },
});

export type ReturnActionSnapshot = SnapshotFrom<typeof returnActionMachine>;
