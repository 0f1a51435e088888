import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { Product } from '../../src/catalog/product';
import type { LineOptions } from '../shopping-list/types';
import {
  availableColours,
  availableSizes,
  coversWholesaleMinimum,
  stockState,
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

/** What the cart is asked to add: the product with the size and colour chosen. */
export interface AddRequest {
  product: Product;
  options: LineOptions;
}

function missingChoices({ product, size, colour }: ProductDetailsContext): ChoiceKind[] {
  if (product === null) return [];
  const missing: ChoiceKind[] = [];
  if (product.sizes.length > 0 && size === null) missing.push('size');
  if (product.colours.length > 0 && colour === null) missing.push('colour');
  return missing;
}

function chosenOptions({ size, colour }: ProductDetailsContext): LineOptions {
  return { ...(size === null ? {} : { size }), ...(colour === null ? {} : { colour }) };
}

/** The only available size or colour is chosen for the shopper: there is nothing to choose. */
function onlyChoice(available: string[]): string | null {
  return available.length === 1 ? available[0]! : null;
}

/**
 * One product's page: loading, then found, missing (no such id) or failed with a Retry. Once
 * found, the shopper chooses a size and colour among the available ones; Add to cart (or at
 * wholesale terms) asks the cart to add the product with them, or names the choices missing.
 * The read is injected as `loadProduct`, the cart's two adds as the `addToCart` and
 * `addAtWholesale` actions.
 */
export const productDetailsMachine = setup({
  types: {
    context: {} as ProductDetailsContext,
    events: {} as ProductDetailsEvent,
    input: {} as { id: string },
  },
  actors: {
    loadProduct: fromPromise<Product | null, string>(() =>
      Promise.reject(new Error('productDetailsMachine needs a loadProduct actor')),
    ),
  },
  actions: {
    addToCart: (_, _request: AddRequest) => {},
    addAtWholesale: (_, _request: AddRequest) => {},
    chooseSize: assign(({ context, event }) => {
      assertEvent(event, 'details.chooseSize');
      return { size: event.size, missing: context.missing.filter((kind) => kind !== 'size') };
    }),
    chooseColour: assign(({ context, event }) => {
      assertEvent(event, 'details.chooseColour');
      return {
        colour: event.colour,
        missing: context.missing.filter((kind) => kind !== 'colour'),
      };
    }),
    nameMissingChoices: assign({ missing: ({ context }) => missingChoices(context) }),
  },
  guards: {
    isFound: (_, product: Product | null) => product !== null,
    isAvailableSize: ({ context, event }) => {
      assertEvent(event, 'details.chooseSize');
      return context.product !== null && availableSizes(context.product).includes(event.size);
    },
    isAvailableColour: ({ context, event }) => {
      assertEvent(event, 'details.chooseColour');
      return context.product !== null && availableColours(context.product).includes(event.colour);
    },
    isInStock: ({ context }) =>
      context.product !== null && stockState(context.product).kind !== 'out',
    coversWholesaleMinimum: ({ context }) =>
      context.product !== null && coversWholesaleMinimum(context.product),
    hasEveryChoice: ({ context }) => missingChoices(context).length === 0,
  },
}).createMachine({
  id: 'productDetails',
  context: ({ input }) => ({
    id: input.id,
    product: null,
    failure: null,
    size: null,
    colour: null,
    missing: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => context.id,
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'found',
            actions: assign(({ event }) => {
              const product = event.output!;
              return {
                product,
                failure: null,
                size: onlyChoice(availableSizes(product)),
                colour: onlyChoice(availableColours(product)),
              };
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
              {
                type: 'addToCart',
                params: ({ context }) => ({
                  product: context.product!,
                  options: chosenOptions(context),
                }),
              },
            ],
          },
          { guard: 'isInStock', actions: 'nameMissingChoices' },
        ],
        'details.addAtWholesale': [
          {
            guard: and(['isInStock', 'coversWholesaleMinimum', 'hasEveryChoice']),
            actions: [
              assign({ missing: [] }),
              {
                type: 'addAtWholesale',
                params: ({ context }) => ({
                  product: context.product!,
                  options: chosenOptions(context),
                }),
              },
            ],
          },
          {
            guard: and(['isInStock', 'coversWholesaleMinimum', not('hasEveryChoice')]),
            actions: 'nameMissingChoices',
          },
        ],
      },
    },
    missing: {},
    failed: { on: { 'details.retry': 'loading' } },
  },
});
