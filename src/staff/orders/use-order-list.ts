import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  orderListMachine,
  type OrderListInput,
  type OrderListView,
} from '../../../machines/staff-orders/order-list.machine';
import * as list from '../../../machines/staff-orders/order-list.selectors';
import type { OrderQueue } from '@model/order/queue';
import type { OrderTab } from '../../../machines/staff-orders/types';
import { logToConsole } from '@/account/use-session';
import { failureMessage } from '@/data/data-error';
import { countQueues, findOrders, listQueue } from '../data/orders';
import { orderTabs } from './order-words';

/** The tab /staff/orders opens on: the orders staff act on first. */
export const firstQueue: OrderQueue = 'to-pack';

/** The tab and search the address keeps: `?tab=packed`, or `?find=0712345678`. */
function readView(params: URLSearchParams): OrderListInput {
  const asked = params.get('tab');
  return {
    tab: orderTabs.find(({ tab }) => tab === asked)?.tab ?? firstQueue,
    findText: params.get('find'),
  };
}

function viewParams({ tab, findText }: OrderListView): URLSearchParams {
  return new URLSearchParams(findText === null ? { tab } : { find: findText });
}

/** The order list of /staff/orders, selected narrowly, and its named events. */
export function useOrderList() {
  const [params, setParams] = useSearchParams();
  const [logic] = useState(() =>
    orderListMachine.provide({
      actors: {
        listQueue: fromPromise(({ input }) => listQueue(input)),
        findOrders: fromPromise(({ input }) => findOrders(input)),
        countQueues: fromPromise(() => countQueues()),
      },
      actions: {
        // Replaced, not pushed: Back leaves the list, and comes back to the tab it left.
        rememberView: (_, view) => setParams(viewParams(view), { replace: true }),
        log: (_, entry) => logToConsole(entry),
      },
    }),
  );
  const actor = useActorRef(logic, { input: readView(params) });
  const senders = useMemo(
    () => ({
      selectTab: (tab: OrderTab) => actor.send({ type: 'orders.selectTab', tab }),
      loadMore: () => actor.send({ type: 'orders.loadMore' }),
      retry: () => actor.send({ type: 'orders.retry' }),
      find: (text: string) => actor.send({ type: 'orders.find', text }),
      clearFind: () => actor.send({ type: 'orders.clearFind' }),
    }),
    [actor],
  );
  return {
    status: useSelector(actor, list.orderListStatus),
    tab: useSelector(actor, list.shownTab),
    orders: useSelector(actor, list.listedOrders),
    counts: useSelector(actor, list.counts),
    hasMore: useSelector(actor, list.hasMore),
    isFinding: useSelector(actor, list.isFinding),
    findText: useSelector(actor, list.findText),
    findRefused: useSelector(actor, list.findRefused),
    failureMessage: failureMessage(useSelector(actor, list.listFailure)),
    ...senders,
  };
}

export type OrderList = ReturnType<typeof useOrderList>;
