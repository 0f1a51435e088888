/**
 * The app's own data access (src/data and each domain's data/ folder) against the stand-in, as
 * Storybook and `npm run dev:mocks` run it: every listing a page can ask for (as testing/query-shapes
 * reads them), with its count and next page, search, a product, related products, the Users
 * record, the order history, the back office's reads (src/staff/data: each queue with its count
 * and next page, orders found, an order with its History, low stock, a product's stock history,
 * the inbox's pages, the team, the offers' pages and an offer with its History), and every write
 * (contact messages, wholesale enquiries, Users records, a create that loses a race). The
 * stand-in serves only what the app sends (README.md, Modes): none of it may be refused, and it
 * calls the four methods the stand-in serves.
 */
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/firestore/lite';
import { readRelated } from '@model/catalog/related';
import {
  filterParams,
  listingRequest,
  readListingFilters,
  sortOptions,
  type ListingScope,
} from '@/catalog/listing-filters';
import { brands, colours, sizes } from '@model/catalog/filter-options';
import { categoryTree } from '@model/catalog/category-tree';
import type { ProductQuery } from '@model/catalog/product-query';
import { countProducts, getProduct, listProducts } from '@/catalog/data/products';
import { searchProducts } from '@/catalog/data/product-search';
import { addUser, findUsersByEmail } from '@/account/data/accounts';
import { listOrdersByOwner } from '@/account/data/order-history';
import {
  addContactMessage,
  addWholesaleEnquiry,
  newContactMessageId,
  newWholesaleEnquiryId,
} from '@/data/submissions';
import { createOnce, newDocumentId } from '@/data/create-once';
import { countQueues, findOrders, listQueue, readStaffOrder } from '@/staff/data/orders';
import { listLowStock, loadProductStock } from '@/staff/data/stock';
import { listInbox } from '@/staff/data/inbox';
import { listTeam } from '@/staff/data/team';
import { listOfferPage, readOfferRecord } from '@/staff/data/offers';
import {
  blackFriday,
  blackFridayEvents,
  blackFridayId,
  offersInEveryState,
} from '@testing/fixtures/offer-documents';
import { anOrder, orderCollections } from '@testing/fixtures/order-documents';
import { seedDocuments, staffMemberDocuments } from '../../backend/fixtures';
import { createBackend } from '../backend';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

const backend = createBackend({ seed: seedDocuments });
const answered: Array<{ method: string; status: number; refusal?: string }> = [];
/** Run once, just before the next commit is answered. */
let beforeCommit: (() => void) | undefined;

const server = setupServer(
  http.all('*', async ({ request }) => {
    const method = /:(\w+)$/.exec(new URL(request.url).pathname)?.[1] ?? request.method;
    if (method === 'commit') {
      beforeCommit?.();
      beforeCommit = undefined;
    }
    const response = await getResponse(backend.handlers, request);
    const status = response?.status ?? 0;
    // A refusal's message names what the stand-in does not serve: the failure shows it.
    const answer = status === 400 ? await response?.clone().json() : undefined;
    const refusal = (answer as { error?: { message?: string } } | undefined)?.error?.message;
    answered.push({ method, status, ...(refusal ? { refusal } : {}) });
    return response;
  }),
);
server.listen({ onUnhandledRequest: 'error' });
afterAll(() => server.close());
// Failures are not expected; should one come, the test names it, not the SDK's log.
setLogLevel('silent');

const [aCategory] = categoryTree;
const aSubCategory = aCategory?.subCategories[0] ?? '';
const urlValues: Record<keyof typeof filterParams, string> = {
  category: aCategory?.name ?? '',
  subCategory: aSubCategory,
  brand: brands[0] ?? '',
  priceMin: '500.5',
  priceMax: '5000',
  size: sizes[0] ?? '',
  colour: colours[0] ?? '',
};

