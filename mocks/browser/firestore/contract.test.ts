/**
 * Contract tests: the same `firebase/firestore/lite` calls, made exactly as the app makes them,
 * against the in-memory stand-in (msw/node; what Storybook and `dev:mocks` run on) and against
 * Google's Firestore emulator, each required to give the same expected answer. Raw REST requests,
 * shaped as the app's REST reader (src/data/firestore-rest.ts) and its transactions send them, go
 * to both too, and their answers must be the same but for times, ids and messages. A stand-in
 * that ignored a filter, a cursor or a precondition, or answered in another shape than the
 * emulator, fails here. What the app never sends (README.md, Modes) the stand-in refuses, and is
 * held to refusing loudly. The QA scenarios are held to the same answers on the stand-in and on
 * the front the local backend puts before the emulator (mocks/backend/front).
 */
import { initializeApp } from 'firebase/app';
import {
  type Firestore,
  type FirestoreError,
  Timestamp,
  addDoc,
  and,
  average,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  endAt,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  or,
  orderBy,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  startAfter,
  startAt,
  sum,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { getResponse, http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmulatorAdmin } from '../../backend/emulator-admin';
import { createFront } from '../../backend/front/handlers';
import { createBackend } from '../backend';
import { createQaHandlers } from '../../backend/qa-handlers';
import { createScenarioState, type ScenarioState } from '../../backend/scenarios';
import { testEmulatorUrl } from '../../vitest/test-emulator-url';
import { createFirestoreHandlers } from './handlers';
import type { SeedCollections, SeedDocument } from './store';
import type { RestDocument } from './types';

const products = [
  {
    id: 'p01',
    productName: 'Ankara Dress',
    price: 2500,
    category: 'ladies',
    tags: ['dresses', 'ladies'],
    wholesale: { minQty: 10 },
    day: 5,
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
  },
];

const seed = (): SeedCollections => ({
  products: products.map(({ id, day, ...data }) => ({
    id,
    data: { ...data, createdAt: new Date(Date.UTC(2024, 0, day)) },
  })),
  Users: [{ id: 'u1', data: { firstName: 'Wanjiku', role: 'user', email: 'shopper@example.com' } }],
});

// The contract is about the protocol, not the shop's security rules: everything is allowed.
const openRules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if true;
    }
  }
}`;

// A project of its own on this worker's emulator, apart from the shop's `demo-kenya-shop`.
const projectId = 'demo-contract';
const root = `projects/${projectId}/databases/(default)/documents`;
const emulatorUrl = testEmulatorUrl();
// Names no DNS resolves: a request that no handler takes fails instead of reaching a server.
const standInOrigin = 'http://stand-in.test:8080';
const frontOrigin = 'http://front.test:8080';

const admin = createEmulatorAdmin(emulatorUrl, projectId);

const waits: number[] = [];
const recordWait = async (ms: number) => {
  waits.push(ms);
};
const resets = { 'stand-in': 0, front: 0 };
const countReset = (backend: keyof typeof resets) => async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  resets[backend] += 1;
};

const standIn = createBackend({ seed, wait: recordWait, onReset: countReset('stand-in') });
const front = createFront({
  port: 8080,
  admin,
  seed,
  wait: recordWait,
  onReset: countReset('front'),
});

// Each origin gets only its own handlers: the stand-in's match Firestore paths on any origin and
// would otherwise answer for the emulator too.
const server = setupServer(
  http.all(`${emulatorUrl}/*`, () => passthrough()),
  http.all(`${standInOrigin}/*`, ({ request }) => getResponse(standIn.handlers, request)),
  http.all(`${frontOrigin}/*`, ({ request }) => getResponse(front.handlers, request)),
);
server.listen({ onUnhandledRequest: 'error' });

// Set when the emulator's data may have changed; a test that only read needs no reseeding.
let emulatorChanged = true;
const emulatorOrigins = new Set([new URL(emulatorUrl).origin, frontOrigin]);
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (!emulatorOrigins.has(url.origin)) return;
  if (url.pathname.endsWith(':commit') || url.pathname.endsWith('/__qa/reset')) {
    emulatorChanged = true;
  }
});

// Failed RPCs are expected here; the SDK would log each one.
setLogLevel('silent');

function firestoreAt(appName: string, origin: string): Firestore {
  const db = getFirestore(initializeApp({ projectId, apiKey: 'demo-key' }, appName));
  const { hostname, port } = new URL(origin);
  connectFirestoreEmulator(db, hostname, Number(port));
  return db;
}

/** Owner access to a target's data, past any rules. */
interface Data {
  get(path: string): Promise<RestDocument | undefined>;
  put(collectionId: string, id: string, data: Record<string, unknown>): Promise<void>;
  putMany(collectionId: string, documents: SeedDocument[]): Promise<void>;
  /** Back to the seeded documents. */
  reset(): Promise<void>;
}

