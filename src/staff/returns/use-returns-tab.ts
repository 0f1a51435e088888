import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { returnsTabMachine } from '../../../machines/staff-returns/returns-tab.machine';
import * as tab from '../../../machines/staff-returns/returns-tab.selectors';
import { logToConsole } from '@/account/use-session';
import { countOpenReturns, listOpenReturns } from '../data/returns';
import { usePagedList } from '../ui/use-paged-list';

/** The Orders page's address for the Returns tab, as the queues' tabs keep theirs. */
export const returnsTab = 'returns';

/** The Returns tab of /staff/orders: whether it is shown, its count, and its list. */
export function useReturnsTab() {
  const [params, setParams] = useSearchParams();
  const [logic] = useState(() =>
    returnsTabMachine.provide({
      actors: {
        listOpenReturns: fromPromise(({ input }) => listOpenReturns(input)),
        countOpenReturns: fromPromise(() => countOpenReturns()),
      },
      actions: {
        // Replaced, not pushed: Back from an order comes back to the tab it left.
        rememberShown: () => setParams({ tab: returnsTab }, { replace: true }),
        log: (_, entry) => logToConsole(entry),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { shown: params.get('tab') === returnsTab } });
  const senders = useMemo(
    () => ({
      show: () => actor.send({ type: 'returns.show' }),
      hide: () => actor.send({ type: 'returns.hide' }),
      retry: () => actor.send({ type: 'returns.retry' }),
      more: () => actor.send({ type: 'returns.more' }),
    }),
    [actor],
  );
  return {
    shown: useSelector(actor, tab.isShown),
    count: useSelector(actor, tab.count),
    list: usePagedList(actor, tab.list, senders),
    ...senders,
  };
}

export type ReturnsTab = ReturnType<typeof useReturnsTab>;
