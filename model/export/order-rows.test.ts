import { describe, expect, it } from 'vitest';
import { anOrder, offersApplied } from '@testing/fixtures/order-documents';
import { readOrder } from '../order/stored-order';
import { orderColumns, orderRows } from './order-rows';

/** The stored document as an SDK reads it: its times with `toDate`. */
const asRead = (seed: ReturnType<typeof anOrder>) => {
  const createdAt = seed.data.createdAt;
  return createdAt instanceof Date
    ? { ...seed.data, createdAt: { toDate: () => createdAt } }
    : seed.data;
};

const rowsOf = (seed: ReturnType<typeof anOrder>, lineDiscounts: number[] = []) =>
  orderRows(readOrder(seed.id, asRead(seed)), lineDiscounts).map((row) =>
    Object.fromEntries(orderColumns.map((column, i) => [column, row[i]])),
  );

describe('orderRows', () => {
  it('writes one row per line, each with its order’s number, customer, delivery, payment and money', () => {
    const order = anOrder(1, {
      data: {
        ...offersApplied,
        receiptNumber: 'R000042',
        refund: { due: 0, refunded: 5200 },
      },
    });
    const rows = rowsOf(order, [875, 375]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      'Order number': order.data.number,
      'Date placed': '2025-03-03 08:00',
      Customer: 'Wanjiku Kamau',
      Phone: '+254712345678',
      County: 'Nairobi',
      Town: 'Westlands',
      Delivery: 'Delivery within Nairobi',
      'Payment method': 'M-Pesa',
      'M-Pesa receipt': 'SGH0000001',
      'Receipt number': 'R000042',
      Status: 'paid',
      Fulfilment: 'unfulfilled',
      Product: 'Linen Summer Dress',
      Size: 'M',
      Colour: 'Orange',
      Quantity: 2,
      'Unit price (KES)': 3500,
      'Line discount (KES)': 875,
      'Delivery fee (KES)': 0,
      Discounts: 'Ten off (TENOFF); Free delivery',
      'Discount total (KES)': 1250,
      'Order total (KES)': 11250,
      'Refunded (KES)': 5200,
      'Refund due (KES)': 0,
    });
    expect(rows[1]).toMatchObject({
      'Order number': order.data.number,
      Product: 'Leather Tote Bag',
      Size: null,
      Quantity: 1,
      'Unit price (KES)': 5200,
      'Line discount (KES)': 375,
      'Order total (KES)': 11250,
    });
  });

  it('writes a cash order unpaid, without offers or a number, with what it has', () => {
    const order = anOrder(2, {
      method: 'cash-on-delivery',
      status: 'pending',
      withoutNumber: true,
      data: { delivery: { fullName: 'Otieno', option: 'pickup-cbd' } },
    });
    const [row] = rowsOf(order);
    expect(row).toMatchObject({
      'Order number': order.id,
      Customer: 'Otieno',
      Phone: '',
      Delivery: 'Pick up at our Nairobi CBD shop',
      'Payment method': 'Cash on delivery',
      'M-Pesa receipt': null,
      'Receipt number': null,
      Status: 'pending',
      'Line discount (KES)': 0,
      Discounts: '',
      'Discount total (KES)': 0,
      'Refunded (KES)': 0,
      'Refund due (KES)': 0,
    });
  });

  it('writes a delivery option it does not know as stored, and no date for an unreadable one', () => {
    const order = anOrder(3, {
      data: { createdAt: 'yesterday', delivery: { option: 'boda-boda' } },
    });
    expect(rowsOf(order)[0]).toMatchObject({ 'Date placed': null, Delivery: 'boda-boda' });
  });

  it('has a column for every cell', () => {
    for (const row of orderRows(readOrder('x', anOrder(4).data), [])) {
      expect(row).toHaveLength(orderColumns.length);
    }
  });
});
