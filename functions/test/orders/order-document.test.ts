import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { hashAccessToken, tokenOpens } from '../../src/orders/access-token';
import { maskPhone } from '@model/payment/payments-day';
import { newOrderDocument, toOrderView } from '../../src/orders/order-document';
import { cashDetails, guestDetails } from './order-fixtures';
import { readOrderDetails } from '../../src/orders/order-request';
import { storedDelivery } from '@testing/fixtures/checkout-details';

const lines = [
  {
    id: 'p-0001',
    productName: 'Slim Fit Jeans',
    size: '32',
    colour: 'Black',
    quantity: 2,
    unitPrice: '2500',
    wholesale: false,
  },
];
const totals = { subtotal: 5000, discountTotal: 0, deliveryFee: 300, total: 5300 };
const stock = new Map([['p-0001', { units: 2, variants: { '32|Black': 2 } }]]);

const holdEnds = new Date('2026-03-01T10:00:00.000Z');

function placed(details: Record<string, string>, ownerUid: string | null = null) {
  return newOrderDocument({
    number: 'MT-4K7Q2P',
    lines,
    totals,
    discounts: [],
    lineDiscounts: lines.map(() => 0),
    codeOfferId: null,
    stock,
    details: readOrderDetails(details),
    ownerUid,
    expiresAt: holdEnds,
    promptRetryFrom: new Date(holdEnds.getTime() - 29 * 60_000),
  });
}

describe('a new order document', () => {
  it('waits for payment with M-Pesa, the number kept as Daraja takes it', () => {
    const order = placed(guestDetails, 'shopper-uid');
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      fulfilment: 'unfulfilled',
      ownerUid: 'shopper-uid',
      subtotal: 5000,
      total: 5300,
      payment: {
        method: 'mpesa',
        phone: '254722000111',
        receipt: null,
        failure: null,
      },
      delivery: { phone: '+254712345678', option: 'nairobi-delivery', email: null },
      stockTaken: [{ id: 'p-0001', units: 2, variants: { '32|Black': 2 } }],
      stockHeld: true,
      unpaidHoldPhone: '+254712345678',
    });
    // Its hold ends when the M-Pesa payment must have come by.
    expect(order.expiresAt?.toDate()).toEqual(holdEnds);
    // Nothing secret: the owner reads this document (its secrets are in orderSecrets).
    expect(JSON.stringify(order)).not.toMatch(/accessTokenHash|checkoutRequestId/);
  });

  it('goes straight to the shop with cash, no number kept, holding its units until confirmed', () => {
    const order = placed(cashDetails);
    expect(order).toMatchObject({
      status: 'pending',
      ownerUid: null,
      payment: { method: 'cash-on-delivery', phone: null },
      stockHeld: true,
      unpaidHoldPhone: '+254712345678',
    });
    // Held until staff confirm it by phone, or its hold ends.
    expect(order.expiresAt?.toDate()).toEqual(holdEnds);
  });
});

describe('the order view', () => {
  it('shows the order without its token hash or M-Pesa ids, the number masked', () => {
    const createdAt = Timestamp.fromDate(new Date('2026-03-01T09:30:00.000Z'));
    const stored = { ...placed(guestDetails), createdAt, updatedAt: createdAt };
    const view = toOrderView('Ord3rNumb3rAbcdefghi', stored);
    expect(view).toEqual({
      id: 'Ord3rNumb3rAbcdefghi',
      number: 'MT-4K7Q2P',
      confirmed: false,
      status: 'awaiting-payment',
      fulfilment: 'unfulfilled',
      lines,
      ...totals,
      discounts: [],
      delivery: storedDelivery,
      payment: {
        method: 'mpesa',
        phone: '2547*****111',
        receipt: null,
        failure: null,
        // Claimed as it is placed: Try again opens a minute on should its sending stop.
        prompt: { state: 'sending', retryFrom: '2026-03-01T09:31:00.000Z' },
      },
      refund: null,
      exchangeOf: null,
      returns: null,
      receipt: null,
      placedAt: '2026-03-01T09:30:00.000Z',
    });
    expect(JSON.stringify(view)).not.toMatch(/stockTaken|unpaidHoldPhone|expiresAt/);
  });

  it('has its receipt once paid, with the credits its caller read', () => {
    const paidAt = Timestamp.fromDate(new Date('2026-03-01T09:31:00.000Z'));
    const credit = { number: 'C000004', amount: 2500, at: '2026-03-03T08:00:00.000Z' };
    const view = toOrderView(
      'checkout-id',
      { ...placed(guestDetails), status: 'paid', receiptNumber: 'R000012', paidAt },
      null,
      [credit],
    );
    expect(view.receipt).toEqual({
      number: 'R000012',
      paidAt: '2026-03-01T09:31:00.000Z',
      credits: [credit],
    });
  });

  it('still shows a document changed by hand, with what can be read of it', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const view = toOrderView('x', { status: 'lost', lines: [{ quantity: 'two' }], total: '5' });
    // A status outside the vocabulary is shown as unknown and logged, never taken for another.
    expect(warn).toHaveBeenCalledWith('An order has a status outside the vocabulary', {
      orderId: 'x',
      status: 'lost',
      fulfilment: undefined,
    });
    warn.mockRestore();
    expect(view).toMatchObject({
      status: 'unknown',
      fulfilment: 'unfulfilled',
      total: 0,
      placedAt: new Date(0).toISOString(),
    });
    expect(view.lines[0]).toMatchObject({ quantity: 0, unitPrice: '0', size: null });
  });

  it('masks all but the first four and last three digits', () => {
    expect(maskPhone('254712345678')).toBe('2547*****678');
  });
});

describe('the access token', () => {
  it('is kept as its SHA-256 and opens only its own order', () => {
    const hash = hashAccessToken('device-secret-token-0123456789abcdef');
    expect(hash).toBe('87c2b2c1ec0ea8227ff58edc16043057e4e7091d2c72b1418fd8fa9a192c8ffb');
    expect(tokenOpens('device-secret-token-0123456789abcdef', hash)).toBe(true);
    expect(tokenOpens('device-secret-token-0123456789abcdeX', hash)).toBe(false);
    expect(tokenOpens('device-secret-token-0123456789abcdef', undefined)).toBe(false);
  });
});
