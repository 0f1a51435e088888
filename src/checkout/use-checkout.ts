import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import {
  canConfirm,
  canPayOnDelivery,
  canPromptAgain,
  canStartAnother,
  canTryAgain,
  checkoutStatus,
  orderId,
  payAgainPhone,
  payOnDeliveryRefusal,
  promptNews,
  refusalMessage,
  reviewedTotal,
  suggestsCash,
} from '../../machines/checkout/selectors';
import { getOrder, newCheckoutId, newOrderAccessToken, payAgain, placeOrder } from './data/orders';
import type { CheckoutFields } from '@model/checkout';
import { readOrderAccess, releaseCartHold, rememberOrderAccess } from './order-access-storage';
import { useCartActor } from '@/cart/use-shopping-lists';
import { useCartOffersActor } from '@/cart/offers/use-cart-offers';
import { DataError, failureMessage } from '@/data/data-error';
import { cashOrderLimit, deliveryFees } from '@/settings/shop-settings';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

const newCheckout = () => ({ checkoutId: newCheckoutId(), accessToken: newOrderAccessToken() });

/**
 * The checkout actor, given the cart actor, the order callables and this device's order tokens:
 * it follows the cart, changes it when the shopper confirms the server's changes, and empties it
 * once the order is paid (or placed for cash). Made once by the checkout page,
 * which shares it with /checkout and /checkout/order/{id} so an order placed survives the move.
 */
export function useCheckoutActor(): CheckoutActor {
  const cart = useCartActor();
  const offers = useCartOffersActor();
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        placeOrder: fromPromise(({ input }) => placeOrder(input)),
        getOrder: fromPromise(({ input }) => getOrder(input)),
        payAgain: fromPromise(({ input }) => payAgain(input)),
      },
      actions: {
        rememberOrderAccess: (_, { checkoutId, accessToken }) => {
          if (!rememberOrderAccess({ orderId: checkoutId, accessToken, cartHeld: true })) {
            console.warn('This browser keeps no storage: the order is shown for this visit only.');
          }
        },
        releaseCartHold: (_, { orderId: placed }) => releaseCartHold(placed),
      },
    }),
  );
  return useActorRef(logic, { input: { cart, offers, newCheckout, cashLimit: cashOrderLimit } });
}

/** A failure is worth a Retry unless the server looked at the request and said no. */
const isRetryable = (failure: unknown) =>
  !(failure instanceof DataError && failure.kind === 'refused');

/** Filled by the checkout page; `useCheckout` is the only way its parts reach the actor. */
export const CheckoutActorContext = createContext<CheckoutActor | null>(null);

/** Checkout's state, selected narrowly, and its named events. */
export function useCheckout() {
  const checkout = useContext(CheckoutActorContext);
  if (checkout === null) throw new Error('useCheckout needs the checkout page’s actor');
  const senders = useMemo(
    () => ({
      place: (fields: CheckoutFields) => checkout.send({ type: 'checkout.place', fields }),
      confirm: () => checkout.send({ type: 'checkout.confirm' }),
      retry: () => checkout.send({ type: 'checkout.retry' }),
      startAnother: () => checkout.send({ type: 'checkout.startAnother' }),
      /** Shows the order with the token this device kept for it, if it kept one. */
      openOrder: (id: string) => {
        const access = readOrderAccess(id);
        checkout.send({
          type: 'checkout.openOrder',
          orderId: id,
          access: access && { accessToken: access.accessToken, cartHeld: access.cartHeld },
        });
      },
      checkAgain: () => checkout.send({ type: 'checkout.checkAgain' }),
      payAgain: (phone: string) => checkout.send({ type: 'checkout.payAgain', phone }),
      payOnDelivery: () => checkout.send({ type: 'checkout.payOnDelivery' }),
    }),
    [checkout],
  );
  return {
    status: useSelector(checkout, checkoutStatus),
    orderId: useSelector(checkout, orderId),
    order: useSelector(checkout, (snapshot) => snapshot.context.order),
    changes: useSelector(checkout, (snapshot) => snapshot.context.changes),
    reviewedTotal: useSelector(checkout, (snapshot) => reviewedTotal(snapshot, deliveryFees)),
    canConfirm: useSelector(checkout, canConfirm),
    canTryAgain: useSelector(checkout, canTryAgain),
    canPayOnDelivery: useSelector(checkout, canPayOnDelivery),
    /** The most a cash order may come to: the form offers only the ways to pay within bounds. */
    cashLimit: useSelector(checkout, (snapshot) => snapshot.context.cashLimit),
    /** Why cash on delivery is not offered though the delivery takes it (cash's bounds). */
    payOnDeliveryRefusal: useSelector(checkout, payOnDeliveryRefusal),
    promptNews: useSelector(checkout, promptNews),
    canPromptAgain: useSelector(checkout, canPromptAgain),
    suggestsCash: useSelector(checkout, suggestsCash),
    canStartAnother: useSelector(checkout, canStartAnother),
    payAgainPhone: useSelector(checkout, payAgainPhone),
    failureMessage: failureMessage(useSelector(checkout, (snapshot) => snapshot.context.failure)),
    /** Whether the last failure is worth a Retry: not the server's refusal (a limit, say). */
    failureRetryable: useSelector(checkout, (snapshot) => isRetryable(snapshot.context.failure)),
    /** Why the last Place order was refused, when the form's own errors do not say it. */
    refusal: useSelector(checkout, (snapshot) => refusalMessage(snapshot.context.refusal)),
    ...senders,
  };
}
