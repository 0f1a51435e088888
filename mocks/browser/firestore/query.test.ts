import { describe, expect, it } from 'vitest';
import { encodeFields, encodeValue } from './codec';
import { RpcError } from './errors';
import { collectionIdOf, countMatching, evaluateQuery } from './query';
import type { Filter, Order, StructuredQuery, Value } from './types';

const root = 'projects/demo-kenya-shop/databases/(default)/documents';

const documents = [
  {
    id: 'a',
    data: { price: 500, name: 'Kanga', tags: ['ladies', 'wraps'], wholesale: { minQty: 10 } },
  },
  {
    id: 'b',
    data: { price: 1500.5, name: 'kikoi', tags: ['men'], wholesale: { minQty: 5 }, top: true },
  },
  { id: 'c', data: { price: 2500, name: 'Dashiki', tags: [], top: false } },
  { id: 'd', data: { price: '900', name: 'Sandals', tags: ['shoes', 'ladies'], top: null } },
  { id: 'e', data: { name: 'Beads' } },
].map(({ id, data }) => ({ path: `products/${id}`, fields: encodeFields(data) }));

const from = [{ collectionId: 'products' }];
const field = (fieldPath: string) => ({ fieldPath });
const asc = (fieldPath: string): Order => ({ field: field(fieldPath), direction: 'ASCENDING' });
const desc = (fieldPath: string): Order => ({ field: field(fieldPath), direction: 'DESCENDING' });

function ids(query: Omit<StructuredQuery, 'from'>): string[] {
  return evaluateQuery(documents, { from, ...query }, root).map((d) => d.path.split('/')[1] ?? '');
}

function filter(fieldPath: string, op: string, value: unknown): Filter {
  return { fieldFilter: { field: field(fieldPath), op, value: encodeValue(value) } };
}

const nameRef = (id: string): Value => ({ referenceValue: `${root}/products/${id}` });

describe('filters', () => {
  it.each<[string, string, unknown, Order[], string[]]>([
    ['name', 'EQUAL', 'kikoi', [], ['b']],
    ['top', 'EQUAL', true, [], ['b']],
    ['price', 'LESS_THAN_OR_EQUAL', 1500.5, [asc('price')], ['a', 'b']],
    ['price', 'GREATER_THAN_OR_EQUAL', 600, [asc('price')], ['b', 'c']],
    ['tags', 'ARRAY_CONTAINS', 'ladies', [], ['a', 'd']],
    ['wholesale.minQty', 'GREATER_THAN_OR_EQUAL', 6, [desc('wholesale.minQty')], ['a']],
  ])('%s %s %j', (path, op, value, orderBy, expected) => {
    expect(ids({ where: filter(path, op, value), orderBy })).toEqual(expected);
  });

  it('holds a range to values of its type: a price stored as text is never in range', () => {
    expect(
      ids({ where: filter('price', 'LESS_THAN_OR_EQUAL', 100000), orderBy: [asc('price')] }),
    ).not.toContain('d');
  });

  it('matches an integer with an equal double', () => {
    const where: Filter = {
      fieldFilter: { field: field('price'), op: 'EQUAL', value: { doubleValue: 500 } },
    };
    expect(ids({ where })).toEqual(['a']);
  });

  it('reads documents by name with IN, as readByIds does', () => {
    const where: Filter = {
      fieldFilter: {
        field: field('__name__'),
        op: 'IN',
        value: { arrayValue: { values: [nameRef('e'), nameRef('a'), nameRef('zz')] } },
      },
    };
    expect(ids({ where })).toEqual(['a', 'e']);
  });

  it('combines filters with AND', () => {
    const filters = [
      filter('tags', 'ARRAY_CONTAINS', 'ladies'),
      filter('price', 'LESS_THAN_OR_EQUAL', 1000),
    ];
    expect(
      ids({ where: { compositeFilter: { op: 'AND', filters } }, orderBy: [asc('price')] }),
    ).toEqual(['a']);
  });
});

