import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Stocked } from '@model/catalog/stock-rule';
import { orderReturnMachine } from './order-return.machine';
import {
  exchangeChoicesAt,
  failure,
  isFormOpen,
  isSending,
  refusal,
  returnSent,
  shownProblems,
  stockReading,
} from './selectors';
import type {
  RequestReturn,
  ReturnableLine,
  ReturnView,
  SendOutcome,
  StockByProduct,
} from './types';

const jeans: Stocked = {
  sizes: ['28', '30', '32'],
  unavailableSizes: ['28'],
  colours: ['Blue', 'White'],
  unavailableColours: [],
  stock: 6,
  variantStock: {
    '28|Blue': 0,
    '28|White': 0,
    '30|Blue': 3,
    '30|White': 0,
    '32|Blue': 1,
    '32|White': 2,
  },
};
const scarf: Stocked = {
  sizes: [],
  unavailableSizes: [],
  colours: ['Red', 'Green'],
  unavailableColours: [],
  stock: 2,
  variantStock: { '|Red': 0, '|Green': 2 },
};
const lines: ReturnableLine[] = [
  {
    line: 0,
    productId: 'jeans',
    productName: 'Mom Jeans',
    size: '30',
    colour: 'Blue',
    returnable: 2,
  },
  {
    line: 1,
    productId: 'scarf',
    productName: 'Silk Scarf',
    size: null,
    colour: 'Red',
    returnable: 1,
  },
];

const sentView = { id: 'sent' } as unknown as ReturnView;

