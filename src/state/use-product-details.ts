import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ChoiceKind } from '../../machines/product-details/choices';
import {
  productDetailsMachine,
  type ProductDetailsInput,
} from '../../machines/product-details/product-details.machine';
import { readRelated, type RelatedFilter } from '../../machines/product-details/related';
import { productListMachine } from '../../machines/product-list/product-list.machine';
import type { Product } from '../catalog/product';
import type { ProductPage } from '../catalog/product-query';
import { getProduct, listProducts } from '../data/products';
import { useCart } from './use-shopping-lists';
import { failureMessage } from '../data/data-error';

/** The product-details machine bound to the catalog and the cart: state and named senders. */
export function useProductDetails(id: string) {
  return useProductMachine({ id });
}

/**
 * A card's chooser: the product page's own rules (sizes and colours the stock rule allows, the
 * choices Add to cart needs) for a product the card already holds, so nothing is read again.
 */
export function useProductChooser(product: Product) {
  return useProductMachine({ id: product.id, product });
}

function useProductMachine(input: ProductDetailsInput) {
  const cart = useCart();
  const { add, addAtWholesale } = cart;
  const machine = useMemo(
    () =>
      productDetailsMachine.provide({
        actors: { loadProduct: fromPromise(({ input }: { input: string }) => getProduct(input)) },
        actions: {
          addToCart: (_, { product, options }) => add(product, options),
          addAtWholesale: (_, { product, options }) => {
            if (product.wholesale)
              addAtWholesale({ ...product, wholesale: product.wholesale }, options);
          },
        },
      }),
    [add, addAtWholesale],
  );
  const [snapshot, send, actor] = useMachine(machine, { input });
  /** Sends an add, then answers the choices it found missing, for the page to move focus to. */
  const addWith = (type: 'details.addToCart' | 'details.addAtWholesale'): ChoiceKind[] => {
    send({ type });
    return actor.getSnapshot().context.missing;
  };
  return {
    status: snapshot.value,
    product: snapshot.context.product,
    failureMessage: failureMessage(snapshot.context.failure),
    size: snapshot.context.size,
    colour: snapshot.context.colour,
    missing: snapshot.context.missing,
    retry: () => send({ type: 'details.retry' }),
    chooseSize: (size: string) => send({ type: 'details.chooseSize', size }),
    chooseColour: (colour: string) => send({ type: 'details.chooseColour', colour }),
    addToCart: () => addWith('details.addToCart'),
    addAtWholesale: () => addWith('details.addAtWholesale'),
  };
}

function readFromCatalog(filter: RelatedFilter, pageSize: number): Promise<Product[]> {
  return listProducts({ filter, pageSize }).then((page) => page.products);
}

/** "You may also like": the product-list machine reading the product's related products. */
export function useRelatedProducts(product: Product) {
  const machine = useMemo(
    () =>
      productListMachine.provide({
        actors: {
          loadPage: fromPromise(async (): Promise<ProductPage> => ({
            products: await readRelated(product, readFromCatalog),
            nextCursor: null,
          })),
        },
      }),
    [product],
  );
  // The related read takes the product from the closure above, not from a request.
  const [snapshot, send] = useMachine(machine, { input: { request: {} } });
  return {
    status: snapshot.matches('loading')
      ? ('loading' as const)
      : snapshot.matches('failed')
        ? ('failed' as const)
        : snapshot.matches({ ready: 'empty' })
          ? ('empty' as const)
          : ('ready' as const),
    products: snapshot.context.products,
    failureMessage: failureMessage(snapshot.context.failure),
    retry: () => send({ type: 'list.retry' }),
  };
}
