import { useState, type FormEvent } from 'react';
import { TextField } from '@/ui/form-fields/TextField';
import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import { exportRangeSchema, type ExportKind } from '@model/export/export-range';
import { nairobiDay } from '@model/payment/payments-day';
import { useExport } from './use-export';
import staff from '../ui/staff.module.css';
import styles from './Export.module.css';

/** The button that sent the form: Export orders unless it was Export payments. */
/** The form's two buttons: each submits the range for its file. */
const exportButtons: ReadonlyArray<{
  kind: ExportKind;
  label: string;
  look: 'primary' | 'secondary';
}> = [
  { kind: 'orders', label: 'Export orders', look: 'primary' },
  { kind: 'payments', label: 'Export payments', look: 'secondary' },
];

const kindOf = (event: FormEvent<HTMLFormElement>): ExportKind =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'payments'
    ? 'payments'
    : 'orders';

/**
 * The owner's Export (../shared/QA-CONTRACT.md, Back office: Dashboard): the orders, a row per
 * line, or the M-Pesa payments of a range of Nairobi days, saved as a CSV file for the
 * bookkeeper. From the first of this month to today unless changed.
 */
export function ExportForm() {
  const exporter = useExport();
  // Today in Nairobi, whatever the device's own time zone says.
  const [today] = useState(() => nairobiDay(new Date()));
  const { handleSubmit, field } = useSchemaForm('export', exportRangeSchema, {
    from: `${today.slice(0, 8)}01`,
    to: today,
  });
  const exporting = exporter.status === 'exporting';
  const busy = exporting || undefined;
  const rows = exporter.rows ?? 0;

  return (
    <form
      noValidate
      className={staff.form}
      aria-labelledby="export-heading"
      aria-busy={exporting}
      onSubmit={(event) => {
        const chosen = kindOf(event);
        // The export machine ignores a second start while one file is being made.
        void handleSubmit((range) => exporter.start(chosen, range))(event);
      }}
    >
      <h2 id="export-heading" className={staff.subheading}>
        Export
      </h2>
      <div className={styles.dates}>
        <TextField {...field('from')} label="From" type="date" max={today} />
        <TextField {...field('to')} label="To" type="date" max={today} />
      </div>
      {exporter.status === 'failed' ? (
        <p role="alert" className={styles.failure}>
          {exporter.failureMessage}
        </p>
      ) : null}
      <div className={staff.actions}>
        {exportButtons.map(({ kind, label, look }) => (
          <button
            key={kind}
            type="submit"
            name="kind"
            value={kind}
            className={staff[look]}
            aria-disabled={busy}
          >
            {label}
          </button>
        ))}
      </div>
      <p role="status" className={exporter.status === 'done' ? staff.done : staff.muted}>
        {exporting
          ? `Exporting ${exporter.kind ?? ''}…`
          : exporter.status === 'done'
            ? `Downloaded ${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'}`
            : ''}
      </p>
    </form>
  );
}
