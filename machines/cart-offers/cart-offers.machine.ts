import { assertEvent, assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { maxOrderLines } from '@model/limits';
import { normaliseKenyanPhone } from '@model/kenyan-phone';
import { codePattern, normaliseCode } from '@model/offer/offer';
import { unprovided } from '../unprovided';
import { orderLineRequest } from '../checkout/request';
import type { CartMachine } from '../shopping-list/shopping-list.machine';
import type {
  CartOffers,
  CartOffersContext,
  CartOffersEvent,
  CartOffersInput,
  PriceCartRequest,
  Toast,
} from './types';

type CartActor = ActorRefFrom<CartMachine>;

/** Quick changes (a quantity tapped up thrice, a phone typed) are priced once, after this pause. */
export const pricingPause = 300;

/** What is wrong with a code as typed, before any call; null when it may be sent. */
function codeProblem(typed: string): string | null {
  const code = normaliseCode(typed);
  if (code === '') return 'Enter a discount code.';
  if (!codePattern.test(code)) return 'A discount code is 3 to 20 letters and digits.';
  return null;
}

/** What `priceCart` is asked: the cart's lines as Place order sends them, the code being tried first. */
const priceCartRequest = (context: CartOffersContext): PriceCartRequest => ({
  lines: context.lines.map(orderLineRequest),
  code: context.trying?.code ?? context.code,
  deliveryOption: context.deliveryOption,
  phone: context.phone,
});

/** The phone as offers count it: a Kenyan mobile number, or null while it is not one yet. */
const countedPhone = (typed: string | null) =>
  typed !== null && normaliseKenyanPhone(typed) !== null ? typed.trim() : null;

const answerOf = ({ event }: { event: { output: CartOffers } }) => event.output;

const vocabulary = setup({
  types: {
    context: {} as CartOffersContext,
    events: {} as CartOffersEvent,
    input: {} as CartOffersInput,
  },
  actors: {
    priceCart: unprovided<CartOffers, PriceCartRequest>(
      'cartOffersMachine needs a priceCart actor',
    ),
    /** Tells the machine the cart's lines on every change of the cart. */
    followCart: fromCallback<CartOffersEvent, CartActor>(({ input, sendBack }) => {
      const subscription = input.subscribe((snapshot) =>
        sendBack({ type: 'offers.cartChanged', lines: snapshot.context.items }),
      );
      return () => subscription.unsubscribe();
    }),
  },
  actions: {
    /** Keeps the code on the device (browser storage), or forgets it for null. */
    keepCodeOnDevice: (_, _code: string | null) => {},
    notify: (_, _toast: Toast) => {},
    keepLines: assign({
      lines: ({ event }) => {
        assertEvent(event, 'offers.cartChanged');
        return event.lines;
      },
    }),
    keepCheckout: assign(({ event }) => {
      assertEvent(event, 'offers.checkoutChanged');
      return { deliveryOption: event.deliveryOption, phone: countedPhone(event.phone) };
    }),
    startTrying: assign(({ event }) => {
      assertEvent(event, 'offers.apply');
      return { trying: { code: normaliseCode(event.code), from: event.from }, message: null };
    }),
    forgetAnswer: assign({ offers: null, failure: null }),
    keepAnswer: assign(({ context }, offers: CartOffers) => ({
      offers,
      pricedDelivery: context.deliveryOption,
      failure: null,
    })),
    rememberFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error }),
  },
  guards: {
    cartIsEmpty: ({ context }) => context.lines.length === 0,
    /** The cart's lines changed: the cart keeps the same lines when an event changes nothing. */
    cartMoved: ({ context, event }) =>
      event.type === 'offers.cartChanged' && event.lines !== context.lines,
    cartIsTooLong: ({ context }) => context.lines.length > maxOrderLines,
    codeIsMalformed: ({ event }) =>
      event.type === 'offers.apply' && codeProblem(event.code) !== null,
    checkoutMoved: ({ context, event }) =>
      event.type === 'offers.checkoutChanged' &&
      (event.deliveryOption !== context.deliveryOption ||
        countedPhone(event.phone) !== context.phone),
    /** The code tried was refused while another is kept: the cart is priced again with that one. */
    isTriedCodeRefusedOverKept: ({ context }, answer: CartOffers) =>
      context.trying !== null && context.code !== null && answer.code?.applied === false,
  },
  delays: { pricingPause },
});

const codeAdded = (code: string): Toast => ({
  type: 'success',
  message: `Discount code ${code} added to your cart`,
});

