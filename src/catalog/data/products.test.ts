import { describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { products as fixtureProducts } from '../../../mocks/backend/fixtures/products';
import { colourFamily } from '@model/catalog/filter-options';
import { matchesQuery, productKeywords } from '@model/catalog/keywords';
import type { Product } from '@model/catalog/product';
import type { ProductFilter, ProductPage, ProductSort } from '@model/catalog/product-query';
import { DataError } from '@/data/data-error';
import {
  countProducts,
  getProduct,
  listProducts,
  startGetProduct,
  startListProducts,
} from './products';
import { searchProducts } from './product-search';

const catalog = fixtureProducts();

/** Every product of a listing, read page by page with its cursors. */
async function readAll(filter: ProductFilter, sort: ProductSort, pageSize = 10) {
  const seen: Product[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await listProducts({ filter, sort, pageSize, cursor });
    seen.push(...page.products);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return seen;
}

const sellsSize = (product: Product, size: string) =>
  product.sizes.includes(size) && !product.unavailableSizes.includes(size);
const sellsColour = (product: Product, family: string) =>
  product.colours.some(
    (colour) => colourFamily(colour) === family && !product.unavailableColours.includes(colour),
  );
const ids = (products: Product[]) => products.map((p) => p.id).sort();

describe('listProducts', () => {
  it('reads one page of the newest products and a cursor to the next', async () => {
    const page = await listProducts({ pageSize: 24 });
    expect(page.products).toHaveLength(24);
    expect(page.nextCursor).toEqual(expect.any(String));
    const times = page.products.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages through the whole catalog with cursors, every product exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listProducts({ pageSize: 50, sort: 'price-asc', cursor });
      seen.push(...page.products.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(catalog.length);
    expect(new Set(seen).size).toBe(catalog.length);
  });

  it.each([
    ['price-asc', (a: number, b: number) => a - b],
    ['price-desc', (a: number, b: number) => b - a],
  ] as const)('sorts by %s on the numeric price', async (sort, order) => {
    const { products } = await listProducts({ sort, pageSize: 40 });
    const prices = products.map((p) => p.priceValue);
    expect(prices).toEqual([...prices].sort(order));
  });

  it('sorts by name', async () => {
    const { products } = await listProducts({ sort: 'name', pageSize: 30 });
    const names = products.map((p) => p.productName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('filters by category, sub-category and brand', async () => {
    const { products } = await listProducts({
      filter: { category: 'Men', subCategory: 'Jeans' },
      pageSize: 100,
    });
    const expected = catalog.filter((p) => p.category === 'Men' && p.subCategory === 'Jeans');
    expect(products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());

    const brand = catalog[0]!.brand;
    const byBrand = await listProducts({ filter: { brand }, pageSize: 100 });
    expect(byBrand.products.length).toBeGreaterThan(0);
    expect(byBrand.products.every((p) => p.brand === brand)).toBe(true);
  });

  it('lists only products with wholesale terms when asked', async () => {
    const { products } = await listProducts({ filter: { wholesale: true }, pageSize: 100 });
    expect(products).toHaveLength(catalog.filter((p) => p.wholesale).length);
    expect(products.every((p) => p.wholesale && p.wholesale.minQty > 0)).toBe(true);
  });

  it('lists featured and top-seller products', async () => {
    const featured = await listProducts({ filter: { featured: true }, pageSize: 100 });
    expect(featured.products.length).toBe(catalog.filter((p) => p.featured).length);
    const top = await listProducts({ filter: { topSeller: true }, pageSize: 100 });
    expect(top.products.every((p) => p.topSeller)).toBe(true);
  });

  it.each([
    'not-base64!',
    btoa('{"a":1}'),
    btoa('["name",1,"p-1"]'),
    btoa('["newest","x","../p"]'),
  ])('starts from the first page when the cursor %j is unreadable', async (cursor) => {
    const first = await listProducts({ pageSize: 5 });
    const again = await listProducts({ pageSize: 5, cursor });
    expect(again.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });

  it('skips a corrupt product card instead of failing the page', async () => {
    await testBackend.store.put('productCards', 'broken-product', {
      productName: 'Broken',
      card: '["not a price"]',
      createdAt: new Date('2030-01-01'),
    });
    const { products } = await listProducts({ pageSize: 5 });
    expect(products.map((p) => p.id)).not.toContain('broken-product');
    expect(products).toHaveLength(4);
  });

  it('answers an empty page for the empty catalog', async () => {
    testBackend.scenario.set('empty-catalog');
    expect(await listProducts()).toEqual({ products: [], nextCursor: null });
  });

  it('fails with an unavailable DataError when the catalog cannot be read', async () => {
    testBackend.scenario.set('catalog-error');
    const failure = await listProducts().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
    expect((failure as DataError).kind).toBe('unavailable');
    expect((failure as DataError).retryable).toBe(true);
  });
});

describe('listProducts, filtered by price, size and colour', () => {
  it.each(['newest', 'price-asc', 'price-desc', 'name'] as const)(
    'pages through a price range sorted by %s, every product in range exactly once',
    async (sort) => {
      const seen = await readAll({ priceMin: 1500, priceMax: 4000 }, sort);
      const expected = catalog.filter((p) => p.priceValue >= 1500 && p.priceValue <= 4000);
      expect(seen.length).toBeGreaterThan(30);
      expect(ids(seen)).toEqual(ids(expected));
      if (sort === 'price-asc') {
        const prices = seen.map((p) => p.priceValue);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      if (sort === 'newest') {
        const times = seen.map((p) => Date.parse(p.createdAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    },
  );

  it('includes both ends of the price range', async () => {
    const price = catalog[10]!.priceValue;
    const { products } = await listProducts({
      filter: { priceMin: price, priceMax: price },
      pageSize: 100,
    });
    expect(ids(products)).toEqual(ids(catalog.filter((p) => p.priceValue === price)));
  });

  it('filters by a minimum or a maximum alone', async () => {
    const expensive = await readAll({ priceMin: 20000 }, 'price-desc', 50);
    expect(ids(expensive)).toEqual(ids(catalog.filter((p) => p.priceValue >= 20000)));
    const cheap = await readAll({ priceMax: 1000 }, 'newest', 50);
    expect(ids(cheap)).toEqual(ids(catalog.filter((p) => p.priceValue <= 1000)));
  });

  it('filters by a size that can be bought', async () => {
    const seen = await readAll({ size: 'M' }, 'newest', 50);
    expect(ids(seen)).toEqual(ids(catalog.filter((p) => sellsSize(p, 'M'))));
  });

  it('filters by a colour family that can be bought', async () => {
    const seen = await readAll({ colour: 'Blue' }, 'name', 50);
    expect(ids(seen)).toEqual(ids(catalog.filter((p) => sellsColour(p, 'Blue'))));
  });

  it('filters by size and colour together, in one array-contains', async () => {
    const seen = await readAll({ size: 'L', colour: 'Black' }, 'price-asc', 50);
    const expected = catalog.filter((p) => sellsSize(p, 'L') && sellsColour(p, 'Black'));
    expect(expected.length).toBeGreaterThan(3);
    expect(ids(seen)).toEqual(ids(expected));
  });

  it('combines category, brand, size and price, and counts the matches', async () => {
    const filter: ProductFilter = { category: 'Men', brand: 'Nike', size: 'L', priceMin: 1000 };
    const expected = catalog.filter(
      (p) =>
        p.category === 'Men' && p.brand === 'Nike' && sellsSize(p, 'L') && p.priceValue >= 1000,
    );
    expect(await countProducts(filter)).toBe(expected.length);
    expect(ids(await readAll(filter, 'price-desc', 2))).toEqual(ids(expected));
  });

  it('starts from the first page when the cursor came from a listing without the price range', async () => {
    const plain = await listProducts({ pageSize: 5 });
    const ranged = { filter: { priceMin: 0 }, pageSize: 5 };
    const first = await listProducts(ranged);
    const again = await listProducts({ ...ranged, cursor: plain.nextCursor });
    expect(again.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });

  it('answers an empty page when nothing matches', async () => {
    const filter = { brand: 'Gucci', priceMax: 1000 };
    expect(await listProducts({ filter, withTotal: true })).toEqual({
      products: [],
      nextCursor: null,
    });
    expect(await countProducts(filter)).toBe(0);
  });

  it('still pages through the wholesale listing with its range filter', async () => {
    const seen = await readAll({ wholesale: true }, 'newest', 10);
    expect(ids(seen)).toEqual(ids(catalog.filter((p) => p.wholesale)));
  });
});

describe('getProduct', () => {
  it('reads one product by id', async () => {
    const expected = catalog[3]!;
    expect(await getProduct(expected.id)).toMatchObject({
      id: expected.id,
      productName: expected.productName,
      price: expected.price,
    });
  });

  it.each(['no-such-product', '', 'a/b', '../products', 'x'.repeat(300)])(
    'answers null for the id %j',
    async (id) => {
      expect(await getProduct(id)).toBeNull();
    },
  );
});

/** The Firestore methods the shop called while `work` ran, in the order they went out. */
async function methodsCalledBy(work: () => Promise<unknown>): Promise<string[]> {
  const methods: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    // The shop's Firestore; the front passes each call on to the emulator behind it.
    if (url.port !== '8080') return;
    const [, method] = /:(\w+)$/.exec(url.pathname) ?? [];
    if (method) methods.push(method);
  };
  testBackend.server.events.on('request:start', listener);
  try {
    await work();
  } finally {
    testBackend.server.events.removeListener('request:start', listener);
  }
  return methods;
}

describe('a read started before its page asks for it (the landing page, src/entry.ts)', () => {
  const landing = { filter: {}, sort: 'newest', withTotal: true } as const;

  it("is taken over by the page's identical listing read, without asking Firestore again", async () => {
    let early: Promise<ProductPage> | undefined;
    const first = await methodsCalledBy(async () => {
      early = startListProducts(landing);
      await early;
    });
    expect(first).toEqual(['runQuery']);
    let page: ProductPage | undefined;
    // The same request, spelt as the page spells it: the read is known by what it asks.
    const again = await methodsCalledBy(async () => {
      page = await listProducts({ withTotal: true, sort: 'newest' });
    });
    expect(again).toEqual([]);
    expect(page).toEqual(await early);
    expect(page?.products).toHaveLength(24);
  });

  it('is taken over once: a later identical read asks Firestore afresh', async () => {
    await startListProducts(landing);
    await listProducts(landing);
    expect(await methodsCalledBy(() => listProducts(landing))).toEqual(['runQuery']);
  });

  it('is not taken over by a different read', async () => {
    const early = startListProducts(landing);
    const other = await listProducts({ sort: 'price-asc' });
    expect(other.products.map((p) => p.id)).not.toEqual((await early).products.map((p) => p.id));
    await listProducts(landing);
  });

  it('is read afresh, with its retries, when the early read failed', async () => {
    testBackend.scenario.set('catalog-error');
    const early = startListProducts(landing);
    await expect(early).rejects.toBeInstanceOf(DataError);
    testBackend.scenario.reset();
    const page = await listProducts(landing);
    expect(page.products).toHaveLength(24);
  });

  it('serves a product page the same way', async () => {
    const expected = catalog[5]!;
    const early = startGetProduct(expected.id);
    await early;
    const calls = await methodsCalledBy(async () => {
      expect(await getProduct(expected.id)).toEqual(await early);
    });
    expect(calls).toEqual([]);
    expect((await early)?.productName).toBe(expected.productName);
  });
});

/** What a search must find: every product whose keywords hold every word of the query. */
const newestMatching = (text: string) =>
  catalog
    .filter((product) => matchesQuery(productKeywords(product), text))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((product) => product.id);

describe('searchProducts', () => {
  it.each([
    't-shirts',
    'T-SHIRT',
    'sweat pants',
    'Sweatpants',
    'dresses',
    'nike',
    'Adidas',
    'jeans',
  ])('finds products for %j', async (text) => {
    const { products } = await searchProducts(text, { pageSize: 50 });
    expect(products.length).toBeGreaterThan(0);
  });

  it.each(['dresses', 'black', 'sweat pants', 'mens jeans', 'blue summer dress', 'nike shoes'])(
    'finds every product matching %j, newest first, page by page, with an exact count',
    async (text) => {
      const expected = newestMatching(text);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ProductPage = await searchProducts(text, {
          pageSize: 5,
          cursor,
          withTotal: true,
        });
        expect(page.total).toBe(expected.length);
        seen.push(...page.products.map((p) => p.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(expected);
    },
  );

  it('answers cards: stock per size and colour, without the details only the product page shows', async () => {
    const [first] = (await searchProducts('jeans', { pageSize: 1 })).products;
    const product = catalog.find((p) => p.id === first?.id)!;
    expect(first).toMatchObject({
      productName: product.productName,
      price: product.price,
      stock: product.stock,
      variantStock: product.variantStock,
      description: '',
    });
  });

  it.each(['', '   ', '%%%', '---'])('answers nothing, without a read, for %j', async (text) => {
    testBackend.scenario.set('catalog-error');
    expect(await searchProducts(text)).toEqual({ products: [], nextCursor: null });
  });

  it('answers no products, and a count of 0, for words no product holds', async () => {
    expect(await searchProducts('zebra umbrella', { withTotal: true })).toEqual({
      products: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('fails with an unavailable DataError when the index cannot be read', async () => {
    testBackend.scenario.set('catalog-error');
    const failure = await searchProducts('dresses').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
    expect((failure as DataError).kind).toBe('unavailable');
  });
});

/**
 * Writes past the rules through the QA front, as QA and staff tools do (README, The local backend
 * and the QA contract).
 */
async function ownerCommit(writes: object[]): Promise<void> {
  const root = 'projects/demo-kenya-shop/databases/(default)/documents';
  const response = await fetch(`http://127.0.0.1:8080/v1/${root}:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: writes.map((write) => JSON.parse(JSON.stringify(write).replaceAll('@', root))),
    }),
  });
  expect(response.ok).toBe(true);
}

describe('a product changed past the rules, as QA and staff do', () => {
  const newest = [...catalog].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;

  it('shows its new name, price and stock in listings and in search', async () => {
    await ownerCommit([
      {
        update: {
          name: `@/products/${newest.id}`,
          fields: {
            productName: { stringValue: 'Zebra Print Kanga' },
            price: { stringValue: '999' },
            priceValue: { integerValue: '999' },
            stock: { integerValue: '0' },
          },
        },
        updateMask: { fieldPaths: ['productName', 'price', 'priceValue', 'stock', 'variantStock'] },
      },
    ]);
    const [card] = (await listProducts({ pageSize: 1 })).products;
    expect(card).toMatchObject({ id: newest.id, productName: 'Zebra Print Kanga', price: '999' });
    expect(card).toMatchObject({ stock: 0 });
    expect(card).not.toHaveProperty('variantStock');
    expect((await searchProducts('zebra kanga')).products.map((p) => p.id)).toEqual([newest.id]);
    const oldWords = newest.productName;
    expect((await searchProducts(oldWords)).products.map((p) => p.id)).not.toContain(newest.id);
  });

  it('leaves listings and search when it is removed', async () => {
    await ownerCommit([{ delete: `@/products/${newest.id}` }]);
    const { products } = await listProducts({ pageSize: 5 });
    expect(products.map((p) => p.id)).not.toContain(newest.id);
    const found = await searchProducts(newest.productName, { withTotal: true });
    expect(found.products.map((p) => p.id)).not.toContain(newest.id);
  });
});

describe('result counts', () => {
  it('counts every matching product with one aggregation read', async () => {
    const filter = { category: 'Shoes' };
    expect(await methodsCalledBy(() => countProducts(filter))).toEqual(['runAggregationQuery']);
    expect(await countProducts(filter)).toBe(catalog.filter((p) => p.category === 'Shoes').length);
  });

  it("reads a listing's page without its count, which the listing asks for once shown", async () => {
    const page = await listProducts({
      filter: { category: 'Shoes' },
      pageSize: 5,
      withTotal: true,
    });
    expect(page.products).toHaveLength(5);
    expect(page).not.toHaveProperty('total');
  });

  it('fails the count with a DataError the listing can do without', async () => {
    testBackend.scenario.set('catalog-error');
    const failure = await countProducts({ category: 'Shoes' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
  });

  it('counts a one-word search', async () => {
    const page = await searchProducts('gucci', { withTotal: true });
    expect(page.total).toBe(page.products.length);
    expect(page.total).toBeGreaterThan(0);
  });

  it('counts a search of three words or more too', async () => {
    const page = await searchProducts('blue summer dress', { withTotal: true, pageSize: 1 });
    expect(page.total).toBe(newestMatching('blue summer dress').length);
  });
});
