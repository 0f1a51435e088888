/**
 * Contract tests: the real `firebase/firestore/lite` SDK against the stand-in through msw/node,
 * exactly as the app talks to it. A handler that ignored a filter, a cursor, an order direction
 * or a precondition fails here.
 */
import { initializeApp } from 'firebase/app';
import {
  type FirestoreError,
  Timestamp,
  addDoc,
  and,
  arrayUnion,
  average,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  endAt,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setLogLevel,
  setDoc,
  startAfter,
  startAt,
  sum,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Query,
  type QueryCompositeFilterConstraint,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { getResponse, http } from 'msw';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createQaHandlers } from '../qa-handlers';
import { createScenarioState } from '../scenarios';
import { startNodeBackend } from '../node';
import { createFirestoreHandlers } from './handlers';
import type { SeedCollections } from './store';

const products = [
  {
    id: 'p01',
    productName: 'Ankara Dress',
    price: 2500,
    category: 'ladies',
    tags: ['dresses', 'ladies'],
    wholesale: { minQty: 10 },
    day: 5,
    rating: 4.5,
  },
  {
    id: 'p02',
    productName: 'Kikoi Shirt',
    price: 1800,
    category: 'men',
    tags: ['shirts', 'men'],
    day: 3,
  },
  {
    id: 'p03',
    productName: 'Leather Sandals',
    price: 3200,
    category: 'shoes',
    tags: ['shoes'],
    wholesale: { minQty: 6 },
    day: 8,
    featured: true,
  },
  {
    id: 'p04',
    productName: 'Kanga Wrap',
    price: 950.5,
    category: 'ladies',
    tags: ['wraps', 'ladies'],
    day: 1,
  },
  {
    id: 'p05',
    productName: 'Denim Jeans',
    price: 4100,
    category: 'men',
    tags: ['jeans'],
    wholesale: { minQty: 12 },
    day: 7,
  },
  {
    id: 'p06',
    productName: 'Beaded Necklace',
    price: 700,
    category: 'accessories',
    tags: ['beads'],
    day: 2,
    featured: null,
  },
  {
    id: 'p07',
    productName: 'Sweat Pants',
    price: 1800,
    category: 'sportswear',
    tags: ['sweat pants'],
    day: 6,
  },
  {
    id: 'p08',
    productName: 'T-shirt',
    price: 1200,
    category: 'men',
    tags: ['t-shirts', 'men'],
    wholesale: { minQty: 20 },
    day: 4,
    rating: NaN,
  },
];

const seed = (): SeedCollections => ({
  products: products.map(({ id, day, ...data }) => ({
    id,
    data: { ...data, createdAt: new Date(Date.UTC(2024, 0, day)) },
  })),
  Users: [{ id: 'u1', data: { firstName: 'Wanjiku', role: 'user', email: 'shopper@example.com' } }],
});

const waits: number[] = [];
let resets = 0;
const backend = startNodeBackend(seed, {
  wait: async (ms) => {
    waits.push(ms);
  },
  onReset: async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    resets += 1;
  },
});

// Failed RPCs are expected here; the SDK would log each one.
setLogLevel('silent');
const db = getFirestore(
  initializeApp({ projectId: 'demo-kenya-shop', apiKey: 'demo-key' }, 'contract'),
);
connectFirestoreEmulator(db, '127.0.0.1', 8080);

const base = 'http://127.0.0.1:8080/v1/projects/demo-kenya-shop/databases/(default)/documents';
const root = 'projects/demo-kenya-shop/databases/(default)/documents';

afterEach(() => {
  backend.server.resetHandlers();
  backend.reset();
  waits.length = 0;
});
afterAll(() => backend.close());

const productsRef = collection(db, 'products');

async function ids(q: Query, ...constraints: QueryConstraint[]): Promise<string[]> {
  return (await getDocs(query(q, ...constraints))).docs.map((d) => d.id);
}

