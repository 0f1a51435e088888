import { describe, expect, it } from 'vitest';
import { encodeFields, encodeValue } from './codec';
import { RpcError } from './errors';
import { evaluateQuery, normalizedOrderings, querySource, selectFields } from './query';
import type { Filter, StructuredQuery, Value } from './types';

const root = 'projects/demo-kenya-shop/databases/(default)/documents';

const documents = [
  {
    id: 'a',
    data: { price: 500, name: 'Kanga', tags: ['ladies', 'wraps'], wholesale: { minQty: 10 } },
  },
  {
    id: 'b',
    data: { price: 1500.5, name: 'kikoi', tags: ['men'], wholesale: { minQty: 5 }, note: null },
  },
  { id: 'c', data: { price: 2500, name: 'Dashiki', tags: [], 'odd.key': 1 } },
  { id: 'd', data: { price: '900', name: 'Sandals', tags: ['shoes', 'ladies'], rating: NaN } },
  { id: 'e', data: { name: 'Beads', rating: 4 } },
].map(({ id, data }) => ({ path: `products/${id}`, fields: encodeFields(data) }));

const field = (fieldPath: string) => ({ fieldPath });

function ids(query: Omit<StructuredQuery, 'from'>): string[] {
  return evaluateQuery(documents, { from: [{ collectionId: 'products' }], ...query }, root).map(
    (d) => d.path.split('/')[1] ?? '',
  );
}

function where(fieldPath: string, op: string, value: unknown): { where: Filter } {
  return {
    where: { fieldFilter: { field: field(fieldPath), op, value: encodeValue(value) } } as Filter,
  };
}

function unary(fieldPath: string, op: string): { where: Filter } {
  return { where: { unaryFilter: { field: field(fieldPath), op } } as Filter };
}

const nameRef = (id: string): Value => ({ referenceValue: `${root}/products/${id}` });

describe('filters', () => {
  it.each<[string, string, unknown, string[]]>([
    ['price', 'EQUAL', 500, ['a']],
    ['price', 'NOT_EQUAL', 500, ['b', 'c', 'd']],
    ['price', 'LESS_THAN', 1500.5, ['a']],
    ['price', 'LESS_THAN_OR_EQUAL', 1500.5, ['a', 'b']],
    ['price', 'GREATER_THAN', 500, ['b', 'c']],
    ['price', 'GREATER_THAN_OR_EQUAL', 500, ['a', 'b', 'c']],
    ['price', 'GREATER_THAN', '0', ['d']],
    ['price', 'IN', [500, 2500, '900'], ['a', 'c', 'd']],
    ['price', 'NOT_IN', [500, 2500], ['b', 'd']],
    ['tags', 'ARRAY_CONTAINS', 'ladies', ['a', 'd']],
    ['tags', 'ARRAY_CONTAINS_ANY', ['men', 'shoes'], ['b', 'd']],
    ['wholesale.minQty', 'GREATER_THAN_OR_EQUAL', 6, ['a']],
    ['`odd.key`', 'EQUAL', 1, ['c']],
    ['note', 'NOT_EQUAL', 'x', []],
  ])('%s %s %j', (path, op, value, expected) => {
    expect(ids(where(path, op, value))).toEqual(expected);
  });

  it('compares only within a type: strings never match a numeric range', () => {
    expect(ids(where('price', 'LESS_THAN', 100000))).not.toContain('d');
  });

  it('matches an integer with an equal double', () => {
    const query = {
      where: { fieldFilter: { field: field('price'), op: 'EQUAL', value: { doubleValue: 500 } } },
    };
    expect(ids(query as { where: Filter })).toEqual(['a']);
  });

  it('not-in with null in the list matches nothing', () => {
    expect(ids(where('price', 'NOT_IN', [null, 1]))).toEqual([]);
  });

  it.each<[string, string, string[]]>([
    ['note', 'IS_NULL', ['b']],
    ['note', 'IS_NOT_NULL', []],
    ['rating', 'IS_NAN', ['d']],
    ['rating', 'IS_NOT_NAN', ['e']],
  ])('%s %s', (path, op, expected) => {
    expect(ids(unary(path, op))).toEqual(expected);
  });

  it('filters on __name__ with references', () => {
    expect(
      ids({
        where: {
          fieldFilter: { field: field('__name__'), op: 'GREATER_THAN', value: nameRef('c') },
        },
      }),
    ).toEqual(['d', 'e']);
    expect(
      ids({
        where: {
          fieldFilter: {
            field: field('__name__'),
            op: 'IN',
            value: { arrayValue: { values: [nameRef('e'), nameRef('a')] } },
          },
        },
      }),
    ).toEqual(['a', 'e']);
  });

  it('combines filters with AND and OR', () => {
    const ladies = where('tags', 'ARRAY_CONTAINS', 'ladies').where;
    const cheap = where('price', 'LESS_THAN', 1000).where;
    const men = where('tags', 'ARRAY_CONTAINS', 'men').where;
    const beads = where('name', 'EQUAL', 'Beads').where;
    expect(ids({ where: { compositeFilter: { op: 'AND', filters: [ladies, cheap] } } })).toEqual([
      'a',
    ]);
    expect(ids({ where: { compositeFilter: { op: 'OR', filters: [men, beads] } } })).toEqual([
      'b',
      'e',
    ]);
  });

  it('leaves out documents lacking an inequality field, even under OR', () => {
    const cheap = where('price', 'LESS_THAN', 1000).where;
    const beads = where('name', 'EQUAL', 'Beads').where;
    expect(ids({ where: { compositeFilter: { op: 'OR', filters: [cheap, beads] } } })).toEqual([
      'a',
    ]);
  });
});

