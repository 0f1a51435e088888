import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { refundListMachine } from '../../../machines/staff-refunds/refund-list.machine';
import { list } from '../../../machines/staff-refunds/refund-list.selectors';
import { usePagedList } from '../ui/use-paged-list';
import { listOpenRefunds } from '../data/refunds';

/** The Refunds tab's machine, for the refunds' actions, and its list. */
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
  return { actor, list: usePagedList(actor, list, senders) };
}
