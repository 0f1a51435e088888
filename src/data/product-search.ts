import { queryTerms } from '../catalog/keywords';
import type { Product } from '../catalog/product';
import { productCardsCollection } from '../catalog/product-card';
import {
  decodeEntries,
  matchingEntries,
  newestFirst,
  searchTermsCollection,
  type IndexEntry,
} from '../catalog/search-index';
import { toProductCard } from './product-documents';
import {
  decodeCursor,
  pageSizeOf,
  readByIds,
  type ProductPage,
  type ProductPageRequest,
} from './products';

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
  const matches = matchingEntries(text, await readIndex(terms));
  const position = decodeCursor(cursor, 'newest', ['createdAt']);
  const after = position
    ? { createdAt: Date.parse(String(position[0])), id: String(position[1]) }
    : null;
  const start = after ? matches.filter((entry) => newestFirst(entry, after) <= 0).length : 0;
  const page = matches.slice(start, start + size);
  const last = page.at(-1);
  return {
    products: await readCards(page.map((entry) => entry.id)),
    nextCursor:
      last && start + size < matches.length
        ? btoa(JSON.stringify(['newest', last.createdAt, last.id]))
        : null,
    ...(withTotal ? { total: matches.length } : {}),
  };
}

/** The index entries of each term that has a document. */
async function readIndex(terms: string[]): Promise<Map<string, IndexEntry[]>> {
  const documents = await readByIds(searchTermsCollection, terms);
  return new Map(documents.map((term) => [term.id, decodeEntries(term.data.products)]));
}

/** The cards of these products, in this order; a product without a usable card is left out. */
async function readCards(ids: string[]): Promise<Product[]> {
  const documents = await readByIds(productCardsCollection, ids);
  const cards = new Map(documents.map((d) => [d.id, toProductCard(d.id, d.data)]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}
