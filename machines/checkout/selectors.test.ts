import { describe, expect, it } from 'vitest';
import {
  cashLimitReason,
  endedOrderMessage,
  heldPaymentMethod,
  mpesaLimitReason,
  payAgainPhoneError,
  paymentFailureMessage,
  refundNotes,
  reviewedTotal,
} from './selectors';
import { nairobiDate, nairobiTime } from './nairobi-time';
import { anOrder, checkoutOf, dress, mpesaFields } from '@testing/helpers/checkout-machine';
import type { PaymentFailure } from './types';
import { deliveryFeesFrom } from '@model/shop-config';
import { defaultCashOrderLimit, maxCashUnitsPerVariant } from '@model/limits';
import { cashLimitMessage, cashLineMessage } from '@model/order/price-order';

const fees = deliveryFeesFrom({});

describe('what the page says about a failed payment', () => {
  const failures: PaymentFailure[] = [
    'insufficient-funds',
    'cancelled',
    'unreachable',
    'wrong-pin',
    'amount-mismatch',
    'no-answer',
    'busy',
    'invalid-phone',
    'unavailable',
    'failed',
  ];

  it('gives each reason its own words, said in full sentences', () => {
    const sentences = failures.map(paymentFailureMessage);
    expect(new Set(sentences).size).toBe(failures.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
    expect(paymentFailureMessage('insufficient-funds')).toMatch(/balance was not enough/);
    expect(paymentFailureMessage('cancelled')).toMatch(/cancelled/);
    expect(paymentFailureMessage('wrong-pin')).toMatch(/PIN/);
  });

  it('tells a busy phone and M-Pesa being down apart, in the words the shopper is promised', () => {
    expect(paymentFailureMessage('busy')).toBe(
      'Another M-Pesa request is waiting on this phone. Finish or cancel it, then try again.',
    );
    expect(paymentFailureMessage('unavailable')).toMatch(/^M-Pesa is not available right now/);
    expect(paymentFailureMessage('amount-mismatch')).toMatch(/no need to pay again/);
  });

  it('puts a number M-Pesa refused on the phone field, and no other failure', () => {
    expect(payAgainPhoneError('invalid-phone')).toMatch(/this number/);
    for (const failure of failures.filter((reason) => reason !== 'invalid-phone')) {
      expect(payAgainPhoneError(failure)).toBeNull();
    }
  });
});

describe('what the form says about M-Pesa’s limit', () => {
  it('lets M-Pesa pay up to KES 250,000 at once, and says why not above it', () => {
    expect(mpesaLimitReason(250_000, defaultCashOrderLimit)).toBeNull();
    expect(mpesaLimitReason(250_000.5, defaultCashOrderLimit)).toMatch(
      /^M-Pesa takes at most KES 250,000 in one payment and this order comes to KES 250,000\.5/,
    );
  });

  it('points to cash only where the shop’s cash limit takes the order', () => {
    expect(mpesaLimitReason(260_300, 300_000)).toMatch(
      /pay cash on delivery where your delivery allows it/,
    );
    expect(mpesaLimitReason(260_300, defaultCashOrderLimit)).toBe(
      'M-Pesa takes at most KES 250,000 in one payment and this order comes to KES 260,300: split the order, or call us to arrange it.',
    );
  });
});

describe('what the form says about cash on delivery’s bounds', () => {
  const limit = defaultCashOrderLimit;
  const line = (quantity: number, options: { size?: string; wholesale?: boolean } = {}) => ({
    id: dress.id,
    productName: dress.productName,
    quantity,
    size: options.size,
    wholesale: options.wholesale ? { unitPrice: '3000', minQty: 12 } : undefined,
  });

  it('takes an order up to the shop’s cash limit, and says why not above it', () => {
    expect(cashLimitReason([line(1)], limit, limit)).toBeNull();
    expect(cashLimitReason([line(1)], limit + 1, limit)).toBe(cashLimitMessage(limit + 1, limit));
    expect(cashLimitReason([line(1)], 60_300, limit)).toBe(
      'Cash on delivery takes orders up to KES 50,000 and this order comes to KES 60,300: pay with M-Pesa, or split the order.',
    );
  });

  it(`takes at most ${maxCashUnitsPerVariant} of one size and colour in retail lines, counted together`, () => {
    expect(cashLimitReason([line(maxCashUnitsPerVariant)], 100, limit)).toBeNull();
    expect(cashLimitReason([line(maxCashUnitsPerVariant + 1)], 100, limit)).toBe(
      cashLineMessage(dress.productName, maxCashUnitsPerVariant),
    );
    expect(cashLimitReason([line(6), line(5)], 100, limit)).toBe(
      `Cash on delivery takes at most 10 of ${dress.productName} in one size and colour: pay with M-Pesa, or order fewer.`,
    );
    // Another size is another count.
    expect(
      cashLimitReason([line(6, { size: 'M' }), line(5, { size: 'L' })], 100, limit),
    ).toBeNull();
  });

  it('leaves wholesale lines to their own terms', () => {
    expect(cashLimitReason([line(24, { wholesale: true })], 100, limit)).toBeNull();
  });

  it('names the line first when both bounds are passed, as the server does', () => {
    expect(cashLimitReason([line(maxCashUnitsPerVariant + 1)], limit + 1, limit)).toBe(
      cashLineMessage(dress.productName, maxCashUnitsPerVariant),
    );
  });
});

describe('the way to pay the form holds', () => {
  const none = { mpesa: null, 'cash-on-delivery': null };

  it('keeps a choice either way can take', () => {
    expect(heldPaymentMethod('mpesa', none)).toBe('mpesa');
    expect(heldPaymentMethod('cash-on-delivery', none)).toBe('cash-on-delivery');
  });

  it('moves a cash choice to M-Pesa when cash cannot take the order', () => {
    expect(heldPaymentMethod('cash-on-delivery', { ...none, 'cash-on-delivery': 'over' })).toBe(
      'mpesa',
    );
    expect(heldPaymentMethod('mpesa', { ...none, 'cash-on-delivery': 'over' })).toBe('mpesa');
  });

  it('moves an M-Pesa choice to cash when M-Pesa cannot take the order', () => {
    expect(heldPaymentMethod('mpesa', { ...none, mpesa: 'over' })).toBe('cash-on-delivery');
  });

  it('keeps the choice when neither can take the order: Place order says why', () => {
    const both = { mpesa: 'over', 'cash-on-delivery': 'over' };
    expect(heldPaymentMethod('mpesa', both)).toBe('mpesa');
    expect(heldPaymentMethod('cash-on-delivery', both)).toBe('cash-on-delivery');
  });
});

describe('what the page says about an order that ended', () => {
  it('says why for each way an order ends', () => {
    const said = (['expired', 'cancelled', 'refunded'] as const).map((status) =>
      endedOrderMessage(anOrder({ status })),
    );
    expect(said[0]).toMatch(/not paid in time, so its items went back on sale/);
    expect(said[1]).toMatch(/cancelled/);
    expect(new Set(said).size).toBe(3);
  });
});

describe('what the page says about money given back', () => {
  it('says what went back to the shopper’s M-Pesa, and when, in Nairobi', () => {
    // 23:30 in Nairobi on the 28th is still the 28th there, whatever the phone's zone.
    const refund = { due: 0, refunded: 2400, refundedAt: '2026-11-28T20:30:00.000Z' };
    expect(refundNotes(refund)).toEqual(['KES 2,400 refunded to your M-Pesa on 28 Nov 2026.']);
    expect(refundNotes({ ...refund, refundedAt: null })).toEqual([
      'KES 2,400 refunded to your M-Pesa.',
    ]);
  });

  it('says what is still owed back, after what went back already', () => {
    expect(refundNotes({ due: 2400, refunded: 0, refundedAt: null })).toEqual([
      'KES 2,400 will be refunded to your M-Pesa.',
    ]);
    expect(
      refundNotes({ due: 150, refunded: 1000, refundedAt: '2026-11-27T09:00:00.000Z' }),
    ).toEqual([
      'KES 1,000 refunded to your M-Pesa on 27 Nov 2026.',
      'KES 150 will be refunded to your M-Pesa.',
    ]);
  });

  it('says nothing of an order without money to give back', () => {
    expect(refundNotes(null)).toEqual([]);
    expect(refundNotes({ due: 0, refunded: 0, refundedAt: null })).toEqual([]);
  });

  it('leaves a cancelled order’s refund to its own lines once the server knows of one', () => {
    const refund = { due: 2400, refunded: 0, refundedAt: null };
    expect(endedOrderMessage(anOrder({ status: 'cancelled', refund }))).toBe(
      'This order was cancelled.',
    );
  });
});

describe('times the page shows', () => {
  it('are Nairobi’s, hours and minutes on the 24-hour clock', () => {
    expect(nairobiTime('2026-01-05T09:02:00.000Z')).toBe('12:02');
    expect(nairobiTime('2026-01-05T21:30:00.000Z')).toBe('00:30');
    expect(nairobiDate('2026-01-05T21:30:00.000Z')).toBe('6 Jan 2026');
  });
});

describe('the total to confirm', () => {
  it('is the cart as confirming leaves it, with the delivery chosen', async () => {
    const { actor, place, settled } = checkoutOf([dress], {
      place: [
        async () => ({
          outcome: 'changed',
          changes: [
            {
              kind: 'price',
              id: dress.id,
              productName: dress.productName,
              from: '3500',
              to: '3900',
            },
          ],
        }),
      ],
    });
    expect(reviewedTotal(actor.getSnapshot(), fees)).toBeNull();
    place(mpesaFields);
    await settled();
    // 2 × 3,900 and 300 for delivery within Nairobi.
    expect(reviewedTotal(actor.getSnapshot(), fees)).toBe(8100);
  });
});
