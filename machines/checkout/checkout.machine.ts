import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  checkoutSchema,
  type CheckoutDetails,
  type CheckoutFields,
} from '../../src/forms/checkout';
import { maxOrderAmount, maxOrderLines } from '../../src/forms/limits';
import { buildOrder, needsLineFix, reprice, sameCart } from './order';
import type {
  CheckoutEvent,
  CheckoutLine,
  CurrentProducts,
  LineChange,
  NewOrder,
  PlaceOrderResult,
  Refusal,
} from './types';

export interface CheckoutContext {
  /** The order's document id, made when this checkout started and kept through every Retry. */
  orderId: string;
  makeOrderId: () => string;
  /** The cart as it is now. */
  cart: CheckoutLine[];
  fields: CheckoutFields | null;
  ownerUid: string | null;
  details: CheckoutDetails | null;
  /** The cart the order below was priced from. */
  pricedCart: CheckoutLine[];
  order: NewOrder | null;
  changes: LineChange[];
  refusal: Refusal | null;
  failure: unknown;
  failedWhile: 'repricing' | 'placing' | null;
}

export interface CheckoutInput {
  cart: CheckoutLine[];
  /** A fresh, unguessable order id (Firestore's auto-id in the shop). */
  makeOrderId: () => string;
}

/**
 * Checkout's rule book (issue 8): editing → validating → repricing → placing → placed, with a
 * review when the catalog changed and failed (Retry) from repricing and placing. It never places
 * an empty cart, never places twice (one id per checkout, one write at a time), and asks for the
 * cart to be emptied only once the order is written. Reads, the write and emptying are injected.
 * An order beyond the limits firestore.rules enforces (its lines, its total at today's prices)
 * is refused with a reason before any write, rather than failing as "not allowed".
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    readProducts: fromPromise<CurrentProducts, string[]>(() =>
      Promise.reject(new Error('checkoutMachine needs a readProducts actor')),
    ),
    placeOrder: fromPromise<PlaceOrderResult, { orderId: string; order: NewOrder }>(() =>
      Promise.reject(new Error('checkoutMachine needs a placeOrder actor')),
    ),
  },
  actions: {
    emptyCart: () => {},
    keepCart: assign({
      cart: ({ event }) => {
        assertEvent(event, 'checkout.cartChanged');
        return event.lines;
      },
    }),
    keepForm: assign(({ event }) => {
      assertEvent(event, 'checkout.place');
      return { fields: event.fields, ownerUid: event.ownerUid };
    }),
    checkDetails: assign(({ context }) => {
      const parsed = checkoutSchema.safeParse(context.fields);
      return { details: parsed.success ? parsed.data : null };
    }),
    refuse: assign((_, refusal: Refusal) => ({ refusal })),
    clearRefusal: assign({ refusal: null }),
    priceOrder: assign(({ context }, current: CurrentProducts) => {
      const { lines, changes } = reprice(context.cart, current);
      return {
        pricedCart: context.cart,
        changes,
        order: context.details ? buildOrder(lines, context.details, context.ownerUid) : null,
      };
    }),
    rememberFailure: assign(
      (_, { failure, during }: { failure: unknown; during: 'repricing' | 'placing' }) => ({
        failure,
        failedWhile: during,
      }),
    ),
    forgetFailure: assign({ failure: null, failedWhile: null }),
    startAfresh: assign(({ context }) => ({
      orderId: context.makeOrderId(),
      pricedCart: [],
      order: null,
      changes: [],
      refusal: null,
      failure: null,
      failedWhile: null,
    })),
  },
  guards: {
    cartIsEmpty: ({ context }) => context.cart.length === 0,
    cartIsTooLong: ({ context }) => context.cart.length > maxOrderLines,
    orderIsTooLarge: ({ context }) => (context.order?.total ?? 0) >= maxOrderAmount,
    detailsAreInvalid: ({ context }) => context.details === null,
    catalogChanged: ({ context }) => context.changes.length > 0,
    canConfirmNewTotal: ({ context }) =>
      !needsLineFix(context.changes) && (context.order?.lines.length ?? 0) > 0,
    orderIsStillTheCart: ({ context }) =>
      context.failedWhile === 'placing' &&
      context.order !== null &&
      sameCart(context.cart, context.pricedCart),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    orderId: input.makeOrderId(),
    makeOrderId: input.makeOrderId,
    cart: input.cart,
    fields: null,
    ownerUid: null,
    details: null,
    pricedCart: [],
    order: null,
    changes: [],
    refusal: null,
    failure: null,
    failedWhile: null,
  }),
  on: {
    'checkout.cartChanged': { actions: 'keepCart' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: { 'checkout.place': { target: 'validating', actions: 'keepForm' } },
    },
    validating: {
      entry: ['checkDetails', 'forgetFailure'],
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
        { target: 'repricing', actions: 'clearRefusal' },
      ],
    },
    repricing: {
      invoke: {
        src: 'readProducts',
        input: ({ context }) => context.cart.map((line) => line.id),
        onDone: {
          target: 'priced',
          actions: { type: 'priceOrder', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'rememberFailure',
            params: ({ event }) => ({ failure: event.error, during: 'repricing' as const }),
          },
        },
      },
      on: {
        // A line changed while the catalog was read: read again for the cart as it is now.
        'checkout.cartChanged': { target: 'validating', actions: 'keepCart' },
      },
    },
    priced: {
      always: [
        {
          guard: 'orderIsTooLarge',
          target: 'editing',
          actions: { type: 'refuse', params: 'order-too-large' },
        },
        { guard: 'catalogChanged', target: 'reviewing' },
        { target: 'placing' },
      ],
    },
    reviewing: {
      on: {
        'checkout.confirm': { guard: 'canConfirmNewTotal', target: 'placing' },
        'checkout.cartChanged': { target: 'validating', actions: 'keepCart' },
        'checkout.place': { target: 'validating', actions: 'keepForm' },
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ orderId: context.orderId, order: context.order! }),
        // 'already-placed' counts as placed: the earlier write under this id landed.
        onDone: { target: 'placed', actions: 'emptyCart' },
        onError: {
          target: 'failed',
          actions: {
            type: 'rememberFailure',
            params: ({ event }) => ({ failure: event.error, during: 'placing' as const }),
          },
        },
      },
    },
    placed: {
      on: { 'checkout.startAnother': { target: 'editing', actions: 'startAfresh' } },
    },
    failed: {
      on: {
        'checkout.retry': [
          { guard: 'orderIsStillTheCart', target: 'placing' },
          { target: 'validating' },
        ],
        'checkout.place': { target: 'validating', actions: 'keepForm' },
      },
    },
  },
});
