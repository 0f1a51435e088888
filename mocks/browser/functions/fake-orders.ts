/**
 * A small in-memory stand-in for the order functions of functions/src (placeOrder, getOrder,
 * payAgain), answering as their contract says (model/order/request.ts, view.ts) and as
 * ./contract.test.ts holds it to the real ones: the cart priced again and its stock checked with
 * the model's own pricing (changes answered, nothing written), M-Pesa's limit for one payment,
 * one phone holding at most a few unpaid orders, a per-caller rate limit, one order per checkout
 * id (a repeat with its token answers the same order), each order a number of its own
 * (model/order/number.ts), cash on delivery within its bounds (units per size and colour, and
 * the shop's cash limit), at most a few prompts to one M-Pesa number in ten minutes. Cash orders
 * wait for staff to confirm them (`To be confirmed`). M-Pesa orders await payment until the
 * "callback" arrives with the outcome chosen, or fail at once when the prompt itself is refused
 * (busy, invalid phone, unavailable); a failure gives the units back, Try again or cash takes
 * them again (model/order/retake.ts), and an unpaid order ends `expired` at the end of its
 * hold by the fake's clock. A prompt's acceptance may be lost (`unconfirmed`) or its sending stop
 * (`sending`): Try again opens on the order still awaiting payment at the prompt's `retryFrom`.
 * Staff's cancelling and refunding are scene-setters (`cancelOrder`, `refundOrder`), not calls. A
 * missing order and someone else's read the same. A product staff hid from the shop
 * (`hidden: true`) is gone to an order, as one deleted is. It is not the server: no Firestore, no
 * Daraja, no status queries.
 */
import type { Product } from '@model/catalog/product';
import { checkoutSchema } from '@model/checkout';
import { deliveryOptionById } from '@model/delivery';
import { kenyanPhoneMessage, normaliseKenyanPhone } from '@model/kenyan-phone';
import { maxPromptsPerPhone, maxUnpaidHoldsPerPhone, promptWindowMs } from '@model/limits';
import { makeOrderNumber } from '@model/order/number';
import { formatCreditNumber, formatReceiptNumber } from '@model/receipt/receipt-number';
import { cashOrderRefusal, priceOrder, type OrderedProduct } from '@model/order/price-order';
import {
  offerDetails,
  priceCartOffers,
  priceCartRequestSchema,
  seenSaving,
  typedCode,
  type CartOffers,
} from '@model/offer/cart-offers';
import type { OfferInUse } from '@model/offer/pricing';
import {
  cashNotAvailable,
  noSuchOrderMessage,
  earlierPromptOpen,
  payAgainRefusals,
  phoneLimitMessage,
  promptLimitMessage,
  tooManyCalls,
  writesUnavailable,
} from '@model/order/refusals';
import {
  getOrderRequestSchema,
  payAgainRequestSchema,
  placeOrderRequestSchema,
} from '@model/order/request';
import { retakeStock } from '@model/order/retake';
import { maskPhone } from '@model/payment/payments-day';
import type { StockTake } from '@model/order/stock-take';
import {
  orderDelivery,
  type OrderView,
  type PaymentFailure,
  type PaymentPrompt,
  type PlaceOrderResponse,
  type PromptState,
} from '@model/order/view';
import { cashOrderLimit, deliveryFees } from '@/settings/shop-settings';

export type FakeProduct = Pick<Product, 'id' | 'hidden'> & OrderedProduct;

/** How M-Pesa answers the next prompts: paid, a failure, or never (the order keeps waiting). */
export type FakeMpesaOutcome = 'paid' | PaymentFailure | 'pending';

/**
 * Outcomes where Daraja refuses the push itself (functions/src/mpesa/push.ts `refusalFailure`):
 * no prompt reaches the phone, and the order fails as it is placed or tried again.
 */
const refusedPushes: readonly FakeMpesaOutcome[] = ['busy', 'invalid-phone', 'unavailable'];

export type CallableStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'NOT_FOUND'
  | 'PERMISSION_DENIED'
  | 'UNAUTHENTICATED'
  | 'RESOURCE_EXHAUSTED'
  | 'UNAVAILABLE'
  | 'DEADLINE_EXCEEDED'
  | 'INTERNAL';

