import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { exportMachine } from '../../../machines/staff-export/export.machine';
import * as exporter from '../../../machines/staff-export/selectors';
import type { ExportKind, ExportRange } from '../../../machines/staff-export/types';
import { failureMessage } from '@/data/data-error';
import { exportFile } from '../data/exports';
import { saveCsv } from './save-csv';

/** The Export form's machine: where the last export stands, and starting one. */
export function useExport() {
  const [logic] = useState(() =>
    exportMachine.provide({
      actors: { exportFile: fromPromise(({ input }) => exportFile(input.kind, input.range)) },
      actions: { save: (_, file) => saveCsv(file) },
    }),
  );
  const actor = useActorRef(logic);
  const start = useMemo(
    () => (kind: ExportKind, range: ExportRange) =>
      actor.send({ type: 'export.start', kind, range }),
    [actor],
  );
  return {
    status: useSelector(actor, exporter.exportStatus),
    kind: useSelector(actor, exporter.exportKind),
    rows: useSelector(actor, exporter.exportedRows),
    failureMessage: failureMessage(useSelector(actor, exporter.exportFailure)),
    start,
  };
}
