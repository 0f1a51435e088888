/**
 * Contract tests: the same `firebase/firestore/lite` calls, made exactly as the app makes them,
 * against the in-memory stand-in (msw/node; what Storybook and `dev:mocks` run on) and against
 * Google's Firestore emulator, each required to give the same expected answer. Raw REST requests
 * go to both too, and their answers must be the same but for times, ids and messages. A stand-in
 * that ignored a filter, a cursor or a precondition, or answered in another shape than the
 * emulator, fails here. The QA scenarios are held to the same answers on the stand-in and on the
 * front the local backend puts before the emulator (mocks/backend/front).
 */
import { initializeApp } from 'firebase/app';
import {
  type Firestore,
  type FirestoreError,
  Bytes,
  GeoPoint,
  Timestamp,
  FieldPath,
  addDoc,
  and,
  arrayRemove,
  arrayUnion,
  average,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  count,
  deleteDoc,
  deleteField,
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
  writeBatch,
  type DocumentSnapshot,
  type Query,
  type QueryCompositeFilterConstraint,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { getResponse, http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmulatorAdmin } from '../../backend/emulator-admin';
import { createFront } from '../../backend/front/handlers';
import { createBackend } from '../backend';
import { createQaHandlers } from '../../backend/qa-handlers';
import { createScenarioState, type ScenarioState } from '../../backend/scenarios';
import { testEmulatorUrl } from '../../vitest/test-emulator-url';
import { createFirestoreHandlers } from './handlers';
import { toRestDocument, type SeedCollections, type SeedDocument } from './store';
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
  list(collectionPath: string): Promise<RestDocument[]>;
  put(collectionPath: string, id: string, data: Record<string, unknown>): Promise<void>;
  putMany(collectionPath: string, documents: SeedDocument[]): Promise<void>;
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
    return found && toRestDocument(found, root);
  },
  list: async (collectionPath) =>
    standIn.store.list(collectionPath).map((found) => toRestDocument(found, root)),
  put: async (collectionPath, id, data) => void standIn.store.put(collectionPath, id, data),
  putMany: async (collectionPath, documents) => standIn.store.put(collectionPath, documents),
  reset: async () => standIn.store.reset(),
};