/** A refusal as an HttpsError carries it to the client. */
export class CallableFailure extends Error {
  constructor(
    readonly status: CallableStatus,
    message: string,
  ) {
    super(message);
  }
}

interface StoredOrder {
  view: OrderView;
  accessToken: string;
  ownerUid: string | null;
  /** What the order took off each product; put back when it gives its units back. */
  stockTaken: Map<string, StockTake>;
  /** Whether it holds those units now, and the use of its code. */
  stockHeld: boolean;
  /** The offer whose code it was placed with: its use goes back and is taken with the units. */
  codeOfferId: string | null;
  /** The delivery phone while the order holds units unpaid: what the per-phone limit counts. */
  unpaidHoldPhone: string | null;
  /** When an unpaid M-Pesa order's hold ends, ms since the epoch; null for any other. */
  expiresAt: number | null;
  /** The prompt out for it: how it ends, after how many more getOrder calls. */
  push: { outcome: FakeMpesaOutcome; checksLeft: number } | null;
}

export interface FakeOrdersOptions {
  products: readonly FakeProduct[];
  mpesa?: FakeMpesaOutcome;
  /**
   * getOrder calls an answer takes to arrive after the prompt: 0, by the first; Infinity, only
   * when the prompts are answered by hand (`answerPrompts`).
   */
  callbackAfterChecks?: number;
  /** How long an unpaid M-Pesa order holds its units: the functions' default, 30 minutes. */
  holdMs?: number;
  /**
   * How the shop learns of the next prompts M-Pesa is sent: `sent` (M-Pesa took it), `unconfirmed`
   * (M-Pesa's answer was lost: the outcome chosen may still arrive), or `sending` (the sending
   * stopped before it went out: no answer ever arrives).
   */
  promptState?: PromptState;
  /**
   * How long after a prompt in doubt Try again opens. The functions' own: a minute for a sending
   * that stopped; for a lost answer two minutes, or half the hold if that is shorter.
   */
  retryAfterMs?: number;
  /** placeOrder and payAgain calls one caller may make in a minute: the local backend's 600. */
  callsPerMinute?: number;
  /** The fake's clock. */
  now?: () => Date;
  /**
   * The offers the shop runs, with their uses so far (model/offer/pricing.ts): priceCart and
   * placeOrder price with them; an order placed with a code counts one more use of it while it
   * holds its units (functions/src/orders/holds.ts).
   */
  offers?: readonly OfferInUse[];
}

const noSuchOrder = () => new CallableFailure('NOT_FOUND', noSuchOrderMessage);

const problems = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .map(({ path, message }) =>
      path.length ? `${path.map(String).join('.')}: ${message}` : message,
    )
    .join('; ');

/** An M-Pesa order's payment as a new prompt leaves it: its prompt is set once sent. */
const mpesaPayment = (phone: string): OrderView['payment'] => ({
  method: 'mpesa',
  // Masked as the server masks the number prompted.
  phone: maskPhone(phone.slice(1)),
  receipt: null,
  failure: null,
  prompt: null,
});

const cashPayment: OrderView['payment'] = {
  method: 'cash-on-delivery',
  phone: null,
  receipt: null,
  failure: null,
  prompt: null,
};

/**
 * What M-Pesa took for a prompt that ended so: the total, or for `amount-mismatch` one shilling
 * more, as ./contract.test.ts has the Daraja stand-in's callback tell it.
 */
const taken = (order: StoredOrder, outcome: 'paid' | 'amount-mismatch') =>
  order.view.total + (outcome === 'amount-mismatch' ? 1 : 0);

/** Statuses an order's hold may end in (functions/src/mpesa/sweep.ts `expireOrder`). */
const expirable: readonly OrderView['status'][] = ['awaiting-payment', 'payment-failed'];

