import { describe, expect, it } from 'vitest';
import { RpcError } from './errors';
import { createFirestoreStore, type SeedCollections } from './store';
import type { Write } from './types';

const root = 'projects/demo-kenya-shop/databases/(default)/documents';
const name = (path: string) => `${root}/${path}`;

const seed = (): SeedCollections => ({
  products: [
    { id: 'p2', data: { price: 200, createdAt: new Date('2024-01-05T00:00:00.000Z') } },
    { id: 'p1', data: { price: 100.5, tags: [] } },
  ],
  Users: [{ id: 'u1', data: { email: 'shopper@example.com' } }],
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

/** A write as createOnce's transaction sends it for a document it read as missing. */
const create = (path: string, fields: Write['update'] = { name: '' }): Write => ({
  update: { ...fields, name: name(path) },
  updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
  currentDocument: { exists: false },
});

describe('seeding', () => {
  it('seeds plain data as Firestore answers it, and re-seeds fresh on reset', () => {
    const store = createFirestoreStore(seed);
    expect(store.get('products/p2')?.fields).toEqual({
      price: { integerValue: '200' },
      createdAt: { timestampValue: '2024-01-05T00:00:00Z' },
    });
    expect([...store.documents('products')].map((d) => d.path).sort()).toEqual([
      'products/p1',
      'products/p2',
    ]);
    store.put('products', [{ id: 'p3', data: { price: 1 } }]);
    store.commit([create('messages/m1')], root);
    store.reset();
    expect(store.get('products/p3')).toBeUndefined();
    expect([...store.documents('messages')]).toEqual([]);
  });

  it("keeps a sub-collection's documents apart from their parent collection", () => {
    const store = createFirestoreStore(() => ({
      ...seed(),
      'Users/u1/events': [{ id: 'e1', data: { type: 'placed' } }],
    }));
    expect(store.get('Users/u1/events/e1')?.fields).toEqual({ type: { stringValue: 'placed' } });
    expect([...store.documents('Users')].map((d) => d.path)).toEqual(['Users/u1']);
    expect([...store.documents('Users/u1/events')].map((d) => d.path)).toEqual([
      'Users/u1/events/e1',
    ]);
    expect([...store.documents('events')]).toEqual([]);
  });

  it('gives every document its own, increasing update time', () => {
    const store = createFirestoreStore(seed);
    const times = ['products/p2', 'products/p1', 'Users/u1'].map((p) => store.get(p)?.updateTime);
    expect(new Set(times).size).toBe(3);
    expect([...times].sort()).toEqual(times);
  });
});

describe('commit', () => {
  it('creates a document read as missing, with the server time where asked', () => {
    const store = createFirestoreStore(seed);
    const fields = {
      name: '',
      fields: { text: { stringValue: 'Habari' }, phone: { nullValue: 'NULL_VALUE' as const } },
    };
    const { commitTime, writeResults } = store.commit([create('messages/m1', fields)], root);
    const serverTime = store.get('messages/m1')?.fields.createdAt;
    expect(serverTime).toEqual({ timestampValue: expect.stringMatching(/^\d{4}-.*Z$/) });
    expect(writeResults).toEqual([{ updateTime: commitTime, transformResults: [serverTime] }]);
    expect(store.get('messages/m1')).toEqual({
      path: 'messages/m1',
      fields: {
        text: { stringValue: 'Habari' },
        phone: { nullValue: null },
        createdAt: serverTime,
      },
      createTime: commitTime,
      updateTime: commitTime,
    });
  });

  it('refuses to create a document that exists, and changes nothing of the commit', () => {
    const store = createFirestoreStore(seed);
    const error = failure(() => store.commit([create('messages/m1'), create('Users/u1')], root));
    expect(error.status).toBe('ALREADY_EXISTS');
    expect(store.get('messages/m1')).toBeUndefined();
  });

  it('verifies a document under the update time it was read with', () => {
    const store = createFirestoreStore(seed);
    const read = store.get('Users/u1')?.updateTime ?? '';
    // The SDK writes the time with nine fraction digits: the same instant.
    const nanos = read.replace(/Z$/, '000Z');
    expect(
      store.commit([{ verify: name('Users/u1'), currentDocument: { updateTime: nanos } }], root),
    ).toEqual({ commitTime: expect.any(String), writeResults: [{ updateTime: read }] });
    const stale = {
      verify: name('Users/u1'),
      currentDocument: { updateTime: '2001-01-01T00:00:00Z' },
    };
    expect(failure(() => store.commit([stale], root)).status).toBe('FAILED_PRECONDITION');
    const missing = { verify: name('Users/nope'), currentDocument: { updateTime: read } };
    expect(failure(() => store.commit([missing], root)).status).toBe('FAILED_PRECONDITION');
  });

  it.each<[string, string, unknown]>([
    ['a deletion', 'a write.delete', { delete: name('products/p1'), currentDocument: {} }],
    [
      'a field mask (updateDoc, set with merge)',
      'a write.updateMask',
      { ...create('products/p9'), updateMask: { fieldPaths: [] } },
    ],
    [
      'an increment',
      'a field transform.increment',
      {
        ...create('products/p9'),
        updateTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }],
      },
    ],
    [
      'a write without precondition (setDoc)',
      'writes other than creating a document read as missing',
      { update: { name: name('products/p9') } },
    ],
    [
      'an update of an existing document',
      'writes other than creating',
      { update: { name: name('products/p1') }, currentDocument: { exists: true } },
    ],
    [
      'a number written',
      'writing values of type "integerValue"',
      create('products/p9', { name: '', fields: { n: { integerValue: '1' } } }),
    ],
    [
      'a nested server time',
      'nested field paths in a field transform',
      {
        ...create('products/p9'),
        updateTransforms: [{ fieldPath: 'a.b', setToServerValue: 'REQUEST_TIME' }],
      },
    ],
    [
      'a document in a sub-collection',
      'documents in sub-collections',
      create('Users/u1/orders/o1'),
    ],
  ])('refuses %s: the app sends none', (_, part, write) => {
    const store = createFirestoreStore(seed);
    const error = failure(() => store.commit([write as Write], root));
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.message).toContain(`does not serve ${part}`);
  });
});