const emulatorData: Data = {
  get: admin.get,
  list: admin.list,
  put: admin.put,
  putMany: (collectionPath, documents) => admin.seed({ [collectionPath]: documents }),
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

describe.each(Object.entries(targets))('%s', (_, { db, base, data }) => {
  const productsRef = collection(db, 'products');
  const snapshot = (id: string): Promise<DocumentSnapshot> => getDoc(doc(db, 'products', id));

  afterEach(() => data.reset());

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
      ['a range given a value of another type', [where('price', '>', 'a')], []],
      ['== a list', [where('tags', '==', ['shoes'])], ['p03']],
      ['== a map', [where('wholesale', '==', { minQty: 6 })], ['p03']],
      ['in, where a null matches nothing', [where('featured', 'in', [true, null])], ['p03']],
      ['a range, which no NaN matches', [where('rating', '<', 5)], ['p01']],
      ['not-in, which a NaN passes', [where('rating', 'not-in', [4.5])], ['p08']],
      [
        'a range ordered by another field',
        [where('price', '>=', 1000), where('price', '<=', 3000), orderBy('createdAt', 'desc')],
        ['p07', 'p01', 'p08', 'p02'],
      ],
      [
        'inequalities on two fields',
        [where('price', '>', 1000), where('wholesale.minQty', '>=', 10)],
        ['p08', 'p01', 'p05'],
      ],
      [
        'array-contains-any, ordered and limited',
        [
          where('tags', 'array-contains-any', ['men', 'ladies']),
          orderBy('price', 'desc'),
          limit(3),
        ],
        ['p01', 'p02', 'p08'],
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

    it('orders values of different types as Firestore does', async () => {
      const values: Array<[string, unknown]> = [
        ['m01', null],
        ['m02', true],
        ['m03', false],
        ['m04', NaN],
        ['m05', -Infinity],
        ['m06', -1],
        ['m07', 2.5],
        ['m08', 3],
        ['m09', Timestamp.fromDate(new Date(Date.UTC(2024, 0, 1)))],
        ['m10', 'b'],
        ['m11', 'a'],
        ['m12', Bytes.fromUint8Array(new Uint8Array([1, 2]))],
        ['m13', doc(db, 'products', 'p01')],
        ['m14', new GeoPoint(1, 2)],
        ['m15', [1]],
        ['m16', { a: 1 }],
      ];
      for (const [id, value] of values) await setDoc(doc(db, 'mixed', id), { value });
      const mixed = collection(db, 'mixed');
      const ascending = [
        'm01',
        'm03',
        'm02',
        'm04',
        'm05',
        'm06',
        'm07',
        'm08',
        'm09',
        'm11',
        'm10',
        'm12',
        'm13',
        'm14',
        'm15',
        'm16',
      ];
      expect(await ids(mixed, orderBy('value'))).toEqual(ascending);
      expect(await ids(mixed, orderBy('value', 'desc'))).toEqual([...ascending].reverse());
      expect(await ids(mixed, where('value', '>', 2))).toEqual(['m07', 'm08']);
      expect(await ids(mixed, where('value', '>=', 'a'))).toEqual(['m11', 'm10']);
    });

    it('orders strings by their UTF-8 bytes', async () => {
      const names = ['a', 'B', 'é', '\uE000', '\uFFFD', '😀', 'ab', ''];
      for (const [index, name] of names.entries()) {
        await setDoc(doc(db, 'names', `n${index}`), { name });
      }
      const ordered = await getDocs(query(collection(db, 'names'), orderBy('name')));
      expect(ordered.docs.map((d) => d.get('name') as string)).toEqual([
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
      const result = await getDocs(collection(db, 'messages'));
      expect(result.empty).toBe(true);
    });

    it('reads a sub-collection', async () => {
      await data.put('Users/u1/addresses', 'home', { town: 'Nakuru' });
      expect(await ids(collection(db, 'Users', 'u1', 'addresses'))).toEqual(['home']);
    });

    it('counts, sums and averages on the server', async () => {
      expect((await getCount(productsRef)).data().count).toBe(8);
      expect(
        (await getCount(query(productsRef, where('category', '==', 'men')))).data().count,
      ).toBe(3);
      expect((await getCount(query(productsRef, orderBy('price'), limit(2)))).data().count).toBe(2);
      const totals = await getAggregate(query(productsRef, where('category', '==', 'men')), {
        total: sum('price'),
        mean: average('price'),
      });
      expect(totals.data()).toEqual({ total: 7100, mean: 7100 / 3 });
    });

    it('aggregates only the documents having every summed or averaged field', async () => {
      const totals = await getAggregate(productsRef, {
        products: count(),
        total: sum('price'),
        minimum: average('wholesale.minQty'),
      });
      expect(totals.data()).toEqual({ products: 4, total: 11000, minimum: 12 });
    });

    it('sums, under a limit, the first documents in the order of the summed field', async () => {
      const first = await getAggregate(query(productsRef, limit(2)), { total: sum('price') });
      expect(first.data()).toEqual({ total: 700 + 950.5 });
    });

    it('averages to NaN when a value is NaN', async () => {
      const rating = await getAggregate(productsRef, { mean: average('rating'), n: count() });
      expect(rating.data()).toEqual({ mean: NaN, n: 2 });
    });

    it('keeps timestamps to the microsecond', async () => {
      await setDoc(doc(db, 'messages', 'm1'), { at: new Timestamp(1_700_000_000, 123_456_789) });
      const at = (await getDoc(doc(db, 'messages', 'm1'))).get('at') as Timestamp;
      expect([at.seconds, at.nanoseconds]).toEqual([1_700_000_000, 123_456_000]);
    });

    it('reads a collection group, in document name order', async () => {
      await data.put('products/p01/reviews', 'r1', { stars: 5 });
      await data.put('Users/u1/reviews', 'r2', { stars: 3 });
      await data.put('reviews', 'r3', { stars: 4 });
      const group = await getDocs(query(collectionGroup(db, 'reviews'), orderBy('stars')));
      expect(group.docs.map((d) => d.ref.path)).toEqual([
        'Users/u1/reviews/r2',
        'reviews/r3',
        'products/p01/reviews/r1',
      ]);
      expect(await ids(collectionGroup(db, 'reviews'))).toEqual(['r2', 'r1', 'r3']);
    });

    it('reads a field whose name holds a dot, or is not plain', async () => {
      await setDoc(doc(db, 'messages', 'm1'), { 'odd.key': 1, 'wa ke': { é: 2 } });
      await setDoc(doc(db, 'messages', 'm2'), { 'odd.key': 2 });
      const dotted = new FieldPath('odd.key');
      expect(await ids(collection(db, 'messages'), where(dotted, '>', 1))).toEqual(['m2']);
      expect(await ids(collection(db, 'messages'), orderBy(dotted, 'desc'))).toEqual(['m2', 'm1']);
      const odd = await ids(
        collection(db, 'messages'),
        where(new FieldPath('wa ke', 'é'), '==', 2),
      );
      expect(odd).toEqual(['m1']);
    });
  });

  describe('writes', () => {
    it('adds a document under a generated id', async () => {
      const ref = await addDoc(collection(db, 'orders'), { total: 2500, items: ['p01'] });
      expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect((await data.get(`orders/${ref.id}`))?.fields).toEqual({
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
      expect(await data.get('products/nope')).toBeUndefined();
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

    it('merges into nested maps, deletes fields, removes from and adds to numbers', async () => {
      await setDoc(doc(db, 'products', 'p01'), { wholesale: { maxQty: 50 } }, { merge: true });
      await updateDoc(doc(db, 'products', 'p01'), {
        rating: deleteField(),
        tags: arrayRemove('ladies'),
        price: increment(0.5),
        'stock.count': increment(3),
      });
      const updated = (await snapshot('p01')).data();
      expect(updated).toMatchObject({
        wholesale: { minQty: 10, maxQty: 50 },
        tags: ['dresses'],
        price: 2500.5,
        stock: { count: 3 },
      });
      expect(updated).not.toHaveProperty('rating');
    });

    it('writes a batch all or nothing', async () => {
      const failing = writeBatch(db);
      failing.set(doc(db, 'orders', 'o1'), { total: 1 });
      failing.update(doc(db, 'products', 'nope'), { price: 1 });
      expect((await failureOf(failing.commit())).code).toBe('not-found');
      expect(await data.get('orders/o1')).toBeUndefined();
      const passing = writeBatch(db);
      passing.set(doc(db, 'orders', 'o1'), { total: 1 });
      passing.delete(doc(db, 'products', 'p01'));
      await passing.commit();
      expect(await data.get('orders/o1')).toBeDefined();
      expect((await snapshot('p01')).exists()).toBe(false);
    });

    it.each([
      ['document id', () => doc(db, 'orders', '__reserved__')],
      ['collection id', () => doc(db, '__reserved__', 'o1')],
    ])('refuses a reserved %s', async (_, reference) => {
      const error = await failureOf(setDoc(reference(), { total: 1 }));
      // Firestore Lite maps the HTTP status 400 (INVALID_ARGUMENT here) to this code.
      expect(error.code).toBe('failed-precondition');
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
      expect((await data.get('products/p01'))?.fields).toHaveProperty('productName');
    });
  });

  describe('transactions', () => {
    const createIfMissing = (
      id: string,
      fields: Record<string, unknown>,
      beforeWrite: () => Promise<void> | void = () => {},
    ) =>
      runTransaction(
        db,
        async (transaction) => {
          const ref = doc(db, 'orders', id);
          const existing = await transaction.get(ref);
          if (existing.exists()) return 'existed';
          await beforeWrite();
          transaction.set(ref, fields);
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
      expect(await data.get('orders/o1')).toBeDefined();
    });

    it('leaves an existing document alone', async () => {
      await data.put('orders', 'o1', { total: 1 });
      expect(await createIfMissing('o1', { total: 100 })).toBe('existed');
      expect((await data.get('orders/o1'))?.fields.total).toEqual({ integerValue: '1' });
    });

    it('fails (ALREADY_EXISTS, seen by the SDK as aborted) when the document appears before the commit', async () => {
      const racing = () => data.put('orders', 'o1', { total: 1 });
      const error = await failureOf(createIfMissing('o1', { total: 100 }, racing));
      expect(error.code).toBe('aborted');
      expect((await data.get('orders/o1'))?.fields.total).toEqual({ integerValue: '1' });
    });

    it('fails when a document read in the transaction changed before the commit', async () => {
      const error = await failureOf(
        runTransaction(
          db,
          async (transaction) => {
            const ref = doc(db, 'products', 'p01');
            const read = await transaction.get(ref);
            await data.put('products', 'p01', { price: 1 });
            transaction.update(ref, { price: (read.get('price') as number) + 100 });
          },
          { maxAttempts: 1 },
        ),
      );
      expect(error.code).toBe('failed-precondition');
      expect((await data.get('products/p01'))?.fields.price).toEqual({ integerValue: '1' });
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
    ])('answers 400 INVALID_ARGUMENT to %s', async (_, method, body) => {
      const response = await fetch(`${base}${method}`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { status: string } }).error.status).toBe(
        'INVALID_ARGUMENT',
      );
    });
  });
});

/** What a target answered to a raw request, with what legitimately varies made comparable. */
interface Answer {
  status: number;
  body: unknown;
}

const times = new Set(['readTime', 'commitTime', 'createTime', 'updateTime']);
const rfc3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;

/**
 * Times, transaction ids and page tokens differ between any two servers (and between two runs of
 * one), and an error's message is prose: the app sees their presence and form, never their
 * content. Everything else must be identical.
 */
function comparable(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => comparable(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v, k)]));
  }
  if (typeof value !== 'string') return value;
  if (times.has(key)) return rfc3339.test(value) ? '<time>' : `<not a time: ${value}>`;
  if (key === 'transaction' || key === 'nextPageToken') return value ? `<${key}>` : value;
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
    // Not JSON (the emulator's 404 for an unknown path is plain text): compared as text.
  }
  return { status: response.status, body: comparable(parsed) };
}

