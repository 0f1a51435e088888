import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { productListMachine } from '../../../machines/staff-products/product-list.machine';
import * as list from '../../../machines/staff-products/product-list.selectors';
import type { ProductLine, ProductListView } from '../../../machines/staff-products/types';
import { usePagedList } from '../ui/use-paged-list';
import { useProductSearch } from '../ui/use-product-search';
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
  const show = useCallback(
    (view: ProductListView) => actor.send({ type: 'products.show', view }),
    [actor],
  );
  return {
    actor,
    view: useSelector(actor, list.view),
    show,
    ...useProductSearch<ProductLine>(actor),
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