async function failureOf(promise: Promise<unknown>): Promise<FirestoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  // The SDK's own FirestoreError class may come from another module instance than the import.
  expect(error).toMatchObject({ name: 'FirebaseError', code: expect.any(String) });
  return error as FirestoreError;
}

/** Records the JSON bodies of requests whose URL matches, letting them through to the stand-in. */
function recordBodies(pattern: RegExp): unknown[] {
  const bodies: unknown[] = [];
  backend.server.use(
    http.post(pattern, async ({ request }) => {
      bodies.push(JSON.parse(await request.clone().text()));
    }),
  );
  return bodies;
}

const snapshot = (id: string): Promise<DocumentSnapshot> => getDoc(doc(db, 'products', id));

describe('where', () => {
  it.each<[string, QueryConstraint[], string[]]>([
    ['==', [where('price', '==', 1800)], ['p02', 'p07']],
    [
      '!= (ordered by the field)',
      [where('price', '!=', 1800)],
      ['p06', 'p04', 'p08', 'p01', 'p03', 'p05'],
    ],
    ['<', [where('price', '<', 1200)], ['p06', 'p04']],
    ['<=', [where('price', '<=', 1200)], ['p06', 'p04', 'p08']],
    ['>', [where('price', '>', 2500)], ['p03', 'p05']],
    ['>=', [where('price', '>=', 2500)], ['p01', 'p03', 'p05']],
    ['in', [where('price', 'in', [700, 4100, 999])], ['p05', 'p06']],
    ['not-in', [where('price', 'not-in', [1800, 2500])], ['p06', 'p04', 'p08', 'p03', 'p05']],
    ['array-contains', [where('tags', 'array-contains', 'ladies')], ['p01', 'p04']],
    [
      'array-contains-any',
      [where('tags', 'array-contains-any', ['men', 'shoes'])],
      ['p02', 'p03', 'p08'],
    ],
    ['a nested field', [where('wholesale.minQty', '>=', 10)], ['p01', 'p05', 'p08']],
    ['== null', [where('featured', '==', null)], ['p06']],
    ['!= null', [where('featured', '!=', null)], ['p03']],
    ['== NaN', [where('rating', '==', NaN)], ['p08']],
    ['!= NaN', [where('rating', '!=', NaN)], ['p01']],
    ['documentId ==', [where(documentId(), '==', 'p03')], ['p03']],
    ['documentId in', [where(documentId(), 'in', ['p05', 'p01'])], ['p01', 'p05']],
    ['documentId >=', [where(documentId(), '>=', 'p07')], ['p07', 'p08']],
    ['two filters', [where('category', '==', 'men'), where('price', '>', 1500)], ['p02', 'p05']],
  ])('%s', async (_, constraints, expected) => {
    expect(await ids(productsRef, ...constraints)).toEqual(expected);
  });

  it.each<[string, QueryCompositeFilterConstraint, string[]]>([
    [
      'and()',
      and(where('category', '==', 'ladies'), where('tags', 'array-contains', 'wraps')),
      ['p04'],
    ],
    [
      'or()',
      or(where('category', '==', 'shoes'), where('tags', 'array-contains', 'beads')),
      ['p03', 'p06'],
    ],
  ])('composite %s', async (_, filter, expected) => {
    const result = await getDocs(query(productsRef, filter));
    expect(result.docs.map((d) => d.id)).toEqual(expected);
  });

  it('matches a timestamp equality', async () => {
    const at = Timestamp.fromDate(new Date(Date.UTC(2024, 0, 7)));
    expect(await ids(productsRef, where('createdAt', '==', at))).toEqual(['p05']);
  });
});

