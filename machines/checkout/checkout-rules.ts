import { assertEvent, assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { checkoutSchema, type CheckoutFields } from '@model/checkout';
import { allowsCash } from '@model/delivery';
import { normaliseKenyanPhone } from '@model/kenyan-phone';
import { maxOrderLines } from '@model/limits';
import { cashOrderRefusal } from '@model/order/price-order';
import type { CartMachine } from '../shopping-list/shopping-list.machine';
import type { cartOffersMachine } from '../cart-offers/cart-offers.machine';
import { offersSeen } from '../cart-offers/selectors';
import { applyCartUpdates, cartUpdatesFor, cartEventFor } from './cart-changes';
import type {
  CheckoutEvent,
  CheckoutIds,
  CheckoutLine,
  GetOrderRequest,
  OffersSeen,
  OrderChange,
  OrderView,
  PayAgainRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Refusal,
  RetryPayment,
} from './types';

/** How long the shopper waits for M-Pesa, and how often the order is asked about meanwhile. */
export const paymentWait = {
  firstPollMs: 2_000,
  maxPollMs: 5_000,
  /** The M-Pesa prompt expires within a minute; after two the shopper is told, not kept waiting. */
  limitMs: 120_000,
} as const;

export const nextPollDelay = (ms: number) => Math.min(paymentWait.maxPollMs, Math.round(ms * 1.5));

export type CartActor = ActorRefFrom<CartMachine>;
export type CartOffersActor = ActorRefFrom<typeof cartOffersMachine>;

const noOffersSeen: OffersSeen = { code: null, saving: null };

/**
 * Whether a failed payment may be paid again (Try again, or cash where the delivery takes it):
 * not after M-Pesa took another amount than the total, which staff put right
 * (functions/src/mpesa/pay-again.ts refuses it too).
 */
export const paymentRetryable = (order: OrderView | null): boolean =>
  order?.status === 'payment-failed' && order.payment.failure !== 'amount-mismatch';

/**
 * When Try again opens (ms since the epoch) for an order awaiting a prompt that may never have
 * reached the phone: M-Pesa's answer to the shop was lost, or the sending stopped. Null for a
 * prompt on the phone, whose failure or the two-minute wait opens it instead.
 */
export function retryOpensAt(order: OrderView | null): number | null {
  const prompt = order?.status === 'awaiting-payment' ? order.payment.prompt : null;
  if (!prompt || prompt.state === 'sent' || prompt.retryFrom === null) return null;
  const at = Date.parse(prompt.retryFrom);
  return Number.isNaN(at) ? null : at;
}

/** A line as cash on delivery counts it: units of one size and colour, bought retail or not. */
export interface CashLine {
  id: string;
  productName: string;
  size?: string | null;
  colour?: string | null;
  quantity: number;
  retail: boolean;
}

/**
 * Why cash on delivery cannot take these lines at this total (KES), in the server's words
 * (model/order/price-order.ts, `cashOrderRefusal`); null while it can.
 */
export function cashRefusal(
  lines: readonly CashLine[],
  total: number,
  limit: number,
): string | null {
  // The cart knows no product's wholesale ceiling: its wholesale lines are the server's to bound.
  const retail = lines
    .filter((line) => line.retail)
    .map((line) => ({
      id: line.id,
      productName: line.productName,
      size: line.size ?? null,
      colour: line.colour ?? null,
      quantity: line.quantity,
      unitPrice: '0',
      wholesale: false,
    }));
  return cashOrderRefusal(retail, new Map(), total, limit);
}

/** Why the order may not turn to cash on delivery by its lines and total; null while it may. */
export const orderCashRefusal = (order: OrderView, limit: number): string | null =>
  cashRefusal(
    order.lines.map((line) => ({ ...line, retail: !line.wholesale })),
    order.total,
    limit,
  );

const samePrompt = (a: OrderView | null, b: OrderView) =>
  a?.payment.prompt?.state === b.payment.prompt?.state &&
  a?.payment.prompt?.retryFrom === b.payment.prompt?.retryFrom;

/** Orders that will not be paid on this page again: their hold ended, or they were called off. */
const endedStatuses: readonly OrderView['status'][] = ['expired', 'cancelled', 'refunded'];

export interface CheckoutContext extends CheckoutIds {
  /** Ids for a new checkout: made at the start, kept through every Retry and review. */
  newCheckout: () => CheckoutIds;
  /** The most a cash on delivery order may come to, in KES, as the server holds it. */
  cashLimit: number;
  /** The shop's cart: checkout follows its lines, and changes it when the shopper confirms. */
  cartActor: CartActor;
  /** The cart's lines as they are now. */
  cart: CheckoutLine[];
  /** The cart's offers, followed; Confirm new total drops a code the server refused. */
  offersActor: CartOffersActor | null;
  /** The offers as the shopper sees them now. */
  offers: OffersSeen;
  /**
   * The offers as the shopper saw them at Place order, told to the server with the order: kept
   * through every Retry, so a Retry sends the very request again; Confirm new total sets them.
   */
  placedOffers: OffersSeen;
  fields: CheckoutFields | null;
  /** What the server found different from the cart at the last Place order. */
  changes: OrderChange[];
  order: OrderView | null;
  /** The cart still holds this order's lines: it empties once the order is paid or placed. */
  cartHoldsOrder: boolean;
  refusal: Refusal | null;
  failure: unknown;
  pollDelayMs: number;
  retryPayment: RetryPayment | null;
}

export interface CheckoutInput {
  cart: CartActor;
  newCheckout: () => CheckoutIds;
  /** The shop's cash limit (src/settings/shop-settings.ts, `cashOrderLimit`). */
  cashLimit: number;
  /** The cart's offers; without them the order is placed saying nothing of offers. */
  offers?: CartOffersActor;
}

/** The offers as an offers actor shows them now; none without one. */
export const offersSeenOf = (actor: CartOffersActor | null): OffersSeen =>
  actor ? offersSeen(actor.getSnapshot()) : noOffersSeen;

const missing = (name: string) => () =>
  Promise.reject(new Error(`checkoutMachine needs a ${name} actor`));

/**
 * The words of checkout's rule book: what it keeps, what it asks, the effects it needs (injected
 * with `.provide`) and the guards its transitions read. The states are in checkout.machine.ts.
 */
const vocabulary = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    placeOrder: fromPromise<PlaceOrderResponse, PlaceOrderRequest>(missing('placeOrder')),
    getOrder: fromPromise<OrderView, GetOrderRequest>(missing('getOrder')),
    payAgain: fromPromise<OrderView, PayAgainRequest>(missing('payAgain')),
    /** Tells checkout the cart's lines on every change of the cart. */
    followCart: fromCallback<CheckoutEvent, CartActor>(({ input, sendBack }) => {
      const subscription = input.subscribe((snapshot) =>
        sendBack({ type: 'checkout.cartChanged', lines: snapshot.context.items }),
      );
      return () => subscription.unsubscribe();
    }),
    /** Tells checkout the offers as the shopper sees them, on every change of the offers. */
    followOffers: fromCallback<CheckoutEvent, CartOffersActor | null>(({ input, sendBack }) => {
      const subscription = input?.subscribe((snapshot) =>
        sendBack({ type: 'checkout.offersChanged', seen: offersSeen(snapshot) }),
      );
      return () => subscription?.unsubscribe();
    }),
  },
  actions: {
    /** Keeps the order's token on the device before the call, so a reload can find the order. */
    rememberOrderAccess: (_, _access: CheckoutIds) => {},
    /** The order no longer holds the cart: this device's record of it says so (browser storage). */
    releaseCartHold: (_, _order: { orderId: string }) => {},
    keepCart: assign({
      cart: ({ event }) => {
        assertEvent(event, 'checkout.cartChanged');
        return event.lines;
      },
    }),
    keepOffers: assign({
      offers: ({ event }) => {
        assertEvent(event, 'checkout.offersChanged');
        return event.seen;
      },
    }),
    keepForm: assign(({ context, event }) => {
      assertEvent(event, 'checkout.place');
      return { fields: event.fields, placedOffers: context.offers };
    }),
    refuse: assign((_, refusal: Refusal) => ({ refusal })),
    clearRefusal: assign({ refusal: null }),
    holdCartForOrder: assign({ cartHoldsOrder: true, changes: [] }),
    keepChanges: assign((_, changes: OrderChange[]) => ({ changes })),
    keepOrder: assign((_, order: OrderView) => ({ order })),
    rememberFailure: assign((_, failure: unknown) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    takeOrderAccess: assign(({ context, event }) => {
      assertEvent(event, 'checkout.openOrder');
      return {
        checkoutId: event.orderId,
        // The order just placed here keeps its token; another without one on this device has none.
        accessToken:
          event.access?.accessToken ??
          (event.orderId === context.checkoutId ? context.accessToken : ''),
        cartHoldsOrder: event.access?.cartHeld ?? false,
        // The number typed for another order's Try again is not this one's.
        retryPayment: event.orderId === context.checkoutId ? context.retryPayment : null,
        order: null,
        changes: [],
        refusal: null,
        failure: null,
      };
    }),
    startAfresh: assign(({ context }) => ({
      ...context.newCheckout(),
      changes: [],
      order: null,
      cartHoldsOrder: false,
      refusal: null,
      failure: null,
      retryPayment: null,
    })),
    resetPollDelay: assign({ pollDelayMs: paymentWait.firstPollMs }),
    growPollDelay: assign(({ context }) => ({ pollDelayMs: nextPollDelay(context.pollDelayMs) })),
    choosePayment: assign({
      retryPayment: ({ event }): RetryPayment => {
        assertEvent(event, ['checkout.payAgain', 'checkout.payOnDelivery']);
        return event.type === 'checkout.payAgain'
          ? { method: 'mpesa', phone: event.phone }
          : { method: 'cash-on-delivery' };
      },
    }),
  },
  guards: {
    cartIsEmpty: ({ context }) => context.cart.length === 0,
    cartIsTooLong: ({ context }) => context.cart.length > maxOrderLines,
    detailsAreInvalid: ({ context }) => !checkoutSchema.safeParse(context.fields).success,
    catalogChanged: (_, response: PlaceOrderResponse) => response.outcome === 'changed',
    isPaid: ({ context }) => context.order?.status === 'paid',
    isPaymentFailed: ({ context }) => context.order?.status === 'payment-failed',
    isAwaitingPayment: ({ context }) => context.order?.status === 'awaiting-payment',
    hasEnded: ({ context }) => !!context.order && endedStatuses.includes(context.order.status),
    isStillAwaitingPayment: (_, order: OrderView) => order.status === 'awaiting-payment',
    /** The order awaits a prompt that may never have reached the phone. */
    isPromptInDoubt: (_, order: OrderView | null) => retryOpensAt(order) !== null,
    /** A prompt that may never have reached the phone, and whose Try again is open by now. */
    hasRetryOpened: (_, order: OrderView | null) => (retryOpensAt(order) ?? Infinity) <= Date.now(),
    /** Still awaiting payment, its prompt told otherwise than kept: where it stands is read again. */
    isNewPrompt: ({ context }, order: OrderView) =>
      order.status === 'awaiting-payment' && !samePrompt(context.order, order),
    /** The server found no order this caller may see, and this device held no token for it. */
    isUnprovenOrder: ({ context }, error: unknown) =>
      context.accessToken === '' && (error as { kind?: unknown } | null)?.kind === 'not-found',
    isPaymentRetryable: ({ context }) => paymentRetryable(context.order),
    isKenyanPhone: ({ event }) =>
      event.type === 'checkout.payAgain' && normaliseKenyanPhone(event.phone) !== null,
    /** The delivery takes cash, and cash on delivery takes the order's lines and total. */
    isCashAllowed: ({ context }) =>
      !!context.order &&
      allowsCash(context.order.delivery.option) &&
      orderCashRefusal(context.order, context.cashLimit) === null,
  },
  delays: {
    pollDelay: ({ context }) => context.pollDelayMs,
    paymentWaitLimit: paymentWait.limitMs,
    untilRetryOpens: ({ context }) => Math.max(0, (retryOpensAt(context.order) ?? 0) - Date.now()),
  },
});