describe('ordering', () => {
  const order = (fieldPath: string, direction: 'ASCENDING' | 'DESCENDING') => ({
    field: field(fieldPath),
    direction,
  });

  it('orders ascending and descending, leaving out documents without the field', () => {
    expect(ids({ orderBy: [order('price', 'ASCENDING')] })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ orderBy: [order('price', 'DESCENDING')] })).toEqual(['d', 'c', 'b', 'a']);
    expect(ids({ orderBy: [order('name', 'ASCENDING')] })).toEqual(['e', 'c', 'a', 'd', 'b']);
    expect(ids({ orderBy: [order('wholesale.minQty', 'ASCENDING')] })).toEqual(['b', 'a']);
  });

  it('orders by __name__ when nothing else is asked for', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('adds the inequality field and __name__ in the last explicit direction', () => {
    const orderings = normalizedOrderings({
      where: where('price', 'GREATER_THAN', 0).where,
      orderBy: [order('name', 'DESCENDING')],
    });
    expect(orderings).toEqual([
      { segments: ['name'], descending: true, explicit: true },
      { segments: ['price'], descending: true, explicit: false },
      { segments: ['__name__'], descending: true, explicit: false },
    ]);
  });

  it("orders by an aggregation's fields too, so documents without them drop out", () => {
    const orderings = normalizedOrderings({ orderBy: [order('name', 'ASCENDING')] }, ['price']);
    expect(orderings.map((o) => o.segments)).toEqual([['name'], ['price'], ['__name__']]);
  });

  it('breaks ties by __name__', () => {
    const tied = ['x', 'z', 'y'].map((id) => ({ path: `t/${id}`, fields: encodeFields({ n: 1 }) }));
    const query = (direction: 'ASCENDING' | 'DESCENDING'): StructuredQuery => ({
      from: [{ collectionId: 't' }],
      orderBy: [order('n', direction), order('__name__', direction)],
    });
    expect(evaluateQuery(tied, query('ASCENDING'), root).map((d) => d.path)).toEqual([
      't/x',
      't/y',
      't/z',
    ]);
    expect(evaluateQuery(tied, query('DESCENDING'), root).map((d) => d.path)).toEqual([
      't/z',
      't/y',
      't/x',
    ]);
  });
});