describe('orderBy and limit', () => {
  it.each<[string, QueryConstraint[], string[]]>([
    [
      'numbers ascending',
      [orderBy('price')],
      ['p06', 'p04', 'p08', 'p02', 'p07', 'p01', 'p03', 'p05'],
    ],
    [
      'numbers descending',
      [orderBy('price', 'desc')],
      ['p05', 'p03', 'p01', 'p07', 'p02', 'p08', 'p04', 'p06'],
    ],
    [
      'strings ascending',
      [orderBy('productName')],
      ['p01', 'p06', 'p05', 'p04', 'p02', 'p03', 'p07', 'p08'],
    ],
    [
      'strings descending',
      [orderBy('productName', 'desc')],
      ['p08', 'p07', 'p03', 'p02', 'p04', 'p05', 'p06', 'p01'],
    ],
    [
      'timestamps ascending',
      [orderBy('createdAt')],
      ['p04', 'p06', 'p02', 'p08', 'p01', 'p07', 'p05', 'p03'],
    ],
    [
      'timestamps descending',
      [orderBy('createdAt', 'desc')],
      ['p03', 'p05', 'p07', 'p01', 'p08', 'p02', 'p06', 'p04'],
    ],
    [
      'a nested field, leaving out documents without it',
      [orderBy('wholesale.minQty')],
      ['p03', 'p01', 'p05', 'p08'],
    ],
    [
      'two fields',
      [orderBy('category'), orderBy('price', 'desc')],
      ['p06', 'p01', 'p04', 'p05', 'p02', 'p08', 'p03', 'p07'],
    ],
    ['limit', [orderBy('price'), limit(3)], ['p06', 'p04', 'p08']],
    ['limitToLast', [orderBy('price'), limitToLast(2)], ['p03', 'p05']],
    [
      'a filter with limit',
      [where('category', '==', 'men'), orderBy('createdAt', 'desc'), limit(2)],
      ['p05', 'p08'],
    ],
  ])('%s', async (_, constraints, expected) => {
    expect(await ids(productsRef, ...constraints)).toEqual(expected);
  });
});

describe('cursors', () => {
  const byPrice = orderBy('price');

  it.each<[string, QueryConstraint[], string[]]>([
    ['startAt a value', [byPrice, startAt(1800)], ['p02', 'p07', 'p01', 'p03', 'p05']],
    ['startAfter a value', [byPrice, startAfter(1800)], ['p01', 'p03', 'p05']],
    ['endAt a value', [byPrice, endAt(1200)], ['p06', 'p04', 'p08']],
    ['endBefore a value', [byPrice, endBefore(1200)], ['p06', 'p04']],
    [
      'startAfter in descending order',
      [orderBy('price', 'desc'), startAfter(2500)],
      ['p07', 'p02', 'p08', 'p04', 'p06'],
    ],
    ['a range with limitToLast', [byPrice, endBefore(3200), limitToLast(2)], ['p07', 'p01']],
    [
      'two values',
      [orderBy('category'), orderBy('price'), startAfter('ladies', 950.5)],
      ['p01', 'p08', 'p02', 'p05', 'p03', 'p07'],
    ],
  ])('%s', async (_, constraints, expected) => {
    expect(await ids(productsRef, ...constraints)).toEqual(expected);
  });

  it.each<[string, (s: DocumentSnapshot) => QueryConstraint, string, string[]]>([
    ['startAt', startAt, 'p07', ['p07', 'p01', 'p03', 'p05']],
    ['startAfter', startAfter, 'p02', ['p07', 'p01', 'p03', 'p05']],
    ['endAt', endAt, 'p02', ['p06', 'p04', 'p08', 'p02']],
    ['endBefore', endBefore, 'p07', ['p06', 'p04', 'p08', 'p02']],
  ])(
    '%s a document snapshot splits equal values by document name',
    async (_, cursor, at, expected) => {
      expect(await ids(productsRef, byPrice, cursor(await snapshot(at)))).toEqual(expected);
    },
  );

  it('pages through a collection with startAfter(lastDoc), each document exactly once', async () => {
    backend.store.put(
      'catalog',
      Array.from({ length: 23 }, (_, i) => ({
        id: `item-${String(i).padStart(2, '0')}`,
        data: { group: i % 3 },
      })),
    );
    const seen: string[] = [];
    let last: DocumentSnapshot | undefined;
    for (let page = 0; page < 10; page++) {
      const constraints = [orderBy('group', 'desc'), limit(5), ...(last ? [startAfter(last)] : [])];
      const { docs } = await getDocs(query(collection(db, 'catalog'), ...constraints));
      if (docs.length === 0) break;
      seen.push(...docs.map((d) => d.id));
      last = docs[docs.length - 1];
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen.slice(0, 3)).toEqual(['item-20', 'item-17', 'item-14']);
  });
});

