import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { orderHistoryMachine } from '../../machines/order-history/order-history.machine';
import * as history from '../../machines/order-history/selectors';
import { useAccountServices } from './use-session';
import { failureMessage } from '@/data/data-error';

/** The signed-in shopper's orders, read by owner. */
export function useOrderHistory(ownerUid: string) {
  const services = useAccountServices();
  const [logic] = useState(() =>
    orderHistoryMachine.provide({
      actors: { listOrders: fromPromise(({ input }) => services.listOrdersByOwner(input)) },
    }),
  );
  const actor = useActorRef(logic, { input: { ownerUid } });
  const retry = useMemo(() => () => actor.send({ type: 'orders.retry' }), [actor]);
  return {
    status: useSelector(actor, history.orderHistoryStatus),
    orders: useSelector(actor, history.orders),
    failureMessage: failureMessage(useSelector(actor, history.failure)),
    retry,
  };
}
