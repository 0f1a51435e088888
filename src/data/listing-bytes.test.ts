/**
 * What a listing costs a shopper who pays by the megabyte: the Firestore answers of the shop's
 * real listing reads, captured as they come back through the local backend's front from Google's
 * emulator, held to 20,000 bytes of JSON for a page of 24 cards (and for "You may also like").
 *
 * The emulator indents its JSON, as Google's API does unless asked not to; the budget counts the
 * JSON itself, without that indentation (a phone receives the answer gzipped, which makes even
 * less of it).
 */
import { describe, expect, it } from 'vitest';
import { readRelated } from '@model/catalog/related';
import { products as fixtureProducts } from '../../mocks/backend/fixtures/products';
import { testBackend } from '../../mocks/vitest/node-setup';
import { listingRequest, readListingFilters } from '@/catalog/listing-filters';
import { catalogPageSize } from '@/settings/shop-settings';
import type { ProductPage } from '@model/catalog/product-query';
import { countProducts, listProducts } from '@/catalog/data/products';
import { searchProducts } from '@/catalog/data/product-search';

const budget = 20_000;
const catalog = fixtureProducts();

interface Answer {
  method: string;
  /** The body as it came. */
  raw: number;
  /** The same JSON without indentation: what the budget counts. */
  json: number;
}

/** Every Firestore answer the read received, in the order they came. */
async function answersOf(read: () => Promise<unknown>): Promise<Answer[]> {
  const answers: Array<Promise<Answer>> = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    const [, method = ''] =
      /\/documents(?:\/[^:]*)?:(\w+)$/.exec(new URL(request.url).pathname) ?? [];
    if (!method) return;
    answers.push(
      response
        .clone()
        .text()
        .then((body) => ({
          method,
          raw: Buffer.byteLength(body),
          json: Buffer.byteLength(JSON.stringify(JSON.parse(body))),
        })),
    );
  };
  testBackend.server.events.on('response:mocked', listener);
  try {
    await read();
  } finally {
    testBackend.server.events.removeListener('response:mocked', listener);
  }
  return Promise.all(answers);
}

const jsonBytes = (answers: Answer[]) => answers.reduce((sum, answer) => sum + answer.json, 0);

/** A listing page's read, as FilteredListing makes it from the URL (catalog/listing-filters.ts). */
function listingRead(query: string, scope?: { category: string }) {
  const { filters } = readListingFilters(new URLSearchParams(query), scope);
  return listingRequest(filters, scope);
}

describe('a listing read', () => {
  it.each([
    ['the shop, newest first', listingRead('')],
    ['the shop by price', listingRead('sort=price-asc')],
    ['a category page', listingRead('', { category: 'Ladies' })],
    // Facet cards hold the facets a filter needs; the read leaves them out of its answer.
    ['the shop filtered by a size', listingRead('size=M')],
    ['the shop filtered by a colour', listingRead('colour=Black')],
    ['the shop filtered by a size and a colour', listingRead('size=M&colour=Black')],
    ['the wholesale listing', { filter: { wholesale: true }, sort: 'newest', withTotal: true }],
  ] as const)(
    'answers %s with at most 20,000 bytes of JSON for 24 cards',
    async (_name, request) => {
      let cards = 0;
      // The page, then its count, which the listing asks for once the cards are shown.
      const answers = await answersOf(async () => {
        cards = (await listProducts(request)).products.length;
        await countProducts(request.filter);
      });
      expect(cards).toBe(catalogPageSize);
      expect(answers.map((answer) => answer.method).sort()).toEqual([
        'runAggregationQuery',
        'runQuery',
      ]);
      expect(jsonBytes(answers)).toBeLessThanOrEqual(budget);
    },
  );

  // "black" is the word most products hold: its index document is the largest.
  it.each(['black', 'ladies', 'black shoes'])(
    'answers a search for %j with at most 20,000 bytes of JSON for its first page',
    async (text) => {
      let page: ProductPage = { products: [], nextCursor: null };
      const answers = await answersOf(async () => {
        page = await searchProducts(text, { withTotal: true });
      });
      expect(page.total).toBeGreaterThan(0);
      expect(page.products).toHaveLength(Math.min(catalogPageSize, page.total ?? 0));
      expect(jsonBytes(answers)).toBeLessThanOrEqual(budget);
    },
  );
});

describe('"You may also like" on a product page', () => {
  // The first product of each category: sub-categories of every size, so some rows are topped
  // up from the whole category, the product page's heaviest case.
  const firstOfEach = [...new Map(catalog.map((p) => [p.category, p])).values()];

  it.each(firstOfEach.map((product) => [product.id, product] as const))(
    'reads the related products of %s with at most 20,000 bytes of JSON',
    async (_id, product) => {
      let related = 0;
      const answers = await answersOf(async () => {
        const shown = await readRelated(product, (filter, pageSize) =>
          listProducts({ filter, pageSize }).then((page) => page.products),
        );
        related = shown.length;
      });
      expect(related).toBe(8);
      expect(jsonBytes(answers)).toBeLessThanOrEqual(budget);
    },
  );
});
