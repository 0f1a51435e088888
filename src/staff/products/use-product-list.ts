import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { productListMachine } from '../../../machines/staff-products/product-list.machine';
import * as list from '../../../machines/staff-products/product-list.selectors';
import type { ProductListView } from '../../../machines/staff-products/types';
import { failureMessage } from '@/data/data-error';
import { usePagedList } from '../ui/use-paged-list';
import { listProductPage, searchShopProducts } from '../data/products';

export type ProductListActor = ActorRefFrom<typeof productListMachine>;

/** The Products page: the list shown, Find a product, and their senders. */
export function useStaffProductList() {
  const [logic] = useState(() =>
    productListMachine.provide({
      actors: {
        listProducts: fromPromise(({ input }) => listProductPage(input)),
        findProducts: fromPromise(({ input }) => searchShopProducts(input)),
      },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      show: (view: ProductListView) => actor.send({ type: 'products.show', view }),
      type: (text: string) => actor.send({ type: 'search.type', text }),
      search: () => actor.send({ type: 'search.submit' }),
      retrySearch: () => actor.send({ type: 'search.retry' }),
    }),
    [actor],
  );
  return {
    actor,
    view: useSelector(actor, list.view),
    searchStatus: useSelector(actor, list.searchStatus),
    query: useSelector(actor, list.query),
    found: useSelector(actor, list.found),
    searchFailure: failureMessage(useSelector(actor, list.searchFailure)),
    ...senders,
  };
}

/** One list of the page's machine: its products, later pages on demand. */
export function useProductListView(actor: ProductListActor, view: ProductListView) {
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'products.retry', view }),
      more: () => actor.send({ type: 'products.more', view }),
    }),
    [actor, view],
  );
  return usePagedList(actor, list.lists[view], senders);
}