/** Each combination of the URL's filters, with each sort, as testing/query-shapes reads them. */
function listingRequests(scope?: ListingScope): ProductQuery[] {
  const names = Object.keys(filterParams) as Array<keyof typeof filterParams>;
  const requests = new Map<string, ProductQuery>();
  for (let subset = 0; subset < 2 ** names.length; subset += 1) {
    for (const sort of [undefined, ...sortOptions.map((option) => option.value)]) {
      const params = new URLSearchParams(sort ? { sort } : {});
      names.forEach((name, bit) => {
        if (subset & (2 ** bit)) params.set(filterParams[name], urlValues[name]);
      });
      const request = listingRequest(readListingFilters(params, scope).filters, scope);
      requests.set(JSON.stringify(request), request);
    }
  }
  return [...requests.values()];
}

/** A listing's first page, its count, and its next page when there is one. */
async function listing({ search, ...page }: ProductQuery): Promise<number> {
  const load = (cursor: string | null) =>
    search === undefined
      ? listProducts({ ...page, cursor })
      : searchProducts(search, { ...page, cursor });
  const first = await load(null);
  if (search === undefined) await countProducts(page.filter);
  if (first.nextCursor) await load(first.nextCursor);
  return first.products.length;
}

/** What the back office reads (src/staff/data), over enough of each to need a second page. */
async function backOffice() {
  const toPack = Array.from({ length: 22 }, (_, i) => anOrder(i + 1));
  const packed = anOrder(30, { fulfilment: 'packed', phone: '+254722000111' });
  for (const [path, documents] of Object.entries(orderCollections([...toPack, packed]))) {
    backend.store.put(path, documents);
  }
  const first = await listQueue({ queue: 'to-pack', cursor: null });
  const next = await listQueue({ queue: 'to-pack', cursor: first.nextCursor });
  expect([...first.orders, ...next.orders].map((o) => o.id)).toEqual(toPack.map((o) => o.id));
  expect(next.nextCursor).toBeNull();
  expect(await countQueues()).toMatchObject({ 'to-pack': 22, packed: 1, delivered: 0 });
  expect(await findOrders({ by: 'number', number: orderNumberOf(30) })).toHaveLength(1);
  expect(await findOrders({ by: 'id', orderId: packed.id })).toHaveLength(1);
  const byPhone = await findOrders({ by: 'phone', phone: '+254722000111' });
  expect(byPhone.map((o) => o.id)).toEqual([packed.id]);
  const order = await readStaffOrder(orderIdOf(1));
  expect(order?.history.map((event) => event.type)).toEqual(['placed', 'paid']);
  expect(await readStaffOrder(orderIdOf(99))).toBeNull();

  backend.store.put('products', [
    { id: 'low-a', data: { productName: 'Kikoi', stock: 3, lowestUnits: 3 } },
    { id: 'low-b', data: { productName: 'Kanga', stock: 0, lowestUnits: 0 } },
    { id: 'plenty', data: { productName: 'Tote', stock: 9, lowestUnits: 9 } },
  ]);
  // The seeded catalog has low products of its own: the list is fewest first, the sold-out one in it.
  const low = await listLowStock();
  expect(low.map((line) => line.id)).toContain('low-b');
  const fewest = low.map((line) => line.lowestUnits);
  expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
  const movement = (productId: string, day: number) => ({
    productId,
    change: -1,
    reason: 'order-placed',
    at: new Date(Date.UTC(2026, 2, day)),
  });
  backend.store.put('stockMovements', [
    { id: 'm1', data: movement('low-a', 1) },
    { id: 'm2', data: movement('low-a', 2) },
    { id: 'm3', data: movement('plenty', 3) },
  ]);
  const stock = await loadProductStock('low-a');
  expect(stock?.history.map((line) => line.id)).toEqual(['m2', 'm1']);
  expect(await loadProductStock('no-such-product')).toBeNull();

  const received = (minute: number) => ({
    id: `sent-${String(minute).padStart(2, '0')}`,
    data: {
      name: 'Wanjiku',
      message: 'Habari',
      createdAt: new Date(Date.UTC(2026, 2, 1, 8, minute)),
    },
  });
  const inbox = Array.from({ length: 21 }, (_, minute) => received(minute));
  backend.store.put('messages', inbox);
  backend.store.put('wholesaleEnquiries', inbox);
  for (const kind of ['message', 'enquiry'] as const) {
    const page = await listInbox({ kind, after: null });
    const older = await listInbox({ kind, after: page.next });
    expect([...page.items, ...older.items].map((item) => item.id)).toEqual(
      inbox.map((item) => item.id).reverse(),
    );
  }
  expect(await listTeam()).toHaveLength(staffMemberDocuments.length);

  backend.store.put('offers', offersInEveryState());
  const newest = await listOfferPage({ after: null }, 3);
  const oldest = await listOfferPage({ after: newest.next }, 3);
  expect([...newest.offers, ...oldest.offers].map((line) => line.state)).toEqual([
    'running',
    'scheduled',
    'running',
    'paused',
    'ended',
  ]);
  expect(oldest.next).toBeNull();
  backend.store.put('offers', [blackFriday()]);
  backend.store.put(`offers/${blackFridayId}/events`, blackFridayEvents());
  const friday = await readOfferRecord(blackFridayId);
  expect(friday?.offer.draft.startsAt).toBe('2026-11-27T00:00');
  expect(friday?.history.map((event) => event.kind)).toEqual(['updated', 'created']);
  expect(await readOfferRecord('no-such-offer')).toBeNull();
}

