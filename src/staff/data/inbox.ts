/**
 * The inbox: contact messages and wholesale enquiries, newest first, a page at a time (Firestore
 * Lite, signed in as staff: firestore.rules lets staff list both), and the `markReplied` callable,
 * which records who answered and when (functions/src/staff). Query shapes: docs/query-shapes.md.
 */
import { collection, getDocs, query } from 'firebase/firestore/lite';
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
import { newestFirst, newestFirstPage } from './newest-first';

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
  const snapshot = await read(() =>
    getDocs(query(collection(db(), collectionOf[kind]), ...newestFirst(after, inboxPageSize))),
  );
  const { shown, next } = newestFirstPage(snapshot.docs, inboxPageSize);
  return {
    items: shown.map((document) => readInboxItem(kind, document.id, document.data())),
    next,
  };
}

/** Records that staff answered the item; the server stamps who and when. */
export async function markReplied(request: ReplyRequest): Promise<void> {
  await callFunction('markReplied', markRepliedSchema.parse(request));
}
