import { assign, setup, type SnapshotFrom } from 'xstate';
import { allows, type OrderAction } from '@model/order/status';
import { logFailure } from '../log-failure';
import type { LogEntry } from '../session/types';
import type { RefundChanged } from '../staff-refunds/types';
import { unprovided } from '../unprovided';
import {
  checkStep,
  needsDetails,
  noStepFields,
  type OrderStepRequest,
  type StepFieldErrors,
  type StepFields,
} from '@model/staff/requests';
import type { OrderChanged, StaffOrder, StepOutcome } from './types';

export interface OrderPageContext {
  orderId: string;
  order: StaffOrder | null;
  /** The last read's or step's failure, for the page to describe. */
  failure: unknown;
  /** The step being taken, or the last one taken. */
  action: OrderAction | null;
  /** What the step's dialog holds, kept through a failure. */
  fields: StepFields;
  fieldErrors: StepFieldErrors;
  /** The checked request being sent, kept for a Retry. */
  request: OrderStepRequest | null;
  /** Why the server would not take the step, in its words. */
  refusal: string | null;
  /**
   * A refund's or a return's actions got an answer since the order was last read: it is read
   * again.
   */
  changedElsewhere: boolean;
}

export type OrderPageEvent =
  | { type: 'order.retry' }
  | { type: 'step.start'; action: OrderAction }
  | { type: 'step.confirm'; fields: StepFields }
  | { type: 'step.retry' }
  | { type: 'step.close' }
  | RefundChanged
  | OrderChanged;

const rememberFailure = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/**
 * The order and its refunds read again, what is shown kept meanwhile, then `found`; a failed read
 * keeps what is shown, with a Retry.
 */
const readAgain = (found: string) =>
  ({
    entry: 'readingAgain',
    invoke: {
      src: 'readOrder',
      input: ({ context }: { context: OrderPageContext }) => context.orderId,
      onDone: [
        {
          guard: {
            type: 'orderWasFound',
            params: ({ event }: { event: { output: StaffOrder | null } }) => event.output,
          },
          target: found,
          actions: {
            type: 'keepOrder',
            params: ({ event }: { event: { output: StaffOrder | null } }) => event.output,
          },
        },
        { target: '#staffOrder.notFound' },
      ],
      onError: {
        target: '#staffOrder.ready.idle.rereadFailed',
        actions: [rememberFailure, logFailure('Error fetching the order:')],
      },
    },
  }) as const;

/**
 * One order in the back office (../shared/QA-CONTRACT.md, Back office: an order): read with its
 * History, then the steps its position allows (model/order/status.ts, `allowedActions`): a
 * cash order is confirmed with the shopper before it is packed. Confirming, packing and
 * delivering are one press; dispatching and cancelling open a dialog whose fields are
 * checked by the callables' own schema before anything is sent. Each step: idle → (confirming →)
 * saving → saved, or refused with the server's message (someone moved the order first), or
 * failed with what was typed kept for a Retry; taken or refused, the order is read again. Its
 * refunds' actions (../staff-refunds/refund-action.machine.ts) tell it of each answer: the refund
 * shows as answered at once, and the order and its refunds are read again (History has the new
 * events) as soon as no step is under way. The read and the step callables are injected.
 */
