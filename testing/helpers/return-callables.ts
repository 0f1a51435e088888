/**
 * `moveReturn` (functions/src/returns) for the back office's component tests and stories,
 * answered over Firebase's callable protocol by a small stand-in that moves the stored return as
 * model/return/return.ts says, records the order's History event, and for Refund writes the
 * refund record its money goes back through (`refunds/return-{returnId}`); the real callable is
 * tested with the functions. It answers the return as it then stands, its times as ISO text, as
 * the callable does.
 */
import type { EventActor, OrderEventType } from '@model/order/events';
import { moveReturnSchema, type MoveReturn } from '@model/return/request';
import { afterReturnMove, type ReturnMove } from '@model/return/return';
import { readReturn, returnRefundId } from '@model/return/stored-return';
import { anEvent, type OrderData } from '../fixtures/order-documents';
import { baraka } from '../fixtures/staff';
import type { ReturnSeed } from '../fixtures/staff-returns';
import { answeredCallable, CallableRefusal } from './callables';

export type ReturnCallableAnswer = {
  error: 'FAILED_PRECONDITION' | 'UNAVAILABLE' | 'NOT_FOUND';
  message: string;
};

export interface ReturnCallablesOptions {
  /** The returns as the test's store holds them: the stand-in reads and changes these. */
  returns: ReturnSeed[];
  /**
   * Writes a return moved by a call, its order's new History event and, for Refund, the refund
   * record it owes, where the page reads them.
   */
  save: (
    moved: ReturnSeed,
    event: OrderData,
    refund: { id: string; data: Record<string, unknown> } | null,
  ) => Promise<void> | void;
  /** Who the call is recorded for. */
  by?: EventActor;
  /** Answers a call otherwise than the rules would: a refusal, an outage. */
  answer?: (request: MoveReturn) => ReturnCallableAnswer | undefined;
  /** Waits before answering, e.g. to show Saving. */
  delay?: () => Promise<void>;
}

const events: Record<ReturnMove, OrderEventType> = {
  approve: 'return-approved',
  refuse: 'return-refused',
  receive: 'return-received',
  refund: 'refund-requested',
  'send-exchange': 'exchange-sent',
};

/** The return as the callable answers it: ISO text for its times. */
const answered = ({ id, data }: ReturnSeed) => {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return { ...data, id, requestedAt: iso(data.requestedAt), updatedAt: iso(data.updatedAt) };
};

/** The exchange's order `moveReturn` makes for return `returnId`. */
export const exchangeOrderOf = (returnId: string) => ({
  id: `Exch${returnId.slice(4)}`,
  number: 'MT-EXCH01',
});

/**
 * `moveReturn` at the Functions emulator's address, as the shop's local mode calls it;
 * `requests` keeps what it was sent.
 */
export function returnCallableHandlers({
  returns,
  save,
  by = baraka,
  answer,
  delay,
}: ReturnCallablesOptions) {
  const stored = new Map(returns.map((seed) => [seed.id, seed]));
  async function take(request: MoveReturn) {
    const given = answer?.(request);
    if (given) return new CallableRefusal(given.error, given.message);
    const seed = stored.get(request.returnId);
    if (!seed || seed.orderId !== request.orderId) {
      return new CallableRefusal('NOT_FOUND', 'There is no such return.');
    }
    const current = readReturn(seed.id, seed.data);
    const step = afterReturnMove(current, request.move);
    if (step === null) {
      return new CallableRefusal('FAILED_PRECONDITION', 'This return has moved on already.');
    }
    const at = new Date();
    const data: Record<string, unknown> = { ...seed.data, step, updatedAt: at };
    let refund: { id: string; data: Record<string, unknown> } | null = null;
    if (request.move === 'refuse') data.refusal = request.reason;
    if (request.move === 'receive') data.received = request.lines;
    if (request.move === 'refund') {
      // The money is owed now; the return is refunded once it has gone (complete-refund.ts).
      data.step = 'received';
      const amount = 3500 * current.lines.reduce((sum, line) => sum + line.quantity, 0);
      refund = {
        id: returnRefundId(seed.id),
        data: {
          paymentId: returnRefundId(seed.id),
          returnId: seed.id,
          orderId: seed.orderId,
          orderNumber: current.orderNumber,
          amount,
          receipt: 'SGH0000001',
          payerPhone: '254712345678',
          reason: `Return of order ${current.orderNumber}`,
          state: 'due',
          open: true,
          failure: null,
          reversal: null,
          refunded: null,
          createdAt: at,
        },
      };
      data.refund = { id: refund.id, amount, delivery: false };
    }
    if (request.move === 'send-exchange') data.exchangeOrder = exchangeOrderOf(seed.id);
    data.open = data.step !== 'refused' && data.step !== 'exchange-sent';
    const moved = { ...seed, data };
    stored.set(seed.id, moved);
    await save(
      moved,
      anEvent(events[request.move], at, by, { status: 'paid', fulfilment: 'delivered' }),
      refund,
    );
    return answered(moved);
  }
  const { handlers } = answeredCallable<MoveReturn>('moveReturn', async (data) => {
    requests.push(data);
    await delay?.();
    return take(moveReturnSchema.parse(data));
  });
  const requests: MoveReturn[] = [];
  return { handlers, requests };
}