const rules = vocabulary.extend({
  actions: {
    /** A code that cannot be one is said so where it was typed, or in a toast for a link. */
    refuseAsTyped: vocabulary.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'offers.apply');
      const message = codeProblem(event.code)!;
      if (event.from === 'link') enqueue({ type: 'notify', params: { type: 'error', message } });
      else enqueue.assign({ message });
    }),
    keepCodeUnpriced: vocabulary.enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'offers.apply');
      const code = normaliseCode(event.code);
      enqueue.assign({ code, trying: null, message: null });
      enqueue({ type: 'keepCodeOnDevice', params: code });
      if (event.from === 'link') enqueue({ type: 'notify', params: codeAdded(code) });
    }),
    forgetCode: vocabulary.enqueueActions(({ enqueue }) => {
      enqueue.assign({ code: null, trying: null, message: null });
      enqueue({ type: 'keepCodeOnDevice', params: null });
    }),
    /**
     * What the answer kept says of the code: a code tried is kept once applied, and said why not
     * when refused; a kept code the cart no longer earns (a line removed, a phone that used it)
     * is dropped, with why.
     */
    takeCodeOutcome: vocabulary.enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ trying: null });
      const outcome = context.offers?.code;
      const tried = context.trying;
      if (outcome?.applied === true) {
        if (tried === null) return;
        enqueue.assign({ code: tried.code, message: null });
        enqueue({ type: 'keepCodeOnDevice', params: tried.code });
        if (tried.from === 'link') enqueue({ type: 'notify', params: codeAdded(tried.code) });
      } else if (outcome?.applied === false) {
        enqueue.assign({ message: outcome.message });
        if (tried?.from === 'link') {
          enqueue({ type: 'notify', params: { type: 'error', message: outcome.message } });
        }
        if (tried === null) {
          enqueue.assign({ code: null });
          enqueue({ type: 'keepCodeOnDevice', params: null });
        }
      }
    }),
    /** A link's code could not be checked: the toast says so; Retry in the cart tries it again. */
    tellLinkFailed: vocabulary.enqueueActions(({ context, enqueue }) => {
      if (context.trying?.from !== 'link') return;
      enqueue({
        type: 'notify',
        params: {
          type: 'error',
          message: `We could not check the discount code ${context.trying.code} just now. Open your cart to try again.`,
        },
      });
    }),
  },
});

/**
 * The cart's offers (README, Discount codes): the code the shopper applied, kept on the device,
 * and what the server says the cart gets. It prices again whenever the lines, the code or
 * checkout's delivery and phone change, after a short pause that gathers quick changes; a change
 * while a price is asked for drops that call, so an answer for an older cart never shows. An
 * empty cart asks nothing. A code the server refuses is not kept: its reason is said instead. A
 * failed call leaves the cart and checkout working (the server prices the order anyway), with
 * Retry. Pricing, storage and toasts are injected.
 */
export const cartOffersMachine = rules.createMachine({
  id: 'cartOffers',
  context: ({ input }) => ({
    cartActor: input.cart,
    lines: input.cart.getSnapshot().context.items,
    code: input.code,
    trying: null,
    deliveryOption: null,
    phone: null,
    offers: null,
    pricedDelivery: null,
    message: null,
    failure: null,
  }),
  invoke: { src: 'followCart', input: ({ context }) => context.cartActor },
  on: {
    'offers.cartChanged': { guard: 'cartMoved', target: '.checking', actions: 'keepLines' },
    'offers.checkoutChanged': {
      guard: 'checkoutMoved',
      target: '.checking',
      actions: 'keepCheckout',
    },
    'offers.apply': [
      { guard: 'codeIsMalformed', actions: 'refuseAsTyped' },
      // Nothing to price yet: the code waits in the cart for its first lines.
      { guard: 'cartIsEmpty', actions: 'keepCodeUnpriced' },
      { target: '.pricing', actions: 'startTrying' },
    ],
    'offers.remove': { target: '.checking', actions: 'forgetCode' },
    'offers.reprice': { target: '.checking' },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'cartIsEmpty', target: 'idle' },
        // Checkout refuses a cart longer than an order may be: there is nothing to price.
        { guard: 'cartIsTooLong', target: 'idle' },
        { target: 'waiting' },
      ],
    },
    /** An empty cart: no offers, no call. */
    idle: { entry: 'forgetAnswer' },
    waiting: { after: { pricingPause: 'pricing' } },
    pricing: {
      invoke: {
        src: 'priceCart',
        input: ({ context }) => priceCartRequest(context),
        onDone: [
          {
            guard: { type: 'isTriedCodeRefusedOverKept', params: answerOf },
            target: 'pricing',
            reenter: true,
            actions: [{ type: 'keepAnswer', params: answerOf }, 'takeCodeOutcome'],
          },
          {
            target: 'priced',
            actions: [{ type: 'keepAnswer', params: answerOf }, 'takeCodeOutcome'],
          },
        ],
        onError: { target: 'failed', actions: ['rememberFailure', 'tellLinkFailed'] },
      },
    },
    priced: {},
    failed: {
      on: { 'offers.retry': 'pricing' },
    },
  },
});
