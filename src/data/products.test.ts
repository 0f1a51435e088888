import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/node-setup';
import { products as fixtureProducts } from '../../mocks/fixtures/products';
import { DataError } from './data-error';
import { getProduct, listProducts, searchProducts } from './products';

const catalog = fixtureProducts();

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

  it('skips a corrupt product document instead of failing the page', async () => {
    testBackend.store.put('products', 'broken-product', {
      productName: 'Broken',
      price: 'not a price',
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

  it.each(['', '   ', '%%%', '---'])('answers nothing, without a read, for %j', async (text) => {
    testBackend.scenario.set('catalog-error');
    expect(await searchProducts(text)).toEqual({ products: [], nextCursor: null });
  });
});

describe('result counts', () => {
  it('counts every matching product when asked, reading one page only', async () => {
    const page = await listProducts({
      filter: { category: 'Shoes' },
      pageSize: 5,
      withTotal: true,
    });
    expect(page.products).toHaveLength(5);
    expect(page.total).toBe(catalog.filter((p) => p.category === 'Shoes').length);
  });

  it('gives no count unless asked', async () => {
    expect(await listProducts({ pageSize: 5 })).not.toHaveProperty('total');
  });

  it('counts a one-word search', async () => {
    const page = await searchProducts('gucci', { withTotal: true });
    expect(page.total).toBe(page.products.length);
    expect(page.total).toBeGreaterThan(0);
  });
});
