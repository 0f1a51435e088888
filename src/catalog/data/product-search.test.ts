/**
 * Search over terms too large for one document (model/catalog/search-terms.ts): no seeded word lists
 * that many products, so these tests add a range of 230 products under "zebra" to the catalog in
 * Google's emulator, and check every page against the catalog itself.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  productDocument,
  productDocuments,
  products,
} from '../../../mocks/backend/fixtures/products';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { catalogDocuments } from '@model/catalog/catalog-documents';
import { matchesQuery, productKeywords } from '@model/catalog/keywords';
import type { Product } from '@model/catalog/product';
import type { ProductPage } from '@model/catalog/product-query';
import { SEGMENT_CAP } from '@model/catalog/search-terms';
import { searchProducts } from './product-search';

const [base] = products();
/** Two products to a minute, so some share a time and are ordered by id. */
const zebras: Product[] = Array.from({ length: 230 }, (_, index) => ({
  ...base!,
  id: `zebra-${String(index).padStart(3, '0')}`,
  productName: `Zebra ${index % 3 === 0 ? 'Kikoy' : 'Scarf'} No ${index}`,
  tags: index % 5 === 0 ? ['striped'] : [],
  createdAt: new Date(
    Date.parse('2027-01-01T00:00:00Z') - Math.floor(index / 2) * 60_000,
  ).toISOString(),
}));
const catalog = [...products(), ...zebras];

beforeEach(async () => {
  // The index of the whole catalog: terms the range shares with the seed ("black") list both.
  await testBackend.store.seed(
    catalogDocuments([...productDocuments(), ...zebras.map(productDocument)]),
  );
});

/** What a search must find: every product whose keywords hold every word of the query. */
const newestMatching = (text: string, from: readonly Product[] = catalog) =>
  from
    .filter((product) => matchesQuery(productKeywords(product), text))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((product) => product.id);

async function searchAll(text: string, pageSize: number) {
  const seen: string[] = [];
  const totals = new Set<number | null | undefined>();
  let cursor: string | null = null;
  do {
    const page: ProductPage = await searchProducts(text, { pageSize, cursor, withTotal: true });
    totals.add(page.total);
    seen.push(...page.products.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor && seen.length <= catalog.length);
  return { seen, totals: [...totals] };
}

/** The collections each Firestore read of the work asks for, in order. */
async function collectionsRead(work: () => Promise<unknown>): Promise<string[]> {
  const read: Array<Promise<string>> = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).port !== '8080' || request.method !== 'POST') return;
    read.push(
      request
        .clone()
        .json()
        .then(
          (body: { structuredQuery?: { from?: Array<{ collectionId?: string }> } }) =>
            body.structuredQuery?.from?.[0]?.collectionId ?? '',
        ),
    );
  };
  testBackend.server.events.on('request:start', listener);
  try {
    await work();
  } finally {
    testBackend.server.events.removeListener('request:start', listener);
  }
  return Promise.all(read);
}

// Each search pages through up to 230 products twice, several reads a page: a busy two-core test
// machine needs the time.
describe(
  'a search whose words list more products than one document holds',
  { timeout: 30_000 },
  () => {
    it.each(['zebra', 'zebras', 'zebra kikoy', 'kikoy zebra', 'striped zebra scarf', 'black'])(
      'finds every product matching %j, newest first, page by page, with an exact count',
      async (text) => {
        const expected = newestMatching(text);
        expect(expected.length).toBeGreaterThan(0);
        for (const pageSize of [24, 7]) {
          const { seen, totals } = await searchAll(text, pageSize);
          expect(seen).toEqual(expected);
          expect(totals).toEqual([expected.length]);
        }
      },
    );

    it('reads a one-word search’s first page and count from the word’s document alone', async () => {
      expect(newestMatching('zebra').length).toBeGreaterThan(SEGMENT_CAP);
      let page: ProductPage = { products: [], nextCursor: null };
      const read = await collectionsRead(async () => {
        page = await searchProducts('zebra', { withTotal: true });
      });
      expect(read).toEqual(['searchTerms', 'productCards']);
      expect(page.total).toBe(230);
      expect(page.products.map((p) => p.id)).toEqual(newestMatching('zebra').slice(0, 24));
    });

    it('keeps up with products changed past the rules, as QA and staff change them', async () => {
      const root = 'projects/demo-kenya-shop/databases/(default)/documents';
      const ownerWrite = (path: string, init: RequestInit) =>
        fetch(`http://127.0.0.1:8080/v1/${root}/${path}`, {
          ...init,
          headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        });
      // The oldest zebra, in the term's last segment, is renamed; the newest is removed.
      const renamed = await ownerWrite('products/zebra-229?updateMask.fieldPaths=productName', {
        method: 'PATCH',
        body: JSON.stringify({ fields: { productName: { stringValue: 'Plain Kikoy' } } }),
      });
      expect(renamed.ok).toBe(true);
      expect((await ownerWrite('products/zebra-000', { method: 'DELETE' })).ok).toBe(true);
      const changed = catalog.flatMap((product) =>
        product.id === 'zebra-000'
          ? []
          : product.id === 'zebra-229'
            ? [{ ...product, productName: 'Plain Kikoy' }]
            : [product],
      );

      for (const text of ['zebra', 'kikoy', 'zebra kikoy']) {
        const { seen, totals } = await searchAll(text, 24);
        expect(seen).toEqual(newestMatching(text, changed));
        expect(totals).toEqual([newestMatching(text, changed).length]);
      }
      expect(newestMatching('zebra', changed)).toHaveLength(228);
    });
  },
);
