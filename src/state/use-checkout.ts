import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { canConfirm, checkoutStatus, refusalMessage } from '../../machines/checkout/selectors';
import { readCartProducts } from '../data/cart-products';
import { newOrderId, placeOrder } from '../data/orders';
import type { CheckoutFields } from '../forms/checkout';
import { useCart } from './shopping-lists';

/**
 * Checkout bound to the cart, the catalog and `orders`: the machine sees every cart change, and
 * empties the cart through it only once the order is written.
 */
export function useCheckout() {
  const cart = useCart();
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        readProducts: fromPromise(({ input }) => readCartProducts(input)),
        placeOrder: fromPromise(({ input }) => placeOrder(input.orderId, input.order)),
      },
      actions: { emptyCart: () => cart.clear() },
    }),
  );
  const checkout = useActorRef(logic, {
    input: { cart: cart.items, makeOrderId: newOrderId },
  });
  useEffect(() => {
    checkout.send({ type: 'checkout.cartChanged', lines: cart.items });
  }, [checkout, cart.items]);

  const senders = useMemo(
    () => ({
      place: (fields: CheckoutFields, ownerUid: string | null) =>
        checkout.send({ type: 'checkout.place', fields, ownerUid }),
      confirm: () => checkout.send({ type: 'checkout.confirm' }),
      retry: () => checkout.send({ type: 'checkout.retry' }),
      startAnother: () => checkout.send({ type: 'checkout.startAnother' }),
    }),
    [checkout],
  );
  return {
    status: useSelector(checkout, checkoutStatus),
    orderId: useSelector(checkout, (snapshot) => snapshot.context.orderId),
    order: useSelector(checkout, (snapshot) => snapshot.context.order),
    changes: useSelector(checkout, (snapshot) => snapshot.context.changes),
    canConfirm: useSelector(checkout, canConfirm),
    failure: useSelector(checkout, (snapshot) => snapshot.context.failure),
    /** Why the last Place order was refused, when the form's own errors do not say it. */
    refusal: useSelector(checkout, (snapshot) => refusalMessage(snapshot.context.refusal)),
    ...senders,
  };
}
