import { facetFor } from '@model/catalog/facets';
import { productsCollection, type Product } from '@model/catalog/product';
import type {
  ProductFilter,
  ProductPage,
  ProductPageRequest,
  ProductSort,
} from '@model/catalog/product-query';
import {
  cardFields,
  productCardsCollection,
  productFacetCardsCollection,
} from '@model/catalog/card-documents';
import { catalogPageSize } from '@/settings/shop-settings';
import {
  documentIdField,
  documentName,
  encodeValue,
  getDocument,
  runCount,
  runQuery,
  type FieldFilter,
  type FieldOperator,
  type RestDocument,
  type RestValue,
  type StructuredQuery,
} from '@/data/firestore-rest';
import { toProduct, toProductCard } from './product-documents';
import { read } from '@/data/resilience';

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
  filters: FieldFilter[];
  ranged: OrderedField[];
  collectionId: string;
}

const maxPageSize = 100;
/** Firestore's limit on the values of one `in` filter. */
const maxInValues = 30;

/**
 * Reads started before their page asked for them: the entry (src/entry.ts) starts the landing
 * page's read while the page's code still downloads. The page's own identical read takes it over,
 * once; should it have failed, the page reads afresh.
 */
const headStarts = new Map<string, Promise<unknown>>();

function takeOver<T>(key: string, readNow: () => Promise<T>): Promise<T> {
  const started = headStarts.get(key) as Promise<T> | undefined;
  if (!started) return readNow();
  headStarts.delete(key);
  return started.catch(readNow);
}

function startEarly<T>(key: string, readNow: () => Promise<T>): Promise<T> {
  const started = readNow();
  // Nobody may ever take it over: its failure is the page's to report, not an unhandled one.
  started.catch(() => undefined);
  headStarts.set(key, started);
  return started;
}

const listingKey = (request: ProductPageRequest) =>
  `list:${JSON.stringify(pageQuery(filterConstraints(request.filter ?? {}), request))}`;

/**
 * A page of the catalog's cards (model/catalog/card-documents.ts), filtered and sorted; reads one page,
 * never the whole collection.
 */
export function listProducts(request: ProductPageRequest = {}): Promise<ProductPage> {
  return takeOver(listingKey(request), () => readPage(request));
}

/**
 * How many products match the filter: one aggregation read, not a read of them all. A listing
 * asks once its first cards are on the screen, so the count never competes with them.
 */
export function countProducts(filter: ProductFilter = {}): Promise<number> {
  return read(() => runCount(matchingQuery(filterConstraints(filter))));
}

/** Starts `listProducts(request)` for a page that is about to ask for it (see `headStarts`). */
export function startListProducts(request: ProductPageRequest): Promise<ProductPage> {
  return startEarly(listingKey(request), () => readPage(request));
}

/** One product by id, or null when there is none (or the id could not be one). */
export function getProduct(id: string): Promise<Product | null> {
  return takeOver(`product:${id}`, () => readProduct(id));
}

/** Starts `getProduct(id)` for a page that is about to ask for it (see `headStarts`). */
export function startGetProduct(id: string): Promise<Product | null> {
  return startEarly(`product:${id}`, () => readProduct(id));
}

async function readProduct(id: string): Promise<Product | null> {
  if (!isDocumentId(id)) return null;
  const document = await read(() => getDocument(productsCollection, id));
  return document ? toProduct(document.id, document.data) : null;
}

const fieldFilter = (
  fieldPath: string,
  op: FieldOperator,
  value: RestValue | string | number | boolean,
): FieldFilter => ({
  fieldFilter: {
    field: { fieldPath },
    op,
    value: typeof value === 'object' ? value : encodeValue(value),
  },
});

/** The documents of these ids in a collection: one `in` filter on the document id. */
function byIds(collectionId: string, ids: string[]): StructuredQuery {
  return {
    from: [{ collectionId }],
    where: fieldFilter(documentIdField, 'IN', {
      arrayValue: {
        values: ids.map((id) => ({ referenceValue: documentName(collectionId, id) })),
      },
    }),
  };
}

/**
 * The documents of these ids in a collection, in no set order (an id with no document is left
 * out): one read per group of ids an `in` filter can hold, the groups read together.
 */
export async function readByIds(collectionId: string, ids: string[]): Promise<RestDocument[]> {
  const groups = Array.from({ length: Math.ceil(ids.length / maxInValues) }, (_, index) =>
    ids.slice(index * maxInValues, (index + 1) * maxInValues),
  );
  const answers = await Promise.all(
    groups.map((group) => read(() => runQuery(byIds(collectionId, group)))),
  );
  return answers.flat();
}

export function pageSizeOf(pageSize = catalogPageSize): number {
  return Math.min(Math.max(1, Math.floor(pageSize)), maxPageSize);
}

