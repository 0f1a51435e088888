/**
 * The shop's one pricing rule for offers: what a cart or an order gets off, line by line, with a
 * code or without. The cart shows what it answers, and the server charges by it; amounts are
 * reckoned in cents and each discount rounded up to whole shillings, in the shopper's favour
 * (M-Pesa takes whole shillings).
 *
 * - Only retail lines are discounted; wholesale lines keep their own terms.
 * - A code gives its offer (at most one code per order). Automatic offers apply by themselves:
 *   at most one that takes money off (the one that saves most) and one that makes delivery free;
 *   with a code, only those that combine with codes.
 * - The discounts together never come to more than the retail lines cost, nor any line's share
 *   of them more than the line costs.
 */
import { formatKes } from '../money';
import { normaliseCode, type Offer } from './offer';
import { nairobiMoment } from './nairobi-time';

/** An order or cart line as offers see it. */
export interface OfferLine {
  id: string;
  category: string;
  /** KES, a numeric string. */
  unitPrice: string;
  quantity: number;
  wholesale: boolean;
}

/** An offer with what is known of its uses: all orders, and this phone's (where known). */
export interface OfferInUse {
  offer: Offer;
  uses: number;
  phoneUses?: number;
}

/** One offer applied, as the cart, the order and its receipt show it. */
export interface DiscountLine {
  offerId: string;
  name: string;
  /** The code the shopper entered, or null for an automatic offer. */
  code: string | null;
  kind: Offer['kind'];
  /** Whole KES off; for free delivery, the delivery fee it saves. */
  amount: number;
}

/** Why a code gives nothing, to be said in the shopper's words (`codeRefusalMessage`). */
export type CodeRefusal =
  | { reason: 'unknown' }
  | { reason: 'paused' }
  | { reason: 'not-started'; startsAt: string }
  | { reason: 'ended'; endedAt: string }
  | { reason: 'used-up' }
  | { reason: 'used-by-phone' }
  | { reason: 'not-for-these-items' }
  | { reason: 'below-minimum'; minimum: number; missing: number };

export interface OfferPricing {
  discounts: DiscountLine[];
  /** Whole or part KES off the lines (free delivery not included). */
  discountTotal: number;
  /**
   * KES off each line, in the lines' order: each offer's amount shared over the lines it applies
   * to by what they cost (to the cent, the odd cents to the largest remainders), so they add up to
   * `discountTotal`. What a returned line gives back is its price less its share.
   */
  lineDiscounts: number[];
  /** The delivery fee once offers apply: 0 where one makes delivery free. */
  deliveryFee: number;
  /**
   * The offer that makes delivery free, even before a delivery is chosen (then it has no line
   * yet: it saves nothing until there is a fee); null when none does.
   */
  freeDelivery: { offerId: string; name: string } | null;
  /** The code as applied, or why it gives nothing; null when none was entered. */
  code:
    { outcome: 'applied'; offerId: string } | { outcome: 'refused'; refusal: CodeRefusal } | null;
}

export interface OfferPricingInput {
  lines: readonly OfferLine[];
  /** KES, the fee of the delivery chosen (0 before one is). */
  deliveryFee: number;
  /** The code as typed, or null. */
  code: string | null;
  offers: readonly OfferInUse[];
  /** ISO instant the cart or order is priced at. */
  now: string;
}

const cents = (kes: string | number) => Math.round(Number(kes) * 100);
const shillingsUp = (amountCents: number) => Math.ceil(amountCents / 100);

function isRunning(offer: Offer, now: string): boolean {
  return !offer.paused && offer.startsAt <= now && (offer.endsAt === null || now < offer.endsAt);
}

function appliesToLine(offer: Offer, line: OfferLine): boolean {
  if (line.wholesale) return false;
  const scope = offer.appliesTo;
  if (scope.scope === 'categories') return scope.categories.includes(line.category);
  if (scope.scope === 'products') return scope.productIds.includes(line.id);
  return true;
}

/** What the lines an offer applies to cost, in cents. */
function eligibleCents(offer: Offer, lines: readonly OfferLine[]): number {
  return lines
    .filter((line) => appliesToLine(offer, line))
    .reduce((sum, line) => sum + cents(line.unitPrice) * line.quantity, 0);
}

/** Why an offer gives nothing to these lines now, or null when it applies. */
function refusalOf(
  { offer, uses, phoneUses }: OfferInUse,
  lines: readonly OfferLine[],
  now: string,
): CodeRefusal | null {
  if (offer.paused) return { reason: 'paused' };
  if (now < offer.startsAt) return { reason: 'not-started', startsAt: offer.startsAt };
  if (offer.endsAt !== null && now >= offer.endsAt)
    return { reason: 'ended', endedAt: offer.endsAt };
  if (offer.usageLimit !== null && uses >= offer.usageLimit) return { reason: 'used-up' };
  if (offer.perPhoneLimit !== null && phoneUses !== undefined && phoneUses >= offer.perPhoneLimit) {
    return { reason: 'used-by-phone' };
  }
  const eligible = eligibleCents(offer, lines);
  if (eligible === 0) return { reason: 'not-for-these-items' };
  const minimum = cents(offer.minimumSubtotal);
  if (eligible < minimum) {
    return {
      reason: 'below-minimum',
      minimum: offer.minimumSubtotal,
      missing: (minimum - eligible) / 100,
    };
  }
  return null;
}

