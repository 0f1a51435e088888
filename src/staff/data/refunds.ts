/**
 * Refunds for the back office: the server writes `refunds/{paymentId}` (functions/src), staff read
 * them by Firestore Lite (firestore.rules) and act on them only through the refund callables,
 * which check the refund and record who and when. Each call is made once: M-Pesa moves money, so
 * a second try is staff's to choose. Query shapes and their indexes: docs/query-shapes.md.
 */
import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import type {
  ListedRefund,
  RefundListPage,
  RefundOutcome,
  RefundPageRequest,
} from '@model/staff/refunds';
import {
  markRefundedSchema,
  readRefund,
  refundByMpesaSchema,
  refundsCollection,
  type MarkRefundedRequest,
  type Refund,
} from '@model/payment/refunds';
import { DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';
import { newestFirst, newestFirstPage } from './newest-first';

/** The Refunds tab's page: a phone's screen, and a quick read on 3G. */
export const refundsPageSize = 20;
/** An order's refunds: far more than one order makes (one per payment that came for it). */
const orderRefundsLimit = 20;

const refunds = () => collection(db(), refundsCollection);

/** Open refunds (due, or pending at M-Pesa), newest first, after the cursor; one more tells a next. */
export async function listOpenRefunds(
  { after }: RefundPageRequest,
  pageSize = refundsPageSize,
): Promise<RefundListPage> {
  const snapshot = await read(() =>
    getDocs(query(refunds(), where('open', '==', true), ...newestFirst(after, pageSize))),
  );
  const { shown, next } = newestFirstPage(snapshot.docs, pageSize);
  return {
    refunds: shown.map((document): ListedRefund => ({
      ...readRefund(document.id, document.data()),
      id: document.id,
    })),
    next,
  };
}

/** How many refunds are open: the Refunds tab's count. */
export async function countOpenRefunds(): Promise<number> {
  const snapshot = await read(() => getCount(query(refunds(), where('open', '==', true))));
  return snapshot.data().count;
}

/** The refunds of one order, open or not, newest first. */
export async function readOrderRefunds(orderId: string): Promise<Refund[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        refunds(),
        where('orderId', '==', orderId),
        orderBy('createdAt', 'desc'),
        orderBy(documentId(), 'desc'),
        limit(orderRefundsLimit),
      ),
    ),
  );
  return snapshot.docs.map((document) => readRefund(document.id, document.data()));
}

/** A callable's answer carries its times as ISO 8601 text. */
const answeredInstant = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

/**
 * Calls a refund callable once. Its answer is the refund as it now stands; the server's refusal
 * (refunded already, waiting for M-Pesa, no receipt) is an answer with its message, not a failure.
 */
async function callRefund(name: string, request: { paymentId: string }): Promise<RefundOutcome> {
  try {
    const answer = await callFunction<typeof request, unknown>(name, request);
    return { outcome: 'done', refund: readRefund(request.paymentId, answer, answeredInstant) };
  } catch (error) {
    if (error instanceof DataError && (error.kind === 'refused' || error.kind === 'not-found')) {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}

/** Sends M-Pesa's reversal of the payment (`refundByMpesa`). */
export const sendRefundByMpesa = (paymentId: string): Promise<RefundOutcome> =>
  callRefund('refundByMpesa', refundByMpesaSchema.parse({ paymentId }));

/** Records a refund made outside the shop, with its M-Pesa code or a note (`markRefunded`). */
export const recordRefundMade = (request: MarkRefundedRequest): Promise<RefundOutcome> =>
  callRefund('markRefunded', markRefundedSchema.parse(request));