function filterConstraints(filter: ProductFilter): Matching {
  const filters: FieldFilter[] = [];
  const ranged: OrderedField[] = [];
  if (filter.category) filters.push(fieldFilter('category', 'EQUAL', filter.category));
  if (filter.subCategory) filters.push(fieldFilter('subCategory', 'EQUAL', filter.subCategory));
  if (filter.brand) filters.push(fieldFilter('brand', 'EQUAL', filter.brand));
  // One array-contains per query: the size-and-colour pair when both are chosen.
  const facet = facetFor(filter.size, filter.colour);
  if (facet) filters.push(fieldFilter('facets', 'ARRAY_CONTAINS', facet));
  // Only the cards filtered by size or colour carry the facets: every other listing is lighter.
  const collectionId = facet ? productFacetCardsCollection : productCardsCollection;
  if (isAmount(filter.priceMin)) {
    filters.push(fieldFilter('priceValue', 'GREATER_THAN_OR_EQUAL', filter.priceMin));
  }
  if (isAmount(filter.priceMax)) {
    filters.push(fieldFilter('priceValue', 'LESS_THAN_OR_EQUAL', filter.priceMax));
  }
  if (isAmount(filter.priceMin) || isAmount(filter.priceMax)) ranged.push('priceValue');
  if (filter.featured) filters.push(fieldFilter('featured', 'EQUAL', true));
  if (filter.topSeller) filters.push(fieldFilter('topSeller', 'EQUAL', true));
  if (filter.wholesale) {
    filters.push(fieldFilter('wholesale.minQty', 'GREATER_THAN_OR_EQUAL', 1));
    ranged.push('wholesale.minQty');
  }
  return { filters, ranged, collectionId };
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

/** What a listing matches, without order or page: what its count counts. */
function matchingQuery({ filters, collectionId }: Matching): StructuredQuery {
  const [only, ...more] = filters;
  return {
    from: [{ collectionId }],
    ...(only
      ? { where: more.length > 0 ? { compositeFilter: { op: 'AND', filters } } : only }
      : {}),
  };
}

/** One page of a listing: its cards in order, from the cursor on, and one card more. */
function pageQuery(
  matching: Matching,
  { sort = 'newest', pageSize, cursor = null }: ProductPageRequest,
): StructuredQuery {
  const direction = sortOrder[sort].direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  const fields = orderFields(sort, matching.ranged);
  const position = decodeCursor(cursor, sort, fields);
  return {
    ...matchingQuery(matching),
    // Facet cards carry what they are filtered by, which a card does not show.
    ...(matching.collectionId === productFacetCardsCollection
      ? { select: { fields: cardFields.map((fieldPath) => ({ fieldPath })) } }
      : {}),
    orderBy: [...fields, documentIdField].map((fieldPath) => ({ field: { fieldPath }, direction })),
    ...(position
      ? {
          startAt: {
            values: [
              ...fields.map((field, index) => cursorValue(orderedFields[field], position[index])),
              { referenceValue: documentName(matching.collectionId, String(position.at(-1))) },
            ],
            before: false,
          },
        }
      : {}),
    // One more than a page tells whether another page follows.
    limit: pageSizeOf(pageSize) + 1,
  };
}

async function readPage(request: ProductPageRequest): Promise<ProductPage> {
  const { sort = 'newest' } = request;
  const matching = filterConstraints(request.filter ?? {});
  const size = pageSizeOf(request.pageSize);
  const documents = await read(() => runQuery(pageQuery(matching, request)));
  const shown = documents.slice(0, size);
  const last = shown.at(-1);
  return {
    products: shown.flatMap((d) => toProductCard(d.id, d.data) ?? []),
    nextCursor:
      documents.length > size && last
        ? encodeCursor(last, sort, orderFields(sort, matching.ranged))
        : null,
  };
}

function isDocumentId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}

/** A field's value in a read document, following the dots of a nested field's path. */
function fieldValue(data: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      data,
    );
}

function encodeCursor(last: RestDocument, sort: ProductSort, fields: OrderedField[]): string {
  const values = fields.map((field) => {
    const value = fieldValue(last.data, field);
    return orderedFields[field] === 'timestamp' ? Date.parse(String(value)) : value;
  });
  return btoa(JSON.stringify([sort, ...values, last.id]));
}

/**
 * The cursor's values in the order of `fields` (a timestamp as its ISO 8601 text), then the id;
 * null when it does not fit them.
 */
export function decodeCursor(
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
      cursorPosition(orderedFields[field], parsed[index + 1]),
    );
    return values.every((value) => value !== undefined) ? [...values, id] : null;
  } catch {
    return null;
  }
}

function cursorPosition(kind: 'timestamp' | 'number' | 'string', value: unknown): unknown {
  if (kind === 'string') return typeof value === 'string' ? value : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return kind === 'timestamp' ? new Date(value).toISOString() : value;
}

function cursorValue(kind: 'timestamp' | 'number' | 'string', value: unknown): RestValue {
  if (kind === 'timestamp') return { timestampValue: String(value) };
  return encodeValue(value as string | number);
}
