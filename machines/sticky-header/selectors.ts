import type { SnapshotFrom } from 'xstate';
import type { stickyHeaderMachine } from './sticky-header.machine';

/** Whether the header sticks to the top of the screen. */
export const isSticky = (snapshot: SnapshotFrom<typeof stickyHeaderMachine>): boolean =>
  snapshot.matches('sticky');
