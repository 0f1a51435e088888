/**
 * Every Firestore query the app sends has an index in firestore.indexes.json, or needs none.
 * Google's emulator runs any query without its composite index, so only production would say
 * "The query requires an index": this test runs the app's own data functions for every read a
 * page can make, records the structured queries it sends (msw answers them; no emulator),
 * and holds their shapes against the index file and docs/query-shapes.md.
 *
 * After changing a query: `UPDATE_QUERY_SHAPES=1 npx vitest run --project unit <this file>`
 * adds the missing indexes, drops the unused ones and rewrites the page; review the diff.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRelated } from '@model/catalog/related';
import { brands, colours, sizes } from '@model/catalog/filter-options';
import {
  filterParams,
  listingRequest,
  readListingFilters,
  sortOptions,
  type ListingScope,
} from '@/catalog/listing-filters';
import type { Product } from '@model/catalog/product';
import type { ProductPage, ProductQuery } from '@model/catalog/product-query';
import { productCardsCollection, productFacetCardsCollection } from '@model/catalog/card-documents';
import { encodeEntries, searchTermsCollection } from '@model/catalog/search-index';
import { searchTermPagesCollection } from '@model/catalog/search-terms';
import { listOrdersByOwner } from '@/account/data/order-history';
import { queueTabs, type OrderQueue } from '@model/order/queue';
import { countQueues, findOrders, listQueue, readStaffOrder } from '@/staff/data/orders';
import { listOpenRefunds } from '@/staff/data/refunds';
import { countOpenReturns, listOpenReturns, readOrderReturns } from '@/staff/data/returns';
import { listInbox } from '@/staff/data/inbox';
import { listLowStock, loadProductStock } from '@/staff/data/stock';
import { listTeam } from '@/staff/data/team';
import { listProductHistory, listProductPage, readProductRecord } from '@/staff/data/products';
import { listOfferHistory, listOfferPage, readOfferRecord } from '@/staff/data/offers';
import { countProducts, getProduct, listProducts } from '@/catalog/data/products';
import { searchProducts } from '@/catalog/data/product-search';
import { findUsersByEmail } from '@/account/data/accounts';
import { categoryTree } from '@model/catalog/category-tree';
import {
  describeIndex,
  describeShape,
  indexFor,
  indexKey,
  noIndexNeeded,
  servedBy,
  shapeOf,
  type Direction,
  type IndexEntry,
  type QueryShape,
  type StructuredQuery,
} from './index-rules';

const indexesFile = new URL('../../firestore.indexes.json', import.meta.url);
const docsFile = new URL('../../docs/query-shapes.md', import.meta.url);
const root = new URL('../../', import.meta.url);
const update = process.env.UPDATE_QUERY_SHAPES === '1';

/**
 * Where the app sends queries (data access: src/data and a domain's data/) and where it chooses what to read: `pages` below runs
 * each of these, so a call added, moved or removed here means `pages` must follow.
 */
