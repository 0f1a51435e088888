import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productDetailsMachine } from '../../machines/product-details/product-details.machine';
import { getProduct } from '../data/products';

const machine = productDetailsMachine.provide({
  actors: { loadProduct: fromPromise(({ input }: { input: string }) => getProduct(input)) },
});

/** The product-details machine bound to the catalog. */
export function useProductDetails(id: string) {
  const [snapshot, send] = useMachine(machine, { input: { id } });
  return {
    status: snapshot.value,
    product: snapshot.context.product,
    failure: snapshot.context.failure,
    retry: () => send({ type: 'details.retry' }),
  };
}
