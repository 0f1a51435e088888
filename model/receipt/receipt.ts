/**
 * The receipt as shoppers and staff see it (src/ui/receipt/Receipt.tsx): built from the order as
 * placed, the shop's business settings (../shop-config.ts) and the credits its refunds took. Every
 * price includes VAT, so the VAT shown is the part of the total the rate makes:
 * total × rate / (100 + rate), to the cent. Dates and times are Nairobi's, wherever the phone is.
 */
import type { DiscountLine } from '../offer/pricing';
import type { OrderReceipt, OrderViewLine, ReceiptCredit } from '../order/view';
import type { Refund } from '../payment/refunds';
import type { BusinessSettings } from '../shop-config';
import { priceInCents } from '../money';

export type { OrderReceipt, ReceiptCredit };

/** What the receipt needs of an order: the shopper's view and staff's both have it. */
export interface ReceiptOrder {
  number: string;
  lines: readonly OrderViewLine[];
  subtotal: number;
  discounts: readonly DiscountLine[];
  deliveryFee: number;
  total: number;
  payment: { method: 'mpesa' | 'cash-on-delivery'; receipt: string | null };
}

/** The shop as its receipts name it: the business settings and the phone customers call. */
export type ReceiptIssuer = BusinessSettings & { phone: string };

export interface ReceiptLine {
  /** The product with its size and colour: `Denim jacket, size M, Blue`. */
  description: string;
  quantity: number;
  /** KES. */
  unitPrice: number;
  /** KES: unit price × quantity. */
  lineTotal: number;
  wholesale: boolean;
}

export interface Receipt {
  number: string;
  orderNumber: string;
  /** When it was paid, in Nairobi: `29 Nov 2026` and `14:05`. */
  date: string;
  time: string;
  issuer: ReceiptIssuer;
  lines: ReceiptLine[];
  /** KES. */
  subtotal: number;
  /** The offers that took money off the lines, as placed; free delivery is `freeDelivery`. */
  discounts: DiscountLine[];
  /** The offer that made delivery free; null for none. */
  freeDelivery: { name: string } | null;
  deliveryFee: number;
  total: number;
  /** The VAT the total includes: the rate in per cent, the amount in KES to the cent. */
  vat: { ratePercent: number; amount: number };
  paidBy: { method: 'M-Pesa'; reference: string | null } | { method: 'Cash' };
  /** Each refund made on the order, with its date in Nairobi. */
  credits: (ReceiptCredit & { date: string })[];
  /** KES kept once the credits are taken off: the total when there are none. */
  net: number;
}

const nairobiDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

const nairobiTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Nairobi',
});

/** The VAT a VAT-inclusive amount holds at `ratePercent`, in KES to the cent. */
export function includedVat(total: number, ratePercent: number): number {
  const cents = Math.round(total * 100);
  return Math.round((cents * ratePercent) / (100 + ratePercent)) / 100;
}

/** The credits of the refunds made on an order, oldest first; a refund not made has none. */
export function creditsOf(refunds: readonly Refund[]): ReceiptCredit[] {
  return refunds
    .flatMap((refund) =>
      refund.creditNumber !== null && refund.refunded !== null
        ? [{ number: refund.creditNumber, amount: refund.amount, at: refund.refunded.at }]
        : [],
    )
    .sort((a, b) => a.number.localeCompare(b.number));
}

/** The order's receipt from what the order keeps: null for an order not paid. */
export function orderReceipt(
  order: { receiptNumber: string | null; paidAt: string | null },
  credits: ReceiptCredit[],
): OrderReceipt | null {
  if (order.receiptNumber === null || order.paidAt === null) return null;
  return { number: order.receiptNumber, paidAt: order.paidAt, credits };
}

const lineDescription = (line: OrderViewLine): string =>
  [line.productName, line.size ? `size ${line.size}` : null, line.colour]
    .filter((part) => part !== null)
    .join(', ');

/** The receipt as shown, of a paid order. */
export function buildReceipt(
  order: ReceiptOrder,
  receipt: OrderReceipt,
  issuer: ReceiptIssuer,
): Receipt {
  const paidAt = new Date(receipt.paidAt);
  const credits = receipt.credits.map((credit) => ({
    ...credit,
    date: nairobiDate.format(new Date(credit.at)),
  }));
  const creditCents = credits.reduce((sum, credit) => sum + Math.round(credit.amount * 100), 0);
  return {
    number: receipt.number,
    orderNumber: order.number,
    date: nairobiDate.format(paidAt),
    time: nairobiTime.format(paidAt),
    issuer,
    lines: order.lines.map((line) => {
      const unitCents = priceInCents(line.unitPrice);
      return {
        description: lineDescription(line),
        quantity: line.quantity,
        unitPrice: unitCents / 100,
        lineTotal: (unitCents * line.quantity) / 100,
        wholesale: line.wholesale,
      };
    }),
    subtotal: order.subtotal,
    discounts: order.discounts.filter((line) => line.kind !== 'free-delivery'),
    freeDelivery: order.discounts.find((line) => line.kind === 'free-delivery') ?? null,
    deliveryFee: order.deliveryFee,
    total: order.total,
    vat: {
      ratePercent: issuer.vatRatePercent,
      amount: includedVat(order.total, issuer.vatRatePercent),
    },
    paidBy:
      order.payment.method === 'mpesa'
        ? { method: 'M-Pesa', reference: order.payment.receipt }
        : { method: 'Cash' },
    credits,
    net: Math.max(0, Math.round(order.total * 100) - creditCents) / 100,
  };
}
