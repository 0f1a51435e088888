import { describe, expect, it } from 'vitest';
import { encodeValue } from './codec';
import { RpcError } from './errors';
import { createFirestoreStore, type SeedCollections } from './store';
import type { StructuredQuery, Write } from './types';

const root = 'projects/demo-kenya-shop/databases/(default)/documents';
const name = (path: string) => `${root}/${path}`;

const seed = (): SeedCollections => ({
  products: [
    { id: 'p2', data: { price: 200, stock: 3 } },
    { id: 'p1', data: { price: 100, stock: 1.5, tags: ['a'] } },
  ],
  'Users/u1/orders': [{ id: 'o1', data: { total: 10 } }],
  orders: [{ id: 'o2', data: { total: 20 } }],
});

function failure(run: () => unknown): RpcError {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('expected an RpcError');
}

describe('seeding, put and list', () => {
  it('seeds plain data in REST form, lists in id order, and re-seeds fresh on reset', () => {
    const store = createFirestoreStore(seed);
    expect(store.list('products').map((d) => d.name)).toEqual([
      name('products/p1'),
      name('products/p2'),
    ]);
    expect(store.get('products/p2')?.fields).toEqual({
      price: { integerValue: '200' },
      stock: { integerValue: '3' },
    });
    store.put('products', 'p3', { price: 1 });
    store.commit([{ delete: name('products/p1') }]);
    store.reset();
    expect(store.list('products').map((d) => d.path)).toEqual(['products/p1', 'products/p2']);
  });

  it('gives every document its own, increasing update time', () => {
    const store = createFirestoreStore(seed);
    const [first, second] = store.list('products');
    expect(first?.updateTime).not.toBe(second?.updateTime);
    expect(first?.updateTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('refuses paths that are not collection/document pairs', () => {
    const store = createFirestoreStore(seed);
    expect(() => store.put('products/p1', 'x', {})).toThrow();
    expect(() => store.put('products', 'a/b', {})).toThrow();
  });
});

describe('runQuery', () => {
  const orders: StructuredQuery = { from: [{ collectionId: 'orders' }] };

  it('reads a collection under its parent', () => {
    const store = createFirestoreStore(seed);
    expect(store.runQuery('', orders).map((d) => d.path)).toEqual(['orders/o2']);
    expect(store.runQuery('Users/u1', orders).map((d) => d.path)).toEqual(['Users/u1/orders/o1']);
  });

  it('reads a collection group across parents', () => {
    const store = createFirestoreStore(seed);
    const group = { from: [{ collectionId: 'orders', allDescendants: true }] };
    expect(store.runQuery('', group).map((d) => d.path)).toEqual([
      'Users/u1/orders/o1',
      'orders/o2',
    ]);
    expect(store.runQuery('Users/u1', group).map((d) => d.path)).toEqual(['Users/u1/orders/o1']);
  });

  it('answers a limited, ordered, filtered query over 10,000 documents', () => {
    const store = createFirestoreStore(() => ({}));
    store.put(
      'products',
      Array.from({ length: 10_000 }, (_, i) => ({
        id: `p${String(i).padStart(5, '0')}`,
        data: {
          price: (i * 7919) % 5000,
          category: i % 3 === 0 ? 'ladies' : 'men',
          keywords: [`k${i % 50}`, 'all'],
          createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
        },
      })),
    );
    const query: StructuredQuery = {
      from: [{ collectionId: 'products' }],
      where: {
        compositeFilter: {
          op: 'AND',
          filters: [
            {
              fieldFilter: {
                field: { fieldPath: 'category' },
                op: 'EQUAL',
                value: encodeValue('men'),
              },
            },
            {
              fieldFilter: {
                field: { fieldPath: 'keywords' },
                op: 'ARRAY_CONTAINS_ANY',
                value: encodeValue(['k1', 'all']),
              },
            },
          ],
        },
      },
      orderBy: [
        { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
      ],
      limit: 24,
    };
    const page = store.runQuery('', query);
    expect(page).toHaveLength(24);
    // Newest first among men's products: ids not divisible by 3, counting down.
    expect(page[0]?.path).toBe('products/p09998');
    expect(page[1]?.path).toBe('products/p09997');
    expect(page[2]?.path).toBe('products/p09995');
  });
});

describe('commit', () => {
  const update = (
    path: string,
    data: Record<string, unknown>,
    extra: Partial<Write> = {},
  ): Write => ({
    update: {
      name: name(path),
      fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, encodeValue(v)])),
    },
    ...extra,
  });

  it('replaces a document without a mask and keeps its create time', () => {
    const store = createFirestoreStore(seed);
    const before = store.get('products/p1');
    const { commitTime, writeResults } = store.commit([update('products/p1', { price: 5 })]);
    const after = store.get('products/p1');
    expect(after?.fields).toEqual({ price: { integerValue: '5' } });
    expect(after?.createTime).toBe(before?.createTime);
    expect(after?.updateTime).toBe(commitTime);
    expect(writeResults).toEqual([{ updateTime: commitTime }]);
  });

  it('changes only masked fields, deleting masked fields that are absent', () => {
    const store = createFirestoreStore(seed);
    store.commit([
      update(
        'products/p1',
        { price: 7, ignored: 1, meta: { a: 1 } },
        { updateMask: { fieldPaths: ['price', 'tags', 'meta.a'] } },
      ),
    ]);
    expect(store.get('products/p1')?.fields).toEqual({
      price: { integerValue: '7' },
      stock: { doubleValue: 1.5 },
      meta: { mapValue: { fields: { a: { integerValue: '1' } } } },
    });
  });

  it('applies transforms and reports their results', () => {
    const store = createFirestoreStore(seed);
    const { commitTime, writeResults } = store.commit([
      update(
        'products/p1',
        {},
        {
          updateMask: { fieldPaths: [] },
          updateTransforms: [
            { fieldPath: 'at', setToServerValue: 'REQUEST_TIME' },
            { fieldPath: 'price', increment: { integerValue: '5' } },
            { fieldPath: 'stock', increment: { integerValue: '1' } },
            { fieldPath: 'views', increment: { integerValue: '1' } },
            {
              fieldPath: 'tags',
              appendMissingElements: { values: [encodeValue('a'), encodeValue('b')] },
            },
            { fieldPath: 'price', maximum: { integerValue: '50' } },
            { fieldPath: 'stock', minimum: { integerValue: '9' } },
          ],
        },
      ),
    ]);
    const fields = store.get('products/p1')?.fields;
    // Stored times keep 0, 3 or 6 decimals as the emulator does; the commit time always has 6.
    const at = (fields?.at as { timestampValue: string } | undefined)?.timestampValue ?? '';
    expect(Date.parse(at)).toBe(Date.parse(commitTime));
    expect(fields).toEqual({
      at: { timestampValue: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) },
      price: { integerValue: '105' },
      stock: { doubleValue: 2.5 },
      views: { integerValue: '1' },
      tags: { arrayValue: { values: [encodeValue('a'), encodeValue('b')] } },
    });
    expect(writeResults[0]?.transformResults).toHaveLength(7);
    store.commit([
      update(
        'products/p1',
        {},
        {
          updateMask: { fieldPaths: [] },
          updateTransforms: [
            { fieldPath: 'tags', removeAllFromArray: { values: [encodeValue('a')] } },
          ],
        },
      ),
    ]);
    expect(store.get('products/p1')?.fields.tags).toEqual({
      arrayValue: { values: [encodeValue('b')] },
    });
  });

  it('checks preconditions: exists false, exists true, update time', () => {
    const store = createFirestoreStore(seed);
    expect(
      failure(() =>
        store.commit([update('products/p1', {}, { currentDocument: { exists: false } })]),
      ).status,
    ).toBe('ALREADY_EXISTS');
    expect(
      failure(() =>
        store.commit([update('products/nope', {}, { currentDocument: { exists: true } })]),
      ).status,
    ).toBe('NOT_FOUND');
    expect(
      failure(() =>
        store.commit([{ delete: name('products/nope'), currentDocument: { exists: true } }]),
      ).status,
    ).toBe('NOT_FOUND');
    const stale = '2000-01-01T00:00:00.000000000Z';
    expect(
      failure(() =>
        store.commit([{ verify: name('products/p1'), currentDocument: { updateTime: stale } }]),
      ).status,
    ).toBe('FAILED_PRECONDITION');
    const current = store.get('products/p1')?.updateTime ?? '';
    const nanos = current.replace(/Z$/, '000Z');
    expect(() =>
      store.commit([
        update('products/p1', { price: 1 }, { currentDocument: { updateTime: nanos } }),
      ]),
    ).not.toThrow();
  });

  it('is all or nothing, and later writes see earlier ones', () => {
    const store = createFirestoreStore(seed);
    expect(() =>
      store.commit([
        update('products/new', { a: 1 }),
        update('products/p1', {}, { currentDocument: { exists: false } }),
      ]),
    ).toThrow(RpcError);
    expect(store.get('products/new')).toBeUndefined();
    store.commit([
      update('products/new', { a: 1 }),
      update(
        'products/new',
        { b: 2 },
        { currentDocument: { exists: true }, updateMask: { fieldPaths: ['b'] } },
      ),
    ]);
    expect(store.get('products/new')?.fields).toEqual({
      a: { integerValue: '1' },
      b: { integerValue: '2' },
    });
  });

  it('deletes, and drops emptied collections from the listing', () => {
    const store = createFirestoreStore(seed);
    store.commit([{ delete: name('orders/o2') }]);
    expect(store.get('orders/o2')).toBeUndefined();
    expect(store.collectionPaths()).not.toContain('orders');
  });

  it.each<[string, unknown]>([
    ['writes that are not a list', {}],
    ['a write with two operations', [{ delete: name('a/b'), verify: name('a/b') }]],
    [
      'a name outside the database',
      [{ delete: 'projects/other/databases/(default)/documents/a/b' }],
    ],
    ['a collection name', [{ delete: name('products') }]],
    [
      'a malformed value',
      [{ update: { name: name('a/b'), fields: { x: { integerValue: 'ten' } } } }],
    ],
  ])('rejects %s with INVALID_ARGUMENT', (_, writes) => {
    const store = createFirestoreStore(seed);
    expect(failure(() => store.commit(writes)).status).toBe('INVALID_ARGUMENT');
  });
});
