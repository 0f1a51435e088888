/**
 * The order callables' bodies: the call's auth and data in, the contract's answer out, and an
 * order refusal turned into the HttpsError the client SDK shows (anything else stays `internal`).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/https';
import { getOrderRequestSchema } from '@/model/order/request';
import { type OrderView, type PlaceOrderResponse } from '@/model/order/view';
import { OrderError } from './errors';
import { getOrderView, placeOrder, type PlaceOrderDependencies } from './place-order';

type Call = Pick<CallableRequest<unknown>, 'auth' | 'data'>;

async function refusalsAsHttps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderError) throw new HttpsError(error.code, error.message);
    throw error;
  }
}

export function placeOrderCall(
  db: Firestore,
  call: Call,
  afterPlaced?: PlaceOrderDependencies['afterPlaced'],
): Promise<PlaceOrderResponse> {
  return refusalsAsHttps(() =>
    placeOrder({ db, uid: call.auth?.uid ?? null, request: call.data, afterPlaced }),
  );
}

/**
 * The order for its owner or token holder. An M-Pesa order still awaiting its payment is first
 * settled by `settle` (the STK query when Safaricom's callback is late), then read again.
 */
export function getOrderCall(
  db: Firestore,
  call: Call,
  settle?: (orderId: string) => Promise<unknown>,
): Promise<OrderView> {
  return refusalsAsHttps(async () => {
    const parsed = getOrderRequestSchema.safeParse(call.data);
    if (!parsed.success) throw new OrderError('invalid-argument', 'This is not an order link.');
    const read = () => getOrderView({ db, uid: call.auth?.uid ?? null, ...parsed.data });
    const view = await read();
    if (!settle || view.status !== 'awaiting-payment') return view;
    await settle(view.id);
    return read();
  });
}