const callSites: Record<string, string[]> = {
  'src/account/data/accounts.ts': ['getDocs'],
  'src/account/data/order-history.ts': ['getDocs'],
  'src/catalog/data/products.ts': ['runCount', 'runQuery', 'runQuery'],
  'model/catalog/related.ts': ['readRelated'],
  'src/catalog/filter-panel/FilteredListing.tsx': ['<ProductListing'],
  'src/catalog/product-listing/ProductListing.tsx': ['useProductList'],
  'src/catalog/home/ProductRows.tsx': ['useProductList'],
  'src/catalog/search/SearchPage.tsx': ['<ProductListing', '<ProductListing'],
  'src/wholesale/WholesaleListing.tsx': ['useProductList'],
  'src/account/use-account-guard.ts': ['findUsersByEmail'],
  'src/account/use-order-history.ts': ['listOrdersByOwner'],
  'src/account/use-session.tsx': ['findUsersByEmail', 'listOrdersByOwner'],
  'src/catalog/use-product-details.ts': ['getProduct'],
  // The return form reads the products bought for the sizes and colours in stock: by id.
  'src/checkout/returns/use-order-return.ts': ['getProduct'],
  'src/catalog/use-product-list.ts': [
    'listProducts',
    'searchProducts',
    'useProductList',
    'listProducts',
    'readRelated',
  ],
  'src/staff/data/orders.ts': ['getDocs', 'getCount', 'getDocs', 'getDocs'],
  'src/staff/orders/use-order-list.ts': ['listQueue', 'findOrders', 'countQueues'],
  'src/staff/orders/use-staff-order.ts': ['readStaffOrder'],
  'src/staff/data/refunds.ts': ['getDocs', 'getCount', 'getDocs'],
  'src/staff/refunds/use-refund-list.ts': ['listOpenRefunds'],
  'src/staff/data/returns.ts': ['getDocs', 'getCount', 'getDocs'],
  'src/staff/returns/use-returns-tab.ts': ['listOpenReturns', 'countOpenReturns'],
  'src/staff/returns/use-order-returns.ts': ['readOrderReturns'],
  'src/staff/data/inbox.ts': ['getDocs'],
  'src/staff/data/stock.ts': ['getDocs', 'getDocs'],
  'src/staff/data/team.ts': ['getDocs'],
  'src/staff/inbox/use-staff-inbox.ts': ['listInbox'],
  'src/staff/stock/use-stock-list.ts': ['listLowStock', 'findProducts'],
  'src/staff/stock/use-stock-adjustment.ts': ['loadProductStock'],
  'src/staff/team/use-staff-team.ts': ['listTeam'],
  'src/staff/data/products.ts': ['getDocs', 'getDocs'],
  'src/staff/products/use-product-form.ts': ['readProductRecord', 'listProductHistory'],
  'src/staff/products/use-product-list.ts': ['listProductPage'],
  'src/staff/data/offers.ts': ['getDocs', 'getDocs'],
  'src/staff/offers/use-offer-form.ts': ['readOfferRecord', 'listOfferHistory'],
  'src/staff/offers/use-offer-list.ts': ['listOfferPage'],
};
// The SDK's queries, and the catalog's REST reader's (src/data/firestore-rest.ts, declared there).
const queryCall =
  /(?<!function )\b(getDocs|getDocsFromServer|getCount|getCountFromServer|getAggregate|getAggregateFromServer|onSnapshot|runQuery|runCount)\s*\(/g;
const readCall =
  /(<ProductListing)\b|\b(useProductList|listProducts|searchProducts|getProduct|readRelated|findUsersByEmail|listOrdersByOwner|listQueue|countQueues|findOrders|readStaffOrder|listLowStock|findProducts|loadProductStock|listInbox|listTeam|listProductPage|readProductRecord|listProductHistory|listOpenRefunds|listOpenReturns|countOpenReturns|readOrderReturns|listOfferPage|readOfferRecord|listOfferHistory)\(/g;

function findCallSites(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const files = ['src', 'machines', 'model'].flatMap((dir) =>
    readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' }).map(
      (f) => `${dir}/${f}`,
    ),
  );
  for (const file of files.sort()) {
    if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) {
      continue;
    }
    const pattern = /^src\/(\w+\/)?data\//.test(file) ? queryCall : readCall;
    const calls = [...readFileSync(new URL(file, root), 'utf8').matchAll(pattern)];
    if (calls.length) found[file] = calls.map((match) => match[1] ?? match[2] ?? '');
  }
  return found;
}

// --- The recording backend -------------------------------------------------------------------

interface Sent {
  method: string;
  body: unknown;
}

const readTime = '2025-01-01T00:00:00Z';
let sent: Sent[] = [];
/** Whether a page read is answered with a full page (so a next page follows) or nothing. */
let fullPages = true;

/** A card of the catalog (model/catalog/card-documents.ts), the newest first by its index. */
function cardDocument(name: string, index: number) {
  return {
    name,
    createTime: readTime,
    updateTime: readTime,
    fields: {
      productName: { stringValue: `Product ${index}` },
      priceValue: { integerValue: String(1000 + index) },
      card: {
        stringValue: JSON.stringify([String(1000 + index), '', [], [], [], [], 1, null, '900']),
      },
      createdAt: { timestampValue: new Date(Date.parse(readTime) - index * 60_000).toISOString() },
      wholesale: { mapValue: { fields: { minQty: { integerValue: '6' } } } },
    },
  };
}

