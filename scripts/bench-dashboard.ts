/**
 * What opening the dashboard (/staff) costs as the shop grows: seeds Google's Firestore emulator
 * with a shop of 100, then 10,000 orders (testing/fixtures/dashboard-shop.ts: their day documents
 * and the same work waiting), calls the `getDashboard` callable's body as staff, and counts the
 * documents it reads as Firestore bills them: each document a get or a query returns (a query that
 * returns none, one), and one per aggregation for each 1,000 index entries it matches. The answer's
 * bytes are measured as JSON, and as its shape (every figure 0), which more orders must not change.
 * The day documents (model/dashboard/daily-totals.ts) are what keep both flat: the script fails
 * when the large shop reads more documents or answers a bigger shape than the small one.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  Firestore,
  Query,
  getFirestore,
  type AggregateQuery,
  type AggregateSpec,
} from 'firebase-admin/firestore';
import { getDashboard } from '../functions/src/dashboard/get-dashboard';
import { staffMemberDocuments } from '../mocks/backend/fixtures/users';
import { dashboardShop } from '../mocks/backend/fixtures/dashboard-shop';
import { runWithEmulator, seconds } from './emulators/bench-emulator';

/** When the bench's shop is looked at: noon in Nairobi. */
const now = new Date('2026-11-20T09:00:00Z');
/** The seeded member of staff, who opens the dashboard. */
const staff = staffMemberDocuments.find(({ data }) => data.role === 'staff')!;
/** Firestore's limit on one commit. */
const writesPerBatch = 500;

/** Documents read since the last `reads = 0`, as Firestore bills them. */
let reads = 0;
let metered = false;

type Aggregation = AggregateQuery<AggregateSpec>;

/**
 * Every read the Admin SDK can make, counted in `reads`; the reads themselves unchanged. A
 * document's own get is a `getAll` of one. The aggregation class is not exported: it is found
 * from one `db` makes.
 */
function meterReads(db: Firestore): void {
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function get(this: Query) {
    const snapshot = await queryGet.call(this);
    reads += Math.max(1, snapshot.size);
    return snapshot;
  } as typeof queryGet;
  const getAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = async function all(this: Firestore, ...refs) {
    const snapshots = await getAll.apply(this, refs);
    reads += snapshots.length;
    return snapshots;
  } as typeof getAll;
  const aggregation = Object.getPrototypeOf(db.collection('orders').count()) as Aggregation;
  const aggregateGet = aggregation.get;
  aggregation.get = async function get(this: Aggregation) {
    const answer = await aggregateGet.call(this);
    // What the aggregation matched, counted by the unmetered count of its query.
    const matched = (await aggregateGet.call(this.query.count() as Aggregation)).data()
      .count as number;
    reads += Math.max(1, Math.ceil(matched / 1000));
    return answer;
  } as typeof aggregateGet;
}

interface Cost {
  reads: number;
  bytes: number;
  shapeBytes: number;
}

async function seed(db: Firestore, orders: number): Promise<void> {
  const started = performance.now();
  const documents = [
    ...staffMemberDocuments.map(({ id, data }) => ({ path: `staffMembers/${id}`, data })),
    ...dashboardShop(orders, now),
  ];
  const batches = [];
  for (let start = 0; start < documents.length; start += writesPerBatch) {
    const batch = db.batch();
    for (const { path, data } of documents.slice(start, start + writesPerBatch)) {
      batch.set(db.doc(path), data);
    }
    batches.push(batch);
  }
  await Promise.all(batches.map((batch) => batch.commit()));
  console.info(
    `Seeded ${orders.toLocaleString('en')} orders in ${seconds(performance.now() - started)}`,
  );
}

/** A shop of `orders` orders in a project of its own, and what opening its dashboard costs. */
async function measure(orders: number): Promise<Cost> {
  const projectId = `demo-bench-dashboard-${orders}`;
  const app = initializeApp({ projectId }, projectId);
  try {
    const db = getFirestore(app);
    if (!metered) meterReads(db);
    metered = true;
    await seed(db, orders);
    reads = 0;
    const view = await getDashboard(
      { db, now: () => now },
      { auth: { uid: staff.id, token: { role: 'staff' } as never, rawToken: '' } },
    );
    const answer = JSON.stringify(view);
    const shape = JSON.stringify(view, (_key, value: unknown) =>
      typeof value === 'number' ? 0 : value,
    );
    return { reads, bytes: Buffer.byteLength(answer), shapeBytes: Buffer.byteLength(shape) };
  } finally {
    await deleteApp(app);
  }
}

await runWithEmulator(8750, async (url) => {
  // Read by firebase-admin when a Firestore is made: set before the first app.
  process.env.FIRESTORE_EMULATOR_HOST = new URL(url).host;
  // No Google Cloud here: skip the metadata server probe its auth library makes (seconds).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const small = await measure(100);
  const large = await measure(10_000);
  console.info('orders      reads      bytes  shape bytes');
  for (const [orders, cost] of [
    [100, small],
    [10_000, large],
  ] as const) {
    console.info(
      `${String(orders).padStart(6)} ${String(cost.reads).padStart(10)} ${String(cost.bytes).padStart(10)} ${String(cost.shapeBytes).padStart(12)}`,
    );
  }
  if (large.reads !== small.reads || large.shapeBytes !== small.shapeBytes) {
    console.error(
      'Opening the dashboard costs more with more orders: it must read the day documents, not the orders.',
    );
    return 1;
  }
  console.info('Opening the dashboard reads the same documents at 100 and 10,000 orders.');
  return 0;
});
