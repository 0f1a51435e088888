import { useId, useState, type FormEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { brands, colours, sizeGroups } from '@model/catalog/filter-options';
import {
  activeFilters,
  clearedFilters,
  sortOptions,
  withoutFilter,
  type IgnoredInput,
  type ListingFilters,
  type ListingScope,
} from '../listing-filters';
import { categoryTree } from '@model/catalog/category-tree';
import { SelectField, TextField, type SelectFieldProps } from '@/ui/form-fields/TextField';
import { ActiveFilters } from './ActiveFilters';
import {
  checkPrices,
  filtersFromForm,
  formValues,
  type FilterFormValues,
  type PriceErrors,
} from './filter-form';
import styles from './FilterPanel.module.css';
import { useWideScreen } from '@/ui/near-viewport/use-wide-screen';

export interface FilterPanelProps {
  filters: ListingFilters;
  /** Parts of the link that could not be used, told to the shopper. */
  ignored?: IgnoredInput[];
  /** Fixed by a category page's path: those selects are not offered. */
  scope?: ListingScope;
  onChange: (filters: ListingFilters) => void;
  /** Phones start with the form folded away; stories may show it open. */
  initiallyOpen?: boolean;
}

type SelectName = 'category' | 'subCategory' | 'brand' | 'size' | 'colour' | 'sort';
type Prices = Pick<FilterFormValues, 'min' | 'max'>;

/**
 * The shared fields take a form library's registration; this form is two typed prices and some
 * selects, so it keeps its own state and spares the listing pages the library's download.
 */
function field(name: string, onChange: (value: string) => void): UseFormRegisterReturn {
  return {
    name,
    ref: () => undefined,
    onBlur: async () => undefined,
    onChange: async (event: { target: HTMLInputElement | HTMLSelectElement }) =>
      onChange(event.target.value),
  };
}

/**
 * The listing's filter form, the active filters as removable chips, and a note on what a link
 * asked for that could not be used. Selects apply at once; prices apply with Apply filters.
 */
export function FilterPanel({
  filters,
  ignored = [],
  scope,
  onChange,
  initiallyOpen = false,
}: FilterPanelProps) {
  const id = useId();
  const formId = `${id}-form`;
  const [open, setOpen] = useState(initiallyOpen);
  const wide = useWideScreen();
  // A phone shows the form folded: its fields are made when it opens, not on every listing's load.
  const unfolded = open || wide;
  const shown = formValues(filters);
  const applied: Prices = { min: shown.min, max: shown.max };
  const [prices, setPrices] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [errors, setErrors] = useState<PriceErrors>({});
  // The filters changed (a select, a chip, Back): show their prices, unless others were typed.
  if (seen.min !== applied.min || seen.max !== applied.max) {
    setSeen(applied);
    setPrices((typed) => ({
      min: typed.min === seen.min ? applied.min : typed.min,
      max: typed.max === seen.max ? applied.max : typed.max,
    }));
  }

  const choose = (name: SelectName) => (value: string) =>
    onChange(
      filtersFromForm(
        { ...shown, [name]: value, ...(name === 'category' ? { subCategory: '' } : {}) },
        scope,
      ),
    );
  const type = (name: keyof Prices) => (value: string) =>
    setPrices((typed) => ({ ...typed, [name]: value }));
  /** A select's id, its registration and the value the filters give it. */
  const select = (name: SelectName, key: string = name) => ({
    id: `${id}-${key}`,
    registration: field(name, choose(name)),
    value: shown[name],
  });
  /** A price field: its id, the number keyboard, the price typed and its error. */
  const price = (name: keyof Prices) => ({
    id: `${id}-${name}`,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    registration: field(name, type(name)),
    value: prices[name],
    error: errors[name],
  });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = checkPrices(prices.min, prices.max);
    setErrors(problems);
    const first = problems.min ? 'min' : problems.max ? 'max' : null;
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const next = filtersFromForm({ ...shown, ...prices }, scope);
    // "1,500" shows as 1500 once applied, as the link and the chip have it.
    const { min, max } = formValues(next);
    setPrices({ min, max });
    onChange(next);
  };
  const clear = () => {
    setPrices({ min: '', max: '' });
    setErrors({});
    onChange(clearedFilters(filters));
  };

  const active = activeFilters(filters);
  const category = scope?.category ?? filters.category;
  const subCategories = categoryTree.find((c) => c.name === category)?.subCategories ?? [];

  return (
    <div className={styles.panel}>
      {/* Filters and the sort share a row: on a phone the products start on the first screen. */}
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Filters
          {active.length > 0 ? (
            <>
              <span className={styles.count} aria-hidden="true">
                {active.length}
              </span>
              <span className="visually-hidden">, {active.length} active</span>
            </>
          ) : null}
        </button>
        <div className={styles.sort}>
          <SelectField label="Sort by" {...select('sort')}>
            {sortOptions.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <form
        id={formId}
        aria-label="Filters"
        noValidate
        className={styles.form}
        data-state={open ? 'open' : 'closed'}
        onSubmit={apply}
      >
        {unfolded ? (
          <>
            <div className={styles.fields}>
              {scope ? null : (
                <FilterSelect
                  label="Category"
                  {...select('category')}
                  all="All categories"
                  values={categoryTree.map(({ name }) => name)}
                />
              )}
              {scope?.subCategory ? null : (
                <FilterSelect
                  label="Sub-category"
                  {...select('subCategory', 'sub-category')}
                  disabled={!category}
                  all={category ? 'All sub-categories' : 'Choose a category first'}
                  values={subCategories}
                />
              )}
              <FilterSelect label="Brand" {...select('brand')} all="All brands" values={brands} />
              <SelectField label="Size" {...select('size')}>
                <option value="">All sizes</option>
                {sizeGroups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.sizes.map((size) => (
                      <option key={size}>{size}</option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
              <FilterSelect
                label="Colour"
                {...select('colour')}
                all="All colours"
                values={colours}
              />
              <TextField label="Min price (KES)" {...price('min')} />
              <TextField label="Max price (KES)" {...price('max')} />
            </div>
            <button type="submit" className={styles.apply}>
              Apply filters
            </button>
          </>
        ) : null}
      </form>
      {ignored.length > 0 ? (
        <div role="status" className={styles.note}>
          <p>Part of this link could not be used:</p>
          <ul>
            {ignored.map((input) => (
              <li key={input.reason}>{input.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {active.length > 0 ? (
        <ActiveFilters
          active={active}
          onRemove={(name) => onChange(withoutFilter(filters, name))}
          onClear={clear}
        />
      ) : null}
    </div>
  );
}

/** A filter's select: `all` (no filter) first, then each value it may filter by. */
function FilterSelect({
  all,
  values,
  ...field
}: Omit<SelectFieldProps, 'children'> & { all: string; values: readonly string[] }) {
  return (
    <SelectField {...field}>
      <option value="">{all}</option>
      {values.map((value) => (
        <option key={value}>{value}</option>
      ))}
    </SelectField>
  );
}
