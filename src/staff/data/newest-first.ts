/**
 * A back-office list read newest first, a page at a time (the inbox, open refunds, offers): by
 * `createdAt`, the document's id breaking ties between documents of one instant. A page is read
 * one document longer than it shows, so Show more is offered only when there is more.
 */
import {
  documentId,
  limit,
  orderBy,
  startAfter,
  Timestamp,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

/** Where the next page starts: after this document. Plain values, for the machine's snapshot. */
export interface NewestFirstCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/** The query's order and page, after the cursor. */
export const newestFirst = (
  after: NewestFirstCursor | null,
  pageSize: number,
): QueryConstraint[] => [
  orderBy('createdAt', 'desc'),
  orderBy(documentId(), 'desc'),
  ...(after ? [startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id)] : []),
  limit(pageSize + 1),
];

/** The documents a page shows, and where the next page starts (null on the last). */
export function newestFirstPage(
  docs: ReadonlyArray<QueryDocumentSnapshot<DocumentData>>,
  pageSize: number,
): { shown: Array<QueryDocumentSnapshot<DocumentData>>; next: NewestFirstCursor | null } {
  const shown = docs.slice(0, pageSize);
  const last = shown.at(-1);
  const lastAt: unknown = last?.get('createdAt');
  return {
    shown,
    next:
      docs.length > pageSize && last && lastAt instanceof Timestamp
        ? { seconds: lastAt.seconds, nanoseconds: lastAt.nanoseconds, id: last.id }
        : null,
  };
}
