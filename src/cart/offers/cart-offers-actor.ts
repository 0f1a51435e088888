import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { cartOffersMachine } from '../../../machines/cart-offers/cart-offers.machine';
import type { CartActor } from '../../../machines/checkout/checkout-rules';
import { priceCart } from '../data/cart-offers';
import { notify } from '@/shell/toasts/toaster';
import { keepCode, readKeptCode } from './code-storage';

export type CartOffersActor = ActorRefFrom<typeof cartOffersMachine>;

/** One offers actor per cart, made on first use: the panel, checkout or a `?code=` link. */
const offersByCart = new WeakMap<CartActor, CartOffersActor>();

/**
 * The cart's offers, started from the code kept on this device with the server's pricing, the
 * storage and the toasts provided. Its code loads with the cart panel, checkout or a link
 * carrying a code, never with the first page (scripts/check-bundle.ts).
 */
export function cartOffersFor(cart: CartActor): CartOffersActor {
  const known = offersByCart.get(cart);
  if (known) return known;
  const offers = createActor(
    cartOffersMachine.provide({
      actors: { priceCart: fromPromise(({ input }) => priceCart(input)) },
      actions: {
        keepCodeOnDevice: (_, code) => keepCode(code),
        notify: (_, toast) => void notify(toast),
      },
    }),
    { input: { cart, code: readKeptCode() } },
  ).start();
  offersByCart.set(cart, offers);
  // The offers live as long as their cart: a cart stopped (tests, hot reload) stops them too.
  cart.subscribe({ complete: () => offers.stop() });
  return offers;
}
