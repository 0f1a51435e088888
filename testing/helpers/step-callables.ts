/**
 * The step callables (functions/src/staff) for the back office's component tests and stories,
 * answered over Firebase's callable protocol by a small stand-in that moves the order as
 * model/order/status.ts says and records its History event; the real callables are tested
 * with the functions. And a story's whole backend: the Firestore stand-in with these orders and
 * their History.
 */
import type { RequestHandler } from 'msw';
import { seedDocuments } from '../../mocks/backend/fixtures';
import { createBackend } from '../../mocks/browser/backend';
import { answeredCallable, CallableRefusal } from './callables';
import type { EventActor, OrderEventType } from '@model/order/events';
import { baraka } from '../fixtures/staff';
import { queueOf } from '@model/order/queue';
import {
  afterAction,
  type FulfilmentStep,
  type OrderAction,
  type OrderStatus,
} from '@model/order/status';
import type { OrderStepRequest } from '@model/staff/requests';
import { stepCallables } from '../../src/staff/data/orders';
import {
  anEvent,
  orderCollections,
  type OrderData,
  type OrderSeed,
} from '../fixtures/order-documents';

export type StepCallableAnswer =
  | { status: OrderStatus; fulfilment: FulfilmentStep }
  | { error: 'FAILED_PRECONDITION' | 'UNAVAILABLE' | 'NOT_FOUND'; message: string };

export interface StepCallablesOptions {
  /** The orders as the test's store holds them, by id: the stand-in reads and changes these. */
  orders: Map<string, OrderData>;
  /** Writes an order moved by a step and its new event where the page reads them. */
  save: (orderId: string, data: OrderData, event: OrderData) => Promise<void> | void;
  /** Who the step is recorded for. */
  by?: EventActor;
  /** Answers a step otherwise than the rules would, e.g. to refuse it. */
  answer?: (request: OrderStepRequest) => StepCallableAnswer | undefined;
  /** Waits before answering, e.g. to show Saving. */
  delay?: () => Promise<void>;
}

/**
 * The step callables at the Functions emulator's address, as the shop's local mode calls
 * them; `requests` keeps what each was sent.
 */
export function stepCallableHandlers({
  orders,
  save,
  by = baraka,
  answer,
  delay,
}: StepCallablesOptions) {
  const requests: Array<OrderStepRequest & { callable: string }> = [];
  async function take(request: OrderStepRequest): Promise<StepCallableAnswer> {
    const given = answer?.(request);
    if (given) return given;
    const data = orders.get(request.orderId);
    if (!data) return { error: 'NOT_FOUND', message: 'We could not find that order.' };
    const position = {
      status: data.status as OrderStatus,
      fulfilment: data.fulfilment as FulfilmentStep,
      confirmed: data.confirmation !== undefined,
    };
    const after = afterAction(position, request.action);
    if (!after) {
      return {
        error: 'FAILED_PRECONDITION',
        message: `This order cannot take that step now: it is ${position.status}, ${position.fulfilment}.`,
      };
    }
    const at = new Date();
    const details = detailsOf(request);
    const confirmed = position.confirmed || request.action === 'confirm';
    const moved: OrderData = {
      ...data,
      ...after,
      queue: queueOf({ ...after, confirmed }),
      updatedAt: at,
      ...(request.action === 'confirm' ? { confirmation: { by, at } } : {}),
      ...(request.action === 'dispatch' ? { dispatch: { ...details, at } } : {}),
      ...(request.action === 'cancel' ? { cancellation: { ...details, by, at } } : {}),
    };
    orders.set(request.orderId, moved);
    await save(
      request.orderId,
      moved,
      anEvent(eventOf[request.action], at, by, { ...after, details }),
    );
    return after;
  }
  const handlers = Object.values(stepCallables).flatMap(
    (callable) =>
      answeredCallable<OrderStepRequest>(callable, async (data) => {
        requests.push({ callable, ...data });
        await delay?.();
        const result = await take(data);
        return 'error' in result ? new CallableRefusal(result.error, result.message) : result;
      }).handlers,
  );
  return { handlers, requests };
}

const eventOf: Record<OrderAction, OrderEventType> = {
  confirm: 'confirmed',
  pack: 'packed',
  dispatch: 'dispatched',
  deliver: 'delivered',
  cancel: 'cancelled',
};

function detailsOf(request: OrderStepRequest): Record<string, string> {
  if (request.action === 'dispatch') {
    return { courier: request.courier, tracking: request.tracking ?? '' };
  }
  return request.action === 'cancel' ? { reason: request.reason } : {};
}

/**
 * A story's backend: the Firestore stand-in seeded with the shop and these orders with their
 * History (`orders/{id}/events`), and the step callables writing each step back to both.
 */
export function storyHandlers(
  orders: OrderSeed[],
  steps: Pick<StepCallablesOptions, 'answer' | 'delay'> = {},
): RequestHandler[] {
  const backend = createBackend({
    seed: () => ({ ...seedDocuments(), ...orderCollections(orders) }),
  });
  let saved = 0;
  const callables = stepCallableHandlers({
    orders: new Map(orders.map(({ id, data }) => [id, data])),
    save(orderId, data, event) {
      saved += 1;
      backend.store.put('orders', [{ id: orderId, data }]);
      backend.store.put(`orders/${orderId}/events`, [{ id: `step${saved}`, data: event }]);
    },
    ...steps,
  });
  return [...callables.handlers, ...backend.handlers];
}
