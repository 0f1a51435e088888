import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import {
  hasUnknownPosition,
  itemsOf,
  readOrder,
  readOrderEvent,
  storedOrderSchema,
} from './stored-order';

/** A timestamp as any Firestore SDK reads one: the model knows it only by its `toDate`. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });

const line = {
  id: 'p-0001',
  productName: 'Slim Fit Jeans',
  size: '32',
  colour: 'Black',
  quantity: 2,
  unitPrice: '2500',
  wholesale: false,
};

const delivery = {
  fullName: 'Wanjiku Kamau',
  phone: '+254712345678',
  email: 'wanjiku@example.com',
  county: 'Nairobi',
  town: 'Westlands',
  address: 'Mpaka Road, House 4',
  option: 'nairobi-delivery',
};

const stored = {
  number: 'MT-4K7Q2P',
  status: 'awaiting-payment',
  fulfilment: 'unfulfilled',
  queue: 'awaiting-payment',
  lines: [line],
  subtotal: 5000,
  discountTotal: 500,
  deliveryFee: 0,
  total: 4500,
  discounts: [
    { offerId: 'friday', name: 'Black Friday', code: 'FRIDAY10', kind: 'percent', amount: 500 },
    { offerId: 'ship', name: 'Free delivery', code: null, kind: 'free-delivery', amount: 300 },
  ],
  delivery,
  payment: {
    method: 'mpesa',
    phone: '254722000111',
    receipt: null,
    failure: null,
    prompt: { state: 'sent', retryFrom: at('2026-03-01T09:32:00.000Z') },
  },
  createdAt: at('2026-03-01T09:30:00.000Z'),
};

describe('an order as stored', () => {
  it('reads every field the server writes', () => {
    expect(readOrder('Ord3r', stored)).toEqual({
      id: 'Ord3r',
      number: 'MT-4K7Q2P',
      status: 'awaiting-payment',
      fulfilment: 'unfulfilled',
      confirmed: false,
      queue: 'awaiting-payment',
      lines: [line],
      subtotal: 5000,
      discountTotal: 500,
      deliveryFee: 0,
      total: 4500,
      discounts: stored.discounts,
      delivery,
      payment: {
        method: 'mpesa',
        phone: '254722000111',
        receipt: null,
        failure: null,
        prompt: { state: 'sent', retryFrom: '2026-03-01T09:32:00.000Z' },
      },
      refund: null,
      dispatch: null,
      cancellation: null,
      exchangeOf: null,
      placedAt: '2026-03-01T09:30:00.000Z',
      receiptNumber: null,
      paidAt: null,
    });
  });

  it('reads a confirmed, dispatched, cancelled and refunded order’s records', () => {
    const order = readOrder('o', {
      ...stored,
      confirmation: { by: 'staff-uid', at: at('2026-03-01T10:00:00Z') },
      dispatch: { courier: 'G4S', tracking: 'TRK-1', at: at('2026-03-02T10:00:00Z') },
      cancellation: { reason: 'Out of stock' },
      refund: { due: 200, refunded: 5000, refundedAt: at('2026-03-03T10:00:00Z') },
    });
    expect(order).toMatchObject({
      confirmed: true,
      dispatch: { courier: 'G4S', tracking: 'TRK-1', at: '2026-03-02T10:00:00.000Z' },
      cancellation: { reason: 'Out of stock', at: null },
      refund: { due: 200, refunded: 5000, refundedAt: '2026-03-03T10:00:00.000Z' },
    });
  });

  it('reads a document missing its fields with safe defaults', () => {
    const order = readOrder('bare', {});
    expect(order).toEqual({
      id: 'bare',
      number: null,
      status: 'unknown',
      // An order placed before fulfilment was kept has not been sent out.
      fulfilment: 'unfulfilled',
      confirmed: false,
      queue: null,
      lines: [],
      subtotal: 0,
      discountTotal: 0,
      deliveryFee: 0,
      total: 0,
      discounts: [],
      delivery: {
        fullName: '',
        phone: '',
        email: null,
        county: '',
        town: '',
        address: '',
        option: '',
      },
      payment: { method: 'mpesa', phone: null, receipt: null, failure: null, prompt: null },
      refund: null,
      dispatch: null,
      cancellation: null,
      exchangeOf: null,
      placedAt: null,
      receiptNumber: null,
      paidAt: null,
    });
    expect(hasUnknownPosition(order)).toBe(true);
    expect(readOrder('none', undefined)).toEqual({ ...order, id: 'none' });
  });

  it('reads fields of the wrong type as their defaults, never as another value', () => {
    const order = readOrder('odd', {
      number: 42,
      status: 'lost',
      fulfilment: 'flying',
      confirmation: true,
      queue: 'somewhere',
      lines: [{ quantity: 'two', size: 3 }, null],
      total: '5300',
      subtotal: Number.NaN,
      delivery: 'Nairobi',
      payment: { method: 'cash', phone: 254722000111, failure: 'forgot', prompt: { state: 'x' } },
      refund: 'lots',
      dispatch: null,
      discounts: [{ kind: 'half-price', amount: 100 }, 'ten off', { kind: 'amount', amount: 'x' }],
      createdAt: '2026-03-01T09:30:00Z',
    });
    expect(order).toMatchObject({
      number: null,
      status: 'unknown',
      fulfilment: 'unknown',
      confirmed: false,
      queue: null,
      total: 0,
      subtotal: 0,
      delivery: { fullName: '', email: null },
      payment: { method: 'mpesa', phone: null, failure: null, prompt: null },
      refund: null,
      // A line of a kind the shop never gives is left out; a readable kind shows what it can.
      discounts: [{ offerId: '', name: '', code: null, kind: 'amount', amount: 0 }],
      // Set, but unreadable: shown empty rather than hidden.
      dispatch: { courier: '', tracking: '', at: null },
      placedAt: null,
    });
    expect(order.lines).toEqual([
      {
        id: '',
        productName: '',
        size: null,
        colour: null,
        quantity: 0,
        unitPrice: '0',
        wholesale: false,
      },
      {
        id: '',
        productName: '',
        size: null,
        colour: null,
        quantity: 0,
        unitPrice: '0',
        wholesale: false,
      },
    ]);
  });

  it('counts the items of lines with a quantity above 0 only', () => {
    const lines = [2, -1, 0, 1].map((quantity) => ({ ...line, quantity }));
    expect(itemsOf(lines)).toBe(3);
  });
});

describe('an order’s History event as stored', () => {
  it('reads its type, time, who and what staff wrote', () => {
    expect(
      readOrderEvent({
        type: 'dispatched',
        at: at('2026-03-02T10:00:00Z'),
        by: { uid: 'staff-uid', name: 'Achieng' },
        details: { courier: 'G4S', tracking: 'TRK-1', note: '' },
        status: 'paid',
      }),
    ).toEqual({
      type: 'dispatched',
      at: '2026-03-02T10:00:00.000Z',
      by: { uid: 'staff-uid', name: 'Achieng' },
      details: { courier: 'G4S', tracking: 'TRK-1' },
    });
  });

  it('reads the shop’s own move as by nobody, and what it cannot read as unknown or empty', () => {
    expect(readOrderEvent({ type: 'paid', by: null })).toEqual({
      type: 'paid',
      at: null,
      by: null,
      details: {},
    });
    expect(
      readOrderEvent({ type: 'teleported', at: 'yesterday', by: 'M-Pesa', details: { n: 3 } }),
    ).toEqual({ type: 'unknown', at: null, by: { uid: '', name: '' }, details: {} });
  });
});

/** The server's own timestamps, as the strict reading is given them. */
class ServerTime {
  constructor(readonly iso: string) {}
  toDate = () => new Date(this.iso);
}

