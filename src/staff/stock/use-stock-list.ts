import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { stockListMachine } from '../../../machines/stock-adjustment/stock-list.machine';
import * as stockList from '../../../machines/stock-adjustment/stock-list.selectors';
import { failureMessage } from '@/data/data-error';
import { usePagedList } from '../ui/use-paged-list';
import { findProducts, listLowStock } from '../data/stock';

/** The Stock page: the Low stock list and Find a product. */
export function useStockList() {
  const [logic] = useState(() =>
    stockListMachine.provide({
      actors: {
        listLowStock: fromPromise(() => listLowStock()),
        findProducts: fromPromise(({ input }) => findProducts(input)),
      },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      type: (text: string) => actor.send({ type: 'search.type', text }),
      search: () => actor.send({ type: 'search.submit' }),
      retrySearch: () => actor.send({ type: 'search.retry' }),
    }),
    [actor],
  );
  const lowStockSenders = useMemo(
    () => ({ retry: () => actor.send({ type: 'lowStock.retry' }) }),
    [actor],
  );
  return {
    lowStock: usePagedList(actor, stockList.lowStock, lowStockSenders),
    searchStatus: useSelector(actor, stockList.searchStatus),
    query: useSelector(actor, stockList.query),
    found: useSelector(actor, stockList.found),
    searchFailure: failureMessage(useSelector(actor, stockList.searchFailure)),
    ...senders,
  };
}
