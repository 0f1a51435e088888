import {
  Timestamp,
  collection,
  doc,
  documentId,
  getDoc,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { productsCollection } from '../catalog/catalog-documents';
import { facetFor } from '../catalog/facets';
import { queryTerms } from '../catalog/keywords';
import type { Product } from '../catalog/product';
import { productCardsCollection, productFacetCardsCollection } from '../catalog/product-card';
import {
  decodeEntries,
  matchingEntries,
  newestFirst,
  searchTermsCollection,
  type IndexEntry,
} from '../catalog/search-index';
import { catalogPageSize } from '../settings/shop-settings';
import { db } from './firebase-app';
import { toProduct, toProductCard } from './product-documents';
import { read } from './resilience';

export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name';

export interface ProductFilter {
  category?: string;
  subCategory?: string;
  brand?: string;
  /** Price range in KES, both ends included. */
  priceMin?: number;
  priceMax?: number;
  /** A size that can be bought (facets, see catalog/facets.ts). */
  size?: string;
  /** A colour family that can be bought, e.g. "Blue" (catalog/filter-options.ts). */
  colour?: string;
  /** Only products sold on wholesale terms. */
  wholesale?: boolean;
  featured?: boolean;
  topSeller?: boolean;
}

export interface ProductPageRequest {
  filter?: ProductFilter;
  sort?: ProductSort;
  pageSize?: number;
  /** The `nextCursor` of the previous page; anything unreadable starts from the first page. */
  cursor?: string | null;
  /** Also count every matching product (one aggregation read, not a read of them all). */
  withTotal?: boolean;
}

export interface ProductPage {
  products: Product[];
  /** Present when more products follow; opaque, safe to keep in a URL. */
  nextCursor: string | null;
  /** How many products match in all, when asked for and known. */
  total?: number | null;
}

const sortOrder = {
  newest: { field: 'createdAt', direction: 'desc' },
  'price-asc': { field: 'priceValue', direction: 'asc' },
  'price-desc': { field: 'priceValue', direction: 'desc' },
  name: { field: 'productName', direction: 'asc' },
} as const;

/** The fields a page is ordered by, and how a cursor carries each one's value. */
const orderedFields = {
  createdAt: 'timestamp',
  priceValue: 'number',
  productName: 'string',
  'wholesale.minQty': 'number',
} as const;
type OrderedField = keyof typeof orderedFields;

/** The filters of a listing read, the fields they hold to a range, and the cards they read. */
interface Matching {
  constraints: QueryConstraint[];
  ranged: OrderedField[];
  collectionId: string;
}

const maxPageSize = 100;
/** Firestore's limit on the values of one `in` filter. */
const maxInValues = 30;

/**
 * A page of the catalog's cards (catalog/product-card.ts), filtered and sorted; reads one page,
 * never the whole collection.
 */
export function listProducts(request: ProductPageRequest = {}): Promise<ProductPage> {
  return readPage(filterConstraints(request.filter ?? {}), request);
}

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
    ? { createdAt: (position[0] as Timestamp).toMillis(), id: String(position[1]) }
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

/** One product by id, or null when there is none (or the id could not be one). */
export async function getProduct(id: string): Promise<Product | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await read(() => getDoc(doc(db(), productsCollection, id)));
  return snapshot.exists() ? toProduct(snapshot.id, snapshot.data()) : null;
}

/** The index entries of each term that has a document, in one read. */
async function readIndex(terms: string[]): Promise<Map<string, IndexEntry[]>> {
  const entries = new Map<string, IndexEntry[]>();
  for (let start = 0; start < terms.length; start += maxInValues) {
    const snapshot = await read(() =>
      getDocs(
        query(
          collection(db(), searchTermsCollection),
          where(documentId(), 'in', terms.slice(start, start + maxInValues)),
        ),
      ),
    );
    for (const term of snapshot.docs) entries.set(term.id, decodeEntries(term.get('products')));
  }
  return entries;
}

/** The cards of these products, in this order; a product without a usable card is left out. */
async function readCards(ids: string[]): Promise<Product[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / maxInValues) }, (_, index) =>
    ids.slice(index * maxInValues, (index + 1) * maxInValues),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      read(() =>
        getDocs(query(collection(db(), productCardsCollection), where(documentId(), 'in', chunk))),
      ),
    ),
  );
  const cards = new Map(
    snapshots
      .flatMap((snapshot) => snapshot.docs)
      .map((d) => [d.id, toProductCard(d.id, d.data())]),
  );
  return ids.flatMap((id) => cards.get(id) ?? []);
}

