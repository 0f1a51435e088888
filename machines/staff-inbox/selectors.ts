import type { SnapshotFrom } from 'xstate';
import { pagedListSelectors } from '../paged-list';
import type { staffInboxMachine } from './staff-inbox.machine';
import type { InboxKind } from './types';

type StaffInboxSnapshot = SnapshotFrom<typeof staffInboxMachine>;

const listOf = (kind: InboxKind) =>
  pagedListSelectors(
    (snapshot: StaffInboxSnapshot) => snapshot.context.lists[kind],
    (snapshot, state) => snapshot.matches({ [kind]: state }),
  );

/** Each tab's selectors, made once so a binding selects with the same ones every render. */
export const lists = { message: listOf('message'), enquiry: listOf('enquiry') };

/** What one tab shows. */
export const listStatus = (kind: InboxKind) => lists[kind].status;

export const tab = (snapshot: StaffInboxSnapshot) => snapshot.context.tab;

/** The id of the item being marked replied. */
export const markingId = (snapshot: StaffInboxSnapshot) => snapshot.context.marking?.id ?? null;

export const markFailure = (snapshot: StaffInboxSnapshot) => snapshot.context.markFailure;
