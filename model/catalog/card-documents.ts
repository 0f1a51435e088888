/**
 * A product's listing copy, its card: what a product card shows and what a listing filters and
 * sorts by, nothing more. The Web SDK reads whole documents, so listings, search results and
 * related products read these small documents, and only the product page and the server read
 * `products`. Cards are derived from `products` (src/catalog/catalog-sync.ts) and never edited.
 *
 * What only the card shows is packed into one string, `card`: Firestore's REST answer spells
 * every field, array element and map entry as an object of its own, which for sizes, colours and
 * stock per variant costs several times the data.
 */
import { savingInCents } from '../money';
import { productFacets } from './facets';
import type { Product } from './product';
import {
  images,
  numericString,
  stringOr,
  strings,
  units,
  variantStock as stockPerVariant,
  wholesaleTerms,
} from './product-fields';
import { variantKey } from './stock-rule';

/** Every product's card: what listings without a size or colour filter read. */
export const productCardsCollection = 'productCards';
/** The same cards with the `facets` a size or colour filter queries (model/catalog/facets.ts). */
export const productFacetCardsCollection = 'productFacetCards';

/**
 * Every field of a card document (see `cardDocument`): a read of facet cards asks for these
 * alone, leaving out the `facets` it only filters by.
 */
export const cardFields = [
  'productName',
  'priceValue',
  'category',
  'subCategory',
  'brand',
  'card',
  'createdAt',
  'featured',
  'topSeller',
  'wholesale',
] as const;

/** What a card shows beyond its query fields, as packed in its `card` string. */
export type CardDetails = Pick<
  Product,
  | 'price'
  | 'wasPrice'
  | 'sizes'
  | 'unavailableSizes'
  | 'colours'
  | 'unavailableColours'
  | 'stock'
  | 'variantStock'
> & {
  /** The card's one picture; the card names it by the product. */
  imageURL: string;
  /** The per-unit wholesale price, for a product sold on wholesale terms. */
  wholesaleUnitPrice?: string;
};

/** The sizes and colours stock is counted over: '' stands for "not sold in sizes" (or colours). */
function stockGrid(sizes: readonly string[], colours: readonly string[]): string[] {
  const rows = sizes.length > 0 ? sizes : [''];
  const columns = colours.length > 0 ? colours : [''];
  return rows.flatMap((size) => columns.map((colour) => variantKey(size, colour)));
}

/**
 * `[price, image URL, sizes, unavailable sizes, colours, unavailable colours, stock, stock per
 * variant, wholesale unit price, was price]`: stock per variant as counts in the order of
 * `stockGrid` (a key outside it is never sold, a missing one holds 0) or null when the product
 * keeps none; the wholesale price only for a product sold on wholesale terms (its
 * `wholesale.minQty` is a field, which the wholesale listing queries), else null when a was price
 * follows; the was price only for a product reduced. A card without either ends at its stock.
 */
export function packCard(details: CardDetails): string {
  const { sizes, colours, variantStock, wholesaleUnitPrice, wasPrice } = details;
  const tail =
    wasPrice === undefined
      ? wholesaleUnitPrice === undefined
        ? []
        : [wholesaleUnitPrice]
      : [wholesaleUnitPrice ?? null, wasPrice];
  return JSON.stringify([
    details.price,
    details.imageURL,
    sizes,
    details.unavailableSizes,
    colours,
    details.unavailableColours,
    details.stock,
    variantStock ? stockGrid(sizes, colours).map((key) => variantStock[key] ?? 0) : null,
    ...tail,
  ]);
}

/** The card's details, or null when the packed string is not one (the card is then skipped). */
export function unpackCard(packed: unknown): CardDetails | null {
  if (typeof packed !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(packed);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const [
    price,
    url,
    sizes,
    unavailableSizes,
    colours,
    unavailableColours,
    stock,
    counts,
    unit,
    was,
  ] = parsed as unknown[];
  const retail = numericString(price);
  if (retail === null) return null;
  const details: CardDetails = {
    price: retail,
    imageURL: stringOr(url),
    sizes: strings(sizes),
    unavailableSizes: strings(unavailableSizes),
    colours: strings(colours),
    unavailableColours: strings(unavailableColours),
    stock: units(stock),
  };
  const grid = stockGrid(details.sizes, details.colours);
  if (Array.isArray(counts) && counts.length === grid.length) {
    details.variantStock = Object.fromEntries(grid.map((key, i) => [key, units(counts[i])]));
  }
  const wholesaleUnitPrice = numericString(unit);
  if (wholesaleUnitPrice !== null) details.wholesaleUnitPrice = wholesaleUnitPrice;
  const wasPrice = reducedFrom(was, retail);
  if (wasPrice !== null) details.wasPrice = wasPrice;
  return details;
}

/**
 * A stored was price, or null when there is none to show: one at or below the price is no
 * reduction. The product page and the card read it by this one rule.
 */
export function reducedFrom(was: unknown, price: string): string | null {
  const wasPrice = numericString(was);
  return wasPrice !== null && savingInCents(price, wasPrice) > 0 ? wasPrice : null;
}

/**
 * Whether a products document can be sold, and so shown: it has a name and a price, and staff
 * have not hidden it. Its cards and search entries exist only while it does (the catalog sync,
 * the stock ledger and the seed all derive them through here).
 */
export function hasCard(product: Record<string, unknown>): boolean {
  const name = product.productName;
  return (
    product.hidden !== true &&
    numericString(product.price) !== null &&
    typeof name === 'string' &&
    !!name.trim()
  );
}

/**
 * The card document of a products document, or null for a product that cannot be sold (no name
 * or no price, or hidden), which has no card. `createdAt` is kept as it is stored (a timestamp).
 */
export function cardDocument(product: Record<string, unknown>): Record<string, unknown> | null {
  const price = numericString(product.price);
  if (price === null || !hasCard(product)) return null;
  const productName = String(product.productName).trim();
  const variantStock = stockPerVariant(product.variantStock);
  const wholesale = wholesaleTerms(product.wholesale);
  const wasPrice = reducedFrom(product.wasPrice, price);
  const card: Record<string, unknown> = {
    productName,
    priceValue: Number(price),
    category: stringOr(product.category),
    subCategory: stringOr(product.subCategory),
    brand: stringOr(product.brand),
    card: packCard({
      price,
      imageURL: images(product.image)[0]?.downloadURL ?? '',
      sizes: strings(product.sizes),
      unavailableSizes: strings(product.unavailableSizes),
      colours: strings(product.colours),
      unavailableColours: strings(product.unavailableColours),
      stock: units(product.stock),
      ...(variantStock ? { variantStock } : {}),
      ...(wholesale ? { wholesaleUnitPrice: wholesale.unitPrice } : {}),
      ...(wasPrice === null ? {} : { wasPrice }),
    }),
  };
  if (product.createdAt !== undefined) card.createdAt = product.createdAt;
  // Only what a listing asks for is stored: a false flag would be bytes in every answer.
  if (product.featured === true) card.featured = true;
  if (product.topSeller === true) card.topSeller = true;
  if (wholesale) card.wholesale = { minQty: wholesale.minQty };
  return card;
}

/** The card with the facets of what can be bought, for listings filtered by size or colour. */
export function facetCardDocument(
  product: Record<string, unknown>,
): Record<string, unknown> | null {
  const card = cardDocument(product);
  if (!card) return null;
  const facets = productFacets({
    sizes: strings(product.sizes),
    unavailableSizes: strings(product.unavailableSizes),
    colours: strings(product.colours),
    unavailableColours: strings(product.unavailableColours),
  });
  return { ...card, facets };
}
