import { describe, expect, it } from 'vitest';
import { aRefund } from '@testing/fixtures/staff-refunds';
import { buildReceipt, creditsOf, includedVat, orderReceipt, type ReceiptOrder } from './receipt';

const issuer = {
  legalName: 'Mtindo Fashions Ltd',
  kraPin: 'P051234567X',
  address: 'Banda Street, Nairobi',
  vatRatePercent: 16,
  phone: '+254 712 345 678',
};

const order: ReceiptOrder = {
  number: 'MT-4K7Q2P',
  lines: [
    {
      id: 'jeans',
      productName: 'Slim jeans',
      size: '32',
      colour: 'Black',
      quantity: 2,
      unitPrice: '2500',
      wholesale: false,
    },
    {
      id: 'tees',
      productName: 'Plain tee',
      size: null,
      colour: null,
      quantity: 12,
      unitPrice: '450.50',
      wholesale: true,
    },
  ],
  subtotal: 10_406,
  discounts: [
    { offerId: 'o1', name: 'Jamhuri sale', code: 'JAMHURI', kind: 'amount', amount: 500 },
    { offerId: 'o2', name: 'Free delivery', code: null, kind: 'free-delivery', amount: 300 },
  ],
  deliveryFee: 0,
  total: 9906,
  payment: { method: 'mpesa', receipt: 'SGH7K2LQ9P' },
};

const paid = { number: 'R000123', paidAt: '2026-11-28T21:30:00.000Z', credits: [] };

describe('the VAT a receipt shows', () => {
  it('is the part of the VAT-inclusive total the rate makes, to the cent', () => {
    expect(includedVat(11_600, 16)).toBe(1600);
    expect(includedVat(9906, 16)).toBe(1366.34);
    expect(includedVat(1, 16)).toBe(0.14);
  });

  it('is nothing at 0 %', () => {
    expect(includedVat(9906, 0)).toBe(0);
    expect(buildReceipt(order, paid, { ...issuer, vatRatePercent: 0 }).vat).toEqual({
      ratePercent: 0,
      amount: 0,
    });
  });
});

describe('a receipt', () => {
  it('has each line with its quantity, unit price and line total, wholesale lines marked', () => {
    expect(buildReceipt(order, paid, issuer).lines).toEqual([
      {
        description: 'Slim jeans, size 32, Black',
        quantity: 2,
        unitPrice: 2500,
        lineTotal: 5000,
        wholesale: false,
      },
      {
        description: 'Plain tee',
        quantity: 12,
        unitPrice: 450.5,
        lineTotal: 5406,
        wholesale: true,
      },
    ]);
  });

  it('keeps the discounts apart from free delivery, and the totals as placed', () => {
    const receipt = buildReceipt(order, paid, issuer);
    expect(receipt.discounts.map((line) => line.name)).toEqual(['Jamhuri sale']);
    expect(receipt.freeDelivery).toMatchObject({ name: 'Free delivery' });
    expect(receipt).toMatchObject({ subtotal: 10_406, deliveryFee: 0, total: 9906, net: 9906 });
    expect(receipt.vat).toEqual({ ratePercent: 16, amount: 1366.34 });
  });

  it('is dated in Nairobi: paid at 21:30 UTC is the next morning there', () => {
    expect(buildReceipt(order, paid, issuer)).toMatchObject({
      number: 'R000123',
      orderNumber: 'MT-4K7Q2P',
      date: '29 Nov 2026',
      time: '00:30',
    });
  });

  it('says how it was paid: M-Pesa with its receipt, or cash', () => {
    expect(buildReceipt(order, paid, issuer).paidBy).toEqual({
      method: 'M-Pesa',
      reference: 'SGH7K2LQ9P',
    });
    const cash = { ...order, payment: { method: 'cash-on-delivery' as const, receipt: null } };
    expect(buildReceipt(cash, paid, issuer).paidBy).toEqual({ method: 'Cash' });
  });

  it('lists each credit with its date, and what the shop keeps after them', () => {
    const receipt = buildReceipt(
      order,
      {
        ...paid,
        credits: [{ number: 'C000001', amount: 2250, at: '2026-12-01T08:00:00.000Z' }],
      },
      issuer,
    );
    expect(receipt.credits).toEqual([
      { number: 'C000001', amount: 2250, at: '2026-12-01T08:00:00.000Z', date: '1 Dec 2026' },
    ]);
    expect(receipt.net).toBe(7656);
  });
});

describe('an order’s receipt and credits', () => {
  it('is none for an order not paid', () => {
    expect(orderReceipt({ receiptNumber: null, paidAt: null }, [])).toBeNull();
    expect(
      orderReceipt({ receiptNumber: 'R000001', paidAt: '2026-11-28T09:00:00.000Z' }, []),
    ).toEqual({ number: 'R000001', paidAt: '2026-11-28T09:00:00.000Z', credits: [] });
  });

  it('takes a credit from each refund made, oldest first, none from a refund due', () => {
    const made = (number: string, at: string) =>
      aRefund({
        state: 'refunded',
        creditNumber: number,
        amount: 1000,
        refunded: { method: 'by-hand', reference: 'Cash', by: null, at },
      });
    expect(
      creditsOf([
        made('C000007', '2026-12-02T08:00:00.000Z'),
        aRefund({ state: 'due' }),
        made('C000003', '2026-12-01T08:00:00.000Z'),
      ]),
    ).toEqual([
      { number: 'C000003', amount: 1000, at: '2026-12-01T08:00:00.000Z' },
      { number: 'C000007', amount: 1000, at: '2026-12-02T08:00:00.000Z' },
    ]);
  });
});
