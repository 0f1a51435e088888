/** The shopper's Try again (`payAgain`) and the back office's day of M-Pesa payments. */
import type { OrderView } from '@model/order/view';
import { asCallable, refusalsAsHttps, type Call } from '../core/call';
import { orderClock, type CallContext } from '../core/context';
import { returnWindowDays } from '../shop-config';
import { countWritingCall } from '../limits/rate-limit';
import { getOrderView } from '../orders/place-order';
import { writesAlwaysOpen } from '../qa/write-gate';
import { payAgain } from './pay-again';
import { listPayments } from './payments-day';

export function payAgainCall(context: CallContext, call: Call): Promise<OrderView> {
  return refusalsAsHttps(async () => {
    await (context.writeGate ?? writesAlwaysOpen)();
    await countWritingCall(context, call);
    const uid = call.auth?.uid ?? null;
    const { orderId } = await payAgain(context, call.data, uid);
    const { accessToken } = call.data as { accessToken: string };
    return getOrderView({
      db: context.db,
      uid,
      orderId,
      accessToken,
      now: orderClock(context),
      returnWindowDays: context.returnWindowDays ?? returnWindowDays,
    });
  });
}

/** One page of a day's M-Pesa payments with the day's totals: `PaymentsDay`. */
export const listPaymentsCall = asCallable(listPayments);
