import type { SnapshotFrom } from 'xstate';
import type { accordionMachine } from './accordion.machine';

export function openSection(snapshot: SnapshotFrom<typeof accordionMachine>): string | null {
  return snapshot.context.openSection;
}