/**
 * More products under every term than a page holds, so a search has a next page, and most of them
 * in a segment of the term (model/catalog/search-terms.ts), so its first page reads one.
 */
const indexed = Array.from({ length: 60 }, (_, i) => ({
  id: `p${i}`,
  createdAt: Date.parse(readTime) - i * 60_000,
}));
const termFields = {
  products: { stringValue: encodeEntries(indexed.slice(0, 10)) },
  segments: { stringValue: `1:50:${encodeEntries(indexed.slice(-1))}` },
};
const segmentFields = { products: { stringValue: encodeEntries(indexed.slice(10)) } };

const cards = new Set([productCardsCollection, productFacetCardsCollection]);

/** An order as a back-office queue lists it, the newest first by its index. */
function orderDocument(name: string, index: number) {
  return {
    name,
    createTime: readTime,
    updateTime: readTime,
    fields: {
      status: { stringValue: 'paid' },
      fulfilment: { stringValue: 'unfulfilled' },
      queue: { stringValue: 'to-pack' },
      total: { integerValue: '1000' },
      createdAt: { timestampValue: new Date(Date.parse(readTime) - index * 60_000).toISOString() },
    },
  };
}

/** The documents an `in` filter on the document name asks for, if the query has one. */
function namedDocuments(query: StructuredQuery): string[] | null {
  const filter = query.where && 'fieldFilter' in query.where ? query.where.fieldFilter : null;
  if (filter?.field.fieldPath !== '__name__' || filter.op !== 'IN') return null;
  const { value } = filter as {
    value?: { arrayValue?: { values?: Array<{ referenceValue: string }> } };
  };
  return (value?.arrayValue?.values ?? []).map((named) => named.referenceValue);
}

function answer(method: string, parent: string, body: unknown): Response {
  switch (method) {
    case 'runQuery': {
      const query = (body as { structuredQuery: StructuredQuery & { limit?: number } })
        .structuredQuery;
      const collection = query.from?.[0]?.collectionId ?? '';
      const named = namedDocuments(query);
      const documents =
        collection === searchTermsCollection || collection === searchTermPagesCollection
          ? (named ?? []).map((name) => ({
              document: {
                name,
                createTime: readTime,
                updateTime: readTime,
                fields: collection === searchTermsCollection ? termFields : segmentFields,
              },
              readTime,
            }))
          : named
            ? named.map((name, i) => ({ document: cardDocument(name, i), readTime }))
            : collection === 'orders'
              ? Array.from({ length: fullPages ? (query.limit ?? 0) : 0 }, (_, i) => ({
                  document: orderDocument(`${parent}/orders/o${i}`, i),
                  readTime,
                }))
              : Array.from(
                  { length: fullPages && cards.has(collection) ? (query.limit ?? 0) : 0 },
                  (_, i) => ({
                    document: cardDocument(`${parent}/${collection}/p${i}`, i),
                    readTime,
                  }),
                );
      return HttpResponse.json(documents.length ? documents : [{ readTime }]);
    }
    case 'runAggregationQuery': {
      const { aggregations } = (
        body as { structuredAggregationQuery: { aggregations: Array<{ alias: string }> } }
      ).structuredAggregationQuery;
      const aggregateFields = Object.fromEntries(
        aggregations.map(({ alias }) => [alias, { integerValue: '0' }]),
      );
      return HttpResponse.json([{ result: { aggregateFields }, readTime }]);
    }
    case 'batchGet':
      return HttpResponse.json(
        (body as { documents: string[] }).documents.map((missing) => ({ missing, readTime })),
      );
    default:
      return HttpResponse.json({ error: { message: `unexpected ${method}` } }, { status: 501 });
  }
}

const server = setupServer(
  http.post('*', async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname);
    const [, parent = '', method = path] = /^\/v1\/(.+):(\w+)$/.exec(path) ?? [];
    const body: unknown = await request.json();
    sent.push({ method, body });
    return answer(method, parent, body);
  }),
);

