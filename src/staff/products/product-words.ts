/** How the back office words a product's History: what happened, and each field changed. */
import type { ProductChange, ProductEventKind } from '../../../machines/staff-products/types';
import { productDraftLabels as labels } from '@model/catalog/product-draft';
import { formatKes } from '@model/money';

export const eventLabels: Record<ProductEventKind | 'unknown', string> = {
  created: 'Created',
  updated: 'Changed',
  hidden: 'Hidden from the shop',
  shown: 'Shown in the shop again',
  unknown: 'Changed (kind unknown)',
};

/** The stored fields as the form names them; `priceValue` only repeats `price`, so it is left out. */
const fieldLabels: Record<string, string> = {
  productName: labels.name,
  price: labels.price,
  wasPrice: labels.wasPrice,
  category: labels.category,
  subCategory: labels.subCategory,
  brand: labels.brand,
  description: labels.description,
  sizes: labels.sizes,
  colours: labels.colours,
  wholesale: 'Wholesale terms',
  image: labels.images,
  hidden: 'Hidden from the shop',
};
const unlisted = new Set(['priceValue']);

/** Long text is cut short: the History says what changed, the form shows the whole. */
const shownLength = 80;

function valueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'price' || field === 'wasPrice') return formatKes(String(value));
  if (field === 'image' && Array.isArray(value)) return photosLabel(value);
  if (field === 'wholesale' && typeof value === 'object') {
    const { unitPrice, minQty, maxQty } = value as {
      unitPrice?: unknown;
      minQty?: unknown;
      maxQty?: unknown;
    };
    const most = maxQty === undefined || maxQty === null ? '' : `, at most ${String(maxQty)}`;
    return `${formatKes(String(unitPrice))} from ${String(minQty)} units${most}`;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : 'none';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > shownLength ? `${text.slice(0, shownLength - 1)}…` : text;
}

/** `3 photos; photo 2 Black, photo 3 Navy`: how many, and the colour each marked one shows. */
function photosLabel(photos: unknown[]): string {
  const count = photos.length === 1 ? '1 photo' : `${photos.length} photos`;
  const marked = photos.flatMap((photo, index) => {
    const colour = (photo as { colour?: unknown } | null)?.colour;
    return typeof colour === 'string' ? [`photo ${index + 1} ${colour}`] : [];
  });
  return marked.length ? `${count}; ${marked.join(', ')}` : count;
}

/** `Price (KES): KES 2,500 → KES 2,700`, in the form's order; unknown fields by their own name. */
export function changeLines(changes: readonly ProductChange[]): string[] {
  const order = Object.keys(fieldLabels);
  return changes
    .filter((change) => !unlisted.has(change.field))
    .sort((a, b) => rank(order, a.field) - rank(order, b.field))
    .map(
      ({ field, from, to }) =>
        `${fieldLabels[field] ?? field}: ${valueLabel(field, from)} → ${valueLabel(field, to)}`,
    );
}

const rank = (order: string[], field: string) => {
  const index = order.indexOf(field);
  return index === -1 ? order.length : index;
};
