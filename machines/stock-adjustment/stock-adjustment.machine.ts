import { assign, raise, setup } from 'xstate';
import { stockAdjustmentSchema, type StockAdjustment } from '@model/staff/requests';
import { unprovided } from '../unprovided';
import type {
  AdjustmentDetails,
  AdjustOutcome,
  ProductStock,
  StockMovement,
  StockProduct,
} from './types';
import { isVariantOf } from './variants';

export interface StockAdjustmentContext {
  productId: string;
  product: StockProduct | null;
  history: StockMovement[];
  /** Why the page could not be read. */
  failure: unknown;
  /** The change being saved, or the last one sent. */
  adjustment: StockAdjustment | null;
  /** The last change the server applied, for the page to confirm. */
  saved: AdjustmentDetails | null;
  /** The server's own words when it refused the change (more removed than there are). */
  refusal: string | null;
  /** Why the last save did not reach the server, or its answer did not come back. */
  saveFailure: unknown;
  /** Why the units and history could not be read again after a save. */
  recordFailure: unknown;
}

export type StockAdjustmentEvent =
  | { type: 'stock.retry' }
  | { type: 'adjustment.save'; details: AdjustmentDetails }
  | { type: 'record.retry' }
  /** Raised after a save: the units and Stock history are read again. */
  | { type: 'record.refresh' };

/**
 * One product's stock page (../shared/QA-CONTRACT.md, Back office: Stock): its units per size and
 * colour and its Stock history, and the form that records units received or removed.
 *
 * - A change is sent only when the request schema (model/staff/requests.ts) accepts it and it
 *   names one of the product's sizes and colours; one change is saved at a time.
 * - Saved: the page's units become the server's answer, and the history is read again.
 * - Refused (more units removed than there are): the server's message, nothing changed.
 * - A save whose answer never came may still have landed, and a change is not safe to repeat: the
 *   units and history are read again, so staff see whether it did before saving again.
 */
export const stockAdjustmentMachine = setup({
  types: {
    context: {} as StockAdjustmentContext,
    events: {} as StockAdjustmentEvent,
    input: {} as { productId: string },
  },
  actors: {
    loadProductStock: unprovided<ProductStock | null, string>(
      'stockAdjustmentMachine needs a loadProductStock actor',
    ),
    adjustStock: unprovided<AdjustOutcome, StockAdjustment>(
      'stockAdjustmentMachine needs an adjustStock actor',
    ),
  },
  guards: {
    isFound: (_, found: ProductStock | null) => found !== null,
    /** The request schema accepts it, and it names one of the product's sizes and colours. */
    isValidAdjustment: ({ context }, details: AdjustmentDetails) =>
      stockAdjustmentSchema.safeParse({ productId: context.productId, ...details }).success &&
      context.product !== null &&
      isVariantOf(context.product, details.variant),
    wasRefused: (_, outcome: AdjustOutcome) => outcome.outcome === 'refused',
  },
  actions: {
    showStock: assign((_, found: ProductStock) => ({
      product: found.product,
      history: found.history,
      failure: null,
      recordFailure: null,
    })),
    keepAdjustment: assign(({ context }, details: AdjustmentDetails) => ({
      adjustment: { productId: context.productId, ...details },
      refusal: null,
      saveFailure: null,
    })),
    applyNewUnits: assign(({ context }, outcome: AdjustOutcome) => {
      if (outcome.outcome !== 'saved' || !context.product || !context.adjustment) return {};
      const { variant, change, reason } = context.adjustment;
      return {
        product: { ...context.product, ...outcome.units },
        saved: { variant, change, reason },
      };
    }),
    keepRefusal: assign((_, outcome: AdjustOutcome) => ({
      refusal: outcome.outcome === 'refused' ? outcome.message : null,
    })),
    refreshRecord: raise({ type: 'record.refresh' }),
  },
}).createMachine({
  id: 'stockAdjustment',
  context: ({ input }) => ({
    productId: input.productId,
    product: null,
    history: [],
    failure: null,
    adjustment: null,
    saved: null,
    refusal: null,
    saveFailure: null,
    recordFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProductStock',
        input: ({ context }) => context.productId,
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'showStock', params: ({ event }) => event.output! },
          },
          { target: 'missing' },
        ],
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    missing: {},
    failed: { on: { 'stock.retry': 'loading' } },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          on: {
            'adjustment.save': {
              guard: { type: 'isValidAdjustment', params: ({ event }) => event.details },
              target: '.saving',
              actions: { type: 'keepAdjustment', params: ({ event }) => event.details },
            },
          },
          states: {
            editing: {},
            saving: {
              // One change at a time: a second Save waits for this one's answer.
              on: { 'adjustment.save': {} },
              invoke: {
                src: 'adjustStock',
                input: ({ context }) => context.adjustment!,
                onDone: [
                  {
                    guard: { type: 'wasRefused', params: ({ event }) => event.output },
                    target: 'refused',
                    actions: { type: 'keepRefusal', params: ({ event }) => event.output },
                  },
                  {
                    target: 'saved',
                    actions: [
                      { type: 'applyNewUnits', params: ({ event }) => event.output },
                      'refreshRecord',
                    ],
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: [assign({ saveFailure: ({ event }) => event.error }), 'refreshRecord'],
                },
              },
            },
            saved: {},
            refused: {},
            failed: {},
          },
        },
        record: {
          initial: 'current',
          on: { 'record.refresh': '.refreshing' },
          states: {
            current: {},
            refreshing: {
              // A later save's answer is newer than this read: it starts again.
              on: { 'record.refresh': { target: 'refreshing', reenter: true } },
              invoke: {
                src: 'loadProductStock',
                input: ({ context }) => context.productId,
                onDone: [
                  {
                    guard: { type: 'isFound', params: ({ event }) => event.output },
                    target: 'current',
                    actions: { type: 'showStock', params: ({ event }) => event.output! },
                  },
                  { target: '#stockAdjustment.missing' },
                ],
                onError: {
                  target: 'stale',
                  actions: assign({ recordFailure: ({ event }) => event.error }),
                },
              },
            },
            stale: { on: { 'record.retry': 'refreshing' } },
          },
        },
      },
    },
  },
});