export function createFakeOrders(options: FakeOrdersOptions) {
  const products = new Map(options.products.map((product) => [product.id, { ...product }]));
  const orders = new Map<string, StoredOrder>();
  const now = options.now ?? (() => new Date());
  const holdMs = options.holdMs ?? 30 * 60_000;
  const callsPerMinute = options.callsPerMinute ?? 600;
  /** Calls counted per caller and minute, as `caller@minute`. */
  const calls = new Map<string, number>();
  let mpesa: FakeMpesaOutcome = options.mpesa ?? 'paid';
  let promptState: PromptState = options.promptState ?? 'sent';
  const retryAfterMs = (state: PromptState) =>
    options.retryAfterMs ??
    (state === 'sending' ? 60_000 : Math.min(2 * 60_000, Math.floor(holdMs / 2)));
  /** Payments and refunds made: the shop's receipt and credit sequences (model/receipt/receipt-number.ts). */
  let receipts = 0;
  let credits = 0;
  let writeFails = false;
  /** Per offer id, the orders placed with its code since the fake started, while they hold. */
  const codeUses = new Map<string, number>();
  function countCodeUse(offerId: string | null, by: 1 | -1) {
    if (offerId !== null) codeUses.set(offerId, (codeUses.get(offerId) ?? 0) + by);
  }
  const offersInUse = (): OfferInUse[] =>
    (options.offers ?? []).map((entry) => ({
      ...entry,
      uses: entry.uses + (codeUses.get(entry.offer.id) ?? 0),
    }));
  /** When each M-Pesa number (E.164) was last prompted, ms since the epoch, oldest first. */
  const promptsTo = new Map<string, number[]>();

  /** A number no order has yet, from the browser's random bytes. */
  function newOrderNumber(): string {
    const taken = new Set([...orders.values()].map((order) => order.view.number));
    let number: string;
    do {
      number = makeOrderNumber((length) => crypto.getRandomValues(new Uint8Array(length)));
    } while (taken.has(number));
    return number;
  }

  /** The prompts sent to a number within the window, oldest first. */
  const recentPrompts = (phone: string) =>
    (promptsTo.get(phone) ?? []).filter((at) => at > now().getTime() - promptWindowMs);

  /**
   * Refuses a prompt to a number already prompted as often as allowed in the window, before
   * anything is held (functions/src/mpesa/prompt-limit.ts).
   */
  function checkPromptLimit(phone: string) {
    if (recentPrompts(phone).length >= maxPromptsPerPhone) {
      throw new CallableFailure('RESOURCE_EXHAUSTED', promptLimitMessage);
    }
  }

  /**
   * Why cash on delivery cannot take the order's lines and total now, as placing it would say
   * (model/order/price-order.ts); null while it can.
   */
  function cashRefusal(view: OrderView): string | null {
    return cashOrderRefusal(view.lines, products, view.total, cashOrderLimit);
  }

  /** The rate limit, counted before the call is even read (functions/src/limits/rate-limit.ts, countWritingCall). */
  function count(uid: string | null) {
    // A guest is counted by address in the real ones: here every guest is one caller.
    const caller = uid === null ? 'guest' : `uid:${uid}`;
    const key = `${caller}@${Math.floor(now().getTime() / 60_000)}`;
    const made = calls.get(key) ?? 0;
    if (made >= callsPerMinute) throw new CallableFailure('RESOURCE_EXHAUSTED', tooManyCalls);
    calls.set(key, made + 1);
  }

  /** The write gate (functions/src/qa/write-gate.ts): asked once the request is read. */
  function gate() {
    if (!writeFails) return;
    writeFails = false;
    throw new CallableFailure('UNAVAILABLE', writesUnavailable);
  }

  /** Refuses when other orders already hold units unpaid for the phone, as many as allowed. */
  function checkPhoneLimit(phone: string, orderId: string) {
    const holding = [...orders.entries()].filter(
      ([id, order]) => id !== orderId && order.unpaidHoldPhone === phone,
    );
    if (holding.length >= maxUnpaidHoldsPerPhone) {
      throw new CallableFailure('RESOURCE_EXHAUSTED', phoneLimitMessage);
    }
  }

  /** A product an order may take: there, and not hidden from the shop. */
  function onSale(id: string): FakeProduct | undefined {
    const product = products.get(id);
    return product?.hidden === true ? undefined : product;
  }

  /**
   * Moves units by `sign` × the take: the products' `stock` and `variantStock` by increments. A
   * hidden product still gets back what an order gives back, as the stock ledger's does.
   */
  function moveUnits(id: string, take: StockTake, sign: 1 | -1) {
    const product = products.get(id);
    // Units given back to a product gone from the catalog have nowhere to go.
    if (!product || take.units === 0) return;
    const variants = Object.entries(take.variants);
    products.set(id, {
      ...product,
      stock: product.stock + sign * take.units,
      ...(variants.length > 0
        ? {
            variantStock: {
              ...product.variantStock,
              ...Object.fromEntries(
                variants.map(([key, units]) => [
                  key,
                  (product.variantStock?.[key] ?? 0) + sign * units,
                ]),
              ),
            },
          }
        : {}),
    });
  }

  /** The order's units go back, once, and the use of its code (`releaseHold`). */
  function giveBack(order: StoredOrder) {
    if (order.stockHeld) {
      countCodeUse(order.codeOfferId, -1);
      for (const [id, take] of order.stockTaken) moveUnits(id, take, 1);
    }
    order.stockHeld = false;
    order.unpaidHoldPhone = null;
  }

  /** The payment failed: the order says why, and gives its units back. */
  function fail(order: StoredOrder, failure: PaymentFailure) {
    giveBack(order);
    order.push = null;
    order.view = {
      ...order.view,
      status: 'payment-failed',
      payment: { ...order.view.payment, failure, prompt: null },
    };
  }

  /** A prompt to `phone` (E.164): out (as far as the shop knows), or refused at once. */
  function prompt(order: StoredOrder, phone: string) {
    promptsTo.set(phone, [...recentPrompts(phone), now().getTime()]);
    if (refusedPushes.includes(mpesa)) {
      fail(order, mpesa as PaymentFailure);
      return;
    }
    // A sending that stopped never reached M-Pesa: nothing will answer it.
    order.push =
      promptState === 'sending'
        ? null
        : { outcome: mpesa, checksLeft: options.callbackAfterChecks ?? 0 };
    const shown: PaymentPrompt =
      promptState === 'sent'
        ? { state: 'sent', retryFrom: null }
        : {
            state: promptState,
            retryFrom: new Date(now().getTime() + retryAfterMs(promptState)).toISOString(),
          };
    order.view = { ...order.view, payment: { ...order.view.payment, prompt: shown } };
  }

  /** A prompt that may never have reached the phone, whose `retryFrom` has passed. */
  function mayPromptAgain({ view }: StoredOrder) {
    const prompt = view.status === 'awaiting-payment' ? view.payment.prompt : null;
    return (
      !!prompt?.retryFrom &&
      prompt.state !== 'sent' &&
      Date.parse(prompt.retryFrom) <= now().getTime()
    );
  }

  /** Money the order cannot keep is owed back to the shopper (whole KES). */
  function owe(order: StoredOrder, amount: number) {
    const refund = order.view.refund ?? { due: 0, refunded: 0, refundedAt: null };
    order.view = { ...order.view, refund: { ...refund, due: refund.due + amount } };
  }

  /**
   * The callback arrives (or, for `pending`, never does). A prompt still out when the order's hold
   * ended may yet be paid: that money is owed back, and the order stays expired.
   */
  function settle(order: StoredOrder) {
    const push = order.push;
    const late = order.view.status === 'expired';
    if (!push || push.outcome === 'pending') return;
    if (order.view.status !== 'awaiting-payment' && !late) return;
    if (push.checksLeft > 0) {
      push.checksLeft -= 1;
      return;
    }
    if (late) {
      order.push = null;
      if (push.outcome === 'paid' || push.outcome === 'amount-mismatch') {
        owe(order, taken(order, push.outcome));
      }
      return;
    }
    if (push.outcome !== 'paid') {
      fail(order, push.outcome);
      if (push.outcome === 'amount-mismatch') {
        // Money of the wrong amount is put right by staff: the order never expires.
        order.expiresAt = null;
        owe(order, taken(order, push.outcome));
      }
      return;
    }
    receipts += 1;
    order.push = null;
    order.unpaidHoldPhone = null;
    order.expiresAt = null;
    order.view = {
      ...order.view,
      status: 'paid',
      receipt: {
        number: formatReceiptNumber(receipts),
        paidAt: now().toISOString(),
        credits: [],
      },
      payment: {
        ...order.view.payment,
        receipt: `SFK${String(receipts).padStart(7, '0')}`,
        failure: null,
        prompt: null,
      },
    };
  }

  /** An unpaid M-Pesa order at the end of its hold: expired, its units back. */
  function expire(order: StoredOrder) {
    const due = order.expiresAt !== null && order.expiresAt <= now().getTime();
    if (!due || !expirable.includes(order.view.status)) return;
    giveBack(order);
    // The prompt out stays followed: a late payment is owed back (`settle`).
    order.expiresAt = null;
    order.view = {
      ...order.view,
      status: 'expired',
      payment: { ...order.view.payment, prompt: null },
    };
  }

  function proven(data: { orderId: string; accessToken: string | null }, uid: string | null) {
    const order = orders.get(data.orderId);
    const owner = uid !== null && order?.ownerUid === uid;
    if (!order || (!owner && order.accessToken !== data.accessToken)) throw noSuchOrder();
    return order;
  }

  function placeOrder(input: unknown, uid: string | null): PlaceOrderResponse {
    count(uid);
    const parsed = placeOrderRequestSchema.safeParse(input);
    if (!parsed.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `This order request is malformed: ${problems(parsed.error.issues)}`,
      );
    }
    const request = parsed.data;
    // A cash order may leave the M-Pesa number out (functions/src/orders/order-request.ts).
    const details = checkoutSchema.safeParse({ mpesaPhone: '', ...request.details });
    if (!details.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `Check your details: ${problems(details.error.issues)}`,
      );
    }
    gate();
    const existing = orders.get(request.checkoutId);
    if (existing) {
      if (existing.accessToken !== request.accessToken) throw noSuchOrder();
      return { outcome: 'placed', order: existing.view };
    }

    const ordered = new Map(request.lines.map(({ id }) => [id, onSale(id) ?? null]));
    const pricing = priceOrder(
      request.lines,
      ordered,
      details.data.deliveryOption,
      deliveryFees,
      details.data.paymentMethod,
      cashOrderLimit,
      {
        code: typedCode(request.details[offerDetails.code]),
        seenSaving: seenSaving(request.details),
        offers: offersInUse(),
        now: now().toISOString(),
      },
    );
    if (pricing.outcome === 'changed') return { outcome: 'changed', changes: pricing.changes };
    if (pricing.outcome === 'over-limit') {
      throw new CallableFailure('INVALID_ARGUMENT', pricing.message);
    }
    checkPhoneLimit(details.data.phone, request.checkoutId);
    const mpesaPhone = details.data.mpesaPhone;
    if (mpesaPhone) checkPromptLimit(mpesaPhone);
    for (const [id, take] of pricing.stock) moveUnits(id, take, -1);
    countCodeUse(pricing.codeOfferId, 1);
    const order: StoredOrder = {
      accessToken: request.accessToken,
      ownerUid: uid,
      stockTaken: pricing.stock,
      stockHeld: true,
      codeOfferId: pricing.codeOfferId,
      unpaidHoldPhone: details.data.phone,
      expiresAt: mpesaPhone ? now().getTime() + holdMs : null,
      push: null,
      view: {
        id: request.checkoutId,
        number: newOrderNumber(),
        // Cash orders go to the shop to be confirmed; M-Pesa ones wait for the payment.
        status: mpesaPhone ? 'awaiting-payment' : 'pending',
        confirmed: false,
        fulfilment: 'unfulfilled',
        lines: pricing.lines,
        ...pricing.totals,
        discounts: pricing.discounts,
        delivery: orderDelivery(details.data),
        payment: mpesaPhone ? mpesaPayment(mpesaPhone) : cashPayment,
        refund: null,
        exchangeOf: null,
        returns: null,
        receipt: null,
        placedAt: now().toISOString(),
      },
    };
    orders.set(request.checkoutId, order);
    if (mpesaPhone) prompt(order, mpesaPhone);
    return { outcome: 'placed', order: order.view };
  }

  function getOrder(input: unknown, uid: string | null): OrderView {
    const parsed = getOrderRequestSchema.safeParse(input);
    if (!parsed.success)
      throw new CallableFailure('INVALID_ARGUMENT', 'This is not an order link.');
    const order = proven(parsed.data, uid);
    settle(order);
    expire(order);
    return order.view;
  }

  /**
   * Refused unless the order failed, not by money of the wrong amount, or awaits a prompt that may
   * never have reached the phone past its `retryFrom`; and its hold is not over (even before the
   * sweep has marked it expired).
   */
  function refuseUnlessRetryable(order: StoredOrder) {
    const { view, expiresAt } = order;
    const holdOver = expiresAt !== null && expiresAt <= now().getTime();
    const failed = view.status === 'payment-failed' && view.payment.failure !== 'amount-mismatch';
    if ((failed || mayPromptAgain(order)) && !holdOver) return;
    const byStatus: Partial<Record<OrderView['status'], string>> = {
      paid: payAgainRefusals.paid,
      expired: payAgainRefusals.expired,
      cancelled: payAgainRefusals.cancelled,
      'awaiting-payment': earlierPromptOpen,
    };
    throw new CallableFailure(
      'FAILED_PRECONDITION',
      view.payment.failure === 'amount-mismatch'
        ? payAgainRefusals.amountMismatch
        : holdOver
          ? payAgainRefusals.expired
          : (byStatus[view.status] ?? payAgainRefusals.notWaiting),
    );
  }

  function payAgain(input: unknown, uid: string | null): OrderView {
    count(uid);
    const parsed = payAgainRequestSchema.safeParse(input);
    if (!parsed.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        parsed.error.issues[0]?.message ?? 'Bad request.',
      );
    }
    const request = parsed.data;
    const phone = request.method === 'mpesa' ? normaliseKenyanPhone(request.phone) : null;
    if (request.method === 'mpesa' && !phone) {
      throw new CallableFailure('INVALID_ARGUMENT', kenyanPhoneMessage);
    }
    gate();
    const order = proven(request, uid);
    refuseUnlessRetryable(order);
    const delivery = deliveryOptionById(order.view.delivery.option);
    if (!phone && !delivery?.cashOnDelivery) {
      throw new CallableFailure('FAILED_PRECONDITION', cashNotAvailable(delivery));
    }
    const overCash = phone ? null : cashRefusal(order.view);
    if (overCash) throw new CallableFailure('FAILED_PRECONDITION', overCash);
    checkPhoneLimit(order.view.delivery.phone, order.view.id);
    if (phone) checkPromptLimit(phone);
    // An order still awaiting payment holds its units; a failed one gave them back.
    if (!order.stockHeld) {
      const retake = retakeStock(order.view.lines, onSale);
      if (retake.outcome === 'gone') {
        throw new CallableFailure('FAILED_PRECONDITION', retake.message);
      }
      for (const [id, take] of retake.stock) moveUnits(id, take, -1);
      // The order keeps the discount it was placed with, so its code's use is taken again too.
      countCodeUse(order.codeOfferId, 1);
      order.stockTaken = retake.stock;
      order.stockHeld = true;
    }
    order.unpaidHoldPhone = order.view.delivery.phone;
    // The fake follows the new prompt only.
    order.push = null;
    order.view = {
      ...order.view,
      status: phone ? 'awaiting-payment' : 'pending',
      payment: phone ? mpesaPayment(phone) : cashPayment,
    };
    // A new prompt gets a whole hold of its own; cash holds until delivery.
    order.expiresAt = phone ? now().getTime() + holdMs : null;
    if (phone) prompt(order, phone);
    return order.view;
  }

  /** The cart's offers at the prices shown, as priceCart answers them (model/offer/cart-offers.ts). */
  function priceCart(input: unknown): CartOffers {
    const parsed = priceCartRequestSchema.safeParse(input);
    if (!parsed.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `This cart request is malformed: ${problems(parsed.error.issues)}`,
      );
    }
    return priceCartOffers(parsed.data, {
      categoryOf: (id) => onSale(id)?.category ?? '',
      fees: deliveryFees,
      offers: offersInUse(),
      now: now().toISOString(),
    });
  }

  return {
    placeOrder,
    getOrder,
    priceCart,
    payAgain,
    /** How the next prompts end. */
    setMpesaOutcome: (outcome: FakeMpesaOutcome) => {
      mpesa = outcome;
    },
    /** How the shop learns of the next prompts: taken, their answer lost, or their sending stopped. */
    setPromptState: (state: PromptState) => {
      promptState = state;
    },
    /**
     * The next placeOrder or payAgain meets the QA `write-error` scenario where the real one's
     * write gate does: once its request is read, before anything is read or written.
     */
    failNextWrite: () => {
      writeFails = true;
    },
    /**
     * The catalog changes under the shopper: a new price, less stock, the product hidden
     * (`{ hidden: true }`), or gone.
     */
    updateProduct: (id: string, change: Partial<FakeProduct> | null) => {
      const product = products.get(id);
      if (change === null) products.delete(id);
      else if (product) products.set(id, { ...product, ...change });
    },
    product: (id: string) => products.get(id),
    /** Every order placed, as its owner sees it. */
    orders: () => [...orders.values()].map((order) => order.view),
    /**
     * An order placed earlier (e.g. before a reload), with the token that opens it. It holds no
     * units; one awaiting payment or to be paid in cash holds its phone.
     */
    addOrder: (view: OrderView, accessToken: string, push?: FakeMpesaOutcome) => {
      const unpaid = view.status === 'awaiting-payment' || view.status === 'pending';
      orders.set(view.id, {
        view,
        accessToken,
        ownerUid: null,
        stockTaken: new Map(),
        stockHeld: false,
        codeOfferId: null,
        unpaidHoldPhone: unpaid ? view.delivery.phone : null,
        expiresAt: null,
        push: push ? { outcome: push, checksLeft: options.callbackAfterChecks ?? 0 } : null,
      });
    },
    ownerOf: (orderId: string) => orders.get(orderId)?.ownerUid ?? null,
    /**
     * Staff cancel an order (functions/src/orders/cancel.ts): its units go back, and money it was
     * paid with is owed back to the shopper.
     */
    cancelOrder: (orderId: string) => {
      const order = orders.get(orderId);
      if (!order) return;
      giveBack(order);
      order.push = null;
      order.expiresAt = null;
      const paid = order.view.status === 'paid';
      order.view = {
        ...order.view,
        status: 'cancelled',
        payment: { ...order.view.payment, prompt: null },
        refund: paid ? { due: order.view.total, refunded: 0, refundedAt: null } : order.view.refund,
      };
    },
    /** Staff give back all the money an order owes back, now: the order is then `refunded`. */
    refundOrder: (orderId: string) => {
      const order = orders.get(orderId);
      const refund = order?.view.refund;
      if (!order || !refund || refund.due === 0) return;
      const { receipt } = order.view;
      if (receipt) credits += 1;
      order.view = {
        ...order.view,
        status: 'refunded',
        receipt: receipt && {
          ...receipt,
          credits: [
            ...receipt.credits,
            { number: formatCreditNumber(credits), amount: refund.due, at: now().toISOString() },
          ],
        },
        refund: {
          due: 0,
          refunded: refund.refunded + refund.due,
          refundedAt: now().toISOString(),
        },
      };
    },
    /** M-Pesa's answer to the prompt out for an order arrives at last (by its next getOrder). */
    answerPrompt: (orderId: string, outcome: FakeMpesaOutcome) => {
      const order = orders.get(orderId);
      if (order?.push) order.push = { outcome, checksLeft: 0 };
    },
    /** The shopper answers every prompt out, each as chosen when it was sent: the callbacks arrive. */
    answerPrompts: () => {
      for (const order of orders.values()) {
        if (!order.push) continue;
        order.push.checksLeft = 0;
        settle(order);
      }
    },
  };
}

export type FakeOrders = ReturnType<typeof createFakeOrders>;
