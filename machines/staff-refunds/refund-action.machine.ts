import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  markRefundedSchema,
  mayMarkRefunded,
  mayReverse,
  reversalPatienceMs,
  type MarkRefundedRequest,
  type Refund,
} from '@model/payment/refunds';
import { logFailure } from '../log-failure';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import type { RefundOutcome, RefundOwner } from './types';

/** What the actions say once one is over. */
export type RefundNotice =
  /** The reversal went to M-Pesa: the refund is pending until M-Pesa answers. */
  | { kind: 'sent' }
  /** M-Pesa refused the reversal at once: the refund stays due, with M-Pesa's reason. */
  | { kind: 'reversalFailed'; reason: string }
  /** Refunded: by a reversal M-Pesa settled at once, or marked by staff. */
  | { kind: 'refunded'; method: 'reversal' | 'marked' }
  /** The server would not act, in its words. */
  | { kind: 'refused'; message: string }
  /** Refund by M-Pesa could not be sent: the call failed (its failure is kept). */
  | { kind: 'failed' };

export interface RefundActionContext {
  refund: Refund;
  /** The list or order showing the refund, told of every answer so it shows the refund anew. */
  owner: RefundOwner;
  /** What Mark as refunded's dialog holds, kept through a failure. */
  reference: string;
  referenceError: string | null;
  /** The checked request of Mark as refunded, kept for a Retry. */
  request: MarkRefundedRequest | null;
  notice: RefundNotice | null;
  failure: unknown;
}

export type RefundActionEvent =
  /** The refund as its list or order read it again. */
  | { type: 'refund.shown'; refund: Refund }
  | { type: 'refund.reverse' }
  | { type: 'refund.startMarking' }
  /** The dialog's reference sent, or sent again after a failure (its Retry). */
  | { type: 'refund.confirmMarked'; reference: string }
  | { type: 'refund.close' };

export interface RefundActionInput {
  refund: Refund;
  owner: RefundOwner;
}

const rememberFailure = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/** The answer of a reversal, in the actions' words. */
function reversalNotice(refund: Refund): RefundNotice {
  if (refund.state === 'refunded') return { kind: 'refunded', method: 'reversal' };
  if (refund.state === 'due' && refund.failure !== null) {
    return { kind: 'reversalFailed', reason: refund.failure };
  }
  return { kind: 'sent' };
}

/** How long until a pending reversal has waited its patience and may be sent again. */
const untilReversalOffered = (refund: Refund, now: Date): number =>
  refund.reversal
    ? Math.max(0, Date.parse(refund.reversal.requestedAt) + reversalPatienceMs - now.getTime())
    : 0;

/**
 * A refund's actions in the back office (../shared/QA-CONTRACT.md, Back office: an order), on the
 * Orders page's Refunds tab and an order's page alike. `Refund by M-Pesa` is offered while
 * model/payment/refunds.ts's `mayReverse` allows it (a receipt to reverse; due, or pending
 * past its patience) and is sent once: no automatic retry, since M-Pesa moves money. The answer
 * replaces the refund shown: pending, or still due with M-Pesa's reason. `Mark as refunded` opens
 * a dialog whose reference is checked by the callable's own schema before anything is sent; a
 * failed save keeps the dialog and what was typed for a Retry. A refusal shows the server's
 * message. Every answer is told to the owner (the list, or the order page, which reads the order
 * and its refunds again). The callables are injected.
 */
