import type { Ref } from 'react';
import { categoryTree } from '@model/catalog/category-tree';
import { offerFieldCounts, type OfferKind, type OfferScope } from '@model/offer/offer';
import { offerDraftLabelsFor } from '@model/offer/stored-offer';
import { RadioFieldset } from '@/ui/form-fields/RadioFieldset';
import { SelectField, TextField } from '@/ui/form-fields/TextField';
import { ActionNotice } from '../ui/ActionNotice';
import { draftFieldId, useDraftFields } from '../ui/draft-fields';
import { kindLabels, scopeLabels } from './offer-words';
import type { OfferBoxField, OfferFormBinding } from './use-offer-form';
import staff from '../ui/staff.module.css';
import styles from './Offers.module.css';

const kinds = Object.entries(kindLabels) as Array<[OfferKind, string]>;
const scopes = Object.entries(scopeLabels) as Array<[OfferScope['scope'], string]>;

const valueHints: Partial<Record<OfferKind, string>> = {
  percent: 'A whole percentage, 1 to 90.',
  amount: 'Whole KES, e.g. 500.',
};

/**
 * The offers form (README.md, Offers and discount codes): every field of the offer, those that do
 * not count for what it gives or applies to left out, and Save offer.
 */
export function OfferForm({ form }: { form: OfferFormBinding }) {
  const { field, ref } = useDraftFields(form, 'offer');
  const { draft, formStatus: status } = form;
  // Percentage or Amount (KES), as the kind chosen takes.
  const labels = offerDraftLabelsFor(draft.kind);
  const saving = status === 'saving';
  const counts = (name: keyof typeof draft) => offerFieldCounts(draft, name);
  const text = { autoComplete: 'off', readOnly: saving } as const;
  const box = (name: OfferBoxField, hint: string) => (
    <Box
      id={draftFieldId('offer', name)}
      label={labels[name]}
      hint={hint}
      checked={draft[name]}
      disabled={saving}
      onChange={(checked) => form.tick(name, checked)}
      inputRef={ref(name)}
    />
  );
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="offer-form-heading"
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) form.save();
      }}
    >
      <h2 id="offer-form-heading" className={staff.subheading}>
        {form.exists ? 'Details' : 'New offer'}
      </h2>
      <TextField
        {...field('name')}
        {...text}
        label={labels.name}
        hint="As shoppers read it in their cart."
      />
      <RadioFieldset
        {...field('kind')}
        legend={labels.kind}
        radioGroup
        choices={kinds.map(([kind, label]) => ({ value: kind, label, disabled: saving }))}
      />
      {counts('value') ? (
        <TextField
          {...field('value')}
          {...text}
          label={labels.value}
          inputMode="numeric"
          hint={valueHints[draft.kind]}
        />
      ) : null}
      <SelectField {...field('appliesTo')} label={labels.appliesTo} disabled={saving}>
        {scopes.map(([scope, label]) => (
          <option key={scope} value={scope}>
            {label}
          </option>
        ))}
      </SelectField>
      {counts('categories') ? (
        <TextField
          {...field('categories')}
          {...text}
          label={labels.categories}
          hint={`Separated by commas, from: ${categoryTree.map((entry) => entry.name).join(', ')}.`}
        />
      ) : counts('productIds') ? (
        <TextField
          {...field('productIds')}
          {...text}
          label={labels.productIds}
          hint="Product ids separated by commas, e.g. p-0042, p-0107."
        />
      ) : null}
      <TextField
        {...field('minimumSubtotal')}
        {...text}
        label={labels.minimumSubtotal}
        inputMode="numeric"
        hint="Optional: the least the items it applies to must come to."
      />
      <div className={styles.pair}>
        <TextField
          {...field('startsAt')}
          {...text}
          type="datetime-local"
          label={labels.startsAt}
          hint="Nairobi time."
        />
        <TextField
          {...field('endsAt')}
          {...text}
          type="datetime-local"
          label={labels.endsAt}
          hint="Nairobi time. Optional: empty runs until paused."
        />
      </div>
      <TextField
        {...field('code')}
        {...text}
        label={labels.code}
        autoCapitalize="characters"
        hint="Letters and digits. Empty: the offer is applied by itself, no code needed."
      />
      <div className={styles.pair}>
        <TextField
          {...field('usageLimit')}
          {...text}
          label={labels.usageLimit}
          inputMode="numeric"
          hint="Optional, for a code: orders that may use it."
        />
        <TextField
          {...field('perPhoneLimit')}
          {...text}
          label={labels.perPhoneLimit}
          inputMode="numeric"
          hint="Optional, for a code: orders per phone number."
        />
      </div>
      {counts('combinesWithCode')
        ? box('combinesWithCode', 'It still applies when the shopper enters a code.')
        : null}
      {box('paused', 'A paused offer gives nothing until it is unticked.')}
      <ActionNotice
        news={form.answered}
        saved={status === 'saved' ? 'Saved.' : null}
        refusal={status === 'refused' ? `${form.refusal} Nothing was saved.` : null}
        failure={
          status === 'failed' ? { message: form.saveFailureMessage, onRetry: form.save } : null
        }
      />
      <button type="submit" className={staff.primary} aria-disabled={saving || undefined}>
        Save offer
      </button>
      <p role="status" className={staff.status}>
        {saving ? 'Saving…' : ''}
      </p>
    </form>
  );
}

interface BoxProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** A box to tick, with its label and hint. */
function Box({ id, label, hint, checked, disabled, onChange, inputRef }: BoxProps) {
  return (
    <div className={styles.box}>
      <input
        ref={inputRef}
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={staff.hint}>
        {hint}
      </p>
    </div>
  );
}