interface Target {
  /** The SDK, pointed at the target. */
  db: Firestore;
  /** The target's Firestore REST URL of the database's documents. */
  base: string;
  data: Data;
}

/**
 * A target with the QA contract's scenarios and `/__qa` endpoints (README, The local backend and
 * the QA contract) in front.
 */
interface QaTarget extends Target {
  origin: string;
  scenario: ScenarioState;
  resets: () => number;
}

const standInData: Data = {
  get: async (path) => {
    const found = standIn.store.get(path);
    return found && { name: `${root}/${found.path}`, ...found };
  },
  put: async (collectionId, id, data) => standIn.store.put(collectionId, [{ id, data }]),
  putMany: async (collectionId, documents) => standIn.store.put(collectionId, documents),
  reset: async () => standIn.store.reset(),
};

const emulatorData: Data = {
  get: admin.get,
  put: admin.put,
  putMany: (collectionId, documents) => admin.seed({ [collectionId]: documents }),
  async reset() {
    if (!emulatorChanged) return;
    await admin.reset(seed);
    emulatorChanged = false;
  },
};

const standInDb = firestoreAt('contract-stand-in', standInOrigin);

const targets: Record<'stand-in' | 'emulator', Target> = {
  'stand-in': { db: standInDb, base: `${standInOrigin}/v1/${root}`, data: standInData },
  emulator: {
    db: firestoreAt('contract-emulator', emulatorUrl),
    base: `${emulatorUrl}/v1/${root}`,
    data: emulatorData,
  },
};

const qaTargets: Record<'stand-in' | 'emulator behind the front', QaTarget> = {
  'stand-in': {
    ...targets['stand-in'],
    origin: standInOrigin,
    scenario: standIn.scenario,
    resets: () => resets['stand-in'],
  },
  'emulator behind the front': {
    db: firestoreAt('contract-front', frontOrigin),
    base: `${frontOrigin}/v1/${root}`,
    data: emulatorData,
    origin: frontOrigin,
    scenario: front.scenario,
    resets: () => resets.front,
  },
};

beforeAll(async () => {
  await admin.loadRules(openRules);
  await emulatorData.reset();
});

afterEach(() => {
  server.resetHandlers();
  standIn.scenario.reset();
  front.scenario.reset();
  waits.length = 0;
});

afterAll(() => server.close());

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

/** Records the JSON bodies of requests whose URL matches, letting them through. */
function recordBodies(pattern: RegExp): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(pattern, async ({ request }) => {
      bodies.push(JSON.parse(await request.clone().text()));
    }),
  );
  return bodies;
}

/**
 * createOnce (src/data/create-once.ts) and addUser (src/account/data/accounts.ts) as the app runs
 * them: a transaction that reads the document, and creates it, stamped with the server's time,
 * only when it is missing.
 */
function createOnce(
  db: Firestore,
  path: string,
  fields: Record<string, string | null>,
  { attempts = 1, beforeCommit = async () => {} } = {},
) {
  return runTransaction(
    db,
    async (transaction) => {
      const reference = doc(db, path);
      const existing = await transaction.get(reference);
      await beforeCommit();
      if (existing.exists()) return 'already-there';
      transaction.set(reference, { ...fields, createdAt: serverTimestamp() });
      return 'created';
    },
    { maxAttempts: attempts },
  );
}

/** A count as runCount (src/data/firestore-rest.ts) asks for it. */
const countRequest = (structuredQuery: object) => ({
  structuredAggregationQuery: { structuredQuery, aggregations: [{ alias: 'count', count: {} }] },
});

const name = (path: string) => `${root}/${path}`;
const productsFrom = { from: [{ collectionId: 'products' }] };
const fieldFilter = (fieldPath: string, op: string, value: object) => ({
  fieldFilter: { field: { fieldPath }, op, value },
});
const ordered = (direction: string, ...fieldPaths: string[]) =>
  fieldPaths.map((fieldPath) => ({ field: { fieldPath }, direction }));

