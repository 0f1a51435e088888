import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  appliedCode,
  applyingCode,
  cartTotal,
  discountLines,
  discountTotal,
  freeDelivery,
  offersStatus,
} from '../../../machines/cart-offers/selectors';
import { useCartActor } from '../use-shopping-lists';
import { cartOffersFor, type CartOffersActor } from './cart-offers-actor';

/** The cart's offers actor, for a machine that follows it (use-checkout.ts). */
export function useCartOffersActor(): CartOffersActor {
  const cart = useCartActor();
  return useMemo(() => cartOffersFor(cart), [cart]);
}

/** The cart's offers, selected narrowly, and their named events. */
export function useCartOffers() {
  const offers = useCartOffersActor();
  const senders = useMemo(
    () => ({
      apply: (code: string) => offers.send({ type: 'offers.apply', code, from: 'field' }),
      remove: () => offers.send({ type: 'offers.remove' }),
      retry: () => offers.send({ type: 'offers.retry' }),
      /** Checkout's delivery and phone as typed: the offers follow them. */
      followCheckout: (deliveryOption: string | null, phone: string | null) =>
        offers.send({ type: 'offers.checkoutChanged', deliveryOption, phone }),
    }),
    [offers],
  );
  return {
    status: useSelector(offers, offersStatus),
    applying: useSelector(offers, applyingCode),
    applied: useSelector(offers, appliedCode),
    /** Why the last code typed gives nothing, or what is wrong with it as typed. */
    message: useSelector(offers, (snapshot) => snapshot.context.message),
    /** Pricing failed as the shopper applied a code: they asked, so they are told aloud. */
    failedApplying: useSelector(
      offers,
      (snapshot) => snapshot.matches('failed') && snapshot.context.trying !== null,
    ),
    discounts: useSelector(offers, discountLines),
    discountTotal: useSelector(offers, discountTotal),
    freeDelivery: useSelector(offers, freeDelivery),
    ...senders,
  };
}

/** The cart's Total after its offers, or null while none takes money off (no Total row). */
export function useCartTotal(subtotal: number): number | null {
  const offers = useCartOffersActor();
  return useSelector(offers, (snapshot) => cartTotal(snapshot, subtotal));
}

export type CartOffersView = ReturnType<typeof useCartOffers>;