describe('reads', () => {
  it('gets a document, with its fields decoded', async () => {
    const found = await snapshot('p01');
    expect(found.exists()).toBe(true);
    expect(found.data()).toMatchObject({
      productName: 'Ankara Dress',
      price: 2500,
      wholesale: { minQty: 10 },
    });
    expect(found.get('createdAt')).toEqual(Timestamp.fromDate(new Date(Date.UTC(2024, 0, 5))));
  });

  it('reports a missing document', async () => {
    expect((await snapshot('nope')).exists()).toBe(false);
  });

  it('reads an empty collection as no documents', async () => {
    const result = await getDocs(collection(db, 'messages'));
    expect(result.empty).toBe(true);
  });

  it('reads a sub-collection', async () => {
    backend.store.put('Users/u1/addresses', 'home', { town: 'Nakuru' });
    expect(await ids(collection(db, 'Users', 'u1', 'addresses'))).toEqual(['home']);
  });

  it('counts, sums and averages on the server', async () => {
    expect((await getCount(productsRef)).data().count).toBe(8);
    expect((await getCount(query(productsRef, where('category', '==', 'men')))).data().count).toBe(
      3,
    );
    expect((await getCount(query(productsRef, orderBy('price'), limit(2)))).data().count).toBe(2);
    const totals = await getAggregate(query(productsRef, where('category', '==', 'men')), {
      total: sum('price'),
      mean: average('price'),
    });
    expect(totals.data()).toEqual({ total: 7100, mean: 7100 / 3 });
  });
});

describe('writes', () => {
  it('adds a document under a generated id', async () => {
    const ref = await addDoc(collection(db, 'orders'), { total: 2500, items: ['p01'] });
    expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(backend.store.get(`orders/${ref.id}`)?.fields).toEqual({
      total: { integerValue: '2500' },
      items: { arrayValue: { values: [{ stringValue: 'p01' }] } },
    });
  });

  it('sets a document, replacing it, or merging into it', async () => {
    await setDoc(doc(db, 'products', 'p01'), { productName: 'Renamed' });
    expect((await snapshot('p01')).data()).toEqual({ productName: 'Renamed' });
    await setDoc(doc(db, 'products', 'p02'), { price: 1900 }, { merge: true });
    expect((await snapshot('p02')).data()).toMatchObject({
      productName: 'Kikoi Shirt',
      price: 1900,
    });
  });

  it('updates fields, nested ones too, leaving the rest', async () => {
    await updateDoc(doc(db, 'products', 'p01'), {
      'wholesale.minQty': 15,
      views: increment(2),
      tags: arrayUnion('new'),
    });
    expect((await snapshot('p01')).data()).toMatchObject({
      productName: 'Ankara Dress',
      wholesale: { minQty: 15 },
      views: 2,
      tags: ['dresses', 'ladies', 'new'],
    });
  });

  it('refuses to update a missing document', async () => {
    const error = await failureOf(updateDoc(doc(db, 'products', 'nope'), { price: 1 }));
    expect(error.code).toBe('not-found');
    expect(backend.store.get('products/nope')).toBeUndefined();
  });

  it('deletes a document', async () => {
    await deleteDoc(doc(db, 'products', 'p03'));
    expect((await snapshot('p03')).exists()).toBe(false);
    expect(await getCount(productsRef).then((c) => c.data().count)).toBe(7);
  });

  it('stores the server time for serverTimestamp()', async () => {
    const before = Date.now();
    const ref = await addDoc(collection(db, 'messages'), {
      text: 'Habari',
      createdAt: serverTimestamp(),
    });
    const createdAt = (await getDoc(ref)).get('createdAt') as Timestamp;
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect(createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1);
    expect(createdAt.toMillis()).toBeLessThanOrEqual(Date.now());
  });

  it('answers 409 ALREADY_EXISTS to a raw commit creating an existing document', async () => {
    const response = await fetch(`${base}:commit`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        writes: [
          {
            update: { name: `${root}/products/p01`, fields: {} },
            currentDocument: { exists: false },
          },
        ],
      }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 409,
        status: 'ALREADY_EXISTS',
        message: expect.stringContaining('products/p01'),
      },
    });
    expect(backend.store.get('products/p01')?.fields).toHaveProperty('productName');
  });
});

