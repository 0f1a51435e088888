import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { refundListMachine } from '../../../machines/staff-refunds/refund-list.machine';
import * as list from '../../../machines/staff-refunds/refund-list.selectors';
import { failureMessage } from '@/data/data-error';
import { listOpenRefunds } from '../data/refunds';

/** The Refunds tab's list, selected narrowly, and its senders. */
export function useRefundList() {
  const [logic] = useState(() =>
    refundListMachine.provide({
      actors: { listOpenRefunds: fromPromise(({ input }) => listOpenRefunds(input)) },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'refunds.retry' }),
      more: () => actor.send({ type: 'refunds.more' }),
    }),
    [actor],
  );
  return {
    actor,
    status: useSelector(actor, list.listStatus),
    refunds: useSelector(actor, list.refunds),
    hasMore: useSelector(actor, list.hasMore),
    loadingMore: useSelector(actor, list.loadingMore),
    failureMessage: failureMessage(useSelector(actor, list.failure)),
    moreFailureMessage: failureMessage(useSelector(actor, list.moreFailure)),
    ...senders,
  };
}
