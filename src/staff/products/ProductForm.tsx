import { categoryTree } from '@model/catalog/category-tree';
import { maxWholesaleCeiling, productDraftLabels } from '@model/catalog/product-draft';
import { defaultWholesaleCeiling } from '@model/limits';
import { SelectField, TextAreaField, TextField } from '@/ui/form-fields/TextField';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { subCategoriesOf } from '../../../machines/staff-products/draft-rules';
import { useDraftFields } from '../ui/draft-fields';
import { PhotoField } from './PhotoField';
import type { ProductFormBinding } from './use-product-form';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

/**
 * The product form (../shared/QA-CONTRACT.md, Back office: Products): what the shop shows of
 * the product, its wholesale terms and photos, and Save product.
 */
export function ProductForm({ form }: { form: ProductFormBinding }) {
  const { field, ref } = useDraftFields(form, 'product');
  const { draft, formStatus: status } = form;
  const saving = status === 'saving';
  const waiting = saving || form.uploadingPhotos || form.visibilityStatus !== 'idle';
  const subCategories = subCategoriesOf(draft.category);
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="product-form-heading"
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (!waiting) form.save();
      }}
    >
      <h2 id="product-form-heading" className={staff.subheading}>
        {form.exists ? 'Details' : 'New product'}
      </h2>
      <TextField
        {...field('name')}
        label={productDraftLabels.name}
        autoComplete="off"
        readOnly={saving}
      />
      <div className={styles.pair}>
        <TextField
          {...field('price')}
          label={productDraftLabels.price}
          inputMode="decimal"
          autoComplete="off"
          hint="e.g. 1500 or 1499.50"
          readOnly={saving}
        />
        <TextField
          {...field('wasPrice')}
          label={productDraftLabels.wasPrice}
          inputMode="decimal"
          autoComplete="off"
          hint="Optional: the price before a reduction, shown struck through."
          readOnly={saving}
        />
      </div>
      <TextField
        {...field('brand')}
        label={productDraftLabels.brand}
        autoComplete="off"
        readOnly={saving}
      />
      <div className={styles.pair}>
        <SelectField {...field('category')} label={productDraftLabels.category} disabled={saving}>
          <option value="">Choose…</option>
          {categoryTree.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          {...field('subCategory')}
          label={productDraftLabels.subCategory}
          disabled={saving}
        >
          <option value="">{draft.category ? 'Choose…' : 'Choose a category first'}</option>
          {subCategories.map((subCategory) => (
            <option key={subCategory} value={subCategory}>
              {subCategory}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        {...field('description')}
        label={productDraftLabels.description}
        readOnly={saving}
      />
      <div className={styles.pair}>
        <TextField
          {...field('sizes')}
          label={productDraftLabels.sizes}
          autoComplete="off"
          hint="Separated by commas, e.g. S, M, L. Empty for one size."
          readOnly={saving}
        />
        <TextField
          {...field('colours')}
          label={productDraftLabels.colours}
          autoComplete="off"
          hint="Separated by commas, e.g. Red, Navy."
          readOnly={saving}
        />
      </div>
      <fieldset className={styles.fieldset} aria-describedby="product-wholesale-hint">
        <legend className={styles.legend}>Wholesale (optional)</legend>
        <p id="product-wholesale-hint" className={staff.hint}>
          A price per unit from a minimum number of units: set both, or leave both empty.
        </p>
        <div className={styles.pair}>
          <TextField
            {...field('wholesalePrice')}
            label={productDraftLabels.wholesalePrice}
            inputMode="decimal"
            autoComplete="off"
            readOnly={saving}
          />
          <TextField
            {...field('wholesaleMinimum')}
            label={productDraftLabels.wholesaleMinimum}
            inputMode="numeric"
            autoComplete="off"
            hint="Units, 2 or more."
            readOnly={saving}
          />
        </div>
        <TextField
          {...field('wholesaleMaximum')}
          label={productDraftLabels.wholesaleMaximum}
          inputMode="numeric"
          autoComplete="off"
          hint={`Optional: the most units one cash on delivery order takes, up to ${maxWholesaleCeiling.toLocaleString('en')}. Empty: ${defaultWholesaleCeiling}.`}
          readOnly={saving}
        />
      </fieldset>
      <PhotoField form={form} inputRef={ref('images')} />
      {status === 'refused' ? (
        <p role="alert" className={staff.failure}>
          {form.refusal} Nothing was saved.
        </p>
      ) : status === 'failed' ? (
        <RetryAlert
          look="notice"
          message={form.saveFailureMessage}
          kept="Your changes are kept, and saving again is safe: it writes the same product."
          submits
        />
      ) : null}
      <button type="submit" className={styles.primary} aria-disabled={waiting || undefined}>
        Save product
      </button>
      <p role="status" className={status === 'saved' ? staff.done : staff.status}>
        {saving
          ? 'Saving…'
          : status === 'saved'
            ? form.hidden
              ? 'Saved. The product stays hidden from the shop.'
              : 'Saved. The product is in the shop’s listings and search.'
            : form.uploadingPhotos
              ? 'Save product once the photos have uploaded.'
              : ''}
      </p>
    </form>
  );
}
