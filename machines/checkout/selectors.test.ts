import { describe, expect, it } from 'vitest';
import {
  endedOrderMessage,
  mpesaLimitReason,
  payAgainPhoneError,
  paymentFailureMessage,
  reviewedTotal,
} from './selectors';
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