export const orderPageMachine = setup({
  types: {
    context: {} as OrderPageContext,
    events: {} as OrderPageEvent,
    input: {} as { orderId: string },
  },
  actors: {
    readOrder: unprovided<StaffOrder | null, string>('orderPageMachine needs a readOrder actor'),
    takeStep: unprovided<StepOutcome, OrderStepRequest>('orderPageMachine needs a takeStep actor'),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    rememberFailure: assign({ failure: (_, error: unknown) => error }),
    keepOrder: assign((_, order: StaffOrder | null) => ({ order, failure: null })),
    openStep: assign((_, action: OrderAction) => ({
      action,
      fields: noStepFields,
      fieldErrors: {},
      request: null,
      refusal: null,
      failure: null,
    })),
    takeStepAtOnce: assign(({ context }, action: OrderAction) => {
      const checked = checkStep(context.orderId, action, noStepFields);
      return {
        action,
        fields: noStepFields,
        fieldErrors: 'errors' in checked ? checked.errors : {},
        request: 'request' in checked ? checked.request : null,
        refusal: null,
        failure: null,
      };
    }),
    checkFields: assign(({ context }, fields: StepFields) => {
      const checked = checkStep(context.orderId, context.action!, fields);
      return 'request' in checked
        ? { fields, fieldErrors: {}, request: checked.request, failure: null }
        : { fields, fieldErrors: checked.errors, request: null };
    }),
    /**
     * The callable's answer moves the order at once (confirming moves neither status nor
     * fulfilment: the order is now confirmed); the read that follows brings the rest.
     */
    movePosition: assign({
      order: ({ context }, outcome: StepOutcome) =>
        context.order && outcome.outcome === 'done'
          ? {
              ...context.order,
              status: outcome.status,
              fulfilment: outcome.fulfilment,
              ...(context.action === 'confirm' ? { confirmed: true } : {}),
            }
          : context.order,
    }),
    keepRefusal: assign({
      refusal: (_, outcome: StepOutcome) =>
        outcome.outcome === 'refused' ? outcome.message : null,
    }),
    closeStep: assign({
      action: null,
      fields: noStepFields,
      fieldErrors: {},
      request: null,
      failure: null,
    }),
    refuseOrder: assign(({ context }) => ({
      refusal: context.fieldErrors.order ?? null,
      fieldErrors: {},
    })),
    /** The step is over: its dialog's fields are dropped, its action kept for the page's word. */
    endStep: assign({ fields: noStepFields, fieldErrors: {}, request: null, failure: null }),
    /** The refund's answer shows at once; the read that follows brings the rest. */
    showRefundAnswer: assign({
      order: ({ context }, changed: RefundChanged) =>
        context.order && changed.refund
          ? {
              ...context.order,
              refunds: context.order.refunds.map((refund) =>
                refund.paymentId === changed.paymentId ? changed.refund! : refund,
              ),
            }
          : context.order,
    }),
    noteChangedElsewhere: assign({ changedElsewhere: true }),
    /** The read starts now: what changed before it is in it. */
    readingAgain: assign({ changedElsewhere: false }),
    /** The last thing done was a refund's: the page says nothing more of an earlier step. */
    forgetStep: assign({ action: null, refusal: null, failure: null }),
  },
  guards: {
    orderWasFound: (_, order: StaffOrder | null) => order !== null,
    allowsStep: ({ context }, action: OrderAction) =>
      context.order !== null && allows(context.order, action),
    allowsStepInDialog: ({ context }, action: OrderAction) =>
      context.order !== null && allows(context.order, action) && needsDetails(action),
    fieldsAreValid: ({ context }) => context.request !== null,
    isRefusal: (_, outcome: StepOutcome) => outcome.outcome === 'refused',
    wasRefused: ({ context }) => context.refusal !== null,
    hasDialog: ({ context }) => context.action !== null && needsDetails(context.action),
    changedElsewhere: ({ context }) => context.changedElsewhere,
  },
}).createMachine({
  id: 'staffOrder',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    failure: null,
    action: null,
    fields: noStepFields,
    fieldErrors: {},
    request: null,
    refusal: null,
    changedElsewhere: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'readOrder',
        input: ({ context }) => context.orderId,
        onDone: [
          {
            guard: { type: 'orderWasFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'keepOrder', params: ({ event }) => event.output },
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: [rememberFailure, logFailure('Error fetching the order:')],
        },
      },
    },
    failed: { on: { 'order.retry': 'loading' } },
    notFound: {},
    ready: {
      initial: 'idle',
      on: {
        'refund.changed': {
          actions: [
            { type: 'showRefundAnswer', params: ({ event }) => event },
            'noteChangedElsewhere',
          ],
        },
        'order.changed': { actions: 'noteChangedElsewhere' },
      },
      states: {
        // Waiting for staff: fresh, after a step saved, refused or failed, or with the read after
        // a step failed. A refund or return answered meanwhile has the order read again first.
        idle: {
          initial: 'fresh',
          always: { guard: 'changedElsewhere', target: 'refreshing', actions: 'forgetStep' },
          on: {
            'step.start': [
              {
                guard: { type: 'allowsStepInDialog', params: ({ event }) => event.action },
                target: 'confirming',
                actions: { type: 'openStep', params: ({ event }) => event.action },
              },
              {
                guard: { type: 'allowsStep', params: ({ event }) => event.action },
                target: 'checking',
                actions: { type: 'takeStepAtOnce', params: ({ event }) => event.action },
              },
            ],
          },
          states: {
            fresh: {},
            saved: {},
            refused: {},
            failed: { on: { 'step.retry': '#staffOrder.ready.saving' } },
            rereadFailed: { on: { 'order.retry': '#staffOrder.ready.rereading' } },
          },
        },
        confirming: {
          on: {
            'step.confirm': {
              target: 'checking',
              actions: { type: 'checkFields', params: ({ event }) => event.fields },
            },
            'step.close': { target: 'idle.fresh', actions: 'closeStep' },
          },
        },
        checking: {
          always: [
            { guard: 'fieldsAreValid', target: 'saving' },
            { guard: 'hasDialog', target: 'confirming' },
            // A one-press step the order itself cannot take (its number is not one the callables
            // take): refused here, as the server would.
            { target: 'idle.refused', actions: 'refuseOrder' },
          ],
        },
        saving: {
          invoke: {
            src: 'takeStep',
            input: ({ context }) => context.request!,
            onDone: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => event.output },
                target: 'rereading',
                actions: [{ type: 'keepRefusal', params: ({ event }) => event.output }, 'endStep'],
              },
              {
                target: 'rereading',
                actions: [{ type: 'movePosition', params: ({ event }) => event.output }, 'endStep'],
              },
            ],
            onError: [
              {
                guard: 'hasDialog',
                target: 'saveFailed',
                actions: [rememberFailure, logFailure('Error saving the order step:')],
              },
              // A one-press step that failed leaves every button as it was: pressing it again is
              // the Retry.
              {
                target: 'idle.failed',
                actions: [rememberFailure, logFailure('Error saving the order step:')],
              },
            ],
          },
        },
        // A dialog's step that failed: the dialog stays open with what was typed.
        saveFailed: {
          on: {
            'step.retry': 'saving',
            // What the dialog holds now, corrected or not, is checked and sent again.
            'step.confirm': {
              target: 'checking',
              actions: { type: 'checkFields', params: ({ event }) => event.fields },
            },
            'step.close': { target: 'idle.fresh', actions: 'closeStep' },
          },
        },
        // Taken or refused, the order is read again: its position, payment and History as the
        // server left them. A failed read keeps what is shown, with a Retry.
        rereading: readAgain('#staffOrder.ready.settled'),
        settled: {
          always: [{ guard: 'wasRefused', target: 'idle.refused' }, { target: 'idle.saved' }],
        },
        // A refund answered: the order and its refunds are read again, what is shown kept
        // meanwhile. A failed read keeps it, with a Retry.
        // A refund answered: the order and its refunds are read again.
        refreshing: readAgain('#staffOrder.ready.idle.fresh'),
      },
    },
  },
});

export type OrderPageSnapshot = SnapshotFrom<typeof orderPageMachine>;