const name = (path: string) => `${root}/${path}`;
const productsFrom = { from: [{ collectionId: 'products' }] };

describe('the same answers on the wire', () => {
  afterEach(() => Promise.all(Object.values(targets).map((target) => target.data.reset())));

  /** Sends the request to both, requires identical answers, and returns the emulator's. */
  async function bothAnswer(method: 'GET' | 'POST', path: string, body?: unknown) {
    const standInAnswer = await answerOf(targets['stand-in'], method, path, body);
    const emulatorAnswer = await answerOf(targets.emulator, method, path, body);
    expect(standInAnswer).toEqual(emulatorAnswer);
    return emulatorAnswer;
  }

  it.each<[string, 'GET' | 'POST', string, unknown?]>([
    [
      'a query',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: {
            fieldFilter: {
              field: { fieldPath: 'price' },
              op: 'GREATER_THAN',
              value: { integerValue: '2500' },
            },
          },
          orderBy: [{ field: { fieldPath: 'price' }, direction: 'DESCENDING' }],
        },
      },
    ],
    [
      'a query matching nothing',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: {
            fieldFilter: {
              field: { fieldPath: 'category' },
              op: 'EQUAL',
              value: { stringValue: 'kids' },
            },
          },
        },
      },
    ],
    [
      'a query selecting fields some documents lack',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          select: { fields: [{ fieldPath: 'wholesale.minQty' }] },
          limit: 3,
        },
      },
    ],
    [
      'a query selecting only the document name',
      'POST',
      ':runQuery',
      { structuredQuery: { ...productsFrom, select: { fields: [{ fieldPath: '__name__' }] } } },
    ],
    ['a query without from', 'POST', ':runQuery', { structuredQuery: {} }],
    [
      'a query of every descendant without a collection id',
      'POST',
      ':runQuery',
      { structuredQuery: { from: [{ allDescendants: true }] } },
    ],
    [
      'a query of two collections',
      'POST',
      ':runQuery',
      { structuredQuery: { from: [{ collectionId: 'products' }, { collectionId: 'Users' }] } },
    ],
    [
      'a query opening a transaction',
      'POST',
      ':runQuery',
      { structuredQuery: { ...productsFrom, limit: 2 }, newTransaction: {} },
    ],
    [
      'a query with a limit and an offset',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          orderBy: [{ field: { fieldPath: 'price' } }],
          offset: 2,
          limit: { value: 2 },
        },
      },
    ],
    [
      'a count, sum and average',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: productsFrom,
          aggregations: [
            { alias: 'count', count: {} },
            { alias: 'total', sum: { field: { fieldPath: 'price' } } },
            { alias: 'mean', avg: { field: { fieldPath: 'wholesale.minQty' } } },
          ],
        },
      },
    ],
    [
      'aggregations over nothing',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: { from: [{ collectionId: 'orders' }] },
          aggregations: [
            { alias: 'count', count: { upTo: 5 } },
            { alias: 'total', sum: { field: { fieldPath: 'total' } } },
            { alias: 'mean', avg: { field: { fieldPath: 'total' } } },
          ],
        },
      },
    ],
    [
      'a count up to a bound',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: productsFrom,
          aggregations: [{ alias: 'count', count: { upTo: '5' } }],
        },
      },
    ],
    [
      'a batchGet of found and missing documents',
      'POST',
      ':batchGet',
      { documents: [name('products/p03'), name('products/nope'), name('Users/u1')] },
    ],
    [
      'a batchGet with a mask',
      'POST',
      ':batchGet',
      { documents: [name('products/p02')], mask: { fieldPaths: ['wholesale', 'price'] } },
    ],
    ['a batchGet without documents', 'POST', ':batchGet', {}],
    [
      'a commit with transforms and a deletion',
      'POST',
      ':commit',
      {
        writes: [
          {
            update: { name: name('products/p01'), fields: { price: { integerValue: '1' } } },
            updateMask: { fieldPaths: ['price', 'rating'] },
            updateTransforms: [
              { fieldPath: 'views', increment: { integerValue: '2' } },
              { fieldPath: 'price', maximum: { doubleValue: 1.5 } },
              {
                fieldPath: 'tags',
                appendMissingElements: { values: [{ stringValue: 'new' }] },
              },
              {
                fieldPath: 'tags',
                removeAllFromArray: { values: [{ stringValue: 'dresses' }] },
              },
            ],
            currentDocument: { exists: true },
          },
          { delete: name('products/nope') },
        ],
      },
    ],
    [
      'a commit updating a missing document',
      'POST',
      ':commit',
      {
        writes: [
          {
            update: { name: name('products/nope'), fields: {} },
            currentDocument: { exists: true },
          },
        ],
      },
    ],
    [
      'a commit with a stale updateTime',
      'POST',
      ':commit',
      {
        writes: [
          {
            update: { name: name('products/p01'), fields: {} },
            currentDocument: { updateTime: '2001-01-01T00:00:00Z' },
          },
        ],
      },
    ],
    ['a commit in an unknown transaction', 'POST', ':commit', { writes: [], transaction: 'AAAA' }],
    ['a transaction opened', 'POST', ':beginTransaction', {}],
    ['an empty commit', 'POST', ':commit', { writes: [] }],
    [
      'a query in an unknown transaction',
      'POST',
      ':runQuery',
      { structuredQuery: productsFrom, transaction: 'AAAA' },
    ],
    ['a rollback of an unknown transaction', 'POST', ':rollback', { transaction: 'AAAA' }],
    ['a document', 'GET', '/products/p06'],
    ['a document with a mask', 'GET', '/products/p01?mask.fieldPaths=wholesale.minQty'],
    ['a missing document', 'GET', '/products/nope'],
    ['a listing page', 'GET', '/products?pageSize=2'],
    ['a listing with a mask', 'GET', '/products?mask.fieldPaths=price&mask.fieldPaths=tags'],
    ['an unknown method', 'POST', ':explode', {}],
    ['a body that is not JSON', 'POST', ':runQuery', 'nope'],
    ['an empty body', 'POST', ':runQuery', ''],
    [
      'an unknown operator',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: {
            fieldFilter: { field: { fieldPath: 'a' }, op: 'LIKE', value: { stringValue: 'x' } },
          },
        },
      },
    ],
    [
      'an IN filter without a list',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: {
            fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: { integerValue: '1' } },
          },
        },
      },
    ],
    ['a negative limit', 'POST', ':runQuery', { structuredQuery: { ...productsFrom, limit: -1 } }],
    [
      'a cursor with more values than orderings',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          orderBy: [{ field: { fieldPath: 'price' } }],
          startAt: {
            values: [
              { integerValue: '1' },
              { referenceValue: name('products/p01') },
              { integerValue: '1' },
            ],
          },
        },
      },
    ],
    ['writes that are not a list', 'POST', ':commit', { writes: 7 }],
    // The SDK sends `== null` and `== NaN` as unary filters; raw field filters tell the rest.
    ...(
      [
        ['null', 'featured', 'EQUAL', { nullValue: null }],
        ['NaN', 'rating', 'NOT_EQUAL', { doubleValue: 'NaN' }],
        [
          '[NaN, 4.5]',
          'rating',
          'IN',
          { arrayValue: { values: [{ doubleValue: 'NaN' }, { doubleValue: 4.5 }] } },
        ],
        ['NaN', 'rating', 'LESS_THAN_OR_EQUAL', { doubleValue: 'NaN' }],
        ['null', 'tags', 'ARRAY_CONTAINS', { nullValue: null }],
      ] as const
    ).map(([label, fieldPath, op, value]): [string, 'POST', string, unknown] => [
      `a field filter ${op} ${label}`,
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: { fieldFilter: { field: { fieldPath }, op, value } },
        },
      },
    ]),
    ['a listing in a field order', 'GET', '/products?orderBy=wholesale.minQty%20desc'],
    [
      'a page of a listing in two field orders',
      'GET',
      '/products?orderBy=category,price%20desc&pageSize=3',
    ],
    ['a reserved document id', 'GET', '/products/__p01__'],
    [
      'a query of a reserved collection id',
      'POST',
      ':runQuery',
      { structuredQuery: { from: [{ collectionId: '__products__' }] } },
    ],
    [
      'a reserved field name',
      'POST',
      ':commit',
      {
        writes: [{ update: { name: name('orders/o1'), fields: { __x__: { integerValue: '1' } } } }],
      },
    ],
    [
      'an aggregation under a limit',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: { ...productsFrom, limit: 3 },
          aggregations: [
            { count: {} },
            { sum: { field: { fieldPath: 'wholesale.minQty' } } },
            { avg: { field: { fieldPath: 'rating' } } },
          ],
        },
      },
    ],
    [
      'an offset past the documents',
      'POST',
      ':runQuery',
      { structuredQuery: { ...productsFrom, offset: 8 } },
    ],
    [
      'a kindless query filtering a field',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          where: {
            fieldFilter: {
              field: { fieldPath: 'price' },
              op: 'EQUAL',
              value: { integerValue: '1' },
            },
          },
        },
      },
    ],
    [
      'a count with a negative bound',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: productsFrom,
          aggregations: [{ count: { upTo: -1 } }],
        },
      },
    ],
    [
      'aggregations sharing an alias',
      'POST',
      ':runAggregationQuery',
      {
        structuredAggregationQuery: {
          structuredQuery: productsFrom,
          aggregations: [
            { alias: 'n', count: {} },
            { alias: 'n', count: {} },
          ],
        },
      },
    ],
    [
      'a timestamp written as {seconds, nanos}',
      'POST',
      ':commit',
      {
        writes: [
          {
            update: {
              name: name('orders/o1'),
              fields: { at: { timestampValue: { seconds: '1', nanos: 0 } } },
            },
          },
        ],
      },
    ],
    [
      'a __name__ filter on a string',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          where: {
            fieldFilter: {
              field: { fieldPath: '__name__' },
              op: 'EQUAL',
              value: { stringValue: 'p01' },
            },
          },
        },
      },
    ],
    [
      'a cursor naming a document of another database',
      'POST',
      ':runQuery',
      {
        structuredQuery: {
          ...productsFrom,
          orderBy: [{ field: { fieldPath: '__name__' } }],
          startAt: {
            values: [
              { referenceValue: 'projects/other/databases/(default)/documents/products/p01' },
            ],
          },
        },
      },
    ],
  ])('%s', async (_, method, path, body) => {
    await bothAnswer(method, path, body);
  });

  it.each(Object.entries(targets))(
    '%s: a transaction commits once; reads and commits in it fail once it ended',
    async (_, target) => {
      const opened = async (path: string, body: object) => {
        const answer = await fetch(`${target.base}${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        const json = (await answer.json()) as { transaction?: string } | [{ transaction?: string }];
        return (Array.isArray(json) ? json[0] : json).transaction ?? '';
      };
      const post = async (path: string, body: object) =>
        (await fetch(`${target.base}${path}`, { method: 'POST', body: JSON.stringify(body) }))
          .status;
      const write = {
        update: { name: name('orders/o1'), fields: { total: { integerValue: '1' } } },
      };

      const first = await opened(':beginTransaction', {});
      expect(await post(':commit', { writes: [write], transaction: first })).toBe(200);
      expect(await post(':commit', { writes: [], transaction: first })).toBe(400);
      const second = await opened(':runQuery', {
        structuredQuery: productsFrom,
        newTransaction: {},
      });
      expect(await post(':rollback', { transaction: second })).toBe(200);
      expect(await post(':rollback', { transaction: second })).toBe(200);
      expect(await post(':runQuery', { structuredQuery: productsFrom, transaction: second })).toBe(
        400,
      );
      expect(await post(':commit', { writes: [], transaction: second })).toBe(400);
      expect((await target.data.get('orders/o1'))?.fields).toEqual({
        total: { integerValue: '1' },
      });
    },
  );

  it('stores values written in other forms as Firestore writes them', async () => {
    const fields = {
      integer: { integerValue: 7 },
      padded: { integerValue: '007' },
      nulled: { nullValue: 'NULL_VALUE' },
      offset: { timestampValue: '2024-01-01T03:00:00+03:00' },
      nanos: { timestampValue: '2024-01-01T00:00:00.123456789Z' },
      millis: { timestampValue: '2024-01-01T00:00:00.100000Z' },
      doubleText: { doubleValue: '1.5' },
      emptyList: { arrayValue: { values: [] } },
      emptyMap: { mapValue: { fields: {} } },
      equator: { geoPointValue: { latitude: 0, longitude: 36.8 } },
      bytes: { bytesValue: 'AQI' },
      nested: { mapValue: { fields: { list: { arrayValue: { values: [{ integerValue: 1 }] } } } } },
    };
    const write = { writes: [{ update: { name: name('orders/o1'), fields } }] };
    expect((await bothAnswer('POST', ':commit', write)).status).toBe(200);
    const stored = await bothAnswer('GET', '/orders/o1');
    expect(stored.body).toMatchObject({
      fields: {
        integer: { integerValue: '7' },
        offset: { timestampValue: '2024-01-01T00:00:00Z' },
        nanos: { timestampValue: '2024-01-01T00:00:00.123456Z' },
      },
    });
  });
});

describe.each(Object.entries(qaTargets))('%s: QA scenarios', (_, target) => {
  const { db, base, data, origin, scenario } = target;
  const productsRef = collection(db, 'products');
  const snapshot = (id: string): Promise<DocumentSnapshot> => getDoc(doc(db, 'products', id));
  const qa = (path: string, init?: RequestInit) => fetch(`${origin}/__qa${path}`, init);
  const setScenario = (name: string) =>
    qa('/scenario', { method: 'POST', body: JSON.stringify({ name }) });

  afterEach(() => data.reset());

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
    expect(await data.list('orders')).toEqual([]);
    expect(await data.list('messages')).toEqual([]);
    expect((await snapshot('p01')).exists()).toBe(true);
  });

  it('slow: delays every Firestore answer by 1500 ms, not the QA endpoints', async () => {
    await setScenario('slow');
    await getDocs(productsRef);
    await addDoc(collection(db, 'orders'), { total: 1 });
    await qa('/scenario');
    expect(waits).toEqual([1500, 1500]);
  });

  it('default: no delay', async () => {
    await getDocs(productsRef);
    expect(waits).toEqual([]);
  });

  it('reset restores the seeded documents, empties the rest, resets the scenario, then answers 204', async () => {
    await updateDoc(doc(db, 'products', 'p01'), { price: 1 });
    await deleteDoc(doc(db, 'products', 'p02'));
    await addDoc(collection(db, 'orders'), { total: 1 });
    await setScenario('write-error');
    const resetsBefore = target.resets();
    const response = await qa('/reset', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(target.resets()).toBe(resetsBefore + 1);
    expect((await snapshot('p01')).get('price')).toBe(2500);
    expect((await snapshot('p02')).exists()).toBe(true);
    expect(await ids(collection(db, 'orders'))).toEqual([]);
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
