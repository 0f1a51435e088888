import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { stockListMachine } from '../../../machines/stock-adjustment/stock-list.machine';
import * as stockList from '../../../machines/stock-adjustment/stock-list.selectors';
import type { FoundProduct } from '../../../machines/stock-adjustment/types';
import { usePagedList } from '../ui/use-paged-list';
import { useProductSearch } from '../ui/use-product-search';
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
  const lowStockSenders = useMemo(
    () => ({ retry: () => actor.send({ type: 'lowStock.retry' }) }),
    [actor],
  );
  return {
    lowStock: usePagedList(actor, stockList.lowStock, lowStockSenders),
    ...useProductSearch<FoundProduct>(actor),
  };
}
