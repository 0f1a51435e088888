import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { orderHistoryMachine } from '../../machines/order-history/order-history.machine';
import { useAccountServices } from './account-services';
import { failureMessage } from '../data/data-error';

export type OrderHistoryStatus = 'loading' | 'listed' | 'empty' | 'failed';

/** The signed-in shopper's orders, read by owner. */
export function useOrderHistory(ownerUid: string) {
  const services = useAccountServices();
  const [logic] = useState(() =>
    orderHistoryMachine.provide({
      actors: { listOrders: fromPromise(({ input }) => services.listOrdersByOwner(input)) },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { ownerUid } });
  const status: OrderHistoryStatus = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches({ ready: 'empty' })
        ? 'empty'
        : 'listed';
  return {
    status,
    orders: snapshot.context.orders,
    failureMessage: failureMessage(snapshot.context.failure),
    retry: () => send({ type: 'orders.retry' }),
  };
}
