import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { orderReturnsMachine } from '../../../machines/staff-returns/order-returns.machine';
import * as returns from '../../../machines/staff-returns/order-returns.selectors';
import type { ReturnsOwner } from '../../../machines/staff-returns/order-returns.machine';
import { logToConsole } from '@/account/use-session';
import { failureMessage } from '@/data/data-error';
import { readOrderReturns } from '../data/returns';

/**
 * An order's returns, selected narrowly, and their named events. `orderPage` is the order page's
 * machine: told of each answer, it reads the order and its History again.
 */
export function useOrderReturns(orderId: string, orderPage: ReturnsOwner) {
  const [logic] = useState(() =>
    orderReturnsMachine.provide({
      actors: { readOrderReturns: fromPromise(({ input }) => readOrderReturns(input)) },
      actions: { log: (_, entry) => logToConsole(entry) },
    }),
  );
  const actor = useActorRef(logic, { input: { orderId, orderPage } });
  const senders = useMemo(() => ({ retry: () => actor.send({ type: 'returns.retry' }) }), [actor]);
  return {
    /** The returns' machine, which each return's actions and its refund's tell of each answer. */
    actor,
    status: useSelector(actor, returns.returnsStatus),
    returns: useSelector(actor, returns.shownReturns),
    failureMessage: failureMessage(useSelector(actor, returns.readFailure)),
    ...senders,
  };
}
