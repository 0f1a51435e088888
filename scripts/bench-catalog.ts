/**
 * How much a listing costs as the catalog grows: seeds the Firestore stand-in with 100, then
 * 10,000 products and measures what the shop's first read of /shop and of a category page
 * transfers (bytes and documents). Listing reads one page at a time, so the two must be about
 * equal; the script fails when the large catalog costs more than 20 % over the small one.
 */
import { products } from '../mocks/fixtures/products';
import { productDocument } from '../mocks/fixtures/index';
import type { SeedCollections } from '../mocks/firestore/store';
import { startNodeBackend } from '../mocks/node';
import { listProducts, type ProductPageRequest } from '../src/data/products';

const base = products();

/** A catalog of any size, made of the fixtures under new ids and dates. */
function catalogOf(size: number): SeedCollections {
  return {
    products: Array.from({ length: size }, (_, index) => {
      const product = base[index % base.length]!;
      const created = new Date(Date.parse('2026-11-01') - index * 60_000).toISOString();
      return productDocument({ ...product, id: `bench-${index}`, createdAt: created });
    }),
  };
}

interface Cost {
  bytes: number;
  documents: number;
  requests: number;
}

const views: Array<{ name: string; request: ProductPageRequest }> = [
  { name: '/shop', request: { sort: 'newest', withTotal: true } },
  {
    name: '/product-category/ladies',
    request: { filter: { category: 'Ladies' }, sort: 'newest', withTotal: true },
  },
];

async function measure(size: number): Promise<Map<string, Cost>> {
  const catalog = catalogOf(size);
  const backend = startNodeBackend(() => catalog);
  const costs = new Map<string, Cost>();
  let current: Cost = { bytes: 0, documents: 0, requests: 0 };
  backend.server.events.on('response:mocked', ({ response }) => {
    const copy = response.clone();
    current.requests += 1;
    void copy.text().then((body) => {
      current.bytes += Buffer.byteLength(body);
      current.documents += (body.match(/"document":/g) ?? []).length;
    });
  });
  for (const view of views) {
    current = { bytes: 0, documents: 0, requests: 0 };
    await listProducts(view.request);
    await new Promise((resolve) => setTimeout(resolve, 50));
    costs.set(view.name, current);
  }
  backend.close();
  return costs;
}

const small = await measure(100);
const large = await measure(10_000);
let failed = false;
console.info('view                         catalog   requests  documents      bytes');
for (const { name } of views) {
  for (const [size, costs] of [
    [100, small],
    [10_000, large],
  ] as const) {
    const cost = costs.get(name)!;
    console.info(
      `${name.padEnd(28)} ${String(size).padStart(7)} ${String(cost.requests).padStart(10)} ${String(cost.documents).padStart(10)} ${String(cost.bytes).padStart(10)}`,
    );
  }
  const ratio = large.get(name)!.bytes / small.get(name)!.bytes;
  console.info(`${name}: 10,000 products cost ${ratio.toFixed(2)}× the bytes of 100`);
  if (ratio > 1.2) failed = true;
}
if (failed) {
  console.error('A listing read grows with the catalog: it must read one page at a time.');
  process.exit(1);
}
console.info('Listing cost does not grow with the catalog.');
