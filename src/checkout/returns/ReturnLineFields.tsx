import { returnReasonLabels, returnReasons, type ReturnReason } from '@model/return/return';
import { problemsAt } from '../../../machines/order-return/selectors';
import type { Problem } from '../../../machines/order-return/types';
import { fieldId } from './field-ids';
import { lineName } from './return-wording';
import { useExchangeChoices, type OrderReturnBinding } from './use-order-return';
import styles from './returns.module.css';

/** A select with its label and its problems, tied to it. */
function SelectField({
  id,
  label,
  value,
  placeholder,
  options,
  problems,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  options: { value: string; label: string }[];
  problems: string[];
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  const invalid = problems.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {problems.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

const reasonOptions = returnReasons.map((reason) => ({
  value: reason,
  label: returnReasonLabels[reason],
}));
const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/**
 * One order line in the return form, a group named after what was bought: its checkbox, how many
 * and why, and with an exchange chosen the size and colour wanted (only those in stock now).
 */
export function ReturnLineFields({
  form,
  index,
  problems,
  linesProblem,
}: {
  form: OrderReturnBinding;
  index: number;
  problems: Problem[];
  /** "Choose at least one item": said at the first line's checkbox. */
  linesProblem: string | null;
}) {
  const line = form.lines[index]!;
  const choice = form.choices[index]!;
  const exchange = useExchangeChoices(form.actor, index);
  const at = (kind: 'reason' | 'size' | 'colour') =>
    problemsAt(problems, { kind, line: line.line });
  const chosenId = fieldId('chosen', line.line);
  const wantsExchange = form.wish === 'exchange' && choice.chosen && form.stock === 'known';
  return (
    <fieldset className={styles.line}>
      <legend className={styles.lineLegend}>
        <input
          type="checkbox"
          id={chosenId}
          className={styles.checkbox}
          checked={choice.chosen}
          onChange={(event) => form.choose(line.line, event.target.checked)}
          {...(linesProblem
            ? { 'aria-invalid': true, 'aria-describedby': 'return-lines-error' }
            : {})}
        />
        <label htmlFor={chosenId}>{lineName(line)}</label>
      </legend>
      <div className={styles.lineFields}>
        <SelectField
          id={fieldId('quantity', line.line)}
          label="Quantity"
          value={String(choice.quantity)}
          options={Array.from({ length: line.returnable }, (_, n) => ({
            value: String(n + 1),
            label: String(n + 1),
          }))}
          problems={[]}
          onChange={(value) => form.setQuantity(line.line, Number(value))}
        />
        <SelectField
          id={fieldId('reason', line.line)}
          label="Reason"
          value={choice.reason ?? ''}
          placeholder="Choose a reason"
          options={reasonOptions}
          problems={at('reason')}
          onChange={(value) => form.setReason(line.line, (value || null) as ReturnReason | null)}
        />
        {wantsExchange && exchange.soldOut ? (
          <p className={styles.muted}>
            Out of stock in every size and colour: choose Refund for it.
          </p>
        ) : null}
        {wantsExchange && !exchange.soldOut && exchange.sizes ? (
          <SelectField
            id={fieldId('size', line.line)}
            label="Size"
            value={choice.size ?? ''}
            placeholder="Choose a size"
            options={asOptions(exchange.sizes)}
            problems={at('size')}
            onChange={(value) => form.setSize(line.line, value || null)}
          />
        ) : null}
        {wantsExchange && !exchange.soldOut && exchange.colours ? (
          <SelectField
            id={fieldId('colour', line.line)}
            label="Colour"
            value={choice.colour ?? ''}
            placeholder="Choose a colour"
            options={asOptions(exchange.colours)}
            problems={at('colour')}
            onChange={(value) => form.setColour(line.line, value || null)}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