describe('an order as the server reads it before changing it', () => {
  const strict = storedOrderSchema(z.instanceof(ServerTime));
  const placed = {
    ...stored,
    ownerUid: null,
    payment: { ...stored.payment, prompt: { state: 'sent', retryFrom: new ServerTime('t') } },
    createdAt: new ServerTime('2026-03-01T09:30:00Z'),
  };

  it('reads an order it understands, older orders’ missing fields by their defaults', () => {
    const order = strict.safeParse({ ...placed, fulfilment: undefined });
    expect(order.success).toBe(true);
    expect(order.data).toMatchObject({
      number: 'MT-4K7Q2P',
      status: 'awaiting-payment',
      fulfilment: 'unfulfilled',
      refund: { due: 0, refunded: 0 },
      stockTaken: [],
      stockHeld: false,
      unpaidHoldPhone: null,
      eventCount: 0,
    });
    expect(order.data?.createdAt).toBeInstanceOf(ServerTime);
  });

  it('leaves alone an order it does not understand', () => {
    expect(strict.safeParse({ ...placed, status: 'lost' }).success).toBe(false);
    expect(strict.safeParse({ ...placed, total: '5300' }).success).toBe(false);
    expect(strict.safeParse({ ...placed, lines: [{ ...line, quantity: 0 }] }).success).toBe(false);
    // A time of another kind than the server's is not taken for one.
    expect(strict.safeParse({ ...placed, expiresAt: '2026-03-01T10:00:00Z' }).success).toBe(false);
    expect(strict.safeParse(undefined).success).toBe(false);
  });
});
