/**
 * The search index: one document per keyword (model/catalog/keywords.ts), listing the products
 * that hold it. A search reads the documents of its own terms by id, works out which products
 * match every word, then reads those products' cards. A search that queried the products (or
 * cards) by an array of keywords would get every keyword of every product back: the Web SDK has
 * no projection.
 *
 * A term document keeps its products newest first, each with the time it was added, so results
 * merged from several terms keep the shop's newest-first order without reading a card.
 */
import { matchesQuery, productKeywords } from './keywords';
import { hasCard } from './card-documents';
import { stringOr, strings } from './product-fields';

export const searchTermsCollection = 'searchTerms';

/** A product under a term: its id and when it was added (ms since the epoch). */
export interface IndexEntry {
  id: string;
  createdAt: number;
}

/** A product's entry under a term changing: taken from where it was, put where it belongs. */
export interface EntryChange {
  id: string;
  removed: IndexEntry | null;
  added: IndexEntry | null;
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
 * show it (no card, as for a hidden product; no time added to place it newest first; or an id a
 * link cannot carry).
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

/**
 * The terms whose entries change when a products document changes from `before` to `after`
 * (null: no document), each with the product's entry to take out and the one to put in.
 */
export function indexChanges(
  id: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Array<{ term: string; change: EntryChange }> {
  const old = before ? indexing(id, before) : null;
  const next = after ? indexing(id, after) : null;
  const oldTerms = new Set(old?.terms ?? []);
  const kept = new Set(next?.terms ?? []);
  const moved = old?.entry.createdAt !== next?.entry.createdAt;
  const change = (removed: IndexEntry | null, added: IndexEntry | null) => ({
    id,
    removed,
    added,
  });
  return [
    ...[...oldTerms]
      .filter((term) => !kept.has(term))
      .map((term) => ({ term, change: change(old?.entry ?? null, null) })),
    ...[...kept]
      .filter((term) => moved || !oldTerms.has(term))
      .map((term) => ({
        term,
        change: change(oldTerms.has(term) ? (old?.entry ?? null) : null, next?.entry ?? null),
      })),
  ];
}
