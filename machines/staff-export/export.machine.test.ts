import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { exportMachine } from './export.machine';
import { exportedRows, exportFailure, exportKind, exportStatus } from './selectors';
import type { ExportFile, ExportRequest } from './types';

const range = { from: '2026-11-01', to: '2026-11-29' };
const ordersFile: ExportFile = {
  fileName: 'mtindo-orders-2026-11-01-to-2026-11-29.csv',
  csv: 'Order number\r\nMT-222223\r\n',
  rows: 1,
};

/** The machine with each export answered by the next answer (a file, or an error to fail with). */
function exporter(answers: Array<ExportFile | Error | 'never'>) {
  const requests: ExportRequest[] = [];
  const saved: ExportFile[] = [];
  const machine = exportMachine.provide({
    actors: {
      exportFile: fromPromise(async ({ input }: { input: ExportRequest }) => {
        requests.push(input);
        const next = answers.shift();
        if (next === undefined || next === 'never') return new Promise<ExportFile>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: { save: (_, file) => void saved.push(file) },
  });
  const actor = createActor(machine).start();
  const settled = (status: ReturnType<typeof exportStatus>) =>
    waitFor(actor, (snapshot) => exportStatus(snapshot) === status);
  return { actor, requests, saved, settled };
}

describe('export machine', () => {
  it('makes the file asked for and saves it, with how many rows it holds', async () => {
    const { actor, requests, saved, settled } = exporter([ordersFile]);
    expect(exportStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'export.start', kind: 'orders', range });
    expect(exportStatus(actor.getSnapshot())).toBe('exporting');
    expect(exportKind(actor.getSnapshot())).toBe('orders');
    await settled('done');
    expect(requests).toEqual([{ kind: 'orders', range }]);
    expect(saved).toEqual([ordersFile]);
    expect(exportedRows(actor.getSnapshot())).toBe(1);
  });

  it('exports one file at a time', async () => {
    const { actor, requests } = exporter(['never']);
    actor.send({ type: 'export.start', kind: 'orders', range });
    actor.send({ type: 'export.start', kind: 'payments', range });
    actor.send({ type: 'export.start', kind: 'orders', range });
    await Promise.resolve();
    expect(requests).toEqual([{ kind: 'orders', range }]);
    expect(exportKind(actor.getSnapshot())).toBe('orders');
  });

  it('sends no range the request schema refuses', () => {
    const { actor, requests } = exporter([]);
    for (const bad of [
      { from: '2026-11-29', to: '2026-11-01' },
      { from: '2026-11-01', to: '' },
      { from: '2025-01-01', to: '2026-11-29' },
    ]) {
      actor.send({ type: 'export.start', kind: 'payments', range: bad });
    }
    expect(exportStatus(actor.getSnapshot())).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('keeps why an export failed, saves nothing, and tries again when asked', async () => {
    const refusal = new Error('Choose fewer days.');
    const paymentsFile = { ...ordersFile, fileName: 'mtindo-payments.csv', rows: 1234 };
    const { actor, saved, settled, requests } = exporter([refusal, paymentsFile]);
    actor.send({ type: 'export.start', kind: 'payments', range });
    await settled('failed');
    expect(exportFailure(actor.getSnapshot())).toBe(refusal);
    expect(saved).toEqual([]);
    actor.send({ type: 'export.start', kind: 'payments', range });
    expect(exportFailure(actor.getSnapshot())).toBeNull();
    await settled('done');
    expect(saved).toEqual([paymentsFile]);
    expect(exportedRows(actor.getSnapshot())).toBe(1234);
    expect(requests).toHaveLength(2);
  });

  it('clears the last file’s count when another export starts', async () => {
    const { actor, settled } = exporter([ordersFile, 'never']);
    actor.send({ type: 'export.start', kind: 'orders', range });
    await settled('done');
    actor.send({ type: 'export.start', kind: 'payments', range });
    expect(exportStatus(actor.getSnapshot())).toBe('exporting');
    expect(exportedRows(actor.getSnapshot())).toBeNull();
    expect(exportKind(actor.getSnapshot())).toBe('payments');
  });
});
