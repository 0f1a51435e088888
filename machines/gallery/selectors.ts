import type { SnapshotFrom } from 'xstate';
import type { galleryMachine } from './gallery.machine';

/** The index of the image shown. */
export const shownIndex = (snapshot: SnapshotFrom<typeof galleryMachine>): number =>
  snapshot.context.index;
