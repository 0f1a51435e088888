/**
 * Returns for the back office: the server writes `orders/{orderId}/returns/{returnId}`
 * (functions/src/returns), staff read them by Firestore Lite (firestore.rules, the collection
 * group for the Returns tab) and move them only through `moveReturn`, which checks the move and
 * records who and when. Each move is sent once: a refund or an exchange moves money or stock, so a
 * second try is staff's to choose. Query shapes and their indexes: docs/query-shapes.md.
 */
import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { readRefund, refundsCollection } from '@model/payment/refunds';
import { moveReturnSchema, type MoveReturn } from '@model/return/request';
import { readReturn, returnsCollection } from '@model/return/stored-return';
import type {
  ReturnListPage,
  ReturnOutcome,
  ReturnPageRequest,
  ShownReturn,
} from '@model/staff/returns';
import { DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

/** The Returns tab's page: a phone's screen, and a quick read on 3G. */
export const returnsPageSize = 20;
/** An order's returns: far more than one order makes (one per item at most). */
const orderReturnsLimit = 20;

const openReturns = () =>
  query(collectionGroup(db(), returnsCollection), where('open', '==', true));

/**
 * Open returns of all orders, newest first, after the cursor; one more tells a next. Returns of
 * two orders may share an id, so the tie-break and the cursor are the document's full path.
 */
export async function listOpenReturns(
  { after }: ReturnPageRequest,
  pageSize = returnsPageSize,
): Promise<ReturnListPage> {
  const snapshot = await read(() =>
    getDocs(
      query(
        openReturns(),
        orderBy('requestedAt', 'desc'),
        orderBy(documentId(), 'desc'),
        ...(after ? [startAfter(new Timestamp(after.seconds, after.nanoseconds), after.path)] : []),
        limit(pageSize + 1),
      ),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  const lastAt: unknown = last?.get('requestedAt');
  return {
    returns: shown.map((document) => readReturn(document.id, document.data())),
    next:
      snapshot.docs.length > pageSize && last && lastAt instanceof Timestamp
        ? { seconds: lastAt.seconds, nanoseconds: lastAt.nanoseconds, path: last.ref.path }
        : null,
  };
}

/**
 * How many returns are open: the Returns tab's count. Ordered as the tab reads them, so the
 * tab's one collection-group index serves it too.
 */
export async function countOpenReturns(): Promise<number> {
  const snapshot = await read(() =>
    getCount(query(openReturns(), orderBy('requestedAt', 'desc'), orderBy(documentId(), 'desc'))),
  );
  return snapshot.data().count;
}

/** The refund record a return's money goes back through; null where it cannot be found. */
async function readReturnRefund(refundId: string) {
  const snapshot = await read(() => getDoc(doc(db(), refundsCollection, refundId)));
  return snapshot.exists() ? readRefund(snapshot.id, snapshot.data()) : null;
}

/** An order's returns, newest first, each with its refund record once Refund was pressed. */
export async function readOrderReturns(orderId: string): Promise<ShownReturn[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        collection(db(), 'orders', orderId, returnsCollection),
        orderBy('requestedAt', 'desc'),
        limit(orderReturnsLimit),
      ),
    ),
  );
  return Promise.all(
    snapshot.docs.map(async (document) => {
      const view = readReturn(document.id, document.data());
      return { view, refund: view.refund?.id ? await readReturnRefund(view.refund.id) : null };
    }),
  );
}

/**
 * Moves a return (`moveReturn`), once. Its answer is the return as it now stands; the server's
 * refusal (someone moved it first, the order cannot send an exchange) is an answer with its
 * message, not a failure.
 */
export async function moveReturn(request: MoveReturn): Promise<ReturnOutcome> {
  const checked = moveReturnSchema.parse(request);
  let answer: unknown;
  try {
    answer = await callFunction<MoveReturn, unknown>('moveReturn', checked);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { outcome: 'refused' as const, message: error.message };
  }
  return { outcome: 'done' as const, view: readReturn(checked.returnId, answer, isoText) };
}

/** The server would not: the return moved on, or is not there. */
const isRefusal = (error: unknown): error is DataError =>
  error instanceof DataError && (error.kind === 'refused' || error.kind === 'not-found');

/** A callable's answer carries its times as ISO 8601 text. */
const isoText = (value: unknown) => (typeof value === 'string' ? value : null);
