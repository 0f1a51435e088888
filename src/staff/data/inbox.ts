/**
 * The inbox: contact messages and wholesale enquiries, newest first, a page at a time (Firestore
 * Lite, signed in as staff: firestore.rules lets staff list both), and the `markReplied` callable,
 * which records who answered and when (functions/src/staff). Query shapes: docs/query-shapes.md.
 */
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  readInboxItem,
  type InboxKind,
  type InboxPage,
  type InboxPageRequest,
  type ReplyRequest,
} from '@model/staff/inbox';
import { markRepliedSchema } from '@model/staff/requests';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';

export const inboxPageSize = 20;

const collectionOf: Record<InboxKind, string> = {
  message: 'messages',
  enquiry: 'wholesaleEnquiries',
};

/**
 * One page of a tab, after the cursor. The page is read one item long, so "Show older" is offered
 * only when there is an older item; the id breaks ties between items sent in the same instant.
 */
export async function listInbox({ kind, after }: InboxPageRequest): Promise<InboxPage> {
  const constraints: QueryConstraint[] = [
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(after ? [startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id)] : []),
    limit(inboxPageSize + 1),
  ];
  const snapshot = await read(() =>
    getDocs(query(collection(db(), collectionOf[kind]), ...constraints)),
  );
  const shown = snapshot.docs.slice(0, inboxPageSize);
  const last = shown.at(-1);
  const lastAt = last?.data().createdAt;
  return {
    items: shown.map((document) => readInboxItem(kind, document.id, document.data())),
    next:
      snapshot.docs.length > inboxPageSize && last && lastAt instanceof Timestamp
        ? { seconds: lastAt.seconds, nanoseconds: lastAt.nanoseconds, id: last.id }
        : null,
  };
}

/** Records that staff answered the item; the server stamps who and when. */
export async function markReplied(request: ReplyRequest): Promise<void> {
  await callFunction('markReplied', markRepliedSchema.parse(request));
}
