/**
 * A products document as the back office writes it (../shared/QA-CONTRACT.md, Back office,
 * Products): made from the form's fields (model/catalog/product-draft.ts) in the shape of the
 * seeded catalog's (mocks/backend/fixtures/products.ts), or changed by them with its units kept.
 * Units are changed on the Stock page only (../staff/adjust-stock.ts), so a size or colour that
 * still holds some cannot be removed here.
 */
import { isDeepStrictEqual } from 'node:util';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { lowestUnits } from '@model/catalog/lowest-units';
import type { ProductFields } from '@model/catalog/product-draft';
import { stringOr, strings, units, variantStock } from '@model/catalog/product-fields';
import { variantKey } from '@model/catalog/stock-rule';
import { Refusal } from '../core/refusal';

/** The fields the form writes: a product's History records the changes of these. */
export const formFields = [
  'productName',
  'price',
  'priceValue',
  'wasPrice',
  'category',
  'subCategory',
  'brand',
  'description',
  'sizes',
  'colours',
  'wholesale',
  'image',
] as const satisfies ReadonlyArray<keyof ProductFields>;

/** One field changed, with its stored values (null for none) before and after. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * Tags from the product's own name, sub-category, category and brand: like the seeded catalog's
 * (mocks/backend/fixtures/catalog), words a shopper searches, each a search link on its page.
 */
function ownTags(product: DocumentData): string[] {
  const words = [product.productName, product.subCategory, product.category, product.brand].map(
    (value) => stringOr(value).trim().toLowerCase(),
  );
  return [...new Set(words.filter(Boolean))];
}

/**
 * The tags once the product's own fields changed: those made from what it was give way to those
 * made from what it is; every other tag (the seeded catalog's, say) is kept.
 */
function followedTags(before: DocumentData, fields: ProductFields): string[] {
  const was = ownTags(before);
  const now = ownTags(fields);
  const kept = strings(before.tags).filter((tag) => !was.includes(tag) || now.includes(tag));
  return [...new Set([...kept, ...now.filter((tag) => !was.includes(tag))])];
}

/**
 * Each size with each colour, as `variantStock` keys them ('' for none:
 * model/catalog/stock-rule.ts).
 */
function variantKeys(sizes: readonly string[], colours: readonly string[]): string[] {
  const eachSize = sizes.length > 0 ? sizes : [''];
  const eachColour = colours.length > 0 ? colours : [''];
  return eachSize.flatMap((size) => eachColour.map((colour) => variantKey(size, colour)));
}

const sellsChoices = (fields: Pick<ProductFields, 'sizes' | 'colours'>) =>
  fields.sizes.length > 0 || fields.colours.length > 0;

/** The form's fields as stored: `wholesale` only with terms, `wasPrice` only with one. */
function storedFields({ wholesale, wasPrice, ...fields }: ProductFields): DocumentData {
  return { ...fields, ...(wholesale ? { wholesale } : {}), ...(wasPrice ? { wasPrice } : {}) };
}

/** A new product: on sale at once, with no units until the Stock page receives some. */
export function newProduct(fields: ProductFields, now: Date): DocumentData {
  const product: DocumentData = {
    ...storedFields(fields),
    unavailableSizes: [],
    unavailableColours: [],
    tags: ownTags(fields),
    stock: 0,
    ...(sellsChoices(fields)
      ? {
          variantStock: Object.fromEntries(
            variantKeys(fields.sizes, fields.colours).map((key) => [key, 0]),
          ),
        }
      : {}),
    createdAt: Timestamp.fromDate(now),
    featured: false,
    topSeller: false,
  };
  return { ...product, lowestUnits: lowestUnits(product) };
}

/**
 * The units a product holds per `variantStock` key, or null where only their total is known (an
 * older document with sizes or colours and no `variantStock`). One without sizes or colours holds
 * its units under the key of neither.
 */
