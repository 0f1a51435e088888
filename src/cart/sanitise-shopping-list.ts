import type { ProductImage, WholesaleTerms } from '@model/catalog/product';
import { maxOrderLines, textLimits } from '@model/limits';
import { clampQuantity } from '@model/catalog/stock-rule';
import type {
  CartItem,
  ListItemOf,
  ListKind,
  WishlistItem,
} from '../../machines/shopping-list/types';

export const shoppingListLimits = {
  /** The cart holds what one order may hold; the wishlist is never written to Firestore. */
  lines: { cart: maxOrderLines, wishlist: 200 },
  imagesPerLine: 20,
  textLength: 2048,
  optionLength: textLimits.lineOption,
} as const;

type Fields = Record<string, unknown>;

/**
 * Turns what browser storage holds under `cart` or `wishlist` into valid lines. Stored data is
 * anyone's to edit (an older version, another tab, a shopper in devtools), so nothing it holds
 * may stop the shop: this never throws, drops what it cannot use and keeps the rest.
 *
 * - Not JSON, or JSON that is not an array (null, an object, a string): an empty list.
 * - A line must be an object with an `id` (a non-blank string, or a whole number ≥ 0, read as
 *   its digits), a non-blank `productName`, and a `price` that is a numeric string with at most
 *   two decimals ("1500", "1499.50"; surrounding spaces trimmed) or such a number (1500 becomes
 *   "1500"). "abc", "", "1,500", "-5", "1e3" and "KES 1500" are not prices: the line is dropped.
 * - Cart `quantity`: missing means 1 (the initial quantity); a whole number ≥ 1, or a string of
 *   digits, is kept and brought into the stepper's range (up to the stock or 99, not below a
 *   wholesale minimum); 0, negative, fractional, non-numeric or null drops the line, since no
 *   quantity the shopper chose can be told from it.
 * - `image` that is not an array becomes []; image entries without a non-blank `downloadURL`
 *   are dropped; a missing `name` becomes "".
 * - `stock` (a whole number ≥ 0) and, on cart lines, `wholesale` ({ unitPrice, minQty } valid as
 *   above) are kept when valid and left out otherwise; the line stays. Other fields are dropped,
 *   so the next save writes only a line's own fields (docs/shop-rules.md, Catalog records). A
 *   wishlist line takes no quantity or wholesale terms, whatever it holds.
 * - Cart `size` and `colour` (the shopper's choice, e.g. "M", "Denim Blue") are kept when they
 *   are non-blank text of at most 40 characters, and left out otherwise; the line stays. A
 *   wishlist line takes neither.
 * - Text longer than 2,048 characters is unusable (a line dropped, an image entry dropped, an
 *   image name emptied): a panel must not render megabytes.
 * - A repeated id keeps the first valid line. At most 100 cart lines (what one order may hold),
 *   200 wishlist lines and 20 images a line are kept.
 */
export function sanitiseShoppingList<K extends ListKind>(
  kind: K,
  raw: string | null,
): ListItemOf[K][] {
  return keepValidLines(parseArray(raw), lineReaders[kind], shoppingListLimits.lines[kind]);
}

function parseArray(raw: string | null): unknown[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function keepValidLines<TLine extends { id: string }>(
  entries: unknown[],
  toLine: (fields: Fields) => TLine | null,
  maxLines: number,
): TLine[] {
  const lines: TLine[] = [];
  const ids = new Set<string>();
  for (const entry of entries) {
    if (lines.length === maxLines) break;
    const line = isFields(entry) ? toLine(entry) : null;
    if (line === null || ids.has(line.id)) continue;
    ids.add(line.id);
    lines.push(line);
  }
  return lines;
}

function wishlistLineFrom(fields: Fields): WishlistItem | null {
  const id = idOf(fields.id);
  const productName = text(fields.productName);
  const price = numericString(fields.price);
  if (id === null || productName === null || price === null) return null;
  const item: WishlistItem = { id, productName, price, image: images(fields.image) };
  const stock = fields.stock;
  if (Number.isSafeInteger(stock) && (stock as number) >= 0) item.stock = stock as number;
  return item;
}

function cartLineFrom(fields: Fields): CartItem | null {
  const item = wishlistLineFrom(fields);
  const quantity = fields.quantity === undefined ? 1 : wholeNumber(fields.quantity);
  if (item === null || quantity === null || quantity < 1) return null;
  const terms = wholesale(fields.wholesale);
  const line: CartItem = terms ? { ...item, quantity, wholesale: terms } : { ...item, quantity };
  line.quantity = clampQuantity(line, quantity);
  const size = option(fields.size);
  const colour = option(fields.colour);
  if (size !== null) line.size = size;
  if (colour !== null) line.colour = colour;
  return line;
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string with something in it, at most `maxLength` long. */
const textUpTo =
  (maxLength: number) =>
  (value: unknown): string | null =>
    typeof value === 'string' && value.trim() !== '' && value.length <= maxLength ? value : null;

const text = textUpTo(shoppingListLimits.textLength);
const option = textUpTo(shoppingListLimits.optionLength);

function idOf(value: unknown): string | null {
  if (Number.isSafeInteger(value) && (value as number) >= 0) return String(value);
  return text(value);
}

/** The same rule the catalog applies to prices (src/catalog/data/product-documents.ts). */
function numericString(value: unknown): string | null {
  const written = typeof value === 'number' ? String(value) : value;
  if (typeof written !== 'string' || !/^\d+(\.\d{1,2})?$/.test(written.trim())) return null;
  return written.trim();
}

function wholeNumber(value: unknown): number | null {
  if (Number.isSafeInteger(value)) return value as number;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function images(value: unknown): ProductImage[] {
  if (!Array.isArray(value)) return [];
  const kept: ProductImage[] = [];
  for (const entry of value) {
    if (kept.length === shoppingListLimits.imagesPerLine) break;
    if (!isFields(entry)) continue;
    const downloadURL = text(entry.downloadURL);
    if (downloadURL !== null) kept.push({ downloadURL, name: text(entry.name) ?? '' });
  }
  return kept;
}

function wholesale(value: unknown): WholesaleTerms | null {
  if (!isFields(value)) return null;
  const unitPrice = numericString(value.unitPrice);
  const { minQty } = value;
  return unitPrice !== null && Number.isSafeInteger(minQty) && (minQty as number) >= 1
    ? { unitPrice, minQty: minQty as number }
    : null;
}

const lineReaders: { [K in ListKind]: (fields: Fields) => ListItemOf[K] | null } = {
  cart: cartLineFrom,
  wishlist: wishlistLineFrom,
};
