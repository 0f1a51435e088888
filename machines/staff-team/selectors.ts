import type { SnapshotFrom } from 'xstate';
import { pagedListSelectors } from '../paged-list';
import { memberList as memberListOf, type staffTeamMachine } from './staff-team.machine';

type StaffTeamSnapshot = SnapshotFrom<typeof staffTeamMachine>;

/** The members' list: Loading, the members, the words for none, or Retry. */
export const memberList = pagedListSelectors(
  (snapshot: StaffTeamSnapshot) => memberListOf(snapshot.context),
  (snapshot, state) => snapshot.matches({ list: state }),
);

export const teamStatus = memberList.status;

const addStates = ['adding', 'added', 'refused', 'failed'] as const;

/** Where the last Make staff stands. */
export const addStatus = (snapshot: StaffTeamSnapshot): (typeof addStates)[number] | 'idle' =>
  addStates.find((state) => snapshot.matches({ add: state })) ?? 'idle';

/** Whether the Remove confirmation is open, and whether it is waiting for the server. */
export const removeStatus = (snapshot: StaffTeamSnapshot): 'idle' | 'confirming' | 'removing' =>
  snapshot.matches({ remove: 'removing' })
    ? 'removing'
    : snapshot.matches({ remove: 'confirming' })
      ? 'confirming'
      : 'idle';

export const added = (snapshot: StaffTeamSnapshot) => snapshot.context.added;
export const addRefusal = (snapshot: StaffTeamSnapshot) => snapshot.context.addRefusal;
export const addFailure = (snapshot: StaffTeamSnapshot) => snapshot.context.addFailure;
export const removing = (snapshot: StaffTeamSnapshot) => snapshot.context.removing;
export const removed = (snapshot: StaffTeamSnapshot) => snapshot.context.removed;
export const removeFailure = (snapshot: StaffTeamSnapshot) => snapshot.context.removeFailure;
