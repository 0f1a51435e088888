/**
 * Staff move an order only through the step callables (functions/src/staff), which check the
 * caller's role and the order's position, and write the move and its History event in one
 * transaction. Each call is made once: a Retry is staff's to choose.
 */
import type { StepOutcome } from '@model/staff/orders';
import type { OrderAction, FulfilmentStep, OrderStatus } from '@model/order/status';
import type { OrderStepRequest } from '@model/staff/requests';
import { DataError } from '@/data/data-error';
import { callFunction } from '@/data/functions';

/** The callable of each step. */
export const stepCallables: Record<OrderAction, string> = {
  confirm: 'confirmOrder',
  pack: 'packOrder',
  dispatch: 'dispatchOrder',
  deliver: 'deliverOrder',
  cancel: 'cancelOrder',
};

/**
 * Takes one step of an order. The server's refusal (the order moved on, or is gone) is an answer
 * with its message, not a failure: the page shows it and reads the order again.
 */
export async function takeOrderStep(request: OrderStepRequest): Promise<StepOutcome> {
  try {
    const position = await callFunction<
      OrderStepRequest,
      { status: OrderStatus; fulfilment: FulfilmentStep }
    >(stepCallables[request.action], request);
    return { outcome: 'done', status: position.status, fulfilment: position.fulfilment };
  } catch (error) {
    if (error instanceof DataError && (error.kind === 'refused' || error.kind === 'not-found')) {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}