/** The form with its callables answered from queues; none left: no answer yet. */
function formFor({
  answers = [],
  stock = [{ jeans, scarf }],
}: {
  answers?: Array<SendOutcome | Error>;
  stock?: Array<StockByProduct | Error>;
} = {}) {
  const requests: RequestReturn[] = [];
  let ids = 0;
  const next = <T>(queue: Array<T | Error>) => {
    const answer = queue.shift();
    if (answer === undefined) return new Promise<T>(() => {});
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const actor = createActor(
    orderReturnMachine.provide({
      actors: {
        requestReturn: fromPromise(({ input }: { input: RequestReturn }) => {
          requests.push(input);
          return next(answers);
        }),
        readStock: fromPromise(() => next(stock)),
      },
    }),
    {
      input: {
        orderId: 'Order000000000000007',
        accessToken: 'a-token',
        lines,
        newReturnId: () => `Return${String((ids += 1)).padStart(14, '0')}`,
      },
    },
  ).start();
  return { actor, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function chooseJeansForWrongSize(actor: ReturnType<typeof formFor>['actor']) {
  actor.send({ type: 'return.open' });
  actor.send({ type: 'return.choose', line: 0, chosen: true });
  actor.send({ type: 'return.setReason', line: 0, reason: 'wrong-size' });
}

describe('orderReturnMachine', () => {
  it('opens the form with a new return id each time', () => {
    const { actor } = formFor();
    expect(isFormOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'return.open' });
    expect(isFormOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.returnId).toBe('Return00000000000001');
    actor.send({ type: 'return.close' });
    actor.send({ type: 'return.open' });
    expect(actor.getSnapshot().context.returnId).toBe('Return00000000000002');
  });

  it('sends nothing until a line, its reason and refund or exchange are chosen, in the shopper’s words', () => {
    const { actor, requests } = formFor();
    actor.send({ type: 'return.open' });
    expect(shownProblems(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'return.send' });
    expect(actor.getSnapshot().context.stoppedSends).toBe(1);
    expect(shownProblems(actor.getSnapshot()).map((problem) => problem.message)).toEqual([
      'Choose Refund or Another size or colour.',
      'Choose at least one item to return.',
    ]);
    actor.send({ type: 'return.choose', line: 0, chosen: true });
    expect(shownProblems(actor.getSnapshot())[1]).toEqual({
      field: { kind: 'reason', line: 0 },
      message: 'Choose why you are returning the Mom Jeans.',
    });
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().matches({ open: { form: 'choosing' } })).toBe(true);
  });

  it('keeps each quantity within the units still free to return', () => {
    const { actor } = formFor();
    actor.send({ type: 'return.open' });
    actor.send({ type: 'return.setQuantity', line: 0, quantity: 5 });
    actor.send({ type: 'return.setQuantity', line: 1, quantity: 0 });
    expect(actor.getSnapshot().context.choices.map((choice) => choice.quantity)).toEqual([2, 1]);
  });

  it('sends a refund of the lines chosen, with the order’s token and the form’s return id', async () => {
    const { actor, requests } = formFor({ answers: [{ outcome: 'sent', sent: sentView }] });
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setQuantity', line: 0, quantity: 2 });
    actor.send({ type: 'return.setWish', wish: 'refund' });
    actor.send({ type: 'return.send' });
    expect(isSending(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'return.close' })).toBe(false);
    await settle();
    expect(requests).toEqual([
      {
        orderId: 'Order000000000000007',
        accessToken: 'a-token',
        returnId: 'Return00000000000001',
        wish: 'refund',
        lines: [{ line: 0, quantity: 2, reason: 'wrong-size', exchange: null }],
      },
    ]);
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(isFormOpen(actor.getSnapshot())).toBe(false);
    expect(returnSent(actor.getSnapshot())).toBe(sentView);
  });

  it('offers for an exchange only the sizes in stock, and the colours in stock in the size chosen', async () => {
    const { actor } = formFor();
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setWish', wish: 'exchange' });
    await settle();
    expect(stockReading(actor.getSnapshot())).toBe('known');
    expect(exchangeChoicesAt(actor.getSnapshot(), 0)).toEqual({
      sizes: ['30', '32'],
      colours: ['Blue', 'White'],
      soldOut: false,
    });
    actor.send({ type: 'return.setColour', line: 0, colour: 'White' });
    actor.send({ type: 'return.setSize', line: 0, size: '30' });
    expect(exchangeChoicesAt(actor.getSnapshot(), 0).colours).toEqual(['Blue']);
    // White is sold out in 30: the colour is asked for again.
    expect(actor.getSnapshot().context.choices[0]!.colour).toBeNull();
    expect(exchangeChoicesAt(actor.getSnapshot(), 1)).toEqual({
      sizes: null,
      colours: ['Green'],
      soldOut: false,
    });
  });

  it('asks for the size and colour an exchange wants, then sends them', async () => {
    const { actor, requests } = formFor({ answers: [{ outcome: 'sent', sent: sentView }] });
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setWish', wish: 'exchange' });
    await settle();
    actor.send({ type: 'return.send' });
    expect(shownProblems(actor.getSnapshot()).map((problem) => problem.field)).toEqual([
      { kind: 'size', line: 0 },
      { kind: 'colour', line: 0 },
    ]);
    actor.send({ type: 'return.setSize', line: 0, size: '32' });
    actor.send({ type: 'return.setColour', line: 0, colour: 'White' });
    actor.send({ type: 'return.send' });
    await settle();
    expect(requests[0]!.wish).toBe('exchange');
    expect(requests[0]!.lines).toEqual([
      { line: 0, quantity: 1, reason: 'wrong-size', exchange: { size: '32', colour: 'White' } },
    ]);
  });

  it('sends no exchange while the stock is unknown, and checks it again when asked', async () => {
    const { actor, requests } = formFor({ stock: [new Error('offline'), { jeans, scarf }] });
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setWish', wish: 'exchange' });
    await settle();
    expect(stockReading(actor.getSnapshot())).toBe('unknown');
    actor.send({ type: 'return.send' });
    expect(shownProblems(actor.getSnapshot())).toEqual([
      {
        field: { kind: 'wish' },
        message: 'We could not check what is in stock. Check again, or choose Refund.',
      },
    ]);
    actor.send({ type: 'return.checkStock' });
    await settle();
    expect(stockReading(actor.getSnapshot())).toBe('known');
    expect(requests).toEqual([]);
  });

  it('offers no exchange of a product that left the shop', async () => {
    const { actor } = formFor({ stock: [{ jeans: null, scarf }] });
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setWish', wish: 'exchange' });
    await settle();
    actor.send({ type: 'return.send' });
    expect(shownProblems(actor.getSnapshot())[0]!.message).toBe(
      'The Mom Jeans is out of stock in every size and colour: choose Refund for it.',
    );
  });

  it('keeps the form as typed when the server refuses, and sends it again as the same return', async () => {
    const { actor, requests } = formFor({
      answers: [
        { outcome: 'refused', message: 'Only 1 of that item can still be returned.' },
        { outcome: 'sent', sent: sentView },
      ],
    });
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setWish', wish: 'refund' });
    actor.send({ type: 'return.send' });
    await settle();
    expect(refusal(actor.getSnapshot())).toBe('Only 1 of that item can still be returned.');
    expect(actor.getSnapshot().context.choices[0]).toMatchObject({
      chosen: true,
      reason: 'wrong-size',
    });
    actor.send({ type: 'return.send' });
    await settle();
    expect(requests.map((request) => request.returnId)).toEqual([
      'Return00000000000001',
      'Return00000000000001',
    ]);
    expect(actor.getSnapshot().matches('sent')).toBe(true);
  });

  it('says a request got no answer, and Try again sends the same return', async () => {
    const lost = new Error('offline');
    const { actor, requests } = formFor({ answers: [lost, { outcome: 'sent', sent: sentView }] });
    chooseJeansForWrongSize(actor);
    actor.send({ type: 'return.setWish', wish: 'refund' });
    actor.send({ type: 'return.send' });
    await settle();
    expect(failure(actor.getSnapshot())).toBe(lost);
    actor.send({ type: 'return.send' });
    expect(failure(actor.getSnapshot())).toBeNull();
    await settle();
    expect(new Set(requests.map((request) => request.returnId)).size).toBe(1);
    expect(actor.getSnapshot().matches('sent')).toBe(true);
  });
});
