/**
 * Refunds as the server writes them (`refunds/{paymentId}`, model/payment/refunds.ts), for the
 * back office's component tests and stories: factories with overrides, and the seed of a store.
 */
import { baraka, orderId, orderNumber, placedAt } from '../orders/test-orders';
import {
  readRefund,
  refundsCollection,
  type Refund,
  type RefundMethod,
  type RefundState,
} from '@model/payment/refunds';

export type RefundData = Record<string, unknown>;

export interface RefundSeed {
  id: string;
  data: RefundData;
}

/** Payment ids as Daraja makes them (a CheckoutRequestID). */
export const paymentNumber = (n: number) => `ws_CO_0303202509${String(n).padStart(6, '0')}`;

/** The receipt of payment `n`, as test-orders.ts gives order `n`'s. */
export const receiptOf = (n: number) => `SGH${String(n).padStart(7, '0')}`;

const hour = 3_600_000;

/**
 * Money due back for payment `n`, found an hour after order `n` was placed (so a higher number
 * lists lower): paid for order `n`, which was cancelled after it was paid.
 */
export function aRefund(
  n: number,
  overrides: {
    state?: RefundState;
    /** Null: a payment that matches no order. */
    orderId?: string | null;
    amount?: number;
    receipt?: string | null;
    reason?: string;
    failure?: string | null;
    /** When the pending reversal went to M-Pesa. */
    sentAt?: Date;
    timedOut?: boolean;
    refunded?: { method: RefundMethod; reference: string; at: Date };
  } = {},
): RefundSeed {
  const state = overrides.state ?? 'due';
  const createdAt = new Date(placedAt(n).getTime() + hour);
  const data: RefundData = {
    paymentId: paymentNumber(n),
    orderId: overrides.orderId === undefined ? orderId(n) : overrides.orderId,
    orderNumber: overrides.orderId === undefined ? orderNumber(n) : overrides.orderId,
    amount: overrides.amount ?? 12500,
    receipt: overrides.receipt === undefined ? receiptOf(n) : overrides.receipt,
    payerPhone: '254712345678',
    reason: overrides.reason ?? 'The order was cancelled after it was paid.',
    state,
    open: state !== 'refunded',
    failure: overrides.failure ?? null,
    reversal:
      state === 'pending'
        ? {
            requestedAt: overrides.sentAt ?? new Date(createdAt.getTime() + hour),
            timedOut: overrides.timedOut ?? false,
          }
        : null,
    refunded:
      state === 'refunded'
        ? {
            method: overrides.refunded?.method ?? 'by-hand',
            reference: overrides.refunded?.reference ?? 'QFT5R2K9LM',
            by: baraka,
            at: overrides.refunded?.at ?? new Date(createdAt.getTime() + 2 * hour),
          }
        : null,
    createdAt,
    updatedAt: createdAt,
  };
  return { id: paymentNumber(n), data };
}

/** The refunds of a seed, by their collection. */
export const refundCollections = (refunds: RefundSeed[]) => ({
  [refundsCollection]: refunds.map(({ id, data }) => ({ id, data })),
});

/** A stored refund as staff see it, and as a callable answers it (times as ISO 8601). */
export const refundOf = ({ id, data }: RefundSeed): Refund =>
  readRefund(id, data, (value) => (value instanceof Date ? value.toISOString() : null));