describe('ordering', () => {
  it('orders ascending and descending, leaving out documents without the field', () => {
    expect(ids({ orderBy: [asc('name')] })).toEqual(['e', 'c', 'a', 'd', 'b']);
    expect(ids({ orderBy: [desc('wholesale.minQty')] })).toEqual(['a', 'b']);
  });

  it('orders by __name__ when nothing else is asked for', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('breaks ties by __name__, in the direction of the last ordering', () => {
    const tied = ['x', 'z', 'y'].map((id) => ({ path: `t/${id}`, fields: encodeFields({ n: 1 }) }));
    const paths = (orderBy: Order[]) =>
      evaluateQuery(tied, { from: [{ collectionId: 't' }], orderBy }, root).map((d) => d.path);
    expect(paths([asc('n')])).toEqual(['t/x', 't/y', 't/z']);
    expect(paths([desc('n')])).toEqual(['t/z', 't/y', 't/x']);
  });
});

describe('the page after a cursor, and limit', () => {
  const after = (...values: Value[]) => ({ values, before: false });

  it('starts after the position, in the order direction', () => {
    expect(ids({ orderBy: [asc('name')], startAt: after(encodeValue('Kanga')) })).toEqual([
      'd',
      'b',
    ]);
    expect(ids({ orderBy: [desc('name')], startAt: after(encodeValue('Kanga')) })).toEqual([
      'c',
      'e',
    ]);
  });

  it('resumes between equal values by __name__, as the app pages', () => {
    const tied = ['p', 'q', 'r'].map((id) => ({ path: `t/${id}`, fields: encodeFields({ n: 1 }) }));
    const query: StructuredQuery = {
      from: [{ collectionId: 't' }],
      orderBy: [asc('n'), asc('__name__')],
      startAt: after(encodeValue(1), { referenceValue: `${root}/t/p` }),
    };
    expect(evaluateQuery(tied, query, root).map((d) => d.path)).toEqual(['t/q', 't/r']);
  });

  it('applies a limit', () => {
    expect(ids({ limit: 2 })).toEqual(['a', 'b']);
    expect(ids({ limit: 0 })).toEqual([]);
  });
});

describe('countMatching', () => {
  it('counts what a filter matches, without ordering: runCount sends no orderBy', () => {
    const where = filter('price', 'GREATER_THAN_OR_EQUAL', 600);
    expect(countMatching(documents, { from, where }, root)).toBe(2);
    expect(countMatching(documents, { from }, root)).toBe(5);
  });
});

describe('what the app never sends: refused', () => {
  const unary = { unaryFilter: { field: field('top'), op: 'IS_NULL' } } as unknown as Filter;

  it.each<[string, string, () => unknown]>([
    ['OR', 'OR filters', () => ids({ where: { compositeFilter: { op: 'OR', filters: [] } } })],
    ['!=', 'NOT_EQUAL filters', () => ids({ where: filter('price', 'NOT_EQUAL', 1) })],
    ['<', 'LESS_THAN filters', () => ids({ where: filter('price', 'LESS_THAN', 1) })],
    ['a unary filter', 'unaryFilter filters', () => ids({ where: unary })],
    [
      'a range on a field not ordered by',
      'a range filter on price without ordering by it',
      () => ids({ where: filter('price', 'GREATER_THAN_OR_EQUAL', 1) }),
    ],
    [
      'startAt',
      'cursors that include their position',
      () => ids({ orderBy: [asc('name')], startAt: { values: [encodeValue('a')], before: true } }),
    ],
    ['endAt', 'structuredQuery.endAt', () => ids({ endAt: {} } as unknown as StructuredQuery)],
    ['offset', 'structuredQuery.offset', () => ids({ offset: 1 } as unknown as StructuredQuery)],
    [
      'a quoted field path',
      'the field path "`odd.key`"',
      () => ids({ where: filter('`odd.key`', 'EQUAL', 1) }),
    ],
    [
      'a count of an ordered query',
      'structuredAggregationQuery.structuredQuery.orderBy',
      () => countMatching(documents, { from, orderBy: [asc('name')] }, root),
    ],
    [
      'a collection group',
      'structuredQuery.from.allDescendants',
      () =>
        collectionIdOf({
          from: [{ collectionId: 'p', allDescendants: true }],
        } as unknown as StructuredQuery),
    ],
    [
      'a kindless query',
      'queries of other than one collection',
      () => collectionIdOf({ from: [] }),
    ],
  ])('%s', (_, part, run) => {
    let refusal: unknown;
    try {
      run();
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RpcError);
    expect(refusal).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((refusal as RpcError).message).toContain(`does not serve ${part}`);
  });
});