/** What a run of the app's code sent, as shapes; reads by id and anything else apart. */
async function record(run: () => Promise<unknown>): Promise<{
  shapes: QueryShape[];
  byId: string[];
  other: Sent[];
}> {
  sent = [];
  await run();
  const shapes: QueryShape[] = [];
  const byId: string[] = [];
  const other: Sent[] = [];
  for (const request of sent) {
    if (request.method === 'runQuery') {
      shapes.push(
        shapeOf(
          (request.body as { structuredQuery: StructuredQuery }).structuredQuery,
          'documents',
        ),
      );
    } else if (request.method === 'runAggregationQuery') {
      const { structuredQuery } = (
        request.body as { structuredAggregationQuery: { structuredQuery: StructuredQuery } }
      ).structuredAggregationQuery;
      shapes.push(shapeOf(structuredQuery, 'count'));
    } else if (request.method === 'batchGet') {
      // A document read by its path needs no index.
      byId.push(...(request.body as { documents: string[] }).documents.map(collectionOf));
    } else other.push(request);
  }
  return { shapes, byId, other };
}

function collectionOf(documentName: string): string {
  return documentName.split('/documents/')[1]?.split('/')[0] ?? documentName;
}

// --- Every read the pages make -----------------------------------------------------------------

/**
 * A ProductListing's reads (src/catalog/use-product-list.ts): the first page, a listing's count once it
 * is shown, then Load more. A listing reads its next page after the cursor; a search cuts it from
 * the index and reads those cards.
 */
async function productListing(query: ProductQuery): Promise<void> {
  const load = ({ search, ...page }: ProductQuery): Promise<ProductPage> =>
    search === undefined ? listProducts(page) : searchProducts(search, page);
  const first = await load(query);
  if (query.withTotal && query.search === undefined) await countProducts(query.filter);
  expect(first.nextCursor, `a full page of ${JSON.stringify(query)} has a next`).not.toBeNull();
  const second = await load({ ...query, cursor: first.nextCursor });
  if (query.search !== undefined) {
    const firstIds = new Set(first.products.map((product) => product.id));
    expect(second.products.length).toBeGreaterThan(0);
    expect(second.products.filter((product) => firstIds.has(product.id))).toEqual([]);
    return;
  }
  const next = sent.findLast((request) => request.method === 'runQuery');
  const { startAt } = (next?.body as { structuredQuery: { startAt?: unknown } }).structuredQuery;
  expect(
    startAt,
    `the next page of ${JSON.stringify(query)} starts after the cursor`,
  ).toBeDefined();
}

/** A back-office tab's reads (src/staff/orders/use-order-list.ts): its first page, then the next. */
async function queuePages(queue: OrderQueue): Promise<void> {
  const first = await listQueue({ queue, cursor: null });
  expect(first.nextCursor, `a full page of ${queue} has a next`).not.toBeNull();
  await listQueue({ queue, cursor: first.nextCursor });
  const next = sent.findLast((request) => request.method === 'runQuery');
  const { startAt } = (next?.body as { structuredQuery: { startAt?: unknown } }).structuredQuery;
  expect(startAt, `the next page of ${queue} starts after the cursor`).toBeDefined();
}

const [aCategory] = categoryTree;
if (!aCategory?.subCategories[0]) throw new Error('The category tree has no sub-category');

/** A value the URL model accepts for each filter: values do not change a query's shape. */
const urlValues: Record<keyof typeof filterParams, string> = {
  category: aCategory.name,
  subCategory: aCategory.subCategories[0],
  brand: brands[0],
  priceMin: '500',
  priceMax: '5000',
  size: sizes[0] ?? '',
  colour: colours[0] ?? '',
};

/**
 * Every listing request a FilteredListing can make within a scope: each combination of the URL
 * query's filters, with no sort and with each sort offered, read through the URL model.
 */
function listingRequests(scope?: ListingScope): ProductQuery[] {
  const names = Object.keys(filterParams) as Array<keyof typeof filterParams>;
  const sorts = [undefined, ...sortOptions.map((option) => option.value)];
  const requests = new Map<string, ProductQuery>();
  for (let subset = 0; subset < 2 ** names.length; subset += 1) {
    for (const sort of sorts) {
      const params = new URLSearchParams();
      names.forEach((name, bit) => {
        if (subset & (2 ** bit)) params.set(filterParams[name], urlValues[name]);
      });
      if (sort) params.set('sort', sort);
      const { filters, ignored } = readListingFilters(params, scope);
      // Every value is one the URL model takes, so every filter reaches the query.
      if (subset === 2 ** names.length - 1) expect(ignored).toEqual([]);
      const request = listingRequest(filters, scope);
      requests.set(JSON.stringify(request), request);
    }
  }
  return [...requests.values()];
}

