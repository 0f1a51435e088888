/**
 * Orders for the back office's machine tests: summaries and whole orders with overrides, their
 * ids as checkout makes them (20 letters or digits) and their numbers as the server issues them.
 */
import { orderNumberAlphabet } from '@model/order/number';
import type { StaffOrder, StaffOrderSummary } from './types';

export const orderId = (n: number) => `Order${String(n).padStart(15, '0')}`;

/** Order `n`'s number, `MT-` and `n` in the numbers' own digits: 1 is `MT-222223`. */
export function orderNumberOf(n: number): string {
  const base = orderNumberAlphabet.length;
  let digits = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / base)) {
    digits = orderNumberAlphabet[rest % base] + digits;
  }
  return `MT-${digits.padStart(6, orderNumberAlphabet[0])}`;
}

export function aSummary(overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary {
  return {
    id: orderId(1),
    number: orderNumberOf(1),
    status: 'paid',
    fulfilment: 'unfulfilled',
    queue: 'to-pack',
    placedAt: '2025-03-01T07:30:00.000Z',
    customerName: 'Wanjiku Kamau',
    phone: '+254712345678',
    total: 7300,
    itemCount: 2,
    paymentMethod: 'mpesa',
    ...overrides,
  };
}

export function aStaffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    ...aSummary(),
    lines: [
      {
        id: 'linen-dress',
        productName: 'Linen Summer Dress',
        size: 'M',
        colour: 'Orange',
        quantity: 2,
        unitPrice: '3500',
        wholesale: false,
      },
    ],
    subtotal: 7000,
    deliveryFee: 300,
    delivery: {
      fullName: 'Wanjiku Kamau',
      phone: '+254712345678',
      email: null,
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      option: 'nairobi-delivery',
    },
    payment: {
      method: 'mpesa',
      phone: '254712345678',
      receipt: 'SGH7K2LQ9P',
      failure: null,
    },
    dispatch: null,
    cancellation: null,
    history: [],
    refunds: [],
    ...overrides,
  };
}
