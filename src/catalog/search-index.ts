/**
 * The search index: one document per keyword (src/catalog/keywords.ts), listing the products
 * that hold it. A search reads the documents of its own terms by id, works out which products
 * match every word, then reads those products' cards. A search that queried the products (or
 * cards) by an array of keywords would get every keyword of every product back: the Web SDK has
 * no projection.
 *
 * A term document keeps its products newest first, each with the time it was added, so results
 * merged from several terms keep the shop's newest-first order without reading a card.
 */
import { matchesQuery, productKeywords } from './keywords';
import { hasCard } from './product-card';
import { stringOr, strings } from './product-fields';

export const searchTermsCollection = 'searchTerms';

/** A product under a term: its id and when it was added (ms since the epoch). */
export interface IndexEntry {
  id: string;
  createdAt: number;
}

/** Ids as the catalog makes them and as `getProduct` accepts them: safe to join with spaces. */
const indexableId = /^[A-Za-z0-9_-]{1,128}$/;

/** The order of a listing sorted by `createdAt` desc: newest first, then by id, descending. */
export function newestFirst(a: IndexEntry, b: IndexEntry): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** `p-0101:mg2x8b4w p-0033:mg1a0c9k`: newest first, each time in base 36. */
export function encodeEntries(entries: readonly IndexEntry[]): string {
  return [...entries]
    .sort(newestFirst)
    .map(({ id, createdAt }) => `${id}:${createdAt.toString(36)}`)
    .join(' ');
}

/** The entries of a term document's `products`; an entry that is not one is left out. */
export function decodeEntries(value: unknown): IndexEntry[] {
  if (typeof value !== 'string') return [];
  return value.split(' ').flatMap((text) => {
    const [id = '', time = ''] = text.split(':');
    const createdAt = parseInt(time, 36);
    return indexableId.test(id) && /^[0-9a-z]+$/.test(time) && Number.isSafeInteger(createdAt)
      ? [{ id, createdAt }]
      : [];
  });
}

/** A stored time (a Firestore timestamp, a Date, or ISO text) in ms, or null for none. */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return Number(toMillis.call(value));
  }
  return null;
}

/**
 * Where a products document is indexed: its keywords and its entry, or null when search cannot
 * show it (no card, no time added to place it newest first, or an id a link cannot carry).
 */
export function indexing(
  id: string,
  product: Record<string, unknown>,
): { terms: string[]; entry: IndexEntry } | null {
  const createdAt = millisOf(product.createdAt);
  if (createdAt === null || !indexableId.test(id) || !hasCard(product)) return null;
  const terms = productKeywords({
    productName: stringOr(product.productName),
    brand: stringOr(product.brand),
    category: stringOr(product.category),
    subCategory: stringOr(product.subCategory),
    tags: strings(product.tags),
    colours: strings(product.colours),
  });
  return { terms, entry: { id, createdAt } };
}

/** The term documents of a whole catalog, for seeding (each one's data as stored). */
export function searchTermDocuments(
  products: ReadonlyArray<{ id: string; data: Record<string, unknown> }>,
): Array<{ id: string; data: { products: string } }> {
  const byTerm = new Map<string, IndexEntry[]>();
  for (const { id, data } of products) {
    const indexed = indexing(id, data);
    if (!indexed) continue;
    for (const term of indexed.terms)
      byTerm.set(term, [...(byTerm.get(term) ?? []), indexed.entry]);
  }
  return [...byTerm].map(([term, entries]) => ({
    id: term,
    data: { products: encodeEntries(entries) },
  }));
}

/**
 * The products matching a query, newest first, from the entries of the query's terms (terms
 * with no document left out): a product matches when the terms it is listed under satisfy
 * `matchesQuery`, every word of the query found as itself or in a compound.
 */
export function matchingEntries(
  query: string,
  entriesByTerm: ReadonlyMap<string, readonly IndexEntry[]>,
): IndexEntry[] {
  const found = new Map<string, { entry: IndexEntry; terms: string[] }>();
  for (const [term, entries] of entriesByTerm) {
    for (const entry of entries) {
      const product = found.get(entry.id);
      if (product) product.terms.push(term);
      else found.set(entry.id, { entry, terms: [term] });
    }
  }
  return [...found.values()]
    .filter(({ terms }) => matchesQuery(terms, query))
    .map(({ entry }) => entry)
    .sort(newestFirst);
}

/** A term's entries with the product put in (`entry`) or taken out (null), encoded again. */
export function withEntry(stored: unknown, id: string, entry: IndexEntry | null): string {
  const others = decodeEntries(stored).filter((listed) => listed.id !== id);
  return encodeEntries(entry ? [...others, entry] : others);
}

/**
 * The terms whose entries change when a products document changes from `before` to `after`
 * (null: no document), each with the product's entry to put in, or null to take it out.
 */
export function indexChanges(
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Array<{ term: string; entry: IndexEntry | null }> {
  const old = before ? indexing(id, before) : null;
  const next = after ? indexing(id, after) : null;
  const kept = new Set(next?.terms ?? []);
  const moved = old?.entry.createdAt !== next?.entry.createdAt;
  return [
    ...(old?.terms ?? []).filter((term) => !kept.has(term)).map((term) => ({ term, entry: null })),
    ...(next?.terms ?? [])
      .filter((term) => moved || !old?.terms.includes(term))
      .map((term) => ({ term, entry: next?.entry ?? null })),
  ];
}
