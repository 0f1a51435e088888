import { and } from 'xstate';
import { checkoutRules, paymentWait, type CheckoutContext } from './checkout-rules';
import { placeOrderRequest } from './request';
import type { GetOrderRequest, OrderView } from './types';

export { nextPollDelay, paymentWait } from './checkout-rules';
export type { CheckoutContext, CheckoutInput } from './checkout-rules';

const orderRequest = ({ context }: { context: CheckoutContext }): GetOrderRequest => ({
  orderId: context.checkoutId,
  // Without a token on this device, only the order's signed-in owner is shown it.
  accessToken: context.accessToken || null,
});

const keepAnsweredOrder = {
  type: 'keepOrder',
  params: ({ event }: { event: { output: OrderView } }) => event.output,
} as const;
const rememberError = {
  type: 'rememberFailure',
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/**
 * Checkout's rule book. editing → validating → placing (the server prices, checks stock and
 * writes the order) → reviewing when the catalog changed (confirming updates the cart and
 * places again under the same checkout id) → placed for cash, or awaitingPayment for M-Pesa
 * (the order is asked about with a growing pause, for two minutes) → paid | paymentFailed (try
 * again, or cash where the delivery takes it, unless M-Pesa took another amount) | ended (its
 * hold over unpaid, or cancelled). A failed call keeps the checkout id and token, so a Retry
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
    cartActor: input.cart,
    cart: input.cart.getSnapshot().context.items,
    fields: null,
    changes: [],
    order: null,
    cartHoldsOrder: false,
    refusal: null,
    failure: null,
    pollDelayMs: paymentWait.firstPollMs,
    retryPayment: null,
  }),
  invoke: { src: 'followCart', input: ({ context }) => context.cartActor },
  on: {
    'checkout.cartChanged': { actions: 'keepCart' },
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
        input: ({ context }) => placeOrderRequest(context, context.cart, context.fields!),
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
    awaitingPayment: {
      entry: 'resetPollDelay',
      after: { paymentWaitLimit: 'paymentUnconfirmed' },
      on: { 'checkout.openOrder': openOrder() },
      initial: 'waiting',
      states: {
        waiting: { after: { pollDelay: 'checking' } },
        checking: {
          invoke: {
            src: 'getOrder',
            input: orderRequest,
            onDone: [
              {
                guard: { type: 'isStillAwaitingPayment', params: ({ event }) => event.output },
                target: 'waiting',
                actions: [keepAnsweredOrder, 'growPollDelay'],
              },
              { target: '#checkout.followingStatus', actions: keepAnsweredOrder },
            ],
            // A lost answer on a phone's network is no news: ask again after the pause.
            onError: { target: 'waiting', actions: 'growPollDelay' },
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
          {
            guard: { type: 'isStillAwaitingPayment', params: ({ event }) => event.output },
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