const event = (type: string, minute: number) => ({
  type,
  at: new Date(Date.UTC(2025, 2, 3, 6, minute)),
});

/**
 * Orders with their History in a sub-collection, as the server keeps it (readStaffOrder in
 * src/staff/data/orders.ts): two events at one time, which their names order, and one without
 * `at`, which ordering by it leaves out.
 */
const histories: SeedCollections = {
  orders: [
    { id: 'o1', data: { queue: 'packed' } },
    { id: 'o2', data: { queue: 'to-pack' } },
  ],
  'orders/o1/events': [
    { id: 'e3', data: event('packed', 30) },
    { id: 'e1', data: event('placed', 0) },
    { id: 'e2', data: event('paid', 0) },
    { id: 'e4', data: { type: 'note' } },
  ],
  'orders/o2/events': [{ id: 'e1', data: event('placed', 10) }],
};

const seedHistories = async (data: Data) => {
  for (const [path, documents] of Object.entries(histories)) await data.putMany(path, documents);
};

describe.each(Object.entries(targets))('%s', (_, { db, base, data }) => {
  const productsRef = collection(db, 'products');
  const snapshot = (id: string): Promise<DocumentSnapshot> => getDoc(doc(db, 'products', id));

  afterEach(() => data.reset());

  describe('where', () => {
    it.each<[string, QueryConstraint[], string[]]>([
      ['== a string', [where('category', '==', 'men')], ['p02', 'p05', 'p08']],
      ['== true, past a stored null', [where('featured', '==', true)], ['p03']],
      ['<=', [where('price', '<=', 1200)], ['p06', 'p04', 'p08']],
      ['>=', [where('price', '>=', 2500)], ['p01', 'p03', 'p05']],
      [
        'a range between bounds, one a fraction',
        [where('price', '>=', 950.5), where('price', '<=', 1800)],
        ['p04', 'p08', 'p02', 'p07'],
      ],
      ['array-contains', [where('tags', 'array-contains', 'ladies')], ['p01', 'p04']],
      ['a nested field', [where('wholesale.minQty', '>=', 10)], ['p01', 'p05', 'p08']],
      ['documentId in', [where(documentId(), 'in', ['p05', 'p01', 'nope'])], ['p01', 'p05']],
      ['two filters', [where('category', '==', 'men'), where('price', '>=', 1500)], ['p02', 'p05']],
      [
        'a range ordered by another field',
        [where('price', '>=', 1000), where('price', '<=', 3000), orderBy('createdAt', 'desc')],
        ['p07', 'p01', 'p08', 'p02'],
      ],
      [
        "the shop's wholesale listing",
        [
          where('category', '==', 'men'),
          where('wholesale.minQty', '>=', 1),
          orderBy('createdAt', 'desc'),
          orderBy('wholesale.minQty', 'desc'),
          orderBy(documentId(), 'desc'),
        ],
        ['p05', 'p08'],
      ],
    ])('%s', async (_, constraints, expected) => {
      expect(await ids(productsRef, ...constraints)).toEqual(expected);
    });

    it('composite and()', async () => {
      const filter = and(
        where('category', '==', 'ladies'),
        where('tags', 'array-contains', 'wraps'),
      );
      const result = await getDocs(query(productsRef, filter));
      expect(result.docs.map((d) => d.id)).toEqual(['p04']);
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
        'timestamps descending',
        [orderBy('createdAt', 'desc')],
        ['p03', 'p05', 'p07', 'p01', 'p08', 'p02', 'p06', 'p04'],
      ],
      [
        'a nested field, leaving out documents without it',
        [orderBy('wholesale.minQty', 'desc')],
        ['p08', 'p05', 'p01', 'p03'],
      ],
      ['limit', [orderBy('price'), limit(3)], ['p06', 'p04', 'p08']],
      [
        'a filter with limit',
        [where('category', '==', 'men'), orderBy('createdAt', 'desc'), limit(2)],
        ['p05', 'p08'],
      ],
    ])('%s', async (_, constraints, expected) => {
      expect(await ids(productsRef, ...constraints)).toEqual(expected);
    });

    it('orders strings by their UTF-8 bytes', async () => {
      const names = ['a', 'B', 'é', '\uE000', '\uFFFD', '😀', 'ab', ''];
      await data.putMany(
        'names',
        names.map((value, index) => ({ id: `n${index}`, data: { name: value } })),
      );
      const result = await getDocs(query(collection(db, 'names'), orderBy('name')));
      expect(result.docs.map((d) => d.get('name') as string)).toEqual([
        '',
        'B',
        'a',
        'ab',
        'é',
        '\uE000',
        '\uFFFD',
        '😀',
      ]);
    });
  });

  describe('the page after a cursor', () => {
    const byPrice = orderBy('price');

    it.each<[string, QueryConstraint[], string[]]>([
      ['after a value', [byPrice, startAfter(1800)], ['p01', 'p03', 'p05']],
      [
        'after a value, descending',
        [orderBy('price', 'desc'), startAfter(2500)],
        ['p07', 'p02', 'p08', 'p04', 'p06'],
      ],
      [
        'after two values',
        [orderBy('category'), orderBy('price'), startAfter('ladies', 950.5)],
        ['p01', 'p08', 'p02', 'p05', 'p03', 'p07'],
      ],
      [
        "the shop's page cursor: the sort value, then the document id",
        [byPrice, orderBy(documentId()), startAfter(1800, 'p02'), limit(3)],
        ['p07', 'p01', 'p03'],
      ],
      [
        "the shop's page cursor, newest first",
        [
          orderBy('createdAt', 'desc'),
          orderBy(documentId(), 'desc'),
          startAfter(Timestamp.fromDate(new Date(Date.UTC(2024, 0, 7))), 'p05'),
          limit(2),
        ],
        ['p07', 'p01'],
      ],
    ])('%s', async (_, constraints, expected) => {
      expect(await ids(productsRef, ...constraints)).toEqual(expected);
    });

    it('after a document snapshot, splitting equal values by document name', async () => {
      expect(await ids(productsRef, byPrice, startAfter(await snapshot('p02')))).toEqual([
        'p07',
        'p01',
        'p03',
        'p05',
      ]);
    });

    it('pages through a collection with startAfter(lastDoc), each document exactly once', async () => {
      await data.putMany(
        'catalog',
        Array.from({ length: 23 }, (_, i) => ({
          id: `item-${String(i).padStart(2, '0')}`,
          data: { group: i % 3 },
        })),
      );
      const seen: string[] = [];
      let last: DocumentSnapshot | undefined;
      for (let page = 0; page < 10; page++) {
        const constraints = [
          orderBy('group', 'desc'),
          limit(5),
          ...(last ? [startAfter(last)] : []),
        ];
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
      expect((await getDocs(collection(db, 'messages'))).empty).toBe(true);
    });

    it('counts on the server', async () => {
      expect((await getCount(productsRef)).data().count).toBe(8);
      const men = query(productsRef, where('category', '==', 'men'));
      expect((await getCount(men)).data().count).toBe(3);
      const ranged = query(productsRef, where('wholesale.minQty', '>=', 1));
      expect((await getCount(ranged)).data().count).toBe(4);
    });
  });

  describe("sub-collections, as an order's History is kept", () => {
    const events = (orderId: string) => collection(db, 'orders', orderId, 'events');

    beforeEach(() => seedHistories(data));

    it.each<[string, QueryConstraint[], string[]]>([
      ['ordered by a field, then by name', [orderBy('at')], ['e1', 'e2', 'e3']],
      ['with limit', [orderBy('at'), limit(2)], ['e1', 'e2']],
      ['descending, with limit', [orderBy('at', 'desc'), limit(2)], ['e3', 'e2']],
    ])("queries an order's events %s", async (_, constraints, expected) => {
      expect(await ids(events('o1'), ...constraints)).toEqual(expected);
    });

    it("never shows a sub-collection's documents in its parent collection, nor another parent's", async () => {
      expect(await ids(collection(db, 'orders'))).toEqual(['o1', 'o2']);
      expect((await getCount(collection(db, 'orders'))).data().count).toBe(2);
      expect(await ids(collection(db, 'events'))).toEqual([]);
      expect(await ids(events('o2'), orderBy('at'))).toEqual(['e1']);
      expect(await ids(events('o3'), orderBy('at'))).toEqual([]);
    });
  });

  describe("the app's transactions", () => {
    const message = { name: 'Wanjiku', phone: null, text: 'Habari' };

    it('creates a missing document under exists:false, stamped with the server time', async () => {
      const commits = recordBodies(/:commit$/);
      const before = Date.now();
      expect(await createOnce(db, 'messages/m1', message)).toBe('created');
      expect(commits).toEqual([
        {
          writes: [
            {
              update: {
                name: name('messages/m1'),
                fields: {
                  name: { stringValue: 'Wanjiku' },
                  phone: { nullValue: 'NULL_VALUE' },
                  text: { stringValue: 'Habari' },
                },
              },
              updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
              currentDocument: { exists: false },
            },
          ],
        },
      ]);
      const created = await getDoc(doc(db, 'messages/m1'));
      expect(created.get('phone')).toBeNull();
      const createdAt = created.get('createdAt') as Timestamp;
      expect(createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1);
      expect(createdAt.toMillis()).toBeLessThanOrEqual(Date.now());
    });

    it('leaves an existing document alone, verifying it under the time it was read', async () => {
      await data.put('messages', 'm1', { text: 'first' });
      const commits = recordBodies(/:commit$/);
      expect(await createOnce(db, 'messages/m1', message)).toBe('already-there');
      expect(commits).toEqual([
        {
          writes: [
            { verify: name('messages/m1'), currentDocument: { updateTime: expect.any(String) } },
          ],
        },
      ]);
      expect((await data.get('messages/m1'))?.fields).toEqual({ text: { stringValue: 'first' } });
    });

    it('fails (ALREADY_EXISTS, seen by the SDK as aborted) when the document appears before the commit', async () => {
      const racing = () => data.put('messages', 'm1', { text: 'first' });
      const error = await failureOf(
        createOnce(db, 'messages/m1', message, { beforeCommit: racing }),
      );
      expect(error.code).toBe('aborted');
      expect((await data.get('messages/m1'))?.fields).toEqual({ text: { stringValue: 'first' } });
    });

    it('fails (FAILED_PRECONDITION) when a document read as there changed before the commit', async () => {
      await data.put('messages', 'm1', { text: 'first' });
      const changing = () => data.put('messages', 'm1', { text: 'changed' });
      const error = await failureOf(
        createOnce(db, 'messages/m1', message, { beforeCommit: changing }),
      );
      expect(error.code).toBe('failed-precondition');
    });

    it('on a second attempt, as the app makes one, finds the document that appeared', async () => {
      let raced = false;
      const racing = async () => {
        if (!raced) await data.put('messages', 'm1', { text: 'first' });
        raced = true;
      };
      const outcome = createOnce(db, 'messages/m1', message, { attempts: 2, beforeCommit: racing });
      expect(await outcome).toBe('already-there');
      expect((await data.get('messages/m1'))?.fields).toEqual({ text: { stringValue: 'first' } });
    });

    it('answers 409 ALREADY_EXISTS to a raw commit creating an existing document', async () => {
      const response = await fetch(`${base}:commit`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({
          writes: [
            {
              update: { name: name('products/p01'), fields: {} },
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
      expect((await data.get('products/p01'))?.fields).toHaveProperty('productName');
    });
  });

  it.each([
    ['a body that is not JSON', ':runQuery', 'nope'],
    [
      'an unknown operator',
      ':runQuery',
      JSON.stringify({
        structuredQuery: { ...productsFrom, where: fieldFilter('a', 'LIKE', { stringValue: 'x' }) },
      }),
    ],
    ['writes that are not a list', ':commit', '{"writes":7}'],
  ])('answers 400 INVALID_ARGUMENT to %s', async (_, method, body) => {
    const response = await fetch(`${base}${method}`, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});

/** What a target answered to a raw request, with what legitimately varies made comparable. */
interface Answer {
  status: number;
  body: unknown;
}

const times = new Set(['readTime', 'commitTime', 'createTime', 'updateTime']);
const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;
const runStarted = Date.now();

/**
 * Times, transaction ids and page tokens differ between any two servers (and between two runs of
 * one), as does a server time written during the run, and an error's message is prose: the app
 * sees their presence and form, never their content. Everything else must be identical.
 */
function comparable(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => comparable(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v, k)]));
  }
  if (typeof value !== 'string') return value;
  const serverTime = key === 'timestampValue' && Date.parse(value) >= runStarted;
  if (times.has(key) || serverTime) {
    return rfc3339.test(value) ? '<time>' : `<not a time: ${value}>`;
  }
  if (key === 'message') return value ? '<message>' : value;
  return value;
}

async function answerOf(
  target: Target,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${target.base}${path}`, {
    method,
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: compared as text.
  }
  return { status: response.status, body: comparable(parsed) };
}

describe('the same answers on the wire', () => {
  afterEach(() => Promise.all(Object.values(targets).map((target) => target.data.reset())));

  /** Sends the request to both, requires identical answers, and returns the emulator's. */
  async function bothAnswer(path: string, body: unknown) {
    const standInAnswer = await answerOf(targets['stand-in'], 'POST', path, body);
    const emulatorAnswer = await answerOf(targets.emulator, 'POST', path, body);
    expect(standInAnswer).toEqual(emulatorAnswer);
    return emulatorAnswer;
  }

  const menFrom1000 = {
    compositeFilter: {
      op: 'AND',
      filters: [
        fieldFilter('category', 'EQUAL', { stringValue: 'men' }),
        fieldFilter('price', 'GREATER_THAN_OR_EQUAL', { integerValue: '1000' }),
        fieldFilter('price', 'LESS_THAN_OR_EQUAL', { doubleValue: 4100.5 }),
      ],
    },
  };

  it.each<[string, string, unknown]>([
    [
      'a query',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: fieldFilter('price', 'GREATER_THAN_OR_EQUAL', { integerValue: '2500' }),
          orderBy: ordered('DESCENDING', 'price', '__name__'),
        },
      },
    ],
    [
      'a query matching nothing',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: fieldFilter('category', 'EQUAL', { stringValue: 'kids' }),
        },
      },
    ],
    [
      "a page of a listing after its cursor, as the app's REST reader asks for it",
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          select: { fields: [{ fieldPath: 'productName' }, { fieldPath: 'wholesale' }] },
          where: menFrom1000,
          orderBy: ordered('ASCENDING', 'price', '__name__'),
          startAt: {
            values: [{ integerValue: '1200' }, { referenceValue: name('products/p08') }],
            before: false,
          },
          limit: 3,
        },
      },
    ],
    [
      'a query selecting fields some documents lack',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          select: { fields: [{ fieldPath: 'wholesale' }, { fieldPath: 'featured' }] },
          orderBy: ordered('DESCENDING', 'createdAt', '__name__'),
          limit: 4,
        },
      },
    ],
    [
      'documents read by name, as readByIds reads them',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: fieldFilter('__name__', 'IN', {
            arrayValue: {
              values: ['p05', 'nope', 'p01'].map((id) => ({
                referenceValue: name(`products/${id}`),
              })),
            },
          }),
        },
      },
    ],
    [
      'a count, as runCount asks for it',
      ':runAggregationQuery',
      countRequest({ ...productsFrom, where: menFrom1000 }),
    ],
    [
      'a count over nothing',
      ':runAggregationQuery',
      countRequest({ from: [{ collectionId: 'orders' }] }),
    ],
    [
      'a batchGet of found and missing documents',
      ':batchGet',
      { documents: [name('products/p03'), name('products/nope'), name('Users/u1')] },
    ],
    [
      'a verify under a stale updateTime',
      ':commit',
      {
        writes: [
          { verify: name('products/p01'), currentDocument: { updateTime: '2001-01-01T00:00:00Z' } },
        ],
      },
    ],
    ['a body that is not JSON', ':runQuery', 'nope'],
    ['an empty body', ':runQuery', ''],
    [
      'an unknown operator',
      ':runQuery',
      {
        structuredQuery: { ...productsFrom, where: fieldFilter('a', 'LIKE', { stringValue: 'x' }) },
      },
    ],
    ['writes that are not a list', ':commit', { writes: 7 }],
  ])('%s', async (_, path, body) => {
    await bothAnswer(path, body);
  });

  it("a query of an order's History, posted under the order as readStaffOrder sends it", async () => {
    await Promise.all(Object.values(targets).map((target) => seedHistories(target.data)));
    const history = {
      structuredQuery: {
        from: [{ collectionId: 'events' }],
        orderBy: ordered('ASCENDING', 'at', '__name__'),
        limit: 100,
      },
    };
    expect((await bothAnswer('/orders/o1:runQuery', history)).body).toHaveLength(3);
    expect((await bothAnswer('/orders/o3:runQuery', history)).body).toHaveLength(1);
    const orders = { structuredQuery: { from: [{ collectionId: 'orders' }] } };
    expect((await bothAnswer(':runQuery', orders)).body).toHaveLength(2);
  });

  it('stores what the app writes as Firestore does: strings, a null, the server time', async () => {
    const write = {
      update: {
        name: name('messages/m1'),
        fields: { text: { stringValue: 'Habari' }, phone: { nullValue: 'NULL_VALUE' } },
      },
      updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
      currentDocument: { exists: false },
    };
    expect((await bothAnswer(':commit', { writes: [write] })).status).toBe(200);
    const stored = await bothAnswer(':batchGet', { documents: [name('messages/m1')] });
    expect(stored.body).toMatchObject([
      {
        found: { fields: { phone: { nullValue: null }, createdAt: { timestampValue: '<time>' } } },
      },
    ]);
  });

  it('verifies a document under the update time it was read with', async () => {
    const answers = await Promise.all(
      Object.values(targets).map(async (target) => {
        const read = await fetch(`${target.base}:batchGet`, {
          method: 'POST',
          body: JSON.stringify({ documents: [name('products/p01')] }),
        });
        const [{ found }] = (await read.json()) as [{ found: { updateTime: string } }];
        const verify = {
          verify: name('products/p01'),
          currentDocument: { updateTime: found.updateTime },
        };
        return answerOf(target, 'POST', ':commit', { writes: [verify] });
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(200);
  });
});

describe('what the app never sends (README.md, Modes): refused by the stand-in', () => {
  const { db } = targets['stand-in'];
  const productsRef = collection(db, 'products');

  it.each<[string, () => Promise<unknown>]>([
    [
      'OR filters',
      () => getDocs(query(productsRef, or(where('price', '==', 700), where('price', '==', 950.5)))),
    ],
    ['NOT_EQUAL filters', () => getDocs(query(productsRef, where('price', '!=', 1800)))],
    ['LESS_THAN filters', () => getDocs(query(productsRef, where('price', '<', 1800)))],
    ['unaryFilter filters', () => getDocs(query(productsRef, where('featured', '==', null)))],
    [
      'cursors that include their position',
      () => getDocs(query(productsRef, orderBy('price'), startAt(1800))),
    ],
    ['structuredQuery.endAt', () => getDocs(query(productsRef, orderBy('price'), endAt(1800)))],
    ['structuredQuery.from.allDescendants', () => getDocs(collectionGroup(db, 'reviews'))],
    [
      'POST …/documents/orders/o1/events/e1:runQuery',
      () => getDocs(collection(db, 'orders', 'o1', 'events', 'e1', 'notes')),
    ],
    [
      'POST …/documents/orders/o1:runAggregationQuery',
      () => getCount(collection(db, 'orders', 'o1', 'events')),
    ],
    ['documents in sub-collections', () => getDoc(doc(db, 'orders', 'o1', 'events', 'e1'))],
    ['aggregations.sum', () => getAggregate(productsRef, { total: sum('price') })],
    ['aggregations.avg', () => getAggregate(productsRef, { mean: average('price') })],
    [
      'writes other than creating a document read as missing',
      () => setDoc(doc(db, 'messages', 'm1'), { text: 'x' }),
    ],
    ['a write.updateMask', () => updateDoc(doc(db, 'products', 'p01'), { productName: 'x' })],
    ['a write.delete', () => deleteDoc(doc(db, 'products', 'p01'))],
    [
      'writing values of type "integerValue"',
      () => addDoc(collection(db, 'orders'), { total: 2500 }),
    ],
  ])('%s: the SDK call fails, its message naming them', async (part, run) => {
    const error = await failureOf(run());
    // Firestore Lite maps the HTTP status 400 (INVALID_ARGUMENT) to this code.
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toContain(`does not serve ${part}`);
    expect(error.message).toContain('README.md, Modes');
  });

  it.each<[string, 'GET' | 'POST', string, object?]>([
    ['GET …/documents/products/p01', 'GET', '/products/p01'],
    ['POST …/documents:beginTransaction', 'POST', ':beginTransaction', {}],
    [
      'batchGet.mask',
      'POST',
      ':batchGet',
      { documents: [name('products/p01')], mask: { fieldPaths: ['price'] } },
    ],
    [
      'runQuery.newTransaction',
      'POST',
      ':runQuery',
      { structuredQuery: productsFrom, newTransaction: {} },
    ],
    [
      'structuredQuery.offset',
      'POST',
      ':runQuery',
      { structuredQuery: { ...productsFrom, offset: 2 } },
    ],
    [
      'count.upTo',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: productsFrom,
          aggregations: [{ alias: 'count', count: { upTo: 5 } }],
        },
      },
    ],
  ])(
    '%s: the emulator serves it; the stand-in answers 400 INVALID_ARGUMENT, as Firestore errs',
    async (part, method, path, body) => {
      expect((await answerOf(targets.emulator, method, path, body)).status).toBe(200);
      const response = await fetch(`${targets['stand-in'].base}${path}`, {
        method,
        body: body && JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message: expect.stringContaining(`does not serve ${part}:`),
        },
      });
    },
  );
});

describe.each(Object.entries(qaTargets))('%s: QA scenarios', (_, target) => {
  const { db, base, data, origin, scenario } = target;
  const productsRef = collection(db, 'products');
  const snapshot = (id: string): Promise<DocumentSnapshot> => getDoc(doc(db, 'products', id));
  const qa = (path: string, init?: RequestInit) => fetch(`${origin}/__qa${path}`, init);
  const setScenario = (name: string) =>
    qa('/scenario', { method: 'POST', body: JSON.stringify({ name }) });
  const count = (structuredQuery: object) =>
    fetch(`${base}:runAggregationQuery`, {
      method: 'POST',
      body: JSON.stringify(countRequest(structuredQuery)),
    });

  afterEach(() => data.reset());

  it('catalog-error: every product read answers 503, seen as unavailable', async () => {
    await setScenario('catalog-error');
    expect((await failureOf(getDocs(productsRef))).code).toBe('unavailable');
    expect((await failureOf(snapshot('p01'))).code).toBe('unavailable');
    expect((await count(productsFrom)).status).toBe(503);
    expect((await getDoc(doc(db, 'Users', 'u1'))).exists()).toBe(true);
  });

  it('empty-catalog: products read as empty, and come back on switching', async () => {
    await setScenario('empty-catalog');
    expect(await ids(productsRef)).toEqual([]);
    expect((await snapshot('p01')).exists()).toBe(false);
    expect(await (await count(productsFrom)).json()).toMatchObject([
      { result: { aggregateFields: { count: { integerValue: '0' } } } },
    ]);
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
    const error = await failureOf(createOnce(db, 'messages/m1', { text: 'x' }));
    expect(error.code).toBe('unavailable');
    expect(await data.get('messages/m1')).toBeUndefined();
    expect((await snapshot('p01')).exists()).toBe(true);
  });

  it('slow: delays every Firestore answer by 1500 ms, not the QA endpoints', async () => {
    await setScenario('slow');
    await getDocs(productsRef);
    await createOnce(db, 'messages/m1', { text: 'x' });
    await qa('/scenario');
    // The query, then the transaction's read and its commit.
    expect(waits).toEqual([1500, 1500, 1500]);
  });

  it('default: no delay', async () => {
    await getDocs(productsRef);
    expect(waits).toEqual([]);
  });

  it('reset restores the seeded documents, empties the rest, resets the scenario, then answers 204', async () => {
    await data.put('products', 'p01', { price: 1 });
    await createOnce(db, 'messages/m1', { text: 'x' });
    await setScenario('write-error');
    const resetsBefore = target.resets();
    const response = await qa('/reset', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(target.resets()).toBe(resetsBefore + 1);
    expect((await snapshot('p01')).get('price')).toBe(2500);
    expect(await ids(collection(db, 'messages'))).toEqual([]);
    expect(await (await qa('/scenario')).json()).toEqual({ name: 'default' });
  });

  it('switches the scenario and reports it', async () => {
    const response = await setScenario('empty-catalog');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'empty-catalog' });
    expect(await (await qa('/scenario')).json()).toEqual({ name: 'empty-catalog' });
    expect(scenario.get()).toBe('empty-catalog');
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
      expect(scenario.get()).toBe('default');
    },
  );
});

describe('stand-in internals', () => {
  const base = targets['stand-in'].base;

  it('slow: the default wait holds each answer for 1500 ms of (fake) time', async () => {
    vi.useFakeTimers();
    try {
      const handlers = createFirestoreHandlers({
        store: standIn.store,
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

  it('answers 500 when the injected reset work fails', async () => {
    const handlers = createQaHandlers({
      resetData: () => standIn.store.reset(),
      scenario: createScenarioState(),
      onReset: () => Promise.reject(new Error('Auth emulator down')),
    });
    const response = await getResponse(
      handlers,
      new Request(`${standInOrigin}/__qa/reset`, { method: 'POST' }),
    );
    expect(response?.status).toBe(500);
    expect(await response?.json()).toMatchObject({
      error: { message: expect.stringContaining('Auth emulator down') },
    });
  });
});
