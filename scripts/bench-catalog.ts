/**
 * How much a listing costs as the catalog grows: seeds Google's Firestore emulator with 100, then
 * 10,000 products (with their cards and search index, model/catalog/catalog-documents.ts) and
 * measures what the shop's first read of /shop, a category page and the wholesale page transfers
 * (bytes as received and as JSON without indentation, and documents). Listing reads one page of
 * cards at a time, so the two must be about equal; the script fails when the large catalog costs
 * more than 20 % over the small one, or a page more than 20,000 bytes of JSON. The wholesale page
 * is held to the budget only: 100 products hold less than a page of it. A one-word search is held
 * to both: its first page and count come from its word's document (model/catalog/search-terms.ts).
 * A search of two words is shown, held to neither: for its exact count it reads every product
 * listed under its rarer word, so it grows with the catalog.
 *
 * The shop's data-access code reads Firestore at its local address (127.0.0.1:8080); msw/node
 * takes those requests inside this process only (no port is bound) and forwards them to the
 * emulator, counting what comes back.
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { bypass, http } from 'msw';
import { setupServer } from 'msw/node';
import { createEmulatorAdmin } from '../mocks/backend/emulator-admin';
import { productDocument, products, type SeedCollections } from '../mocks/backend/fixtures';
import { runWithEmulator, seconds } from './emulators/bench-emulator';
import { catalogDocuments } from '@model/catalog/catalog-documents';
import { listProducts } from '../src/catalog/data/products';
import { searchProducts } from '../src/catalog/data/product-search';
import { firebaseSettings } from '../src/settings/shop-settings';

const base = products();

/** A catalog of any size, made of the fixtures under new ids and dates. */
function catalogOf(size: number): SeedCollections {
  return catalogDocuments(
    Array.from({ length: size }, (_, index) => {
      const product = base[index % base.length]!;
      const created = new Date(Date.parse('2026-11-01') - index * 60_000).toISOString();
      return productDocument({ ...product, id: `bench-${index}`, createdAt: created });
    }),
  );
}

interface Cost {
  bytes: number;
  /** The same answers as JSON without the emulator's indentation: what the budget counts. */
  json: number;
  documents: number;
  requests: number;
}

/** The most JSON one listing read may cost (src/data/listing-bytes.test.ts). */
const budget = 20_000;

interface View {
  name: string;
  read: () => Promise<unknown>;
  /** Held to cost about the same at both sizes. */
  flat: boolean;
  /** Held to the budget at both sizes. */
  budgeted: boolean;
}

const views: View[] = [
  {
    name: '/shop',
    read: () => listProducts({ sort: 'newest', withTotal: true }),
    flat: true,
    budgeted: true,
  },
  {
    name: '/product-category/ladies',
    read: () => listProducts({ filter: { category: 'Ladies' }, sort: 'newest', withTotal: true }),
    flat: true,
    budgeted: true,
  },
  {
    name: '/wholesale',
    read: () => listProducts({ filter: { wholesale: true }, sort: 'newest', withTotal: true }),
    flat: false,
    budgeted: true,
  },
  {
    name: '/search/black',
    read: () => searchProducts('black', { withTotal: true }),
    flat: true,
    budgeted: true,
  },
  {
    name: '/search/black jeans',
    read: () => searchProducts('black jeans', { withTotal: true }),
    flat: false,
    budgeted: false,
  },
];

// A failed read reaches the bench's catch (./emulators/bench-emulator.ts); the SDK's own log of
// it would only say it twice.
setLogLevel('silent');

const { firestoreHost, firestorePort } = firebaseSettings.emulators;
let emulatorUrl = '';
let current: Cost = { bytes: 0, json: 0, documents: 0, requests: 0 };
const server = setupServer(
  http.all(`http://${firestoreHost}:${firestorePort}/*`, async ({ request }) => {
    const { pathname, search } = new URL(request.url);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(`${emulatorUrl}${pathname}${search}`, {
      method: request.method,
      headers: { 'content-type': request.headers.get('content-type') ?? 'text/plain' },
      body: hasBody ? await request.text() : undefined,
    });
    let answer: Response;
    try {
      answer = await fetch(bypass(forwarded));
    } catch {
      // The emulator went away (a signal stops it mid-read): the read fails as unavailable.
      return Response.json(
        { error: { code: 503, message: 'The Firestore emulator is gone', status: 'UNAVAILABLE' } },
        { status: 503 },
      );
    }
    const body = await answer.text();
    current.requests += 1;
    current.bytes += Buffer.byteLength(body);
    current.json += Buffer.byteLength(JSON.stringify(JSON.parse(body)));
    current.documents += (body.match(/"document":/g) ?? []).length;
    return new Response(body, {
      status: answer.status,
      headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
    });
  }),
);

async function measure(size: number): Promise<Map<string, Cost>> {
  const admin = createEmulatorAdmin(emulatorUrl, firebaseSettings.web.projectId, (input, init) =>
    fetch(bypass(new Request(input, init))),
  );
  const seeding = performance.now();
  await admin.clear();
  await admin.seed(catalogOf(size));
  console.info(
    `Seeded ${size.toLocaleString('en')} products in ${seconds(performance.now() - seeding)}`,
  );
  const costs = new Map<string, Cost>();
  for (const view of views) {
    current = { bytes: 0, json: 0, documents: 0, requests: 0 };
    await view.read();
    costs.set(view.name, current);
  }
  return costs;
}

await runWithEmulator(8480, async (url) => {
  emulatorUrl = url;
  let exitCode = 0;
  try {
    server.listen({ onUnhandledRequest: 'error' });

    const small = await measure(100);
    const large = await measure(10_000);
    let grows = false;
    let heavy = false;
    console.info(
      'view                         catalog   requests  documents      bytes       JSON',
    );
    for (const { name, flat, budgeted } of views) {
      for (const [size, costs] of [
        [100, small],
        [10_000, large],
      ] as const) {
        const cost = costs.get(name)!;
        console.info(
          `${name.padEnd(28)} ${String(size).padStart(7)} ${String(cost.requests).padStart(10)} ${String(cost.documents).padStart(10)} ${String(cost.bytes).padStart(10)} ${String(cost.json).padStart(10)}`,
        );
        if (budgeted && cost.json > budget) heavy = true;
      }
      const ratio = large.get(name)!.bytes / small.get(name)!.bytes;
      console.info(
        `${name}: 10,000 products cost ${ratio.toFixed(2)}× the bytes of 100${flat ? '' : ' (not held to the ratio)'}`,
      );
      if (flat && ratio > 1.2) grows = true;
    }
    if (grows) {
      console.error('A listing read grows with the catalog: it must read one page at a time.');
      exitCode = 1;
    }
    if (heavy) {
      console.error(`A listing read costs more than ${budget.toLocaleString('en')} bytes of JSON.`);
      exitCode = 1;
    }
    if (!grows && !heavy) {
      console.info('Listing cost does not grow with the catalog, and stays within the budget.');
    }
  } finally {
    server.close();
  }
  return exitCode;
});
