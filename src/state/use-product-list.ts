import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { productListMachine } from '../../machines/product-list/product-list.machine';
import type { ProductQuery } from '../catalog/product-query';
import { useAfterFirstPaint } from '../components/near-viewport/use-after-first-paint';
import { countProducts, listProducts } from '../data/products';
import { searchProducts } from '../data/product-search';
import { failureMessage } from '../data/data-error';

function loadProducts(query: ProductQuery) {
  const { search, ...page } = query;
  return search === undefined ? listProducts(page) : searchProducts(search, page);
}

/** The product-list machine bound to the catalog: selected state and named senders. */
export function useProductList(query: ProductQuery) {
  const machine = useMemo(
    () =>
      productListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }: { input: ProductQuery }) => loadProducts(input)),
          countTotal: fromPromise(({ input }: { input: ProductQuery }) =>
            countProducts(input.filter),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    // A search counts with its read; a listing counts on its own once its cards are shown.
    input: {
      request: { ...query },
      countsWhenShown: !!query.withTotal && query.search === undefined,
    },
  });
  const shown = useAfterFirstPaint(snapshot.matches({ ready: 'withProducts' }));
  useEffect(() => {
    if (shown) send({ type: 'list.shown' });
  }, [shown, send]);
  return {
    status: snapshot.matches('loading')
      ? ('loading' as const)
      : snapshot.matches('failed')
        ? ('failed' as const)
        : snapshot.matches({ ready: 'empty' })
          ? ('empty' as const)
          : ('ready' as const),
    products: snapshot.context.products,
    total: snapshot.context.total,
    failureMessage: failureMessage(snapshot.context.failure),
    more: snapshot.matches('loadingMore')
      ? ('loading' as const)
      : snapshot.matches('moreFailed')
        ? ('failed' as const)
        : snapshot.can({ type: 'list.loadMore' })
          ? ('available' as const)
          : ('none' as const),
    retry: () => send({ type: 'list.retry' }),
    loadMore: () => send({ type: 'list.loadMore' }),
  };
}
