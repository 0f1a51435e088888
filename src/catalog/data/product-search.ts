import { matchesQuery, queryAlternatives, queryTerms } from '@model/catalog/keywords';
import type { Product } from '@model/catalog/product';
import type { ProductPage, ProductPageRequest } from '@model/catalog/product-query';
import { productCardsCollection } from '@model/catalog/card-documents';
import {
  decodeEntries,
  matchingEntries,
  newestFirst,
  searchTermsCollection,
  type IndexEntry,
} from '@model/catalog/search-index';
import {
  decodeHead,
  searchTermPagesCollection,
  segmentId,
  segmentsForPage,
  segmentsHolding,
  termCount,
  termPage,
  type TermHead,
} from '@model/catalog/search-terms';
import { toProductCard } from './product-documents';
import { decodeCursor, pageSizeOf, readByIds } from './products';

/**
 * Keyword search (catalog/keywords.ts, catalog/search-index.ts): the index documents of the
 * query's terms, then the cards of one page of the products matching every word, newest first as
 * the search page shows them. Case, plurals and hyphens do not matter; the count is exact.
 */
export async function searchProducts(
  text: string,
  request: Omit<ProductPageRequest, 'filter' | 'sort'> = {},
): Promise<ProductPage> {
  const terms = queryTerms(text);
  if (terms.length === 0) return { products: [], nextCursor: null };
  const { cursor = null, withTotal = false } = request;
  const size = pageSizeOf(request.pageSize);
  const position = decodeCursor(cursor, 'newest', ['createdAt']);
  const after = position
    ? { createdAt: Date.parse(String(position[0])), id: String(position[1]) }
    : null;
  const heads = await readHeads(terms);
  const [term] = terms;
  const found =
    terms.length === 1 && term && matchesQuery(terms, text)
      ? await oneTermPage(term, heads.get(term), after, size)
      : await matchingPage(text, heads, after, size);
  const last = found.entries.at(-1);
  return {
    products: await readCards(found.entries.map((entry) => entry.id)),
    nextCursor:
      last && found.more ? btoa(JSON.stringify(['newest', last.createdAt, last.id])) : null,
    ...(withTotal ? { total: found.total } : {}),
  };
}

interface FoundPage {
  entries: IndexEntry[];
  more: boolean;
  total: number;
}

/** The documents of the terms that have one. */
async function readHeads(terms: string[]): Promise<Map<string, TermHead>> {
  const documents = await readByIds(searchTermsCollection, terms);
  return new Map(documents.map((term) => [term.id, decodeHead(term.data)]));
}

/** The entries of these segments, by term and then key (a segment not stored reads as empty). */
async function readSegments(
  wanted: ReadonlyArray<{ term: string; key: string }>,
): Promise<Map<string, Map<string, IndexEntry[]>>> {
  const documents = await readByIds(
    searchTermPagesCollection,
    wanted.map(({ term, key }) => segmentId(term, key)),
  );
  const stored = new Map(documents.map((segment) => [segment.id, segment.data.products]));
  const byTerm = new Map<string, Map<string, IndexEntry[]>>();
  for (const { term, key } of wanted) {
    const byKey = byTerm.get(term) ?? new Map<string, IndexEntry[]>();
    byKey.set(key, decodeEntries(stored.get(segmentId(term, key))));
    byTerm.set(term, byKey);
  }
  return byTerm;
}

/**
 * A one-word search: its count is in the term's document, and so is its first page; a later page
 * reads the one or two segments holding it.
 */
async function oneTermPage(
  term: string,
  head: TermHead | undefined,
  after: IndexEntry | null,
  size: number,
): Promise<FoundPage> {
  if (!head) return { entries: [], more: false, total: 0 };
  const keys = segmentsForPage(head, after, size);
  const loaded = await readSegments(keys.map((key) => ({ term, key })));
  return { ...termPage(head, loaded.get(term) ?? new Map(), after, size), total: termCount(head) };
}

/**
 * A search of several words, with its exact count: every product matching holds one of the
 * terms of each word (`queryAlternatives`), so the candidates are all the products listed under
 * the terms of its rarest word, and of the other terms only the segments where those candidates
 * would be listed are read. A product outside them cannot match.
 */
async function matchingPage(
  text: string,
  heads: ReadonlyMap<string, TermHead>,
  after: IndexEntry | null,
  size: number,
): Promise<FoundPage> {
  const counted = (terms: string[]) =>
    terms.reduce((sum, term) => sum + (heads.has(term) ? termCount(heads.get(term)!) : 0), 0);
  const groups = queryAlternatives(text);
  const rarest =
    groups.length > 0
      ? groups.reduce((best, group) => (counted(group) < counted(best) ? group : best))
      : [...heads.keys()];
  if (counted(rarest) === 0) return { entries: [], more: false, total: 0 };

  const listed = (term: string) =>
    heads.get(term)?.segments.map(({ key }) => ({ term, key })) ?? [];
  const loaded = await readSegments(rarest.flatMap(listed));
  const entriesOf = (term: string) => [
    ...(heads.get(term)?.entries ?? []),
    ...[...(loaded.get(term)?.values() ?? [])].flat(),
  ];
  const candidates = rarest.flatMap(entriesOf);
  const others = [...heads].filter(([term]) => !rarest.includes(term));
  const more = await readSegments(
    others.flatMap(([term, head]) =>
      segmentsHolding(head, candidates).map((key) => ({ term, key })),
    ),
  );
  for (const [term, byKey] of more) loaded.set(term, byKey);

  const matches = matchingEntries(
    text,
    new Map([...heads.keys()].map((term) => [term, entriesOf(term)])),
  );
  const start = after ? matches.filter((entry) => newestFirst(entry, after) <= 0).length : 0;
  return {
    entries: matches.slice(start, start + size),
    more: start + size < matches.length,
    total: matches.length,
  };
}

/** The cards of these products, in this order; a product without a usable card is left out. */
async function readCards(ids: string[]): Promise<Product[]> {
  const documents = await readByIds(productCardsCollection, ids);
  const cards = new Map(documents.map((d) => [d.id, toProductCard(d.id, d.data)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
