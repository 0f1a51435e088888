/**
 * Offers as the shop's pages ask for them: `priceCart` prices the cart's offers on the server
 * (the code and the offers stay there), and checkout names the code and the saving the shopper
 * saw in `placeOrder`'s details. Both answer from the model's one pricing rule (./pricing.ts).
 */
import { z } from '../zod';
import { maxOrderLines } from '../limits';
import { orderLineRequestSchema } from '../order/request';
import { normaliseCode } from './offer';
import { deliveryFee, type DeliveryFees } from '../delivery';
import {
  codeRefusalMessage,
  priceOffers,
  type DiscountLine,
  type OfferInUse,
  type OfferPricing,
} from './pricing';

/** The longest code field read: a code is 3 to 20 letters and digits, spaces aside. */
const typedCodeMax = 40;

/** `placeOrder`'s details that carry offers (README, Discount codes). */
export const offerDetails = {
  /** The code as typed; empty or absent for none. */
  code: 'discountCode',
  /**
   * What the shopper saw the offers save, whole KES, every discount line with free delivery: a
   * server that would give less answers `changed` instead of charging more than was shown.
   */
  saving: 'offerSaving',
} as const;

/** `priceCart`: the cart's lines at the prices shown, the code as typed, what checkout knows. */
export const priceCartRequestSchema = z.object({
  lines: z.array(orderLineRequestSchema).min(1).max(maxOrderLines),
  code: z.string().max(typedCodeMax).nullable(),
  /** The delivery chosen at checkout; null in the cart, where free delivery is told, not priced. */
  deliveryOption: z.string().max(40).nullable(),
  /** The delivery phone as typed at checkout, for a code's uses per phone; null when not known. */
  phone: z.string().max(20).nullable(),
});
export type PriceCartRequest = z.infer<typeof priceCartRequestSchema>;

/** The code as the server took it: applied, or refused with why in the shopper's words. */
export type CodeOutcome =
  { code: string; applied: true } | { code: string; applied: false; message: string };

/** `priceCart`'s answer: the offers the cart gets, and what became of its code. */
export interface CartOffers {
  discounts: DiscountLine[];
  /** KES off the lines, free delivery aside. */
  discountTotal: number;
  /** The offer that makes delivery free, even before a delivery is chosen. */
  freeDelivery: OfferPricing['freeDelivery'];
  code: CodeOutcome | null;
}

/** A code as typed in a request, normalised; null when none was typed. */
export function typedCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = normaliseCode(value.slice(0, typedCodeMax));
  return code === '' ? null : code;
}

/** What the offers save in all, free delivery included: the saving checkout shows. */
export const savingOf = (discounts: readonly Pick<DiscountLine, 'amount'>[]): number =>
  Math.round(discounts.reduce((sum, line) => sum + line.amount * 100, 0)) / 100;

/** The saving checkout sent in `placeOrder`'s details; null when it sent none. */
export function seenSaving(details: Readonly<Record<string, string>>): number | null {
  const value = details[offerDetails.saving];
  return value !== undefined && /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/** The pricing as `priceCart` answers it. */
export function cartOffersOf(pricing: OfferPricing, code: string | null): CartOffers {
  const outcome = pricing.code;
  return {
    discounts: pricing.discounts,
    discountTotal: pricing.discountTotal,
    freeDelivery: pricing.freeDelivery,
    code:
      code === null || outcome === null
        ? null
        : outcome.outcome === 'applied'
          ? { code, applied: true }
          : { code, applied: false, message: codeRefusalMessage(code, outcome.refusal) },
  };
}

/**
 * `priceCart`'s answer for a request read with its schema: the cart's lines at the prices shown
 * (placeOrder prices them again from the catalog), their categories as the catalog has them, the
 * delivery's fee where checkout has chosen one, the code as typed. The functions
 * (functions/src/offers/price-cart.ts) and their in-browser fake both answer with it.
 */
export function priceCartOffers(
  request: PriceCartRequest,
  shop: {
    /** A product's category; '' for one gone or hidden. */
    categoryOf: (productId: string) => string;
    fees: DeliveryFees;
    offers: readonly OfferInUse[];
    /** ISO instant. */
    now: string;
  },
): CartOffers {
  const code = typedCode(request.code);
  const pricing = priceOffers({
    lines: request.lines.map((line) => ({
      id: line.id,
      category: shop.categoryOf(line.id),
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      wholesale: line.mode === 'wholesale',
    })),
    deliveryFee:
      request.deliveryOption === null ? 0 : (deliveryFee(shop.fees, request.deliveryOption) ?? 0),
    code,
    offers: shop.offers,
    now: shop.now,
  });
  return cartOffersOf(pricing, code);
}
