import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ChoiceKind } from '../../machines/product-details/choices';
import { productDetailsMachine } from '../../machines/product-details/product-details.machine';
import type { ProductDetailsInput } from '../../machines/product-details/product-details.machine';
import * as details from '../../machines/product-details/selectors';
import type { Product } from '@model/catalog/product';
import { getProduct } from './data/products';
import { failureMessage } from '@/data/data-error';
import { useCartActions } from '@/cart/use-shopping-lists';

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
  const cart = useCartActions();
  const [logic] = useState(() =>
    productDetailsMachine.provide({
      actors: { loadProduct: fromPromise(({ input }: { input: string }) => getProduct(input)) },
      actions: {
        addToCart: (_, { product, options }) => cart.add(product, options),
        addAtWholesale: (_, { product, options }) => {
          if (product.wholesale) {
            cart.addAtWholesale({ ...product, wholesale: product.wholesale }, options);
          }
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input });
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'details.retry' }),
      chooseSize: (size: string) => actor.send({ type: 'details.chooseSize', size }),
      chooseColour: (colour: string) => actor.send({ type: 'details.chooseColour', colour }),
      addToCart: () => actor.send({ type: 'details.addToCart' }),
      addAtWholesale: () => actor.send({ type: 'details.addAtWholesale' }),
      /**
       * Hears every Add's answer: no choices missing once the cart was asked, else those to make
       * first, for the screen to move focus to. Answers the unsubscribe, for an effect's cleanup.
       */
      onAddAnswered: (listener: (missing: ChoiceKind[]) => void) => {
        const subscription = actor.on('details.addAnswered', (event) => listener(event.missing));
        return () => subscription.unsubscribe();
      },
    }),
    [actor],
  );
  return {
    status: useSelector(actor, details.productDetailsStatus),
    product: useSelector(actor, details.product),
    failureMessage: failureMessage(useSelector(actor, details.failure)),
    size: useSelector(actor, details.size),
    colour: useSelector(actor, details.colour),
    missing: useSelector(actor, details.missing),
    ...senders,
  };
}