const aProduct: Product = {
  id: 'p1',
  productName: 'A product',
  price: '1000',
  priceValue: 1000,
  image: [],
  category: aCategory.name,
  subCategory: aCategory.subCategories[0],
  brand: urlValues.brand,
  description: '',
  sizes: [],
  unavailableSizes: [],
  colours: [],
  unavailableColours: [],
  tags: [],
  stock: 1,
  createdAt: readTime,
  featured: false,
  topSeller: false,
};

interface Page {
  name: string;
  /** Where its reads are made, for the reader of docs/query-shapes.md. */
  source: string;
  reads: () => Promise<unknown>;
}

const pages: Page[] = [
  {
    name: 'Home',
    source: 'src/catalog/home/ProductRows.tsx: the featured, new-arrivals and top-seller rows',
    reads: async () => {
      await productListing({ pageSize: 8, filter: { featured: true } });
      await productListing({ pageSize: 8, sort: 'newest' });
      await productListing({ pageSize: 8, filter: { topSeller: true } });
    },
  },
  {
    name: 'Shop',
    source:
      '/shop: FilteredListing, every filter and sort of the URL (src/catalog/listing-filters.ts)',
    reads: async () => {
      for (const request of listingRequests()) await productListing(request);
    },
  },
  {
    name: 'Category page',
    source: '/product-category/…: FilteredListing within the category or sub-category of the path',
    reads: async () => {
      const category = aCategory.name;
      for (const scope of [{ category }, { category, subCategory: urlValues.subCategory }]) {
        for (const request of listingRequests(scope)) await productListing(request);
      }
    },
  },
  {
    name: 'Search',
    source:
      'src/catalog/search/SearchPage.tsx: keyword search, and the top sellers when nothing matches',
    reads: async () => {
      for (const search of ['dress', 'blue dress', 'blue summer dress']) {
        await productListing({ search, sort: 'newest', withTotal: true });
      }
      await productListing({ filter: { topSeller: true }, pageSize: 8 });
    },
  },
  {
    name: 'Wholesale',
    source: 'src/wholesale/WholesaleListing.tsx',
    reads: () => productListing({ filter: { wholesale: true }, sort: 'newest', withTotal: true }),
  },
  {
    name: 'Product details',
    source:
      'src/catalog/use-product-details.ts: the product; src/catalog/use-product-list.ts: "You may also like"',
    reads: async () => {
      await getProduct(aProduct.id);
      // Empty answers, so the related row also tops up from the whole category.
      fullPages = false;
      try {
        await readRelated(aProduct, (filter, pageSize) =>
          listProducts({ filter, pageSize }).then((page) => page.products),
        );
      } finally {
        fullPages = true;
      }
    },
  },
  {
    name: 'Account',
    source:
      'src/account/use-session.tsx (the account services): the Users record by e-mail, and the order history',
    reads: async () => {
      await findUsersByEmail('shopper@example.com');
      await listOrdersByOwner('shopper-uid');
    },
  },
  {
    name: 'Back office: orders',
    source:
      'src/staff/orders/use-order-list.ts: each tab a page at a time after a cursor, the tabs’ counts (the open refunds’ too) and Find an order (by number, an older order’s id, or phone); src/staff/refunds/use-refund-list.ts: the open refunds a page at a time after a cursor; src/staff/returns/use-returns-tab.ts: the open returns of all orders a page at a time after a cursor, and their count; src/staff/orders/use-staff-order.ts: an order, its History and its refunds; src/staff/returns/use-order-returns.ts: its returns',
    reads: async () => {
      for (const { queue } of queueTabs) await queuePages(queue);
      await countQueues();
      // A cursor as a first page hands it on (the recording backend answers no refunds).
      await listOpenRefunds({ after: null });
      await listOpenRefunds({
        after: { seconds: 1_700_000_000, nanoseconds: 0, id: 'ws_CO_an-older-refund' },
      });
      await listOpenReturns({ after: null });
      await listOpenReturns({
        after: {
          seconds: 1_700_000_000,
          nanoseconds: 0,
          path: 'orders/A1b2C3d4E5f6G7h8I9j0/returns/R1b2C3d4E5f6G7h8I9j0',
        },
      });
      await countOpenReturns();
      await readOrderReturns('A1b2C3d4E5f6G7h8I9j0');
      await findOrders({ by: 'number', number: 'MT-4K7Q2P' });
      await findOrders({ by: 'id', orderId: 'A1b2C3d4E5f6G7h8I9j0' });
      await findOrders({ by: 'phone', phone: '+254712345678' });
      await readStaffOrder('A1b2C3d4E5f6G7h8I9j0');
    },
  },
  {
    name: 'Back office: stock, inbox and team',
    source:
      'src/staff/stock/use-stock-list.ts: Low stock and Find a product; src/staff/stock/use-stock-adjustment.ts: a product and its Stock history; src/staff/inbox/use-staff-inbox.ts: each tab a page at a time after a cursor; src/staff/team/use-staff-team.ts: the team',
    reads: async () => {
      await listLowStock();
      await loadProductStock('p-0001');
      // A cursor as a first page hands it on (the seed has no messages to page through).
      const after = { seconds: 1_700_000_000, nanoseconds: 0, id: 'an-older-message' };
      for (const kind of ['message', 'enquiry'] as const) {
        await listInbox({ kind, after: null });
        await listInbox({ kind, after });
      }
      await listTeam();
    },
  },
  {
    name: 'Back office: products',
    source:
      'src/staff/products/use-product-list.ts: every product, or the hidden ones, a page at a time after a cursor; src/staff/products/use-product-form.ts: a product and its History',
    reads: async () => {
      for (const view of ['all', 'hidden'] as const) {
        const first = await listProductPage({ view, after: null }, 5);
        await listProductPage(
          { view, after: first.next ?? { productName: 'Kanga', id: 'p-0001' } },
          5,
        );
      }
      await readProductRecord('p-0001');
      await listProductHistory('p-0001');
    },
  },
  {
    name: 'Back office: offers',
    source:
      'src/staff/offers/use-offer-list.ts: every offer, newest first, a page at a time after a cursor; src/staff/offers/use-offer-form.ts: an offer and its History',
    reads: async () => {
      // A cursor as a first page hands it on (the recording backend answers no offers).
      await listOfferPage({ after: null });
      await listOfferPage({
        after: { seconds: 1_700_000_000, nanoseconds: 0, id: 'BlackFriday000000001' },
      });
      await readOfferRecord('BlackFriday000000001');
      await listOfferHistory('BlackFriday000000001');
    },
  },
];

