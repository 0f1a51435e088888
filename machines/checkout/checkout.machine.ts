import { and } from 'xstate';
import { checkoutRules, offersSeenOf, paymentWait, type CheckoutContext } from './checkout-rules';
import { placeOrderRequest } from './request';
import type { GetOrderRequest, OrderView } from './types';

export { nextPollDelay, paymentWait } from './checkout-rules';
export type { CheckoutContext, CheckoutInput } from './checkout-rules';

const orderRequest = ({ context }: { context: CheckoutContext }): GetOrderRequest => ({
  orderId: context.checkoutId,
  // Without a token on this device, only the order's signed-in owner is shown it.
  accessToken: context.accessToken || null,
});

const answeredOrder = ({ event }: { event: { output: OrderView } }) => event.output;
const keptOrder = ({ context }: { context: CheckoutContext }) => context.order;
const keepAnsweredOrder = { type: 'keepOrder', params: answeredOrder } as const;
const rememberError = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/**
 * Checkout's rule book. editing → validating → placing (the server prices, checks stock and
 * writes the order) → reviewing when the catalog changed (confirming updates the cart and
 * places again under the same checkout id) → placed for cash, or awaitingPayment for M-Pesa
 * (the order is asked about with a growing pause: two minutes for a prompt on the phone, then
 * paymentUnconfirmed; for a prompt that may never have reached it, until the order moves on, with
 * Try again or cash once the prompt's `retryFrom` passes) → paid | paymentFailed (try again, or
 * cash where the delivery and cash's bounds take it, unless M-Pesa took another amount) | ended
 * (its hold over unpaid, or cancelled). A failed call keeps the checkout id and token, so a Retry
 * after a call that landed answers the same order. The cart empties only once the order is
 * placed for cash or paid. /checkout/order/{id} opens an order placed on this device.
 * Calls and browser storage are injected; the cart is an actor given as input, followed and sent
 * its changes.
 */
