import type { SnapshotFrom } from 'xstate';
import { savingOf } from '@model/offer/cart-offers';
import { withOffers } from '@model/order/totals';
import type { cartOffersMachine } from './cart-offers.machine';
import type { DiscountLine } from './types';

export type CartOffersSnapshot = SnapshotFrom<typeof cartOffersMachine>;

export type CartOffersStatus = 'idle' | 'pricing' | 'priced' | 'failed';

export function offersStatus(snapshot: CartOffersSnapshot): CartOffersStatus {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('priced')) return 'priced';
  if (snapshot.matches('idle')) return 'idle';
  return 'pricing';
}

/** The code being applied, until the server answers; null otherwise. */
export const applyingCode = (snapshot: CartOffersSnapshot): string | null =>
  snapshot.matches('failed') ? null : (snapshot.context.trying?.code ?? null);

/** The code kept as applied (shown with Remove); null for none. */
export const appliedCode = (snapshot: CartOffersSnapshot): string | null => snapshot.context.code;

const noLines: DiscountLine[] = [];

/**
 * The discount lines to show: the last answer's, kept while the cart is priced again so they do
 * not flicker; none when pricing failed (they may be an older cart's) or the cart is empty.
 */
export const discountLines = (snapshot: CartOffersSnapshot): DiscountLine[] =>
  snapshot.matches('failed') ? noLines : (snapshot.context.offers?.discounts ?? noLines);

/** KES off the lines, free delivery aside. */
export const discountTotal = (snapshot: CartOffersSnapshot): number =>
  snapshot.matches('failed') ? 0 : (snapshot.context.offers?.discountTotal ?? 0);

/** The offer that makes delivery free, even before a delivery is chosen; null for none. */
export const freeDelivery = (snapshot: CartOffersSnapshot) =>
  snapshot.matches('failed') ? null : (snapshot.context.offers?.freeDelivery ?? null);

/**
 * The cart's Total, given the cart's subtotal: shown once an offer takes money off, the subtotal
 * less the offers (no delivery is chosen in the cart, so none is added); null for no Total row,
 * free delivery alone taking nothing off the subtotal (README, Discount codes in the shop).
 */
export function cartTotal(snapshot: CartOffersSnapshot, subtotal: number): number | null {
  const moneyOff = discountLines(snapshot).some((line) => line.kind !== 'free-delivery');
  if (!moneyOff) return null;
  const listed = { subtotal, discountTotal: 0, deliveryFee: 0, total: subtotal };
  return withOffers(listed, { discountTotal: discountTotal(snapshot), deliveryFee: 0 }).total;
}

/**
 * What Place order tells the server of the offers (model/offer/cart-offers.ts, `offerDetails`):
 * the code kept, and what the offers shown save (the last answer, kept while the cart is priced
 * again), so the server answers a change rather than charge other than shown. Null while no
 * answer measures what is shown (before the first, after a failure, or one priced for another
 * delivery, whose free delivery saved another fee): the server then prices without comparing.
 */
export function offersSeen(snapshot: CartOffersSnapshot): {
  code: string | null;
  saving: number | null;
} {
  const { code, offers, pricedDelivery, deliveryOption } = snapshot.context;
  const shown = offers !== null && !snapshot.matches('failed') && pricedDelivery === deliveryOption;
  return { code, saving: shown ? savingOf(offers.discounts) : null };
}