// --- The catalogue of shapes -------------------------------------------------------------------

interface Issued {
  shape: QueryShape;
  pages: string[];
}

const issued = new Map<string, Issued>();
const readsById = new Map<string, Set<string>>();
const unexpected: Array<{ page: string; request: Sent }> = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const page of pages) {
    const { shapes, byId, other } = await record(page.reads);
    for (const shape of shapes) {
      const key = describeShape(shape);
      const entry = issued.get(key) ?? { shape, pages: [] };
      if (!entry.pages.includes(page.name)) entry.pages.push(page.name);
      issued.set(key, entry);
    }
    if (byId.length) readsById.set(page.name, new Set(byId));
    unexpected.push(...other.map((request) => ({ page: page.name, request })));
  }
}, 120_000);

afterAll(() => server.close());

function readIndexFile(): { indexes: IndexEntry[]; fieldOverrides: unknown[] } {
  return JSON.parse(readFileSync(indexesFile, 'utf8')) as {
    indexes: IndexEntry[];
    fieldOverrides: unknown[];
  };
}

/** Each shape with what serves it: a composite index of the file, or the reason none is needed. */
function servingOf(indexes: IndexEntry[]) {
  return [...issued.values()].map(({ shape, pages }) => {
    const reason = noIndexNeeded(shape);
    return { shape, pages, reason, index: reason ? null : indexes.find((i) => servedBy(shape, i)) };
  });
}

// --- The checks --------------------------------------------------------------------------------