export const checkoutMachine = checkoutRules.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input.newCheckout(),
    newCheckout: input.newCheckout,
    cashLimit: input.cashLimit,
    cartActor: input.cart,
    cart: input.cart.getSnapshot().context.items,
    offersActor: input.offers ?? null,
    offers: offersSeenOf(input.offers ?? null),
    placedOffers: offersSeenOf(input.offers ?? null),
    fields: null,
    changes: [],
    order: null,
    cartHoldsOrder: false,
    refusal: null,
    failure: null,
    pollDelayMs: paymentWait.firstPollMs,
    retryPayment: null,
  }),
  invoke: [
    { src: 'followCart', input: ({ context }) => context.cartActor },
    { src: 'followOffers', input: ({ context }) => context.offersActor },
  ],
  on: {
    'checkout.cartChanged': { actions: 'keepCart' },
    'checkout.offersChanged': { actions: 'keepOffers' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'checkout.place': { target: 'validating', actions: 'keepForm' },
        'checkout.openOrder': openOrder(),
      },
    },
    validating: {
      always: [
        {
          guard: 'cartIsEmpty',
          target: 'editing',
          actions: { type: 'refuse', params: 'empty-cart' },
        },
        {
          guard: 'cartIsTooLong',
          target: 'editing',
          actions: { type: 'refuse', params: 'too-many-lines' },
        },
        {
          guard: 'detailsAreInvalid',
          target: 'editing',
          actions: { type: 'refuse', params: 'invalid-details' },
        },
        { target: 'placing', actions: ['clearRefusal', 'forgetFailure'] },
      ],
    },
    placing: {
      entry: [
        'holdCartForOrder',
        {
          type: 'rememberOrderAccess',
          params: ({ context }) => ({
            checkoutId: context.checkoutId,
            accessToken: context.accessToken,
          }),
        },
      ],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) =>
          placeOrderRequest(context, context.cart, context.fields!, context.placedOffers),
        onDone: [
          {
            guard: { type: 'catalogChanged', params: ({ event }) => event.output },
            target: 'reviewing',
            actions: {
              type: 'keepChanges',
              params: ({ event }) =>
                event.output.outcome === 'changed' ? event.output.changes : [],
            },
          },
          {
            target: 'followingStatus',
            actions: {
              type: 'keepOrder',
              params: ({ event }) => (event.output as { order: OrderView }).order,
            },
          },
        ],
        onError: { target: 'failed', actions: rememberError },
      },
    },
    reviewing: {
      on: {
        'checkout.confirm': { target: 'validating', actions: 'applyConfirmedChanges' },
        'checkout.place': { target: 'validating', actions: 'keepForm' },
        'checkout.openOrder': openOrder(),
      },
    },
    failed: {
      on: {
        // The same checkout id and token: a call that landed answers the order it made.
        'checkout.retry': { target: 'validating' },
        'checkout.place': { target: 'validating', actions: 'keepForm' },
        'checkout.openOrder': openOrder(),
      },
    },
    followingStatus: {
      always: [
        { guard: 'isPaid', target: 'paid' },
        { guard: 'isPaymentFailed', target: 'paymentFailed' },
        { guard: 'isAwaitingPayment', target: 'awaitingPayment' },
        { guard: 'hasEnded', target: 'ended' },
        { target: 'placed' },
      ],
    },
    /**
     * The order is asked about, with a growing pause, until it moves on; meanwhile the prompt
     * region says where the prompt stands. One on the phone is waited for two minutes, then the
     * shopper is told (paymentUnconfirmed). One that may never have reached the phone (M-Pesa's
     * answer lost, or the sending stopped) opens Try again at its `retryFrom`, and the order is
     * still asked about: a late callback may pay it.
     */
    awaitingPayment: {
      type: 'parallel',
      entry: 'resetPollDelay',
      on: { 'checkout.openOrder': openOrder() },
      states: {
        asking: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollDelay: 'checking' } },
            checking: {
              invoke: {
                src: 'getOrder',
                input: orderRequest,
                onDone: [
                  {
                    guard: { type: 'isNewPrompt', params: answeredOrder },
                    target: ['waiting', '#checkout.awaitingPayment.prompt.reading'],
                    actions: [keepAnsweredOrder, 'growPollDelay'],
                  },
                  {
                    guard: { type: 'isStillAwaitingPayment', params: answeredOrder },
                    target: 'waiting',
                    actions: [keepAnsweredOrder, 'growPollDelay'],
                  },
                  {
                    target: '#checkout.followingStatus',
                    // A refused Try again said its piece: the order has moved on since.
                    actions: [keepAnsweredOrder, 'forgetFailure'],
                  },
                ],
                // A lost answer on a phone's network is no news: ask again after the pause.
                onError: { target: 'waiting', actions: 'growPollDelay' },
              },
            },
          },
        },
        prompt: {
          initial: 'reading',
          states: {
            reading: {
              always: [
                { guard: { type: 'hasRetryOpened', params: keptOrder }, target: 'retryOpen' },
                { guard: { type: 'isPromptInDoubt', params: keptOrder }, target: 'retryClosed' },
                { target: 'onPhone' },
              ],
            },
            onPhone: { after: { paymentWaitLimit: '#checkout.paymentUnconfirmed' } },
            /** The prompt may yet be on the phone: a second one now could charge twice. */
            retryClosed: { after: { untilRetryOpens: 'retryOpen' } },
            retryOpen: {
              on: {
                'checkout.payAgain': {
                  guard: 'isKenyanPhone',
                  target: '#checkout.payingAgain',
                  actions: 'choosePayment',
                },
                'checkout.payOnDelivery': {
                  guard: 'isCashAllowed',
                  target: '#checkout.payingAgain',
                  actions: 'choosePayment',
                },
              },
            },
          },
        },
      },
    },
    paymentUnconfirmed: {
      on: {
        'checkout.checkAgain': 'checkingAgain',
        'checkout.startAnother': startAnother(),
        'checkout.openOrder': openOrder(),
      },
    },
    checkingAgain: {
      entry: 'forgetFailure',
      invoke: {
        src: 'getOrder',
        input: orderRequest,
        onDone: [
          // Back to waiting, with Try again scheduled by the prompt's `retryFrom`.
          {
            guard: { type: 'isPromptInDoubt', params: answeredOrder },
            target: 'followingStatus',
            actions: keepAnsweredOrder,
          },
          {
            guard: { type: 'isStillAwaitingPayment', params: answeredOrder },
            target: 'paymentUnconfirmed',
            actions: keepAnsweredOrder,
          },
          { target: 'followingStatus', actions: keepAnsweredOrder },
        ],
        onError: { target: 'paymentUnconfirmed', actions: rememberError },
      },
    },
    paymentFailed: {
      on: {
        'checkout.payAgain': {
          guard: and(['isPaymentRetryable', 'isKenyanPhone']),
          target: 'payingAgain',
          actions: 'choosePayment',
        },
        'checkout.payOnDelivery': {
          guard: and(['isPaymentRetryable', 'isCashAllowed']),
          target: 'payingAgain',
          actions: 'choosePayment',
        },
        'checkout.startAnother': startAnother(),
        'checkout.openOrder': openOrder(),
      },
    },
    payingAgain: {
      entry: 'forgetFailure',
      invoke: {
        src: 'payAgain',
        input: ({ context }) => ({ ...orderRequest({ context }), ...context.retryPayment! }),
        onDone: { target: 'followingStatus', actions: keepAnsweredOrder },
        // The order may have moved on (a late payment landed): read it before saying more.
        onError: { target: 'loadingOrder', actions: rememberError },
      },
    },
    paid: {
      entry: 'emptyCartOnceOrdered',
      on: { 'checkout.startAnother': startAnother(), 'checkout.openOrder': openOrder() },
    },
    placed: {
      entry: 'emptyCartOnceOrdered',
      on: { 'checkout.startAnother': startAnother(), 'checkout.openOrder': openOrder() },
    },
    /** Expired, cancelled or refunded: shown as it ended; the cart keeps its lines. */
    ended: {
      on: { 'checkout.startAnother': startAnother(), 'checkout.openOrder': openOrder() },
    },
    loadingOrder: {
      invoke: {
        src: 'getOrder',
        input: orderRequest,
        onDone: { target: 'followingStatus', actions: keepAnsweredOrder },
        onError: [
          {
            guard: {
              type: 'isUnprovenOrder',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'noAccess',
          },
          { target: 'orderUnavailable', actions: rememberError },
        ],
      },
    },
    orderUnavailable: {
      on: {
        'checkout.retry': { target: 'loadingOrder', actions: 'forgetFailure' },
        'checkout.startAnother': startAnother(),
        'checkout.openOrder': openOrder(),
      },
    },
    /** This device holds no token for the order asked for, and no owner is signed in. */
    noAccess: {
      on: { 'checkout.startAnother': startAnother(), 'checkout.openOrder': openOrder() },
    },
  },
});

/**
 * Opening an order: its stored token reads it; without one, the server shows it to its signed-in
 * owner (an order listed on /account) and to nobody else.
 */
function openOrder() {
  return { target: '#checkout.loadingOrder', actions: 'takeOrderAccess' } as const;
}

function startAnother() {
  return { target: '#checkout.editing', actions: 'startAfresh' } as const;
}