export const refundActionMachine = setup({
  types: {
    context: {} as RefundActionContext,
    events: {} as RefundActionEvent,
    input: {} as RefundActionInput,
  },
  actors: {
    refundByMpesa: unprovided<RefundOutcome, string>(
      'refundActionMachine needs a refundByMpesa actor',
    ),
    markRefunded: unprovided<RefundOutcome, MarkRefundedRequest>(
      'refundActionMachine needs a markRefunded actor',
    ),
  },
  delays: {
    untilReversalOffered: ({ context }) => untilReversalOffered(context.refund, new Date()),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    rememberFailure: assign({ failure: (_, error: unknown) => error }),
    keepRefund: assign((_, refund: Refund) => ({ refund })),
    forgetNotice: assign({ notice: null, failure: null }),
    openDialog: assign({
      reference: '',
      referenceError: null,
      request: null,
      notice: null,
      failure: null,
    }),
    checkReference: assign(({ context }, reference: string) => {
      const checked = markRefundedSchema.safeParse({
        paymentId: context.refund.paymentId,
        reference,
      });
      if (checked.success) {
        return { reference, referenceError: null, request: checked.data, failure: null };
      }
      const { issues } = checked.error;
      const issue = issues.find((refused) => refused.path[0] === 'reference') ?? issues[0];
      return { reference, referenceError: issue?.message ?? null, request: null };
    }),
    closeDialog: assign({ reference: '', referenceError: null, request: null, failure: null }),
    /** The callable's answer is the refund as it now stands: it replaces the one shown. */
    showAnswer: assign((_, outcome: RefundOutcome) =>
      outcome.outcome === 'done' ? { refund: outcome.refund } : {},
    ),
    sayReversal: assign((_, outcome: RefundOutcome) => ({
      notice: outcome.outcome === 'done' ? reversalNotice(outcome.refund) : null,
    })),
    sayMarked: assign({ notice: { kind: 'refunded', method: 'marked' } as RefundNotice }),
    sayRefusal: assign((_, outcome: RefundOutcome) => ({
      notice:
        outcome.outcome === 'refused'
          ? ({ kind: 'refused', message: outcome.message } as RefundNotice)
          : null,
    })),
    sayFailed: assign({ notice: { kind: 'failed' } as RefundNotice }),
    tellOwner: sendTo(
      ({ context }) => context.owner,
      ({ context }, outcome: RefundOutcome) => ({
        type: 'refund.changed' as const,
        paymentId: context.refund.paymentId,
        refund: outcome.outcome === 'done' ? outcome.refund : null,
      }),
    ),
  },
  guards: {
    mayReverseNow: ({ context }) => mayReverse(context.refund, new Date()),
    mayMarkRefunded: ({ context }) => mayMarkRefunded(context.refund),
    /** A reversal went to M-Pesa and has not waited its patience yet. */
    awaitsReversal: ({ context }) =>
      context.refund.state === 'pending' &&
      context.refund.receipt !== null &&
      context.refund.reversal !== null &&
      !mayReverse(context.refund, new Date()),
    referenceIsValid: ({ context }) => context.request !== null,
    isRefusal: (_, outcome: RefundOutcome) => outcome.outcome === 'refused',
  },
}).createMachine({
  id: 'refundAction',
  context: ({ input }) => ({
    refund: input.refund,
    owner: input.owner,
    reference: '',
    referenceError: null,
    request: null,
    notice: null,
    failure: null,
  }),
  // The list or order read the refund again: its actions follow what it now is.
  on: {
    'refund.shown': { actions: { type: 'keepRefund', params: ({ event }) => event.refund } },
  },
  initial: 'idle',
  states: {
    idle: {
      initial: 'deciding',
      on: {
        'refund.shown': {
          target: '.deciding',
          actions: { type: 'keepRefund', params: ({ event }) => event.refund },
        },
        'refund.reverse': { guard: 'mayReverseNow', target: 'reversing', actions: 'forgetNotice' },
        'refund.startMarking': {
          guard: 'mayMarkRefunded',
          target: 'marking',
          actions: 'openDialog',
        },
      },
      states: {
        deciding: {
          always: [{ guard: 'awaitsReversal', target: 'awaitingReversal' }, { target: 'ready' }],
        },
        // M-Pesa has not answered a reversal: it is offered again once its patience is over.
        awaitingReversal: { after: { untilReversalOffered: 'ready' } },
        ready: {},
      },
    },
    reversing: {
      invoke: {
        src: 'refundByMpesa',
        input: ({ context }) => context.refund.paymentId,
        onDone: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => event.output },
            target: 'idle',
            actions: [
              { type: 'sayRefusal', params: ({ event }) => event.output },
              { type: 'tellOwner', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'showAnswer', params: ({ event }) => event.output },
              { type: 'sayReversal', params: ({ event }) => event.output },
              { type: 'tellOwner', params: ({ event }) => event.output },
            ],
          },
        ],
        // The call may or may not have reached M-Pesa: pressing again is staff's to choose, and
        // the server refuses a reversal already waiting for M-Pesa.
        onError: {
          target: 'idle',
          actions: [rememberFailure, 'sayFailed', logFailure('Error sending the refund:')],
        },
      },
    },
    marking: {
      initial: 'editing',
      // Typing, and after a failed save (the dialog keeps what was typed; its Retry sends it again).
      on: {
        'refund.confirmMarked': {
          target: '.checking',
          actions: { type: 'checkReference', params: ({ event }) => event.reference },
        },
        'refund.close': { target: '#refundAction.idle', actions: 'closeDialog' },
      },
      states: {
        editing: {},
        checking: {
          always: [{ guard: 'referenceIsValid', target: 'saving' }, { target: 'editing' }],
        },
        // One answer at a time: the dialog waits for this one.
        saving: {
          on: { 'refund.confirmMarked': {}, 'refund.close': {} },
          invoke: {
            src: 'markRefunded',
            input: ({ context }) => context.request!,
            onDone: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => event.output },
                target: '#refundAction.idle',
                actions: [
                  'closeDialog',
                  { type: 'sayRefusal', params: ({ event }) => event.output },
                  { type: 'tellOwner', params: ({ event }) => event.output },
                ],
              },
              {
                target: '#refundAction.idle',
                actions: [
                  'closeDialog',
                  { type: 'showAnswer', params: ({ event }) => event.output },
                  'sayMarked',
                  { type: 'tellOwner', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: {
              target: 'saveFailed',
              actions: [rememberFailure, logFailure('Error marking the refund:')],
            },
          },
        },
        saveFailed: {},
      },
    },
  },
});

export type RefundActionSnapshot = SnapshotFrom<typeof refundActionMachine>;
