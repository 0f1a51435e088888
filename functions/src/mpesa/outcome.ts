/**
 * What an M-Pesa Express result means for an order, and Safaricom's callback read defensively:
 * the callback URL is public, so its body is checked field by field before anything trusts it.
 */
import { z } from 'zod';
import type { PaymentFailure } from '@model/order/view';

export type PaymentOutcome = { paid: true } | { paid: false; failure: PaymentFailure };

// Daraja's ResultCodes a shopper can do something about; any other is a plain failure.
const failures = new Map<number, PaymentFailure>([
  [1, 'insufficient-funds'],
  [1032, 'cancelled'],
  [1037, 'unreachable'],
  [2001, 'wrong-pin'],
]);

export function outcomeOf(resultCode: number): PaymentOutcome {
  if (resultCode === 0) return { paid: true };
  return { paid: false, failure: failures.get(resultCode) ?? 'failed' };
}

/** A callback as far as it matters here. */
export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** What Safaricom says was paid; present exactly when `resultCode` is 0. */
  payment: {
    /** KES. */
    amount: number;
    /** The M-Pesa receipt number, e.g. `NLJ7RT61SV`. */
    receipt: string;
    /** YYYYMMDDHHmmss, Nairobi time, as Safaricom sent it. */
    transactionDate: string | null;
    phone: string | null;
  } | null;
}

export type ParsedCallback = { ok: true; callback: StkCallback } | { ok: false; reason: string };

const digits = z.string().regex(/^\d{1,9}$/);
const resultCode = z.union([z.number().int().min(0).max(999_999_999), digits.transform(Number)]);

// Safaricom sends some items without a Value (e.g. `{ "Name": "Balance" }`).
const item = z.object({
  Name: z.string().max(100),
  Value: z.union([z.string().max(100), z.number()]).optional(),
});

const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: resultCode,
      ResultDesc: z.string().max(1000),
      CallbackMetadata: z.object({ Item: z.array(item).max(50) }).optional(),
    }),
  }),
});

const amountSchema = z.union([
  z.number().positive(),
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .transform(Number),
]);
const receiptSchema = z.string().regex(/^[A-Z0-9]{8,20}$/);

export function parseStkCallback(body: unknown): ParsedCallback {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'Not an STK callback.' };
  const { stkCallback } = parsed.data.Body;
  const callback: StkCallback = {
    merchantRequestId: stkCallback.MerchantRequestID,
    checkoutRequestId: stkCallback.CheckoutRequestID,
    resultCode: stkCallback.ResultCode,
    resultDesc: stkCallback.ResultDesc,
    payment: null,
  };
  if (callback.resultCode !== 0) return { ok: true, callback };

  const items = stkCallback.CallbackMetadata?.Item ?? [];
  const value = (name: string) => items.find((entry) => entry.Name === name)?.Value;
  const amount = amountSchema.safeParse(value('Amount'));
  const receipt = receiptSchema.safeParse(value('MpesaReceiptNumber'));
  if (!amount.success || !receipt.success) {
    return { ok: false, reason: 'A successful STK callback without its amount and receipt.' };
  }
  const optional = (name: string) => {
    const found = value(name);
    return found === undefined ? null : String(found);
  };
  callback.payment = {
    amount: amount.data,
    receipt: receipt.data,
    transactionDate: optional('TransactionDate'),
    phone: optional('PhoneNumber'),
  };
  return { ok: true, callback };
}