function pageSizeOf(pageSize = catalogPageSize): number {
  return Math.min(Math.max(1, Math.floor(pageSize)), maxPageSize);
}

function filterConstraints(filter: ProductFilter): Matching {
  const constraints: QueryConstraint[] = [];
  const ranged: OrderedField[] = [];
  if (filter.category) constraints.push(where('category', '==', filter.category));
  if (filter.subCategory) constraints.push(where('subCategory', '==', filter.subCategory));
  if (filter.brand) constraints.push(where('brand', '==', filter.brand));
  // One array-contains per query: the size-and-colour pair when both are chosen.
  const facet = facetFor(filter.size, filter.colour);
  if (facet) constraints.push(where('facets', 'array-contains', facet));
  // Only the cards filtered by size or colour carry the facets: every other listing is lighter.
  const collectionId = facet ? productFacetCardsCollection : productCardsCollection;
  if (isAmount(filter.priceMin)) constraints.push(where('priceValue', '>=', filter.priceMin));
  if (isAmount(filter.priceMax)) constraints.push(where('priceValue', '<=', filter.priceMax));
  if (isAmount(filter.priceMin) || isAmount(filter.priceMax)) ranged.push('priceValue');
  if (filter.featured) constraints.push(where('featured', '==', true));
  if (filter.topSeller) constraints.push(where('topSeller', '==', true));
  if (filter.wholesale) {
    constraints.push(where('wholesale.minQty', '>=', 1));
    ranged.push('wholesale.minQty');
  }
  return { constraints, ranged, collectionId };
}

function isAmount(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * The sort field, then every field held to a range, then the document id. Firestore orders by
 * range fields anyway; naming them before the id keeps the order one the backend accepts and
 * lets a cursor carry a value for each.
 */
function orderFields(sort: ProductSort, ranged: OrderedField[]): OrderedField[] {
  const { field } = sortOrder[sort];
  return [field, ...ranged.filter((f) => f !== field).sort()];
}

async function readPage(
  { constraints, ranged, collectionId }: Matching,
  { sort = 'newest', pageSize, cursor = null, withTotal = false }: ProductPageRequest,
): Promise<ProductPage> {
  const { direction } = sortOrder[sort];
  const fields = orderFields(sort, ranged);
  const size = pageSizeOf(pageSize);
  const position = decodeCursor(cursor, sort, fields);
  const matching = query(collection(db(), collectionId), ...constraints);
  const [snapshot, total] = await Promise.all([
    read(() =>
      getDocs(
        query(
          matching,
          ...fields.map((field) => orderBy(field, direction)),
          orderBy(documentId(), direction),
          ...(position ? [startAfter(...position)] : []),
          // One more than a page tells whether another page follows.
          limit(size + 1),
        ),
      ),
    ),
    // The count is a nicety: the page shows without it when it fails.
    withTotal
      ? read(() => getCount(matching)).then(
          (c) => c.data().count,
          () => null,
        )
      : undefined,
  ]);
  const documents = snapshot.docs.slice(0, size);
  const last = documents.at(-1);
  return {
    products: documents.flatMap((d) => toProductCard(d.id, d.data()) ?? []),
    nextCursor: snapshot.docs.length > size && last ? encodeCursor(last, sort, fields) : null,
    ...(total === undefined ? {} : { total }),
  };
}

function isDocumentId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}

function encodeCursor(
  last: QueryDocumentSnapshot,
  sort: ProductSort,
  fields: OrderedField[],
): string {
  const values = fields.map((field) => {
    const value: unknown = last.get(field);
    return value instanceof Timestamp ? value.toMillis() : value;
  });
  return btoa(JSON.stringify([sort, ...values, last.id]));
}

/** The cursor's values in the order of `fields`, then the id; null when it does not fit them. */
function decodeCursor(
  cursor: string | null,
  sort: ProductSort,
  fields: OrderedField[],
): unknown[] | null {
  if (!cursor) return null;
  try {
    const parsed: unknown = JSON.parse(atob(cursor));
    if (!Array.isArray(parsed) || parsed.length !== fields.length + 2 || parsed[0] !== sort) {
      return null;
    }
    const id: unknown = parsed.at(-1);
    if (typeof id !== 'string' || !isDocumentId(id)) return null;
    const values = fields.map((field, index) =>
      cursorValue(orderedFields[field], parsed[index + 1]),
    );
    return values.every((value) => value !== undefined) ? [...values, id] : null;
  } catch {
    return null;
  }
}

function cursorValue(kind: 'timestamp' | 'number' | 'string', value: unknown): unknown {
  if (kind === 'string') return typeof value === 'string' ? value : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return kind === 'timestamp' ? Timestamp.fromMillis(value) : value;
}
