import { assign, sendTo, setup, type ActorRef, type Snapshot, type SnapshotFrom } from 'xstate';
import { logFailure } from '../log-failure';
import type { LogEntry } from '../session/types';
import type { OrderChanged } from '../staff-orders/types';
import type { RefundChanged } from '../staff-refunds/types';
import { unprovided } from '../unprovided';
import type { ReturnChanged, ShownReturn } from './types';

/** The order page's machine, told when a return or its refund moved the order. */
export type ReturnsOwner = ActorRef<Snapshot<unknown>, RefundChanged | OrderChanged>;

export interface OrderReturnsContext {
  orderId: string;
  /** The order page's machine: told when a return or its refund moved, it reads the order again. */
  orderPage: ReturnsOwner;
  returns: ShownReturn[];
  failure: unknown;
}

export type OrderReturnsEvent =
  | { type: 'returns.retry' }
  /** A return's actions got the server's answer (./return-action.machine.ts). */
  | ReturnChanged
  /** A return's refund's actions did (../staff-refunds/refund-action.machine.ts). */
  | RefundChanged;

export interface OrderReturnsInput {
  orderId: string;
  orderPage: ReturnsOwner;
}

const rememberFailure = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

const keepReturns = {
  type: 'keepReturns',
  params: ({ event }: { event: { output: ShownReturn[] } }) => event.output,
} as const;

/**
 * An order's returns on its page (../shared/QA-CONTRACT.md, Back office: an order), newest first,
 * each with the refund record its money goes back through once Refund was pressed. A return's
 * actions and its refund's tell it of each answer: the answer shows at once, the returns are read
 * again (a refund made moves its return to Refunded), and the order page is told so it reads the
 * order again (History has the new step). A read again that fails keeps what is shown, with a
 * Retry. The read is injected.
 */
export const orderReturnsMachine = setup({
  types: {
    context: {} as OrderReturnsContext,
    events: {} as OrderReturnsEvent,
    input: {} as OrderReturnsInput,
  },
  actors: {
    readOrderReturns: unprovided<ShownReturn[], string>(
      'orderReturnsMachine needs a readOrderReturns actor',
    ),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    rememberFailure: assign({ failure: (_, error: unknown) => error }),
    keepReturns: assign((_, returns: ShownReturn[]) => ({ returns, failure: null })),
    showReturnAnswer: assign(({ context }, changed: ReturnChanged) => ({
      returns: context.returns.map((shown) =>
        shown.view.id === changed.returnId && changed.view
          ? { ...shown, view: changed.view }
          : shown,
      ),
    })),
    showRefundAnswer: assign(({ context }, changed: RefundChanged) => ({
      returns: context.returns.map((shown) =>
        shown.refund?.paymentId === changed.paymentId && changed.refund
          ? { ...shown, refund: changed.refund }
          : shown,
      ),
    })),
    /**
     * The order page reads the order again (its History and refunds) when told a return's refund
     * moved, or a return's move changed the order.
     */
    tellOrderPage: sendTo(
      ({ context }) => context.orderPage,
      (_, changed: RefundChanged | null): RefundChanged | OrderChanged =>
        changed ?? { type: 'order.changed' },
    ),
  },
}).createMachine({
  id: 'orderReturns',
  context: ({ input }) => ({
    orderId: input.orderId,
    orderPage: input.orderPage,
    returns: [],
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'readOrderReturns',
        input: ({ context }) => context.orderId,
        onDone: { target: 'shown', actions: keepReturns },
        onError: {
          target: 'failed',
          actions: [rememberFailure, logFailure('Error reading the order’s returns:')],
        },
      },
    },
    failed: { on: { 'returns.retry': 'loading' } },
    shown: {
      initial: 'idle',
      on: {
        // Told while a read is under way, the read starts again: it brings this answer too.
        'return.changed': {
          target: '.readingAgain',
          reenter: true,
          actions: [
            { type: 'showReturnAnswer', params: ({ event }) => event },
            { type: 'tellOrderPage', params: null },
          ],
        },
        'refund.changed': {
          target: '.readingAgain',
          reenter: true,
          actions: [
            { type: 'showRefundAnswer', params: ({ event }) => event },
            { type: 'tellOrderPage', params: ({ event }) => event },
          ],
        },
      },
      states: {
        idle: {},
        readingAgain: {
          invoke: {
            src: 'readOrderReturns',
            input: ({ context }) => context.orderId,
            onDone: { target: 'idle', actions: keepReturns },
            onError: {
              target: 'readAgainFailed',
              actions: [rememberFailure, logFailure('Error reading the order’s returns:')],
            },
          },
        },
        readAgainFailed: { on: { 'returns.retry': 'readingAgain' } },
      },
    },
  },
});

export type OrderReturnsSnapshot = SnapshotFrom<typeof orderReturnsMachine>;
