/** Refunds for the refund machines' tests: as staff see them, with overrides. */
import type { Refund } from '@model/payment/refunds';
import type { ListedRefund } from './types';

export const paymentNumber = (n: number) => `ws_CO_0303202509000${String(n).padStart(4, '0')}`;

/** Money due back for a paid order that was cancelled, with its M-Pesa receipt. */
export function aRefund(overrides: Partial<Refund> = {}): Refund {
  return {
    paymentId: paymentNumber(1),
    orderId: 'Order000000000000001',
    orderNumber: 'MT-4K7Q2P',
    amount: 7300,
    receipt: 'SGH7K2LQ9P',
    payerPhone: '254712345678',
    reason: 'The order was cancelled after it was paid.',
    state: 'due',
    failure: null,
    reversal: null,
    refunded: null,
    createdAt: '2025-03-03T06:00:00.000Z',
    ...overrides,
  };
}

/** A refund as the Refunds tab lists it. */
export const aListedRefund = (n: number, overrides: Partial<Refund> = {}): ListedRefund => ({
  ...aRefund({ paymentId: paymentNumber(n), ...overrides }),
  id: paymentNumber(n),
});
