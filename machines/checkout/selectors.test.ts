import { describe, expect, it } from 'vitest';
import { paymentFailureMessage, reviewedTotal } from './selectors';
import { checkoutOf, dress, mpesaFields } from './test-checkout';
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
    'failed',
  ];

  it('gives each reason its own single sentence', () => {
    const sentences = failures.map(paymentFailureMessage);
    expect(new Set(sentences).size).toBe(failures.length);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z][^.]*\.$/);
    expect(paymentFailureMessage('insufficient-funds')).toMatch(/balance was not enough/);
    expect(paymentFailureMessage('cancelled')).toMatch(/cancelled/);
    expect(paymentFailureMessage('wrong-pin')).toMatch(/PIN/);
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