describe('transactions', () => {
  const createIfMissing = (id: string, data: Record<string, unknown>, beforeWrite = () => {}) =>
    runTransaction(
      db,
      async (transaction) => {
        const ref = doc(db, 'orders', id);
        const existing = await transaction.get(ref);
        if (existing.exists()) return 'existed';
        beforeWrite();
        transaction.set(ref, data);
        return 'created';
      },
      { maxAttempts: 1 },
    );

  it('creates a missing document with an exists:false precondition', async () => {
    const commits = recordBodies(/:commit$/);
    expect(await createIfMissing('o1', { total: 100 })).toBe('created');
    expect(commits).toEqual([
      {
        writes: [
          {
            update: { name: `${root}/orders/o1`, fields: { total: { integerValue: '100' } } },
            currentDocument: { exists: false },
          },
        ],
      },
    ]);
    expect(backend.store.get('orders/o1')).toBeDefined();
  });

  it('leaves an existing document alone', async () => {
    backend.store.put('orders', 'o1', { total: 1 });
    expect(await createIfMissing('o1', { total: 100 })).toBe('existed');
    expect(backend.store.get('orders/o1')?.fields.total).toEqual({ integerValue: '1' });
  });

  it('fails (ALREADY_EXISTS, seen by the SDK as aborted) when the document appears before the commit', async () => {
    const racing = () => backend.store.put('orders', 'o1', { total: 1 });
    const error = await failureOf(createIfMissing('o1', { total: 100 }, racing));
    expect(error.code).toBe('aborted');
    expect(backend.store.get('orders/o1')?.fields.total).toEqual({ integerValue: '1' });
  });

  it('fails when a document read in the transaction changed before the commit', async () => {
    const error = await failureOf(
      runTransaction(
        db,
        async (transaction) => {
          const ref = doc(db, 'products', 'p01');
          const read = await transaction.get(ref);
          backend.store.put('products', 'p01', { price: 1 });
          transaction.update(ref, { price: (read.get('price') as number) + 100 });
        },
        { maxAttempts: 1 },
      ),
    );
    expect(error.code).toBe('failed-precondition');
    expect(backend.store.get('products/p01')?.fields.price).toEqual({ integerValue: '1' });
  });

  it('commits a read-modify-write', async () => {
    await runTransaction(db, async (transaction) => {
      const ref = doc(db, 'products', 'p01');
      const read = await transaction.get(ref);
      transaction.update(ref, { price: (read.get('price') as number) + 100 });
    });
    expect((await snapshot('p01')).get('price')).toBe(2600);
  });
});

