/**
 * The payment record, one per M-Pesa push (`payments/{CheckoutRequestID}`, server-only, written
 * and read by functions/src/mpesa): the order it was for (null for money that matches no order),
 * the phone and amount prompted, where it stands, Safaricom's callback as it came, and the money
 * it brought, owes back or gave back.
 *
 * A push is `pending` until M-Pesa's status query gives a final answer (`paid` or `failed`); one
 * the query cannot answer is `unknown`, asked again with backoff, and `unsettled` once the last
 * query found nothing (staff look at it). A success callback the query contradicts is `disputed`:
 * asked again three times over 30 minutes, then its money is due back. While `nextQueryAt` is set
 * the push is still being asked about; a push without it is settled as far as queries go.
 */
import { z } from '../zod';
import { refundStates } from './refunds';

export const paymentStates = [
  'pending',
  'unknown',
  'unsettled',
  'paid',
  'failed',
  'disputed',
] as const;
export type PaymentState = (typeof paymentStates)[number];

/** The payment as the server reads it, its times read by `timestamp`. */
export function paymentRecordSchema<Time>(timestamp: z.ZodType<Time>) {
  const callbackSchema = z.object({
    resultCode: z.number(),
    resultDesc: z.string(),
    receipt: z.string().nullable(),
    amount: z.number().nullable(),
    /** The number that paid, as Safaricom sent it. */
    payerPhone: z.string().nullable().default(null),
    /** The body as Safaricom posted it. */
    raw: z.string(),
    at: timestamp,
  });

  return z.object({
    /** Null for a keyed success callback that matches no order of the shop. */
    orderId: z.string().nullable(),
    /** Which of the order's prompts this was (1, 2, …); 0 for one that matches no order. */
    attempt: z.number().int().nonnegative().default(0),
    /** `2547XXXXXXXX`, the number prompted (or that paid, for money with no order). */
    phone: z.string(),
    /** Whole KES asked for. */
    amount: z.number(),
    state: z.enum(paymentStates),
    /** The final answer's ResultCode and text, from M-Pesa's status query. */
    resultCode: z.number().nullable(),
    resultDesc: z.string().nullable(),
    receipt: z.string().nullable(),
    /** The latest callback for this push, kept whether or not it was believed. */
    callback: callbackSchema.nullable(),
    requestedAt: timestamp,
    settledAt: timestamp.nullable(),
    /** Status queries made so far, and when the next is due; absent once nothing more is asked. */
    queries: z.number().int().nonnegative(),
    nextQueryAt: timestamp.optional(),
    /** Queries made since the callback and the query disagreed. */
    disputeQueries: z.number().int().nonnegative().default(0),
    /** Money to give back, due or pending (./refunds.ts). */
    refundDue: z.boolean(),
    /** Why the money must go back, for staff. */
    refundReason: z.string().nullable(),
    refundState: z.enum(refundStates).nullable().default(null),
  });
}

/** A payment as the server's strict reading answers it. */
export type PaymentRecord<Time> = z.infer<ReturnType<typeof paymentRecordSchema<Time>>>;
/** Safaricom's latest callback for the push, as the payment keeps it. */
export type PaymentCallback<Time> = NonNullable<PaymentRecord<Time>['callback']>;
