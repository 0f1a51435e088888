import { and, assertEvent, assign, emit, not, setup } from 'xstate';
import type { Product } from '@model/catalog/product';
import type { LineOptions } from '../shopping-list/types';
import { canBeBought, coversWholesaleMinimum } from '@model/catalog/stock-rule';
import { unprovided } from '../unprovided';
import {
  canChooseColour,
  canChooseSize,
  chosenOptions,
  colourAfterSize,
  missingChoices,
  onlyChoices,
  type ChoiceKind,
} from './choices';

export interface ProductDetailsContext {
  id: string;
  product: Product | null;
  failure: unknown;
  size: string | null;
  colour: string | null;
  /** The choices the last Add found missing, shown as "Choose a size" next to their group. */
  missing: ChoiceKind[];
}

export type ProductDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'details.chooseSize'; size: string }
  | { type: 'details.chooseColour'; colour: string }
  | { type: 'details.addToCart' }
  | { type: 'details.addAtWholesale' };

export interface ProductDetailsInput {
  id: string;
  /** The product already read (a card's): no read, the machine starts found. */
  product?: Product;
}

/**
 * The answer to an Add, for the screen: `missing` is empty once the cart was asked to add the
 * product, else it names the choices to make first (where the page moves focus).
 */
export interface AddAnswered {
  type: 'details.addAnswered';
  missing: ChoiceKind[];
}

/** What the cart is asked to add: the product with the size and colour chosen. */
export interface AddRequest {
  product: Product;
  options: LineOptions;
}

const missingFor = (context: ProductDetailsContext): ChoiceKind[] =>
  context.product === null ? [] : missingChoices(context.product, context);

/** The product found, with the size and colour chosen: what either Add asks the cart for. */
const chosenRequest = ({ context }: { context: ProductDetailsContext }): AddRequest => ({
  product: context.product!,
  options: chosenOptions(context),
});

/**
 * One product's page, or a card's chooser: loading, then found, hidden (staff took it out of the
 * shop: its page says it is no longer available, and nothing can be chosen or added), missing (no
 * such id) or failed with a Retry; given the product (a card holds it already), it starts found
 * (or hidden). Once found, the shopper chooses a size and colour among those the stock rule
 * (model/catalog/stock-rule.ts) says can be bought together; Add to cart (or at wholesale
 * terms) asks the cart to add the product with them, or names the choices missing; either way it
 * emits `details.addAnswered`.
 * The read is injected as `loadProduct`, the cart's two adds as the `addToCart` and
 * `addAtWholesale` actions.
 */
export const productDetailsMachine = setup({
  types: {
    context: {} as ProductDetailsContext,
    events: {} as ProductDetailsEvent,
    input: {} as ProductDetailsInput,
    emitted: {} as AddAnswered,
  },
  actors: {
    loadProduct: unprovided<Product | null, string>(
      'productDetailsMachine needs a loadProduct actor',
    ),
  },
  actions: {
    addToCart: (_, _request: AddRequest) => {},
    addAtWholesale: (_, _request: AddRequest) => {},
    chooseSize: assign(({ context, event }) => {
      assertEvent(event, 'details.chooseSize');
      return {
        size: event.size,
        colour: colourAfterSize(context.product!, event.size, context.colour),
        missing: context.missing.filter((kind) => kind !== 'size'),
      };
    }),
    chooseColour: assign(({ context, event }) => {
      assertEvent(event, 'details.chooseColour');
      return {
        colour: event.colour,
        missing: context.missing.filter((kind) => kind !== 'colour'),
      };
    }),
    nameMissingChoices: assign({ missing: ({ context }) => missingFor(context) }),
    answerAdd: emit(({ context }) => ({
      type: 'details.addAnswered' as const,
      missing: context.missing,
    })),
  },
  guards: {
    isFound: (_, product: Product | null) => product !== null,
    isHidden: (_, product: Product | null) => product?.hidden === true,
    isGiven: ({ context }) => context.product !== null,
    isAvailableSize: ({ context, event }) => {
      assertEvent(event, 'details.chooseSize');
      return context.product !== null && canChooseSize(context.product, event.size);
    },
    isAvailableColour: ({ context, event }) => {
      assertEvent(event, 'details.chooseColour');
      return (
        context.product !== null && canChooseColour(context.product, event.colour, context.size)
      );
    },
    isInStock: ({ context }) => context.product !== null && canBeBought(context.product),
    coversWholesaleMinimum: ({ context }) =>
      context.product !== null && coversWholesaleMinimum(context.product),
    hasEveryChoice: ({ context }) => missingFor(context).length === 0,
  },
}).createMachine({
  id: 'productDetails',
  context: ({ input }) => ({
    id: input.id,
    product: input.product ?? null,
    failure: null,
    ...(input.product ? onlyChoices(input.product) : { size: null, colour: null }),
    missing: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'isHidden', params: ({ context }) => context.product }, target: 'hidden' },
        { guard: 'isGiven', target: 'found' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => context.id,
        onDone: [
          {
            guard: { type: 'isHidden', params: ({ event }) => event.output },
            target: 'hidden',
            actions: assign({ product: ({ event }) => event.output, failure: null }),
          },
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'found',
            actions: assign(({ event }) => {
              const product = event.output!;
              return { product, failure: null, ...onlyChoices(product) };
            }),
          },
          { target: 'missing' },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    found: {
      on: {
        'details.chooseSize': { guard: 'isAvailableSize', actions: 'chooseSize' },
        'details.chooseColour': { guard: 'isAvailableColour', actions: 'chooseColour' },
        'details.addToCart': [
          {
            guard: and(['isInStock', 'hasEveryChoice']),
            actions: [
              assign({ missing: [] }),
              { type: 'addToCart', params: chosenRequest },
              'answerAdd',
            ],
          },
          { guard: 'isInStock', actions: ['nameMissingChoices', 'answerAdd'] },
        ],
        'details.addAtWholesale': [
          {
            guard: and(['isInStock', 'coversWholesaleMinimum', 'hasEveryChoice']),
            actions: [
              assign({ missing: [] }),
              { type: 'addAtWholesale', params: chosenRequest },
              'answerAdd',
            ],
          },
          {
            guard: and(['isInStock', 'coversWholesaleMinimum', not('hasEveryChoice')]),
            actions: ['nameMissingChoices', 'answerAdd'],
          },
        ],
      },
    },
    // No longer sold: no choices, no adds; the page names it and says so.
    hidden: {},
    missing: {},
    failed: { on: { 'details.retry': 'loading' } },
  },
});