it('serves every request of the app’s data access, and refuses none', async () => {
  const category = urlValues.category;
  const listings = [
    { pageSize: 8, filter: { featured: true } },
    { pageSize: 8, filter: { topSeller: true } },
    { filter: { wholesale: true }, sort: 'newest' as const },
    ...['dress', 'blue dress', 'blue summer dress'].map((search) => ({ search })),
    ...listingRequests(),
    ...listingRequests({ category }),
    ...listingRequests({ category, subCategory: aSubCategory }),
  ];
  for (const request of listings) await listing(request);
  expect(await listing({ sort: 'newest' })).toBeGreaterThan(0);
  expect(await listing({ search: 'dress' })).toBeGreaterThan(0);

  const { products } = await listProducts({ pageSize: 1 });
  const product = await getProduct(products[0]?.id ?? '');
  expect(product).not.toBeNull();
  expect(await getProduct('no-such-product')).toBeNull();
  if (product) {
    await readRelated(product, (filter, pageSize) =>
      listProducts({ filter, pageSize }).then((page) => page.products),
    );
  }

  expect(await findUsersByEmail('shopper@example.com')).toHaveLength(1);
  const order = { ownerUid: 'shopper-uid', status: 'paid', total: 2500, lines: [] };
  backend.store.put('orders', [
    { id: 'o1', data: { ...order, createdAt: new Date('2026-03-01T08:00:00Z') } },
    { id: 'o2', data: { ...order, createdAt: new Date('2026-03-02T08:00:00Z') } },
  ]);
  expect((await listOrdersByOwner('shopper-uid')).map((o) => o.id)).toEqual(['o2', 'o1']);

  await backOffice();

  const message = { name: 'Wanjiku', email: 'w@example.com', phone: null, message: 'Habari' };
  const messageId = newContactMessageId();
  await addContactMessage(messageId, message);
  await addContactMessage(messageId, { ...message, phone: '+254712345678' });
  expect(backend.store.get(`messages/${messageId}`)?.fields.phone).toEqual({ nullValue: null });
  const enquiry = {
    name: 'A',
    businessName: 'B',
    phone: '+254712345678',
    items: '30',
    message: '',
  };
  await addWholesaleEnquiry(newWholesaleEnquiryId(), enquiry);
  const user = { email: 'new@example.com', role: 'user', firstName: 'Achieng', lastName: '' };
  await addUser('new-uid', user);
  await addUser('new-uid', user);
  const raced = newDocumentId('messages');
  beforeCommit = () => backend.store.put('messages', [{ id: raced, data: { text: 'first' } }]);
  expect(await createOnce('messages', raced, { text: 'second' })).toBe('already-there');

  expect(answered.filter(({ status }) => status === 400)).toEqual([]);
  expect(answered.filter(({ status }) => status !== 200)).toEqual([
    { method: 'commit', status: 409 },
  ]);
  expect(new Set(answered.map(({ method }) => method))).toEqual(
    new Set(['runQuery', 'runAggregationQuery', 'batchGet', 'commit']),
  );
}, 120_000);
