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
import { matchesQuery, searchTerms } from '../catalog/keywords';
import type { Product } from '../catalog/product';
import { catalogPageSize } from '../settings/shop-settings';
import { db } from './firebase-app';
import { toProduct } from './product-documents';
import { read } from './resilience';

export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name';

export interface ProductFilter {
  category?: string;
  subCategory?: string;
  brand?: string;
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

const maxPageSize = 100;

/** A page of the catalog, filtered and sorted; reads one page, never the whole collection. */
export function listProducts(request: ProductPageRequest = {}): Promise<ProductPage> {
  return readPage(filterConstraints(request.filter ?? {}), request);
}

/**
 * Keyword search (catalog/keywords.ts): a products' `keywords` array holds normalised terms,
 * so case, plurals and hyphens do not matter. Three words or more are refined here.
 */
export async function searchProducts(
  text: string,
  request: Omit<ProductPageRequest, 'filter'> = {},
): Promise<ProductPage> {
  const terms = searchTerms(text);
  if (terms.length === 0) return { products: [], nextCursor: null };
  const page = await readPage([where('keywords', 'array-contains-any', terms)], request);
  const products = page.products.filter((p) => matchesQuery(p.keywords, text));
  // A count cannot see the refinement, so it stands only where the refinement has nothing to do.
  const exact = products.length === page.products.length && text.trim().split(/\s+/).length < 3;
  return { ...page, products, total: exact ? page.total : null };
}

/** One product by id, or null when there is none (or the id could not be one). */
export async function getProduct(id: string): Promise<Product | null> {
  if (!isDocumentId(id)) return null;
  const snapshot = await read(() => getDoc(doc(db(), 'products', id)));
  return snapshot.exists() ? toProduct(snapshot.id, snapshot.data()) : null;
}

function filterConstraints(filter: ProductFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.category) constraints.push(where('category', '==', filter.category));
  if (filter.subCategory) constraints.push(where('subCategory', '==', filter.subCategory));
  if (filter.brand) constraints.push(where('brand', '==', filter.brand));
  if (filter.featured) constraints.push(where('featured', '==', true));
  if (filter.topSeller) constraints.push(where('topSeller', '==', true));
  if (filter.wholesale) constraints.push(where('wholesale.minQty', '>=', 1));
  return constraints;
}

async function readPage(
  constraints: QueryConstraint[],
  {
    sort = 'newest',
    pageSize = catalogPageSize,
    cursor = null,
    withTotal = false,
  }: ProductPageRequest,
): Promise<ProductPage> {
  const { field, direction } = sortOrder[sort];
  const size = Math.min(Math.max(1, Math.floor(pageSize)), maxPageSize);
  const position = decodeCursor(cursor, sort);
  const matching = query(collection(db(), 'products'), ...constraints);
  const [snapshot, total] = await Promise.all([
    read(() =>
      getDocs(
        query(
          matching,
          orderBy(field, direction),
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
    products: documents.flatMap((d) => toProduct(d.id, d.data()) ?? []),
    nextCursor: snapshot.docs.length > size && last ? encodeCursor(last, sort) : null,
    ...(total === undefined ? {} : { total }),
  };
}

function isDocumentId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id);
}

function encodeCursor(last: QueryDocumentSnapshot, sort: ProductSort): string {
  const value: unknown = last.get(sortOrder[sort].field);
  const plain = value instanceof Timestamp ? value.toMillis() : value;
  return btoa(JSON.stringify([sort, plain, last.id]));
}

function decodeCursor(cursor: string | null, sort: ProductSort): [unknown, string] | null {
  if (!cursor) return null;
  try {
    const parsed: unknown = JSON.parse(atob(cursor));
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sort) return null;
    const [, value, id] = parsed as [unknown, unknown, unknown];
    if (typeof id !== 'string' || !isDocumentId(id)) return null;
    if (sort === 'newest') {
      return typeof value === 'number' && Number.isFinite(value)
        ? [Timestamp.fromMillis(value), id]
        : null;
    }
    if (sort === 'name') return typeof value === 'string' ? [value, id] : null;
    return typeof value === 'number' && Number.isFinite(value) ? [value, id] : null;
  } catch {
    return null;
  }
}
