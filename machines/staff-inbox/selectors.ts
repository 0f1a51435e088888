import type { SnapshotFrom } from 'xstate';
import { pagedListStatus } from '../paged-list';
import type { staffInboxMachine } from './staff-inbox.machine';
import type { InboxKind } from './types';

type StaffInboxSnapshot = SnapshotFrom<typeof staffInboxMachine>;

/** What one tab shows. */
export const listStatus = (kind: InboxKind) => (snapshot: StaffInboxSnapshot) =>
  pagedListStatus((state) => snapshot.matches({ [kind]: state }));

export const tab = (snapshot: StaffInboxSnapshot) => snapshot.context.tab;

export const items = (kind: InboxKind) => (snapshot: StaffInboxSnapshot) =>
  snapshot.context.lists[kind].items;

export const hasMore = (kind: InboxKind) => (snapshot: StaffInboxSnapshot) =>
  snapshot.context.lists[kind].next !== null;

export const loadingMore = (kind: InboxKind) => (snapshot: StaffInboxSnapshot) =>
  snapshot.matches({ [kind]: { shown: 'loadingMore' } });

export const failure = (kind: InboxKind) => (snapshot: StaffInboxSnapshot) =>
  snapshot.context.lists[kind].failure;

export const moreFailure = (kind: InboxKind) => (snapshot: StaffInboxSnapshot) =>
  snapshot.context.lists[kind].moreFailure;

/** The id of the item being marked replied. */
export const markingId = (snapshot: StaffInboxSnapshot) => snapshot.context.marking?.id ?? null;

export const markFailure = (snapshot: StaffInboxSnapshot) => snapshot.context.markFailure;
