/**
 * Money that came in and must go back to the shopper: one refund per M-Pesa payment,
 * `refunds/{paymentId}` (the payment's CheckoutRequestID), written by the server (functions/src)
 * in the transaction that finds the money cannot be kept, and read by staff (firestore.rules) for
 * the Orders page's Refunds tab and an order's page. A refund is `due` until staff act, `pending`
 * while a reversal sent to M-Pesa waits for its result, and `refunded` once, for good.
 */
import {
  amount,
  epoch,
  fieldsOf,
  filledTextOrNull,
  instantOrNull,
  isOneOf,
} from '../stored/fields';
import { z } from '../zod';
import type { EventActor } from '../order/events';

export const refundsCollection = 'refunds';

export const refundStates = ['due', 'pending', 'refunded'] as const;
export type RefundState = (typeof refundStates)[number];

/** How money went back: M-Pesa's Transaction Reversal, or staff outside the shop. */
export const refundMethods = ['mpesa-reversal', 'by-hand'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/** A refund as staff see it, whoever reads it (the data access or a callable's answer). */
export interface Refund {
  /**
   * The refund's id: the M-Pesa payment's (its CheckoutRequestID), one refund per payment, or a
   * return's (model/return/stored-return.ts `returnRefundId`), one per return.
   */
  paymentId: string;
  /** The return whose money this is; null for a payment's whole refund. */
  returnId: string | null;
  /** The order the money came for; null for a payment that matches no order. */
  orderId: string | null;
  /** That order's number (../order/number.ts), as people read it; its id for an older order. */
  orderNumber: string | null;
  /** Whole KES that M-Pesa took and that go back. */
  amount: number;
  /** The payment's M-Pesa receipt; null when M-Pesa's status query paid it without one. */
  receipt: string | null;
  /** The number that paid, `2547…`, as M-Pesa gave it; null when M-Pesa did not say. */
  payerPhone: string | null;
  /** Why the money goes back, in staff's words. */
  reason: string;
  state: RefundState;
  /** Why the last reversal failed, as M-Pesa said it; null when none failed. */
  failure: string | null;
  /** The reversal waiting for M-Pesa's result: when it was sent, and whether M-Pesa timed out. */
  reversal: { requestedAt: string; timedOut: boolean } | null;
  /** How and when it was refunded, once it is. */
  refunded: {
    method: RefundMethod;
    /** The reversal's M-Pesa transaction id, or the code or note staff gave. */
    reference: string;
    by: EventActor | null;
    at: string;
  } | null;
  /**
   * Its credit number (../receipt/receipt-number.ts), taken when it was made: the line it is on
   * the order's receipt, dated `refunded.at`; null until then.
   */
  creditNumber: string | null;
  /** When the money was found to be due back. ISO 8601. */
  createdAt: string;
}

/**
 * How long a reversal may wait for M-Pesa's result before `Refund by M-Pesa` is offered again.
 * M-Pesa refuses to reverse a transaction twice, so a second request cannot pay twice.
 */
export const reversalPatienceMs = 10 * 60_000;

/** Whether `Refund by M-Pesa` may be sent now for this refund. */
export function mayReverse(refund: Refund, now: Date): boolean {
  if (refund.receipt === null) return false;
  if (refund.state === 'due') return true;
  if (refund.state !== 'pending' || !refund.reversal) return false;
  return (
    refund.reversal.timedOut ||
    now.getTime() - Date.parse(refund.reversal.requestedAt) >= reversalPatienceMs
  );
}

/** Whether staff may record a refund made outside the shop. */
export const mayMarkRefunded = (refund: Refund): boolean => refund.state !== 'refunded';

/** A payment id as Daraja makes them (`ws_CO_…`): letters, digits, `_` and `-`. */
export const paymentIdSchema = z.string().regex(/^[\w-]{1,100}$/, 'Not a payment.');

/** `refundByMpesa`: sends M-Pesa's Transaction Reversal for the payment. Answers the `Refund`. */
export const refundByMpesaSchema = z.object({ paymentId: paymentIdSchema });
export type RefundByMpesaRequest = z.infer<typeof refundByMpesaSchema>;

/** `markRefunded`: a refund made outside the shop, with its M-Pesa code or a note. */
export const markRefundedSchema = z.object({
  paymentId: paymentIdSchema,
  reference: z
    .string()
    .trim()
    .min(1, 'Enter the M-Pesa code of the refund, or a note saying how it was made.')
    .max(200, 'Keep it under 200 characters.'),
});
export type MarkRefundedRequest = z.input<typeof markRefundedSchema>;

/** Why a refund callable refused, in staff's words. */
export const refundRefusals = {
  notFound: 'There is no money due back for that payment.',
  refunded: 'This payment has been refunded already.',
  pending:
    'A refund by M-Pesa is waiting for M-Pesa’s answer: wait for it, or mark it as refunded if it was made another way.',
  noReceipt:
    'This payment has no M-Pesa receipt to reverse: refund it by hand, then mark it as refunded.',
  notSetUp:
    'Refunds by M-Pesa are not set up for this shop: refund by hand, then mark it as refunded.',
  paysTheOrder: 'This payment pays for the order: cancel the order first, then refund the payment.',
} as const;

/** Each state in staff's words. */
export const refundStateLabels: Readonly<Record<RefundState, string>> = {
  due: 'Refund due',
  pending: 'Refund pending',
  refunded: 'Refunded',
};

/**
 * A refund as staff see it, from its stored document or a callable's answer: `instant` reads its
 * times (a stored timestamp by default; a callable answers ISO 8601 text). A document changed by
 * hand still shows, with what can be read of it.
 */
export function readRefund(
  paymentId: string,
  data: unknown,
  instant: (value: unknown) => string | null = instantOrNull,
): Refund {
  const fields = fieldsOf(data);
  const reversal = fields.reversal ? fieldsOf(fields.reversal) : null;
  const refunded = fields.refunded ? fieldsOf(fields.refunded) : null;
  const by = refunded?.by ? fieldsOf(refunded.by) : null;
  return {
    paymentId,
    returnId: filledTextOrNull(fields.returnId),
    orderId: filledTextOrNull(fields.orderId),
    orderNumber: filledTextOrNull(fields.orderNumber) ?? filledTextOrNull(fields.orderId),
    amount: amount(fields.amount),
    receipt: filledTextOrNull(fields.receipt),
    payerPhone: filledTextOrNull(fields.payerPhone),
    reason: filledTextOrNull(fields.reason) ?? '',
    state: isOneOf(refundStates, fields.state) ? fields.state : 'due',
    failure: filledTextOrNull(fields.failure),
    reversal: reversal && {
      requestedAt: instant(reversal.requestedAt) ?? epoch,
      timedOut: reversal.timedOut === true,
    },
    refunded: refunded && {
      method: isOneOf(refundMethods, refunded.method) ? refunded.method : 'by-hand',
      reference: filledTextOrNull(refunded.reference) ?? '',
      by: by && { uid: filledTextOrNull(by.uid) ?? '', name: filledTextOrNull(by.name) ?? '' },
      at: instant(refunded.at) ?? epoch,
    },
    creditNumber: filledTextOrNull(fields.creditNumber),
    createdAt: instant(fields.createdAt) ?? epoch,
  };
}
