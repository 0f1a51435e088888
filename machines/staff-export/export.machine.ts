import { assign, setup, type SnapshotFrom } from 'xstate';
import { exportRangeSchema } from '@model/export/export-range';
import { unprovided } from '../unprovided';
import type { ExportFile, ExportRequest } from './types';

export interface ExportContext {
  /** The export asked for last: running, or the one that failed or was saved. */
  request: ExportRequest | null;
  /** How many rows the last file saved held. */
  rows: number | null;
  /** Why the last export failed: the server's refusal, or the network. */
  failure: unknown;
}

export type ExportEvent = { type: 'export.start' } & ExportRequest;

/**
 * The owner's Export form (../shared/QA-CONTRACT.md, Back office: Dashboard): the orders or
 * payments of a range of days made into a CSV file by the server (`exportFile`, injected) and
 * saved on the device (`save`, injected). One export at a time; a range the request schema
 * (model/export/export-range.ts) refuses is never sent.
 */
export const exportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
  },
  actors: {
    exportFile: unprovided<ExportFile, ExportRequest>('exportMachine needs an exportFile actor'),
  },
  actions: {
    save: (_, _file: ExportFile) => {},
  },
  guards: {
    isValidRange: (_, request: ExportRequest) => exportRangeSchema.safeParse(request.range).success,
  },
}).createMachine({
  id: 'export',
  context: { request: null, rows: null, failure: null },
  initial: 'idle',
  on: {
    'export.start': {
      guard: {
        type: 'isValidRange',
        params: ({ event }) => ({ kind: event.kind, range: event.range }),
      },
      target: '.exporting',
      actions: assign({
        request: ({ event }) => ({ kind: event.kind, range: event.range }),
        rows: null,
        failure: null,
      }),
    },
  },
  states: {
    idle: {},
    exporting: {
      // One file at a time: the buttons wait for this answer.
      on: { 'export.start': {} },
      invoke: {
        src: 'exportFile',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'done',
          actions: [
            { type: 'save', params: ({ event }) => event.output },
            assign({ rows: ({ event }) => event.output.rows }),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => event.error }),
        },
      },
    },
    failed: {},
    done: {},
  },
});

export type ExportSnapshot = SnapshotFrom<typeof exportMachine>;