describe('Firestore query shapes', () => {
  it('runs every read of every page', () => {
    expect(findCallSites()).toEqual(callSites);
    expect(unexpected).toEqual([]);
    expect(issued.size).toBeGreaterThan(0);
  });

  it('has an index for every shape that needs one', () => {
    const missing = servingOf(readIndexFile().indexes).filter((s) => !s.reason && !s.index);
    const message = [
      `${missing.length} shapes have no index in firestore.indexes.json (production would refuse them):`,
      ...missing.map((s) => `  ${describeShape(s.shape)} (${s.pages.join(', ')})`),
      'Add these entries (or run with UPDATE_QUERY_SHAPES=1):',
      JSON.stringify(unique(missing.map((s) => indexFor(s.shape))), null, 2),
    ].join('\n');
    if (update && missing.length) rewriteIndexes();
    else expect(missing.length, message).toBe(0);
  });

  it('holds no index that no shape needs (each one costs every write)', () => {
    const serving = servingOf(readIndexFile().indexes);
    const unused = readIndexFile().indexes.filter((index) =>
      serving.every((s) => s.reason || !s.index || indexKey(s.index) !== indexKey(index)),
    );
    if (update && unused.length) rewriteIndexes();
    else {
      const names = unused.map(describeIndex);
      expect(names, `Unused, remove from firestore.indexes.json: ${names.join('; ')}`).toEqual([]);
    }
  });

  it('keeps firestore.indexes.json deployable, one entry per index', () => {
    const file = readIndexFile();
    expect(Object.keys(file).sort()).toEqual(['fieldOverrides', 'indexes']);
    expect(file.fieldOverrides).toEqual(expect.any(Array));
    for (const index of file.indexes) {
      expect(Object.keys(index).sort()).toEqual(['collectionGroup', 'fields', 'queryScope']);
      expect(index.collectionGroup).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(['COLLECTION', 'COLLECTION_GROUP']).toContain(index.queryScope);
      expect(index.fields.length).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        expect(
          ('order' in field && ['ASCENDING', 'DESCENDING'].includes(field.order)) ||
            ('arrayConfig' in field && field.arrayConfig === 'CONTAINS'),
          JSON.stringify(field),
        ).toBe(true);
        expect(Object.keys(field)).toHaveLength(2);
      }
      expect(index.fields.filter((field) => 'arrayConfig' in field).length).toBeLessThanOrEqual(1);
    }
    const keys = file.indexes.map(indexKey);
    expect(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      'duplicate indexes',
    ).toEqual([]);
  });

  it('lists every shape in docs/query-shapes.md', async () => {
    const page = await renderDocs(readIndexFile().indexes);
    if (update) writeFileSync(docsFile, page);
    let current = '';
    try {
      current = readFileSync(docsFile, 'utf8');
    } catch {
      // A missing page fails below like a stale one.
    }
    expect(current, 'docs/query-shapes.md is stale: run with UPDATE_QUERY_SHAPES=1').toBe(page);
  });
});

function unique(indexes: IndexEntry[]): IndexEntry[] {
  return [...new Map(indexes.map((index) => [indexKey(index), index])).values()];
}

/** The index file with the missing indexes added (after the others) and the unused removed. */
function rewriteIndexes(): void {
  const file = readIndexFile();
  const serving = servingOf(file.indexes);
  const used = new Set(serving.flatMap((s) => (s.index ? [indexKey(s.index)] : [])));
  const added = unique(serving.filter((s) => !s.reason && !s.index).map((s) => indexFor(s.shape)));
  added.sort((a, b) => indexKey(a).localeCompare(indexKey(b)));
  const indexes = [...file.indexes.filter((index) => used.has(indexKey(index))), ...added];
  writeFileSync(indexesFile, `${JSON.stringify({ ...file, indexes }, null, 2)}\n`);
}

// --- docs/query-shapes.md --------------------------------------------------------------------

const code = (text: string) => `\`${text}\``;
const direction = (d: Direction) => (d === 'ASCENDING' ? 'asc' : 'desc');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function filterCell(shape: QueryShape): string {
  const filters = [
    ...shape.equality.map((f) => `${f} ==`),
    ...(shape.arrayContains ? [`${shape.arrayContains.field} ${shape.arrayContains.op}`] : []),
    ...shape.ranges.map((f) => `${f} range`),
  ];
  return filters.length ? filters.map(code).join(', ') : 'none';
}

