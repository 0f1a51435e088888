import { useEffect, useState } from 'react';
import { SelectField, TextField } from '@/ui/form-fields/TextField';
import { useSchemaForm } from '@/ui/form-fields/use-schema-form';
import type { AdjustStatus } from '../../../machines/stock-adjustment/selectors';
import type { AdjustmentDetails, StockProduct } from '../../../machines/stock-adjustment/types';
import { hasVariants, variantRows } from '../../../machines/stock-adjustment/variants';
import { adjustFormSchema, emptyAdjustment } from './adjust-form';
import { savedMessage, unitsLabel } from './stock-words';
import staff from '../ui/staff.module.css';

export interface AdjustStockFormProps {
  product: StockProduct;
  status: AdjustStatus;
  saved: AdjustmentDetails | null;
  /** The server's own words when it refused the change. */
  refusal: string | null;
  saveFailureMessage: string | null;
  onSave: (details: AdjustmentDetails) => void;
}

/** Units received, or removed with a minus, of one size and colour, and why. */
export function AdjustStockForm({
  product,
  status,
  saved,
  refusal,
  saveFailureMessage,
  onSave,
}: AdjustStockFormProps) {
  const asksVariant = hasVariants(product);
  const [schema] = useState(() => adjustFormSchema(asksVariant));
  const { handleSubmit, reset, getValues, field } = useSchemaForm(
    'adjust-stock',
    schema,
    emptyAdjustment,
  );
  const saving = status === 'saving';

  // Once saved, the form is ready for the next change of the same size and colour.
  useEffect(() => {
    if (status === 'saved') reset({ ...emptyAdjustment, variant: getValues('variant') });
  }, [status, reset, getValues]);

  return (
    <form
      noValidate
      className={staff.form}
      aria-labelledby="adjust-heading"
      aria-busy={saving}
      onSubmit={handleSubmit((details) => {
        if (!saving) onSave(details);
      })}
    >
      <h2 id="adjust-heading" className={staff.subheading}>
        Units received or removed
      </h2>
      {asksVariant ? (
        <SelectField {...field('variant')} label="Size and colour">
          <option value="">Choose…</option>
          {variantRows(product).map((row) => (
            <option key={row.variant} value={row.variant ?? ''}>
              {row.label}
              {row.units === null ? '' : ` (${unitsLabel(row.units)})`}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        {...field('change')}
        label="Change"
        type="number"
        step={1}
        hint="Units received, or a negative number for units removed, e.g. 12 or -2."
      />
      <TextField
        {...field('reason')}
        label="Reason"
        autoComplete="off"
        hint="e.g. Delivery from the supplier, or 2 found damaged."
      />
      {status === 'refused' ? (
        <p role="alert" className={staff.failure}>
          {refusal}
        </p>
      ) : status === 'failed' ? (
        <p role="alert" className={staff.failure}>
          {saveFailureMessage} The change may have been saved all the same: check the units and
          Stock history before saving it again.
        </p>
      ) : null}
      <button type="submit" className={staff.primary} aria-disabled={saving || undefined}>
        Save
      </button>
      <p role="status" className={status === 'saved' ? staff.done : staff.status}>
        {saving ? 'Saving…' : status === 'saved' && saved ? savedMessage(saved) : ''}
      </p>
    </form>
  );
}
