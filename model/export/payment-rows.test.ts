import { describe, expect, it } from 'vitest';
import { paymentColumns, paymentRow } from './payment-rows';

describe('paymentRow', () => {
  it('writes the time in Nairobi, the receipt, the amount, the whole phone, the order and the state', () => {
    const row = paymentRow({
      at: '2026-11-29T06:05:00.000Z',
      receipt: 'TKL4ABCD12',
      amount: 12500,
      phone: '254712345678',
      orderNumber: 'MT-4K7Q2P',
      state: 'refund-due',
    });
    expect(row).toEqual([
      '2026-11-29 09:05',
      'TKL4ABCD12',
      12500,
      '254712345678',
      'MT-4K7Q2P',
      'Refund due',
    ]);
    expect(row).toHaveLength(paymentColumns.length);
  });

  it('leaves out what a payment does not have: a receipt, a phone, an order', () => {
    expect(
      paymentRow({
        at: '2026-11-28T21:00:00.000Z',
        receipt: null,
        amount: 300,
        phone: null,
        orderNumber: null,
        state: 'no-order',
      }),
    ).toEqual(['2026-11-29 00:00', null, 300, null, null, 'No order']);
  });
});