function orderCell(shape: QueryShape): string {
  return [
    ...shape.order.map((o) => `${o.field} ${direction(o.direction)}`),
    `__name__ ${direction(shape.nameDirection)}`,
  ]
    .map(code)
    .join(', ');
}

function indexFields(index: IndexEntry): string {
  return describeIndex(index).replace(/^\S+ \((.*)\)$/, '$1');
}

async function renderDocs(indexes: IndexEntry[]): Promise<string> {
  const serving = servingOf(indexes);
  const lines = [
    '# Firestore query shapes',
    '',
    'Generated by `testing/query-shapes/query-shapes.test.ts`, which runs the data functions for every',
    'read a page can make and records the queries the SDK sends. Do not edit it by hand: after',
    'changing a query, run',
    '`UPDATE_QUERY_SHAPES=1 npx vitest run --project unit testing/query-shapes/query-shapes.test.ts`',
    'and review the diff of this page and of `firestore.indexes.json`.',
    '',
    'A shape is what decides the index: the fields held equal, the array field searched, the',
    'fields held to a range, and the order read in, which always ends with the document name',
    '(`__name__`). Values, page sizes and cursors do not change it. A shape needs no composite',
    'index only when it has equality filters alone, one array-contains alone, or one field',
    'ordered (and ranged) alone. Index merging is not relied on. The emulator runs any query',
    'without its index, so this page and its test are the only check before production.',
    '',
    `${plural(serving.length, 'shape')}; ${indexes.length} composite indexes.`,
  ];
  for (const page of pages) {
    const own = serving
      .filter((s) => s.pages[0] === page.name)
      .map((s) => ({ ...s, filters: filterCell(s.shape), order: orderCell(s.shape) }))
      .sort(
        (a, b) =>
          a.shape.collection.localeCompare(b.shape.collection) ||
          a.filters.localeCompare(b.filters) ||
          a.shape.read.localeCompare(b.shape.read) ||
          a.order.localeCompare(b.order),
      );
    const elsewhere = serving.filter((s) => s.pages.slice(1).includes(page.name));
    lines.push('', `## ${page.name}`, '', `${page.source}.`);
    if (own.length) {
      lines.push(
        '',
        '| Read | Filters | Order | Index, or why none | Also on |',
        '| --- | --- | --- | --- | --- |',
        ...own.map((s) => {
          const group = s.shape.scope === 'COLLECTION_GROUP' ? ' (all orders)' : '';
          const read = `${code(s.shape.collection)}${group} ${s.shape.read === 'count' ? 'count' : 'page'}`;
          const by = s.reason ?? (s.index ? code(indexFields(s.index)) : '**none: add one**');
          return `| ${[read, s.filters, s.order, by, s.pages.slice(1).join(', ')].join(' | ')} |`;
        }),
      );
    }
    if (elsewhere.length) {
      const where = [...new Set(elsewhere.map((s) => s.pages[0]))].join(', ');
      const shapes = plural(elsewhere.length, 'shape');
      lines.push('', `${own.length ? 'Also' : 'Reads'} ${shapes} listed under ${where}.`);
    }
    const byId = readsById.get(page.name);
    if (byId) {
      lines.push('', `Reads ${[...byId].map(code).join(', ')} documents by id: no index needed.`);
    }
  }
  const uses = new Map(indexes.map((index) => [indexKey(index), 0]));
  for (const s of serving) {
    if (s.index) uses.set(indexKey(s.index), (uses.get(indexKey(s.index)) ?? 0) + 1);
  }
  lines.push(
    '',
    '## Composite indexes',
    '',
    'As `firestore.indexes.json` lists them.',
    '',
    '| Collection | Fields | Shapes served |',
    '| --- | --- | --- |',
    ...indexes.map(
      (index) =>
        `| ${index.collectionGroup} | ${code(indexFields(index))} | ${uses.get(indexKey(index))} |`,
    ),
    '',
  );
  const options = await prettier.resolveConfig(docsFile);
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}