/** Cents an offer that takes money off takes off these lines, before any cap. */
function moneyOffCents(offer: Offer, lines: readonly OfferLine[]): number {
  const eligible = eligibleCents(offer, lines);
  const off =
    offer.kind === 'percent'
      ? shillingsUp((eligible * offer.value) / 100) * 100
      : offer.kind === 'amount'
        ? offer.value * 100
        : 0;
  return Math.min(off, eligible);
}

function line(offer: Offer, amountCents: number): DiscountLine {
  return {
    offerId: offer.id,
    name: offer.name,
    code: offer.code,
    kind: offer.kind,
    amount: amountCents / 100,
  };
}

/**
 * `amount` cents shared over `room` (cents each line can still take off) by their size: each
 * share rounded down, the cents left going one each to the largest remainders, then the first.
 */
function shareOut(amount: number, room: readonly number[]): number[] {
  const total = room.reduce((sum, value) => sum + value, 0);
  const exact = room.map((value) => (total === 0 ? 0 : (amount * value) / total));
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ index }) => room[index]! > shares[index]!)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** The best automatic offer of a kind: the most off, then the earliest started, then by id. */
function best(candidates: OfferInUse[], saving: (offer: Offer) => number): Offer | null {
  const ranked = candidates
    .map(({ offer }) => ({ offer, saving: saving(offer) }))
    .filter((entry) => entry.saving > 0)
    .sort(
      (a, b) =>
        b.saving - a.saving ||
        a.offer.startsAt.localeCompare(b.offer.startsAt) ||
        a.offer.id.localeCompare(b.offer.id),
    );
  return ranked[0]?.offer ?? null;
}

export function priceOffers({
  lines,
  deliveryFee,
  code,
  offers,
  now,
}: OfferPricingInput): OfferPricing {
  const feeCents = cents(deliveryFee);

  let codeOutcome: OfferPricing['code'] = null;
  let codeOffer: Offer | null = null;
  if (code !== null && code.trim() !== '') {
    const typed = normaliseCode(code);
    const found = offers.find(({ offer }) => offer.code === typed);
    const refusal = found ? refusalOf(found, lines, now) : { reason: 'unknown' as const };
    if (refusal) codeOutcome = { outcome: 'refused', refusal };
    else {
      codeOffer = found!.offer;
      codeOutcome = { outcome: 'applied', offerId: codeOffer.id };
    }
  }

  const automatic = offers.filter(
    (entry) =>
      entry.offer.code === null &&
      (codeOffer === null || entry.offer.combinesWithCode) &&
      isRunning(entry.offer, now) &&
      refusalOf(entry, lines, now) === null,
  );

  const discounts: DiscountLine[] = [];
  let offCents = 0;
  const shares = lines.map(() => 0);
  const takeMoneyOff = (offer: Offer) => {
    // A second offer takes off only what the first left of the lines it applies to.
    const room = lines.map((entry, index) =>
      appliesToLine(offer, entry) ? cents(entry.unitPrice) * entry.quantity - shares[index]! : 0,
    );
    const amount = Math.min(
      moneyOffCents(offer, lines),
      room.reduce((sum, value) => sum + value, 0),
    );
    if (amount <= 0) return;
    shareOut(amount, room).forEach((share, index) => (shares[index]! += share));
    offCents += amount;
    discounts.push(line(offer, amount));
  };
  if (codeOffer && codeOffer.kind !== 'free-delivery') takeMoneyOff(codeOffer);
  const moneyOff = best(
    automatic.filter(({ offer }) => offer.kind !== 'free-delivery'),
    (offer) => moneyOffCents(offer, lines),
  );
  if (moneyOff) takeMoneyOff(moneyOff);

  const freeDelivery =
    codeOffer?.kind === 'free-delivery'
      ? codeOffer
      : best(
          automatic.filter(({ offer }) => offer.kind === 'free-delivery'),
          () => feeCents || 1,
        );
  if (freeDelivery && feeCents > 0) discounts.push(line(freeDelivery, feeCents));

  return {
    discounts,
    discountTotal: offCents / 100,
    lineDiscounts: shares.map((share) => share / 100),
    deliveryFee: freeDelivery ? 0 : deliveryFee,
    freeDelivery: freeDelivery && { offerId: freeDelivery.id, name: freeDelivery.name },
    code: codeOutcome,
  };
}

/** Why a code gives nothing, in the shopper's words. */
export function codeRefusalMessage(code: string, refusal: CodeRefusal): string {
  const shown = normaliseCode(code);
  switch (refusal.reason) {
    case 'unknown':
      return `We do not know the code ${shown}: check how it is spelt.`;
    case 'paused':
      return `The code ${shown} cannot be used just now.`;
    case 'not-started':
      return `The code ${shown} starts on ${nairobiMoment(refusal.startsAt)}.`;
    case 'ended':
      return `The code ${shown} ended on ${nairobiMoment(refusal.endedAt)}.`;
    case 'used-up':
      return `The code ${shown} has been used as many times as it can be.`;
    case 'used-by-phone':
      return `This phone number has already used the code ${shown} as many times as it can.`;
    case 'not-for-these-items':
      return `The code ${shown} is not for the items in your cart.`;
    case 'below-minimum':
      return `The code ${shown} is for orders of ${formatKes(refusal.minimum)} or more of its items: add ${formatKes(refusal.missing)} more to use it.`;
  }
}
