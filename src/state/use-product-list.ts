import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  productListMachine,
  type ProductListRequest,
} from '../../machines/product-list/product-list.machine';
import { listProducts, type ProductPageRequest } from '../data/products';

/** The product-list machine bound to the catalog: selected state and named senders. */
export function useProductList(request: ProductPageRequest) {
  const machine = useMemo(
    () =>
      productListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }: { input: ProductListRequest }) =>
            listProducts(input as ProductPageRequest),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { request: { ...request } } });
  return {
    status: snapshot.matches('loading')
      ? ('loading' as const)
      : snapshot.matches('failed')
        ? ('failed' as const)
        : snapshot.matches({ ready: 'empty' })
          ? ('empty' as const)
          : ('ready' as const),
    products: snapshot.context.products,
    failure: snapshot.context.failure,
    retry: () => send({ type: 'list.retry' }),
  };
}