describe('scenarios', () => {
  const setScenario = (name: string) =>
    fetch('http://127.0.0.1:8080/__qa/scenario', {
      method: 'POST',
      body: JSON.stringify({ name }),
    });

  it('catalog-error: every product read answers 503, seen as unavailable', async () => {
    await setScenario('catalog-error');
    expect((await failureOf(getDocs(productsRef))).code).toBe('unavailable');
    expect((await failureOf(snapshot('p01'))).code).toBe('unavailable');
    expect((await failureOf(getCount(productsRef))).code).toBe('unavailable');
    expect((await fetch(`${base}/products`)).status).toBe(503);
    expect((await getDoc(doc(db, 'Users', 'u1'))).exists()).toBe(true);
  });

  it('empty-catalog: products read as empty, and come back on switching', async () => {
    await setScenario('empty-catalog');
    expect(await ids(productsRef)).toEqual([]);
    expect((await getCount(productsRef)).data().count).toBe(0);
    expect((await snapshot('p01')).exists()).toBe(false);
    expect(await (await fetch(`${base}/products`)).json()).toEqual({});
    await setScenario('default');
    expect(await ids(productsRef)).toHaveLength(8);
  });

  it('users-read-error: Users reads answer 503, products still read', async () => {
    await setScenario('users-read-error');
    expect((await failureOf(getDoc(doc(db, 'Users', 'u1')))).code).toBe('unavailable');
    const byEmail = query(collection(db, 'Users'), where('email', '==', 'shopper@example.com'));
    expect((await failureOf(getDocs(byEmail))).code).toBe('unavailable');
    expect(await ids(productsRef, limit(1))).toEqual(['p01']);
  });

  it('write-error: every write answers 503 and stores nothing', async () => {
    await setScenario('write-error');
    expect((await failureOf(addDoc(collection(db, 'orders'), { total: 1 }))).code).toBe(
      'unavailable',
    );
    expect((await failureOf(setDoc(doc(db, 'messages', 'm1'), { text: 'x' }))).code).toBe(
      'unavailable',
    );
    expect(backend.store.list('orders')).toEqual([]);
    expect(backend.store.list('messages')).toEqual([]);
    expect((await snapshot('p01')).exists()).toBe(true);
  });

  it('slow: delays every Firestore answer by 1500 ms, not the QA endpoints', async () => {
    await setScenario('slow');
    await getDocs(productsRef);
    await addDoc(collection(db, 'orders'), { total: 1 });
    await fetch('http://127.0.0.1:8080/__qa/scenario');
    expect(waits).toEqual([1500, 1500]);
  });

  it('slow: the default wait holds each answer for 1500 ms of (fake) time', async () => {
    vi.useFakeTimers();
    try {
      const handlers = createFirestoreHandlers({
        store: backend.store,
        scenario: createScenarioState('slow'),
      });
      const request = new Request(`${base}:batchGet`, {
        method: 'POST',
        body: JSON.stringify({ documents: [`${root}/products/p01`] }),
      });
      let answered = false;
      const pending = getResponse(handlers, request).then((response) => {
        answered = true;
        return response;
      });
      await vi.advanceTimersByTimeAsync(1499);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending)?.status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('default: no delay', async () => {
    await getDocs(productsRef);
    expect(waits).toEqual([]);
  });
});

describe('QA endpoints', () => {
  const qa = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:8080/__qa${path}`, init);

  it('reset restores the seeded documents, empties the rest, resets the scenario, then answers 204', async () => {
    await updateDoc(doc(db, 'products', 'p01'), { price: 1 });
    await deleteDoc(doc(db, 'products', 'p02'));
    await addDoc(collection(db, 'orders'), { total: 1 });
    await qa('/scenario', { method: 'POST', body: '{"name":"write-error"}' });
    const resetsBefore = resets;
    const response = await qa('/reset', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(resets).toBe(resetsBefore + 1);
    expect((await snapshot('p01')).get('price')).toBe(2500);
    expect((await snapshot('p02')).exists()).toBe(true);
    expect(await ids(collection(db, 'orders'))).toEqual([]);
    expect(await (await qa('/scenario')).json()).toEqual({ name: 'default' });
  });

  it('answers 500 when the injected reset work fails', async () => {
    const handlers = createQaHandlers({
      store: backend.store,
      scenario: createScenarioState(),
      onReset: () => Promise.reject(new Error('Auth emulator down')),
    });
    const response = await getResponse(
      handlers,
      new Request('http://127.0.0.1:8080/__qa/reset', { method: 'POST' }),
    );
    expect(response?.status).toBe(500);
    expect(await response?.json()).toMatchObject({
      error: { message: expect.stringContaining('Auth emulator down') },
    });
  });

  it('switches the scenario and reports it', async () => {
    const response = await qa('/scenario', { method: 'POST', body: '{"name":"empty-catalog"}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'empty-catalog' });
    expect(await (await qa('/scenario')).json()).toEqual({ name: 'empty-catalog' });
    expect(backend.scenario.get()).toBe('empty-catalog');
  });

  it.each(['{"name":"sunny"}', '{}', 'not json'])(
    'answers 400 naming the scenarios for %j',
    async (body) => {
      const response = await qa('/scenario', { method: 'POST', body });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { message: string } };
      expect(answer.error.message).toContain(
        'default, empty-catalog, catalog-error, slow, users-read-error, write-error',
      );
      expect(backend.scenario.get()).toBe('default');
    },
  );
});

describe('REST listing and errors', () => {
  type Listing = {
    documents?: Array<{ name: string; fields: object; createTime: string; updateTime: string }>;
    nextPageToken?: string;
  };

  it('lists a collection in id order, in REST form', async () => {
    const listing = (await (await fetch(`${base}/products`)).json()) as Listing;
    expect(listing.documents?.map((d) => d.name)).toEqual(
      products.map((p) => `${root}/products/${p.id}`),
    );
    expect(listing.documents?.[0]).toEqual({
      name: `${root}/products/p01`,
      fields: expect.objectContaining({ price: { integerValue: '2500' } }),
      createTime: expect.any(String),
      updateTime: expect.any(String),
    });
    expect(listing.nextPageToken).toBeUndefined();
  });

  it('pages a listing with pageSize and pageToken', async () => {
    const names: string[] = [];
    let token = '';
    for (let page = 0; page < 5; page++) {
      const listing = (await (
        await fetch(
          `${base}/products?pageSize=3${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
        )
      ).json()) as Listing;
      names.push(...(listing.documents ?? []).map((d) => d.name.split('/').pop() ?? ''));
      if (!listing.nextPageToken) break;
      token = listing.nextPageToken;
    }
    expect(names).toEqual(products.map((p) => p.id));
  });

  it('answers {} for an empty collection', async () => {
    const response = await fetch(`${base}/orders`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it('gets one document, or 404 NOT_FOUND', async () => {
    expect(((await (await fetch(`${base}/products/p03`)).json()) as { name: string }).name).toBe(
      `${root}/products/p03`,
    );
    const missing = await fetch(`${base}/products/nope`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { status: string } }).error.status).toBe(
      'NOT_FOUND',
    );
  });

  it.each([
    ['a body that is not JSON', ':runQuery', 'nope'],
    ['a query without from', ':runQuery', '{"structuredQuery":{}}'],
    [
      'an unknown operator',
      ':runQuery',
      '{"structuredQuery":{"from":[{"collectionId":"products"}],"where":{"fieldFilter":{"field":{"fieldPath":"a"},"op":"LIKE","value":{"stringValue":"x"}}}}}',
    ],
    [
      'a malformed value',
      ':runQuery',
      '{"structuredQuery":{"from":[{"collectionId":"products"}],"where":{"fieldFilter":{"field":{"fieldPath":"a"},"op":"EQUAL","value":null}}}}',
    ],
    ['writes that are not a list', ':commit', '{"writes":7}'],
    ['a batchGet without documents', ':batchGet', '{}'],
    ['an unknown method', ':explode', '{}'],
  ])('answers 400 INVALID_ARGUMENT to %s', async (_, method, body) => {
    const response = await fetch(`${base}${method}`, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});