describe('cursors, offset and limit', () => {
  const byPrice = { orderBy: [{ field: field('price'), direction: 'ASCENDING' as const }] };
  const at = (value: number, before: boolean) => ({ values: [encodeValue(value)], before });

  it('startAt includes the position, startAfter does not', () => {
    expect(ids({ ...byPrice, startAt: at(1500.5, true) })).toEqual(['b', 'c', 'd']);
    expect(ids({ ...byPrice, startAt: at(1500.5, false) })).toEqual(['c', 'd']);
  });

  it('endAt includes the position, endBefore does not', () => {
    expect(ids({ ...byPrice, endAt: at(1500.5, false) })).toEqual(['a', 'b']);
    expect(ids({ ...byPrice, endAt: at(1500.5, true) })).toEqual(['a']);
  });

  it('uses __name__ values to resume between equal values', () => {
    const tied = ['p', 'q', 'r'].map((id) => ({ path: `t/${id}`, fields: encodeFields({ n: 1 }) }));
    const result = evaluateQuery(
      tied,
      {
        from: [{ collectionId: 't' }],
        orderBy: [{ field: field('n') }, { field: field('__name__') }],
        startAt: { values: [encodeValue(1), { referenceValue: `${root}/t/p` }], before: false },
      },
      root,
    );
    expect(result.map((d) => d.path)).toEqual(['t/q', 't/r']);
  });

  it('follows the order direction for descending cursors', () => {
    const query = { orderBy: [{ field: field('price'), direction: 'DESCENDING' as const }] };
    expect(ids({ ...query, startAt: at(1500.5, false) })).toEqual(['a']);
  });

  it('applies offset, then limit, each a number or its decimal string', () => {
    expect(ids({ offset: 1, limit: 2 })).toEqual(['b', 'c']);
    expect(ids({ offset: '1', limit: '1' })).toEqual(['b']);
    expect(ids({ limit: 0 })).toEqual([]);
  });
});

describe('select', () => {
  it('keeps only the named fields, nested ones with their parents', () => {
    const [first] = documents;
    expect(selectFields(first?.fields ?? {}, ['name', 'wholesale.minQty', 'absent'])).toEqual({
      name: { stringValue: 'Kanga' },
      wholesale: { mapValue: { fields: { minQty: { integerValue: '10' } } } },
    });
  });
});

describe('querySource', () => {
  it('names one collection, or a collection group', () => {
    expect(querySource({ from: [{ collectionId: 'orders', allDescendants: true }] })).toEqual({
      collectionId: 'orders',
      allDescendants: true,
    });
  });

  it.each<[string, StructuredQuery]>([
    ['no from', {}],
    ['an empty from', { from: [] }],
    ['an empty collection id', { from: [{ collectionId: '' }] }],
  ])('reads every collection (kindless) for %s', (_, query) => {
    expect(querySource(query)).toEqual({ collectionId: undefined, allDescendants: false });
  });

  it('rejects two collections', () => {
    expect(() => querySource({ from: [{ collectionId: 'a' }, { collectionId: 'b' }] })).toThrow(
      RpcError,
    );
  });
});

describe('malformed queries', () => {
  it.each<[string, StructuredQuery]>([
    ['an unknown operator', { from: [{ collectionId: 'p' }], ...where('x', 'LIKE', 1) }],
    [
      'an unknown direction',
      {
        from: [{ collectionId: 'p' }],
        orderBy: [{ field: field('x'), direction: 'UP' as 'ASCENDING' }],
      },
    ],
    ['a negative limit', { from: [{ collectionId: 'p' }], limit: -1 }],
    [
      'a limit wrapped as {value}, which proto3 JSON does not do',
      { from: [{ collectionId: 'p' }], limit: { value: 1 } as unknown as number },
    ],
    [
      'a cursor value for __name__ that is no reference',
      {
        from: [{ collectionId: 'p' }],
        orderBy: [{ field: field('__name__') }],
        startAt: { values: [encodeValue('a')] },
      },
    ],
    ['a filter on another field in a kindless query', { ...where('price', 'EQUAL', 1), from: [] }],
    [
      'a __name__ filter on a string',
      { from: [{ collectionId: 'p' }], ...where('__name__', 'EQUAL', 'a') },
    ],
    [
      'a cursor longer than the explicit ordering',
      {
        from: [{ collectionId: 'p' }],
        orderBy: [{ field: field('price') }],
        startAt: { values: [encodeValue(1), { referenceValue: `${root}/p/a` }] },
      },
    ],
    ['IN without a list', { from: [{ collectionId: 'p' }], ...where('x', 'IN', 1) }],
    ['a bad field path', { from: [{ collectionId: 'p' }], ...where('a..b', 'EQUAL', 1) }],
    [
      'a value of no known type',
      {
        from: [{ collectionId: 'p' }],
        where: { fieldFilter: { field: field('x'), op: 'EQUAL', value: {} as Value } },
      },
    ],
  ])('rejects %s with INVALID_ARGUMENT', (_, query) => {
    expect(() => evaluateQuery(documents, query, root)).toThrow(RpcError);
    try {
      evaluateQuery(documents, query, root);
    } catch (error) {
      expect((error as RpcError).status).toBe('INVALID_ARGUMENT');
    }
  });
});