function heldUnits(product: DocumentData): Record<string, number> | null {
  const counted = variantStock(product.variantStock);
  if (counted) return counted;
  if (sellsChoices({ sizes: strings(product.sizes), colours: strings(product.colours) })) {
    return null;
  }
  const stock = units(product.stock);
  return stock > 0 ? { [variantKey(null, null)]: stock } : {};
}

const unitWords = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/**
 * What would lose its units, in staff's words: each size and colour removed that still holds
 * some, then the units counted without a size (or colour) once the product is sold in some.
 */
function unitsLost(held: Record<string, number>, fields: ProductFields): string[] {
  const lost = { size: new Map<string, number>(), colour: new Map<string, number>() };
  const missing = new Set<'size' | 'colour'>();
  let unnamed = 0;
  for (const [key, count] of Object.entries(held)) {
    if (count <= 0) continue;
    const [size = '', colour = ''] = key.split('|');
    const gone = [
      { kind: 'size' as const, choice: size, choices: fields.sizes },
      { kind: 'colour' as const, choice: colour, choices: fields.colours },
    ].filter(({ choice, choices }) =>
      choices.length > 0 ? !choices.includes(choice) : choice !== '',
    );
    for (const { kind, choice } of gone) {
      if (choice) lost[kind].set(choice, (lost[kind].get(choice) ?? 0) + count);
      else missing.add(kind);
    }
    if (gone.some(({ choice }) => choice === '')) unnamed += count;
  }
  const named = (['size', 'colour'] as const).flatMap((kind) =>
    [...lost[kind]].map(([choice, count]) => `${kind} ${choice} still has ${unitWords(count)}`),
  );
  const without =
    unnamed > 0 ? [`${unitWords(unnamed)} without a ${[...missing].join(' or ')}`] : [];
  return [...named, ...without];
}

/**
 * The product changed by the form: its units kept for the sizes and colours that stay, a size or
 * colour without units dropped with its keys, and `failed-precondition` for one that holds some.
 */
export function changedProduct(before: DocumentData, fields: ProductFields): DocumentData {
  const held = heldUnits(before);
  const lost = held ? unitsLost(held, fields) : [];
  if (lost.length > 0) {
    const what = `${lost.join('; ')} in stock`;
    throw new Refusal(
      'failed-precondition',
      `${what.charAt(0).toUpperCase()}${what.slice(1)}: remove them on the Stock page first.`,
    );
  }
  const product: DocumentData = {
    ...before,
    ...storedFields(fields),
    unavailableSizes: strings(before.unavailableSizes).filter((size) =>
      fields.sizes.includes(size),
    ),
    unavailableColours: strings(before.unavailableColours).filter((colour) =>
      fields.colours.includes(colour),
    ),
    tags: followedTags(before, fields),
  };
  if (!fields.wholesale) delete product.wholesale;
  if (!fields.wasPrice) delete product.wasPrice;
  // Sold in sizes or colours, units are counted per each (unless the document only ever counted
  // them in all); sold in neither, in all, as the Stock page changes them.
  if (!sellsChoices(fields)) delete product.variantStock;
  else if (held) {
    product.variantStock = Object.fromEntries(
      variantKeys(fields.sizes, fields.colours).map((key) => [key, held[key] ?? 0]),
    );
  }
  return { ...product, lowestUnits: lowestUnits(product) };
}

const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The form's fields that differ between the stored product (undefined: none yet) and the one
 * written; a field empty on both sides (absent, '', none listed) has not changed.
 */
export function changedFields(
  before: DocumentData | undefined,
  after: DocumentData,
): Record<string, FieldChange> {
  return Object.fromEntries(
    formFields.flatMap((field) => {
      const from: unknown = before?.[field] ?? null;
      const to: unknown = after[field] ?? null;
      const same = (isEmpty(from) && isEmpty(to)) || isDeepStrictEqual(from, to);
      return same ? [] : [[field, { from, to }]];
    }),
  );
}
