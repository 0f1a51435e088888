import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { readRelated, type RelatedFilter } from '@model/catalog/related';
import { productListMachine } from '../../machines/product-list/product-list.machine';
import * as listing from '../../machines/product-list/selectors';
import type { Product } from '@model/catalog/product';
import type { ProductPage, ProductQuery } from '@model/catalog/product-query';
import { useAfterFirstPaint } from '@/ui/near-viewport/use-after-first-paint';
import { countProducts, listProducts } from './data/products';
import { searchProducts } from './data/product-search';
import { failureMessage } from '@/data/data-error';

function loadProducts(query: ProductQuery) {
  const { search, ...page } = query;
  return search === undefined ? listProducts(page) : searchProducts(search, page);
}

const catalogListing = productListMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }: { input: ProductQuery }) => loadProducts(input)),
    countTotal: fromPromise(({ input }: { input: ProductQuery }) => countProducts(input.filter)),
  },
});

/** The product-list machine bound to the catalog: selected state and named senders. */
export function useProductList(query: ProductQuery) {
  // The listing is made for its first query: a page with another query mounts another listing.
  const actor = useActorRef(catalogListing, {
    input: {
      request: { ...query },
      // A search counts with its read; a listing counts on its own once its cards are shown.
      countsWhenShown: !!query.withTotal && query.search === undefined,
    },
  });
  const shown = useAfterFirstPaint(useSelector(actor, listing.hasProducts));
  useEffect(() => {
    if (shown) actor.send({ type: 'listing.shown' });
  }, [shown, actor]);
  return useListing(actor);
}

function readFromCatalog(filter: RelatedFilter, pageSize: number): Promise<Product[]> {
  return listProducts({ filter, pageSize }).then((page) => page.products);
}

/** "You may also like": the product-list machine reading the product's related products. */
export function useRelatedProducts(product: Product) {
  const [logic] = useState(() =>
    productListMachine.provide({
      actors: {
        loadPage: fromPromise(async (): Promise<ProductPage> => ({
          products: await readRelated(product, readFromCatalog),
          nextCursor: null,
        })),
      },
    }),
  );
  // The related read takes the product from the closure above, not from a request.
  return useListing(useActorRef(logic, { input: { request: {} } }));
}

/** What every listing hands its screen: its state, selected narrowly, and named senders. */
function useListing(actor: ActorRefFrom<typeof productListMachine>) {
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'listing.retry' }),
      loadMore: () => actor.send({ type: 'listing.loadMore' }),
    }),
    [actor],
  );
  return {
    status: useSelector(actor, listing.productListStatus),
    products: useSelector(actor, listing.products),
    total: useSelector(actor, listing.total),
    failureMessage: failureMessage(useSelector(actor, listing.failure)),
    more: useSelector(actor, listing.moreStatus),
    ...senders,
  };
}
