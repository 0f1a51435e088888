import type { ExportSnapshot } from './export.machine';

const states = ['exporting', 'failed', 'done'] as const;

/** Where the last export stands. */
export const exportStatus = (snapshot: ExportSnapshot): (typeof states)[number] | 'idle' =>
  states.find((state) => snapshot.matches(state)) ?? 'idle';

/** Which file is being made, or was last. */
export const exportKind = (snapshot: ExportSnapshot) => snapshot.context.request?.kind ?? null;

export const exportedRows = (snapshot: ExportSnapshot) => snapshot.context.rows;

export const exportFailure = (snapshot: ExportSnapshot) => snapshot.context.failure;
