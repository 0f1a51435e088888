/**
 * The refund callables (functions/src) for the back office's component tests and stories,
 * answered over Firebase's callable protocol by a small stand-in that moves the stored refund as
 * model/payment/refunds.ts says (a reversal sent leaves it pending, or due with M-Pesa's
 * reason; marked, it is refunded with the next credit number)
 * and records the order's History event; the real callables are tested with the functions. And a
 * story's whole backend: the Firestore stand-in with these orders and refunds, and the step and
 * refund callables writing back to it.
 */
import type { RequestHandler } from 'msw';
import { seedDocuments } from '../../mocks/backend/fixtures';
import { createBackend } from '../../mocks/browser/backend';
import { answeredCallable, CallableRefusal } from './callables';
import type { EventActor, OrderEventType } from '@model/order/events';
import { baraka } from '../fixtures/staff';
import { formatCreditNumber } from '@model/receipt/receipt-number';
import {
  markRefundedSchema,
  mayReverse,
  refundRefusals,
  refundsCollection,
  type Refund,
} from '@model/payment/refunds';
import {
  anEvent,
  orderCollections,
  type OrderData,
  type OrderSeed,
} from '../fixtures/order-documents';
import { stepCallableHandlers, type StepCallablesOptions } from './step-callables';
import {
  refundCollections,
  refundOf,
  type RefundData,
  type RefundSeed,
} from '../fixtures/refund-documents';

export type RefundCallable = 'refundByMpesa' | 'markRefunded';

export interface RefundRequest {
  paymentId: string;
  reference?: string;
}

export type RefundCallableAnswer =
  Refund | { error: 'FAILED_PRECONDITION' | 'UNAVAILABLE' | 'NOT_FOUND'; message: string };

export interface RefundCallablesOptions {
  /** The refunds as the test's store holds them, by payment: the stand-in reads and changes these. */
  refunds: Map<string, RefundData>;
  /** Writes a refund moved by a call, and its order's new History event, where the page reads them. */
  save: (paymentId: string, data: RefundData, event: OrderData | null) => Promise<void> | void;
  /** Who the call is recorded for. */
  by?: EventActor;
  /** M-Pesa's reason for refusing a reversal at once: the refund stays due, with it. */
  reversalFailure?: string;
  /** Answers a call otherwise than the rules would: a refusal, an outage. */
  answer?: (callable: RefundCallable, request: RefundRequest) => RefundCallableAnswer | undefined;
  /** Waits before answering, e.g. to show Sending. */
  delay?: () => Promise<void>;
}

const refusal = (message: string) => ({ error: 'FAILED_PRECONDITION' as const, message });

/**
 * The two refund callables at the Functions emulator's address, as the shop's local mode calls
 * them; `requests` keeps what each was sent.
 */
export function refundCallableHandlers({
  refunds,
  save,
  by = baraka,
  reversalFailure,
  answer,
  delay,
}: RefundCallablesOptions) {
  const requests: Array<RefundRequest & { callable: RefundCallable }> = [];
  let credits = 0;
  async function take(callable: RefundCallable, request: RefundRequest) {
    const given = answer?.(callable, request);
    if (given) return given;
    const data = refunds.get(request.paymentId);
    if (!data) return refusal(refundRefusals.notFound);
    const refund = refundOf({ id: request.paymentId, data });
    if (refund.state === 'refunded') return refusal(refundRefusals.refunded);
    const at = new Date();
    let moved: RefundData;
    let event: OrderEventType;
    let details: Record<string, string>;
    if (callable === 'refundByMpesa') {
      if (refund.receipt === null) return refusal(refundRefusals.noReceipt);
      if (!mayReverse(refund, at)) return refusal(refundRefusals.pending);
      if (reversalFailure) {
        moved = { ...data, state: 'due', failure: reversalFailure, reversal: null };
        event = 'refund-failed';
        details = { reason: reversalFailure };
      } else {
        moved = {
          ...data,
          state: 'pending',
          failure: null,
          reversal: { requestedAt: at, timedOut: false },
        };
        event = 'refund-requested';
        details = { amount: `KES ${refund.amount}`, receipt: refund.receipt };
      }
    } else {
      const { reference } = markRefundedSchema.parse(request);
      moved = {
        ...data,
        state: 'refunded',
        open: false,
        refunded: { method: 'by-hand', reference, by, at },
        creditNumber: formatCreditNumber((credits += 1)),
      };
      event = 'refunded';
      details = { amount: `KES ${refund.amount}`, method: 'by hand', reference };
    }
    moved = { ...moved, updatedAt: at };
    refunds.set(request.paymentId, moved);
    // The money goes back for an order cancelled after it was paid.
    const history = refund.orderId
      ? anEvent(event, at, by, { status: 'cancelled', details })
      : null;
    await save(request.paymentId, moved, history);
    return refundOf({ id: request.paymentId, data: moved });
  }
  const names: RefundCallable[] = ['refundByMpesa', 'markRefunded'];
  const handlers = names.flatMap(
    (callable) =>
      answeredCallable<RefundRequest>(callable, async (data) => {
        requests.push({ callable, ...data });
        await delay?.();
        const result = await take(callable, data);
        return 'error' in result ? new CallableRefusal(result.error, result.message) : result;
      }).handlers,
  );
  return { handlers, requests };
}

/**
 * A story's backend: the Firestore stand-in seeded with the shop, these orders with their History
 * and these refunds, and the step and refund callables writing each move back to it.
 */
export function refundStoryHandlers(
  orders: OrderSeed[],
  refunds: RefundSeed[],
  calls: Pick<RefundCallablesOptions, 'reversalFailure' | 'answer' | 'delay'> = {},
  steps: Pick<StepCallablesOptions, 'answer' | 'delay'> = {},
): RequestHandler[] {
  const backend = createBackend({
    seed: () => ({
      ...seedDocuments(),
      ...orderCollections(orders),
      ...refundCollections(refunds),
    }),
  });
  let saved = 0;
  const stepCalls = stepCallableHandlers({
    orders: new Map(orders.map(({ id, data }) => [id, data])),
    save(orderId, data, event) {
      saved += 1;
      backend.store.put('orders', [{ id: orderId, data }]);
      backend.store.put(`orders/${orderId}/events`, [{ id: `step${saved}`, data: event }]);
    },
    ...steps,
  });
  const refundCalls = refundCallableHandlers({
    refunds: new Map(refunds.map(({ id, data }) => [id, data])),
    save(paymentId, data, event) {
      saved += 1;
      backend.store.put(refundsCollection, [{ id: paymentId, data }]);
      if (event && typeof data.orderId === 'string') {
        backend.store.put(`orders/${data.orderId}/events`, [{ id: `refund${saved}`, data: event }]);
      }
    },
    ...calls,
  });
  return [...refundCalls.handlers, ...stepCalls.handlers, ...backend.handlers];
}
