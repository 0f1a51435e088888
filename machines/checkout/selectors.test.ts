import { describe, expect, it } from 'vitest';
import {
  endedOrderMessage,
  mpesaLimitReason,
  payAgainPhoneError,
  paymentFailureMessage,
  refundNotes,
  reviewedTotal,
} from './selectors';
import { nairobiDate, nairobiTime } from './nairobi-time';
import { anOrder, checkoutOf, dress, mpesaFields } from './test-checkout';
import type { PaymentFailure } from './types';
import { deliveryFeesFrom } from '@/model/shop-config';

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
    expect(mpesaLimitReason(250_000)).toBeNull();
    expect(mpesaLimitReason(250_000.5)).toMatch(
      /^M-Pesa takes at most KES 250,000 in one payment and this order comes to KES 250,000\.5/,
    );
    expect(mpesaLimitReason(260_300)).toMatch(/pay cash on delivery where your delivery allows it/);
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
