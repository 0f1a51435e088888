import { describe, expect, it } from 'vitest';
import { returnWindowDaysFrom } from '../shop-config';
import {
  afterReturnMove,
  openReturnMoves,
  returnableUnits,
  returnLinesRefusal,
  returnRefund,
  returnSteps,
  returnWindowOpen,
  type ReturnedOrder,
  type ReturnStep,
} from './return';

describe('a return’s moves', () => {
  it('go requested → approved or refused → received → refunded or exchange sent', () => {
    const refund = (step: ReturnStep) => ({ step, wish: 'refund' as const });
    const exchange = (step: ReturnStep) => ({ step, wish: 'exchange' as const });
    expect(openReturnMoves(refund('requested'))).toEqual(['approve', 'refuse']);
    expect(afterReturnMove(refund('requested'), 'approve')).toBe('approved');
    expect(afterReturnMove(refund('requested'), 'refuse')).toBe('refused');
    expect(openReturnMoves(refund('approved'))).toEqual(['receive']);
    expect(openReturnMoves(refund('received'))).toEqual(['refund']);
    expect(openReturnMoves(exchange('received'))).toEqual(['refund', 'send-exchange']);
    expect(afterReturnMove(exchange('received'), 'refund')).toBe('refunded');
    expect(afterReturnMove(refund('received'), 'send-exchange')).toBeNull();
  });

  it('wait, once the money is owed, for the refund to be made', () => {
    const owed = { id: 'return-r', amount: 1200, delivery: false };
    expect(openReturnMoves({ step: 'received', wish: 'refund', refund: owed })).toEqual([]);
    expect(openReturnMoves({ step: 'received', wish: 'exchange', refund: owed })).toEqual([]);
  });

  it('end at refused, refunded and exchange sent: nothing more is open', () => {
    for (const step of ['refused', 'refunded', 'exchange-sent'] as const) {
      expect(openReturnMoves({ step, wish: 'refund' })).toEqual([]);
      expect(openReturnMoves({ step, wish: 'exchange' })).toEqual([]);
    }
  });

  it('never skip a step', () => {
    for (const step of returnSteps) {
      if (step !== 'approved')
        expect(afterReturnMove({ step, wish: 'refund' }, 'receive')).toBeNull();
      if (step !== 'requested')
        expect(afterReturnMove({ step, wish: 'refund' }, 'approve')).toBeNull();
    }
  });
});

describe('the return window', () => {
  const delivered = '2026-11-20T12:00:00.000Z';

  it('is open for 7 days after delivery, and closed before delivery', () => {
    expect(returnWindowOpen(delivered, '2026-11-27T11:59:59.999Z')).toBe(true);
    expect(returnWindowOpen(delivered, '2026-11-27T12:00:00.000Z')).toBe(false);
    expect(returnWindowOpen(null, '2026-11-21T12:00:00.000Z')).toBe(false);
    expect(returnWindowOpen('not a time', '2026-11-21T12:00:00.000Z')).toBe(false);
  });

  it('follows the shop’s setting', () => {
    expect(returnWindowOpen(delivered, '2026-11-30T12:00:00.000Z', 14)).toBe(true);
  });
});

describe('units still free to return', () => {
  const lines = [{ quantity: 2 }, { quantity: 1 }];

  it('are those bought less those in returns not refused', () => {
    expect(
      returnableUnits(lines, [
        { step: 'requested', lines: [{ line: 0, quantity: 1 }] },
        { step: 'refused', lines: [{ line: 1, quantity: 1 }] },
      ]),
    ).toEqual([1, 1]);
  });

  it('refuse a return of more than is left, of a line not in the order, or of nothing', () => {
    const free = returnableUnits(lines, [{ step: 'received', lines: [{ line: 0, quantity: 1 }] }]);
    expect(
      returnLinesRefusal(
        [
          { line: 0, quantity: 1, reason: 'wrong-size' },
          { line: 0, quantity: 1, reason: 'changed-my-mind' },
        ],
        free,
      ),
    ).toBe('Only 1 of that item can still be returned.');
    expect(returnLinesRefusal([{ line: 5, quantity: 1, reason: 'wrong-size' }], free)).toBe(
      'That item is not in this order.',
    );
    expect(returnLinesRefusal([{ line: 1, quantity: 0, reason: 'wrong-size' }], free)).toBe(
      'Return at least one of each item chosen.',
    );
    expect(returnLinesRefusal([], free)).toBe('Choose at least one item to return.');
    expect(returnLinesRefusal([{ line: 1, quantity: 1, reason: 'wrong-size' }], free)).toBeNull();
  });
});

describe('what a refunded return gives back', () => {
  // Two dresses at KES 2,500 and a shirt at KES 1,499.50, 20 % off (KES 1,000.08 and 299.92),
  // delivery KES 300: KES 5,499.50 paid.
  const order: ReturnedOrder = {
    lines: [
      { unitPrice: '2500', quantity: 2 },
      { unitPrice: '1499.50', quantity: 1 },
    ],
    lineDiscounts: [1000.08, 299.92],
    deliveryFee: 300,
    total: 5499.5,
  };
  const none = { refunded: 0, deliveryRefunded: false };

  it('is each unit at the price paid after its share of the discount, in whole shillings', () => {
    expect(returnRefund(order, [{ line: 0, quantity: 1, reason: 'wrong-size' }], none)).toEqual({
      amount: 1999,
      delivery: false,
    });
    expect(
      returnRefund(order, [{ line: 1, quantity: 1, reason: 'changed-my-mind' }], none).amount,
    ).toBe(1199);
  });

  it('gives the delivery fee back once, when the shop is at fault', () => {
    const faulty = [{ line: 1, quantity: 1, reason: 'damaged-or-faulty' as const }];
    expect(returnRefund(order, faulty, none)).toEqual({ amount: 1499, delivery: true });
    expect(returnRefund(order, faulty, { refunded: 1499, deliveryRefunded: true })).toEqual({
      amount: 1199,
      delivery: false,
    });
  });

  it('never gives back more than was paid, less what went back before', () => {
    const everything = [
      { line: 0, quantity: 2, reason: 'not-as-described' as const },
      { line: 1, quantity: 1, reason: 'not-as-described' as const },
    ];
    expect(returnRefund(order, everything, none).amount).toBeLessThanOrEqual(5499);
    expect(
      returnRefund(order, everything, { refunded: 5000, deliveryRefunded: false }).amount,
    ).toBe(499);
    const withoutOffers = { ...order, lineDiscounts: [] };
    expect(returnRefund(withoutOffers, everything, none).amount).toBeLessThanOrEqual(
      Math.floor(order.total),
    );
  });
});

describe('the return window as the shop sets it', () => {
  it('is a whole number of days from 1 to 60, else the default 7', () => {
    expect(returnWindowDaysFrom({ VITE_RETURN_WINDOW_DAYS: '14' })).toBe(14);
    for (const value of [undefined, '', '0', '61', '3.5', 'a week']) {
      expect(returnWindowDaysFrom({ VITE_RETURN_WINDOW_DAYS: value })).toBe(7);
    }
  });
});
