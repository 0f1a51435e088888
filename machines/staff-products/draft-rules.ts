/**
 * The product form's rules on its draft, as pure functions the machine's actions and guards use:
 * what is wrong with it (`productDraftSchema`, shared with the `saveProduct` callable), and how an
 * edit, a removed, moved or colour-marked photo changes it.
 */
import { categoryTree } from '@model/catalog/category-tree';
import { listedValues, productDraftFields, productDraftSchema } from '@model/catalog/product-draft';
import type { DraftField, DraftTextField, FieldErrors, ProductDraft } from './types';

const isDraftField = (value: unknown): value is DraftField =>
  (productDraftFields as readonly unknown[]).includes(value);

/** The first thing wrong with each field, in the form's order; empty when the schema takes it. */
export function fieldErrorsOf(draft: ProductDraft): FieldErrors {
  const parsed = productDraftSchema.safeParse(draft);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    // A photo's own entry (its address) is the Photos field's problem.
    if (isDraftField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return Object.fromEntries(
    productDraftFields.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  );
}

/** The errors without those of `fields`: what staff changed is no longer known to be wrong. */
export function withoutError(errors: FieldErrors, ...fields: DraftField[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => !fields.includes(field as DraftField)),
  );
}

/** The sub-categories of a category of the tree; none for anything else. */
export function subCategoriesOf(category: string): readonly string[] {
  return categoryTree.find((entry) => entry.name === category)?.subCategories ?? [];
}

/**
 * The draft with one field as typed. A new category keeps the sub-category only when it has one
 * of that name, so a draft never pairs Shoes with Dresses.
 */
export function withEdit(draft: ProductDraft, field: DraftTextField, value: string): ProductDraft {
  const edited = { ...draft, [field]: value };
  if (field === 'category' && !subCategoriesOf(value).includes(draft.subCategory)) {
    edited.subCategory = '';
  }
  return edited;
}

/** The fields whose error an edit of `field` answers: a new category also resets Sub-category. */
export function fieldsAnsweredBy(field: DraftTextField): DraftField[] {
  return field === 'category' ? ['category', 'subCategory'] : [field];
}

export function hasPhoto(draft: ProductDraft, downloadURL: string): boolean {
  return draft.images.some((image) => image.downloadURL === downloadURL);
}

export function withoutPhoto(draft: ProductDraft, downloadURL: string): ProductDraft {
  return { ...draft, images: draft.images.filter((image) => image.downloadURL !== downloadURL) };
}

/** Whether a photo can move `by` places (-1 earlier, 1 later) and stay among the photos. */
export function canMovePhoto(draft: ProductDraft, downloadURL: string, by: -1 | 1): boolean {
  const from = draft.images.findIndex((image) => image.downloadURL === downloadURL);
  return from !== -1 && from + by >= 0 && from + by < draft.images.length;
}

/** The photos with one swapped with its neighbour; the first is the shop's main photo. */
export function withPhotoMoved(draft: ProductDraft, downloadURL: string, by: -1 | 1): ProductDraft {
  if (!canMovePhoto(draft, downloadURL, by)) return draft;
  const images = [...draft.images];
  const from = images.findIndex((image) => image.downloadURL === downloadURL);
  [images[from], images[from + by]] = [images[from + by]!, images[from]!];
  return { ...draft, images };
}

/**
 * The photos with one marked as showing `colour` (one of the draft's colours), or as showing any
 * colour when `colour` is empty.
 */
export function withPhotoColour(
  draft: ProductDraft,
  downloadURL: string,
  colour: string,
): ProductDraft {
  const marked = colour !== '' && listedValues(draft.colours).includes(colour) ? colour : null;
  return {
    ...draft,
    images: draft.images.map((image) => {
      if (image.downloadURL !== downloadURL) return image;
      const { downloadURL: url, name } = image;
      return marked ? { downloadURL: url, name, colour: marked } : { downloadURL: url, name };
    }),
  };
}
