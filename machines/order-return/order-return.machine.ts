import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ReturnView } from '@model/return/request';
import { unprovided } from '../unprovided';
import { colourAfterSize, formProblems, returnRequest, stockOf, untouchedChoice } from './rules';
import type {
  LineChoice,
  OrderReturnContext,
  OrderReturnEvent,
  OrderReturnInput,
  RequestReturn,
  SendOutcome,
  StockByProduct,
} from './types';

/** The context with one line's choice changed (lines named by their place in the order). */
function withChoice(
  context: OrderReturnContext,
  line: number,
  change: (choice: LineChoice, index: number) => Partial<LineChoice>,
): Pick<OrderReturnContext, 'choices'> {
  return {
    choices: context.choices.map((choice, index) =>
      context.lines[index]?.line === line ? { ...choice, ...change(choice, index) } : choice,
    ),
  };
}

/** What the form may change while it is not being sent: kept through a refusal or a failure. */
const editing = {
  'return.choose': { actions: 'chooseLine' },
  'return.setQuantity': { actions: 'setQuantity' },
  'return.setReason': { actions: 'setReason' },
  'return.setWish': { actions: 'setWish' },
  'return.setSize': { actions: 'setSize' },
  'return.setColour': { actions: 'setColour' },
  'return.send': [
    { guard: 'isReadyToSend', target: 'sending', actions: 'noteChecked' },
    { actions: 'stopAtFirstProblem' },
  ],
  'return.close': { target: '#orderReturn.closed' },
} as const;

/**
 * The shopper's return or exchange of a delivered order (../shared/QA-CONTRACT.md, Returns):
 * `Return or exchange` opens the form with a new return id, kept through every Try again so a
 * request whose answer was lost is the same return on the server. Send request goes only once
 * `formProblems` finds none; the server's refusal keeps the form as typed; the return sent
 * closes it, and the page reads the order again. While the form is open the stock of
 * the order's products is read, so an exchange offers only what is in stock now.
 */
export const orderReturnMachine = setup({
  types: {
    context: {} as OrderReturnContext,
    events: {} as OrderReturnEvent,
    input: {} as OrderReturnInput,
  },
  actors: {
    requestReturn: unprovided<SendOutcome, RequestReturn>(
      'orderReturnMachine needs its requestReturn actor',
    ),
    readStock: unprovided<StockByProduct, string[]>('orderReturnMachine needs its readStock actor'),
  },
  guards: {
    isReadyToSend: ({ context }) => formProblems(context).length === 0,
    wasSent: (_, outcome: SendOutcome) => outcome.outcome === 'sent',
  },
  actions: {
    startAfresh: assign(({ context }) => ({
      returnId: context.newReturnId(),
      choices: context.lines.map(untouchedChoice),
      wish: null,
      stock: null,
      stockUnreadable: false,
      checked: false,
      refusal: null,
      failure: null,
      sent: null,
    })),
    chooseLine: assign(({ context, event }) => {
      if (event.type !== 'return.choose') return {};
      return withChoice(context, event.line, () => ({ chosen: event.chosen }));
    }),
    setQuantity: assign(({ context, event }) => {
      if (event.type !== 'return.setQuantity') return {};
      return withChoice(context, event.line, (_, index) => ({
        quantity: Math.min(
          Math.max(1, Math.floor(event.quantity)),
          context.lines[index]!.returnable,
        ),
      }));
    }),
    setReason: assign(({ context, event }) => {
      if (event.type !== 'return.setReason') return {};
      return withChoice(context, event.line, () => ({ reason: event.reason }));
    }),
    setWish: assign(({ event }) => (event.type === 'return.setWish' ? { wish: event.wish } : {})),
    setSize: assign(({ context, event }) => {
      if (event.type !== 'return.setSize') return {};
      return withChoice(context, event.line, (choice, index) => ({
        size: event.size,
        colour: colourAfterSize(
          stockOf(context.stock, context.lines[index]!),
          event.size,
          choice.colour,
        ),
      }));
    }),
    setColour: assign(({ context, event }) => {
      if (event.type !== 'return.setColour') return {};
      return withChoice(context, event.line, () => ({ colour: event.colour }));
    }),
    noteChecked: assign({ checked: true, refusal: null, failure: null }),
    stopAtFirstProblem: assign(({ context }) => ({
      checked: true,
      stoppedSends: context.stoppedSends + 1,
    })),
    keepStock: assign((_, stock: StockByProduct) => ({ stock, stockUnreadable: false })),
    noteStockUnreadable: assign({ stockUnreadable: true }),
    keepSent: assign((_, sent: ReturnView) => ({ sent })),
    keepRefusal: assign((_, refusal: string) => ({ refusal })),
    rememberFailure: assign((_, failure: unknown) => ({ failure })),
  },
}).createMachine({
  id: 'orderReturn',
  context: ({ input }) => ({
    ...input,
    returnId: null,
    choices: input.lines.map(untouchedChoice),
    wish: null,
    stock: null,
    stockUnreadable: false,
    checked: false,
    stoppedSends: 0,
    refusal: null,
    failure: null,
    sent: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'return.open': { target: 'open', actions: 'startAfresh' } },
    },
    open: {
      type: 'parallel',
      states: {
        form: {
          initial: 'choosing',
          states: {
            choosing: { on: editing },
            sending: {
              invoke: {
                src: 'requestReturn',
                input: ({ context }) => returnRequest(context),
                onDone: [
                  {
                    guard: { type: 'wasSent', params: ({ event }) => event.output },
                    target: '#orderReturn.sent',
                    actions: {
                      type: 'keepSent',
                      params: ({ event }) =>
                        (event.output as Extract<SendOutcome, { outcome: 'sent' }>).sent,
                    },
                  },
                  {
                    target: 'refused',
                    actions: {
                      type: 'keepRefusal',
                      params: ({ event }) =>
                        (event.output as Extract<SendOutcome, { outcome: 'refused' }>).message,
                    },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'rememberFailure',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                },
              },
            },
            /** The server said no, in its words: the form stays as typed. */
            refused: { on: editing },
            /** No answer: Try again sends the same return. */
            failed: { on: editing },
          },
        },
        stock: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                src: 'readStock',
                input: ({ context }) => [...new Set(context.lines.map((line) => line.productId))],
                onDone: {
                  target: 'known',
                  actions: {
                    type: 'keepStock',
                    params: ({ event }: { event: { output: StockByProduct } }) => event.output,
                  },
                },
                onError: { target: 'unknown', actions: 'noteStockUnreadable' },
              },
            },
            known: {},
            unknown: { on: { 'return.checkStock': 'checking' } },
          },
        },
      },
    },
    /** Taken by the server (selectors.ts `returnSent`): the page reads the order again. */
    sent: {
      on: { 'return.open': { target: 'open', actions: 'startAfresh' } },
    },
  },
});

export type OrderReturnSnapshot = SnapshotFrom<typeof orderReturnMachine>;