export const checkoutRules = vocabulary.extend({
  actions: {
    /**
     * The cart follows what the server found, and so does the next Place order: at the saving
     * confirmed, without a code the server refused (the cart's offers drop it and price again).
     */
    applyConfirmedChanges: vocabulary.enqueueActions(({ context, enqueue }) => {
      const updates = cartUpdatesFor(context.cart, context.changes);
      for (const update of updates) enqueue.sendTo(context.cartActor, cartEventFor(update));
      enqueue.assign({ cart: applyCartUpdates(context.cart, updates), changes: [] });
      const discount = context.changes.find((change) => change.kind === 'discount');
      if (!discount) return;
      const refused = discount.message !== null;
      enqueue.assign({
        placedOffers: { code: refused ? null : context.placedOffers.code, saving: discount.to },
      });
      if (context.offersActor) {
        enqueue.sendTo(context.offersActor, { type: refused ? 'offers.remove' : 'offers.reprice' });
      }
    }),
    /** The cart empties once, for the order it held: paid by M-Pesa, or placed for cash. */
    emptyCartOnceOrdered: vocabulary.enqueueActions(({ context, enqueue }) => {
      if (!context.cartHoldsOrder) return;
      enqueue.sendTo(context.cartActor, { type: 'list.clear' });
      enqueue({ type: 'releaseCartHold', params: { orderId: context.checkoutId } });
      enqueue.assign({ cartHoldsOrder: false });
    }),
  },
});
