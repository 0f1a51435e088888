import { describe, expect, it } from 'vitest';
import {
  describeShape,
  effectiveOrder,
  indexFor,
  indexKey,
  noIndexNeeded,
  servedBy,
  shapeOf,
  type Direction,
  type IndexEntry,
  type IndexField,
  type QueryShape,
} from './index-rules';

const asc = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const desc = (fieldPath: string): IndexField => ({ fieldPath, order: 'DESCENDING' });
const contains = (fieldPath: string): IndexField => ({ fieldPath, arrayConfig: 'CONTAINS' });
const index = (...fields: IndexField[]): IndexEntry => ({
  collectionGroup: 'products',
  queryScope: 'COLLECTION',
  fields,
});

function shape(parts: Partial<QueryShape> = {}): QueryShape {
  return {
    collection: 'products',
    scope: 'COLLECTION',
    read: 'documents',
    equality: [],
    arrayContains: null,
    ranges: [],
    order: [],
    nameDirection: 'ASCENDING',
    ...parts,
  };
}

const by = (field: string, direction: Direction) => ({ field, direction });

describe('shapeOf', () => {
  it('reads a page query as the SDK sends it', () => {
    expect(
      shapeOf(
        {
          from: [{ collectionId: 'products' }],
          where: {
            compositeFilter: {
              op: 'AND',
              filters: [
                { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL' } },
                { fieldFilter: { field: { fieldPath: 'facets' }, op: 'ARRAY_CONTAINS' } },
                {
                  fieldFilter: { field: { fieldPath: 'priceValue' }, op: 'GREATER_THAN_OR_EQUAL' },
                },
                { fieldFilter: { field: { fieldPath: 'priceValue' }, op: 'LESS_THAN_OR_EQUAL' } },
              ],
            },
          },
          orderBy: [
            { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
            { field: { fieldPath: 'priceValue' }, direction: 'DESCENDING' },
            { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
          ],
        },
        'documents',
      ),
    ).toEqual(
      shape({
        equality: ['category'],
        arrayContains: { field: 'facets', op: 'array-contains' },
        ranges: ['priceValue'],
        order: [by('createdAt', 'DESCENDING'), by('priceValue', 'DESCENDING')],
        nameDirection: 'DESCENDING',
      }),
    );
  });

  it('gives a count the order the backend reads it in: its range field, then the name', () => {
    const count = shapeOf(
      {
        from: [{ collectionId: 'products' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              { fieldFilter: { field: { fieldPath: 'brand' }, op: 'EQUAL' } },
              { fieldFilter: { field: { fieldPath: 'priceValue' }, op: 'LESS_THAN_OR_EQUAL' } },
            ],
          },
        },
      },
      'count',
    );
    expect(count.order).toEqual([by('priceValue', 'ASCENDING')]);
    expect(count.nameDirection).toBe('ASCENDING');
  });

  it('tells array-contains-any from array-contains', () => {
    const search = shapeOf(
      {
        from: [{ collectionId: 'products' }],
        where: { fieldFilter: { field: { fieldPath: 'keywords' }, op: 'ARRAY_CONTAINS_ANY' } },
      },
      'count',
    );
    expect(search.arrayContains).toEqual({ field: 'keywords', op: 'array-contains-any' });
  });

  it('reads a collection-group query, which only an index of its scope serves', () => {
    const group = shapeOf(
      {
        from: [{ collectionId: 'returns', allDescendants: true }],
        where: { fieldFilter: { field: { fieldPath: 'open' }, op: 'EQUAL' } },
        orderBy: [
          { field: { fieldPath: 'requestedAt' }, direction: 'DESCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
        ],
      },
      'documents',
    );
    expect(group.scope).toBe('COLLECTION_GROUP');
    const fields = [asc('open'), desc('requestedAt')];
    const entry = { collectionGroup: 'returns', fields };
    expect(servedBy(group, { ...entry, queryScope: 'COLLECTION_GROUP' })).toBe(true);
    expect(servedBy(group, { ...entry, queryScope: 'COLLECTION' })).toBe(false);
    expect(indexFor(group)).toEqual({ ...entry, queryScope: 'COLLECTION_GROUP' });
    // Single-field indexes serve one collection, not the group, unless the file adds them.
    expect(noIndexNeeded({ ...group, equality: [], order: [], nameDirection: 'ASCENDING' })).toBe(
      'No filter or order: the collection group read in name order.',
    );
    expect(noIndexNeeded({ ...group, equality: ['open'], order: [] })).toBeNull();
  });

  it('refuses what the rules here do not cover', () => {
    expect(() => shapeOf({ from: [] }, 'count')).toThrow();
    expect(() =>
      shapeOf(
        {
          from: [{ collectionId: 'a' }],
          where: { compositeFilter: { op: 'OR', filters: [] } },
        },
        'count',
      ),
    ).toThrow();
  });
});

describe('effectiveOrder', () => {
  it('adds unordered range fields by path, in the last direction, then the name', () => {
    expect(
      effectiveOrder([by('createdAt', 'DESCENDING')], ['wholesale.minQty', 'priceValue']),
    ).toEqual({
      order: [
        by('createdAt', 'DESCENDING'),
        by('priceValue', 'DESCENDING'),
        by('wholesale.minQty', 'DESCENDING'),
      ],
      nameDirection: 'DESCENDING',
    });
  });

  it('keeps a range field already ordered where it is', () => {
    expect(effectiveOrder([by('priceValue', 'ASCENDING')], ['priceValue'])).toEqual({
      order: [by('priceValue', 'ASCENDING')],
      nameDirection: 'ASCENDING',
    });
  });
});

describe('servedBy', () => {
  const listing = shape({
    equality: ['category', 'brand'],
    arrayContains: { field: 'facets', op: 'array-contains' },
    order: [by('productName', 'ASCENDING'), by('priceValue', 'ASCENDING')],
    ranges: ['priceValue'],
  });

  it('is served by the index of its fields', () => {
    expect(
      servedBy(
        listing,
        index(
          asc('brand'),
          asc('category'),
          contains('facets'),
          asc('productName'),
          asc('priceValue'),
        ),
      ),
    ).toBe(true);
  });

  it('takes the equality fields in any order and either direction', () => {
    expect(
      servedBy(
        listing,
        index(
          desc('category'),
          asc('brand'),
          contains('facets'),
          asc('productName'),
          asc('priceValue'),
        ),
      ),
    ).toBe(true);
  });

  it('is not served when an order direction differs', () => {
    expect(
      servedBy(
        listing,
        index(
          asc('brand'),
          asc('category'),
          contains('facets'),
          asc('productName'),
          desc('priceValue'),
        ),
      ),
    ).toBe(false);
  });

  it('is not served when the order fields come in another order', () => {
    expect(
      servedBy(
        listing,
        index(
          asc('brand'),
          asc('category'),
          contains('facets'),
          asc('priceValue'),
          asc('productName'),
        ),
      ),
    ).toBe(false);
  });

  it('is not served when the array field is not between the equalities and the order', () => {
    expect(
      servedBy(
        listing,
        index(
          asc('brand'),
          asc('category'),
          asc('productName'),
          asc('priceValue'),
          contains('facets'),
        ),
      ),
    ).toBe(false);
  });

  it('is not served by an index missing a field or holding one more', () => {
    expect(
      servedBy(
        listing,
        index(asc('category'), contains('facets'), asc('productName'), asc('priceValue')),
      ),
    ).toBe(false);
    expect(
      servedBy(
        listing,
        index(
          asc('brand'),
          asc('category'),
          asc('subCategory'),
          contains('facets'),
          asc('productName'),
          asc('priceValue'),
        ),
      ),
    ).toBe(false);
  });

  it('is not served by another collection or a collection-group index', () => {
    const fields = indexFor(listing).fields;
    expect(servedBy(listing, { ...index(...fields), collectionGroup: 'orders' })).toBe(false);
    expect(servedBy(listing, { ...index(...fields), queryScope: 'COLLECTION_GROUP' })).toBe(false);
  });

  it('runs the name as the last field does, unless the index names it', () => {
    const newest = shape({
      equality: ['ownerUid'],
      order: [by('createdAt', 'DESCENDING')],
      nameDirection: 'DESCENDING',
    });
    expect(servedBy(newest, index(asc('ownerUid'), desc('createdAt')))).toBe(true);
    expect(servedBy(newest, index(asc('ownerUid'), desc('createdAt'), desc('__name__')))).toBe(
      true,
    );
    expect(servedBy(newest, index(asc('ownerUid'), desc('createdAt'), asc('__name__')))).toBe(
      false,
    );
  });

  it('runs the name ascending after an array field', () => {
    const count = shape({
      read: 'count',
      equality: ['category'],
      arrayContains: { field: 'facets', op: 'array-contains' },
    });
    expect(servedBy(count, index(asc('category'), contains('facets')))).toBe(true);
    expect(servedBy(count, index(asc('category'), contains('facets'), desc('__name__')))).toBe(
      false,
    );
  });
});

describe('noIndexNeeded', () => {
  it.each([
    ['no filter', shape()],
    [
      'one field ordered',
      shape({ order: [by('createdAt', 'DESCENDING')], nameDirection: 'DESCENDING' }),
    ],
    [
      'a range on the field ordered',
      shape({ ranges: ['priceValue'], order: [by('priceValue', 'ASCENDING')] }),
    ],
    ['equalities alone', shape({ equality: ['category', 'brand'] })],
    [
      'array-contains alone',
      shape({ arrayContains: { field: 'keywords', op: 'array-contains-any' } }),
    ],
  ])('says the single-field indexes serve %s', (_, needsNone) => {
    expect(noIndexNeeded(needsNone)).toEqual(expect.any(String));
  });

  it.each([
    [
      'an equality and an order',
      shape({ equality: ['featured'], order: [by('createdAt', 'ASCENDING')] }),
    ],
    [
      'an array field and an order',
      shape({
        arrayContains: { field: 'keywords', op: 'array-contains' },
        order: [by('createdAt', 'DESCENDING')],
        nameDirection: 'DESCENDING',
      }),
    ],
    [
      'an array field and an equality',
      shape({ equality: ['category'], arrayContains: { field: 'facets', op: 'array-contains' } }),
    ],
    [
      'a range and an order on another field',
      shape({
        ranges: ['priceValue'],
        order: [by('createdAt', 'DESCENDING'), by('priceValue', 'DESCENDING')],
        nameDirection: 'DESCENDING',
      }),
    ],
    [
      'one field ordered, the name the other way',
      shape({ order: [by('createdAt', 'DESCENDING')], nameDirection: 'ASCENDING' }),
    ],
  ])('asks for a composite index for %s', (_, needsOne) => {
    expect(noIndexNeeded(needsOne)).toBeNull();
  });
});

describe('indexFor', () => {
  it.each([
    shape({
      equality: ['topSeller'],
      order: [by('createdAt', 'DESCENDING')],
      nameDirection: 'DESCENDING',
    }),
    shape({ equality: ['b', 'a'], arrayContains: { field: 'facets', op: 'array-contains' } }),
    shape({ order: [by('createdAt', 'DESCENDING')], nameDirection: 'ASCENDING' }),
  ])('is an index that serves its shape: %#', (needsOne) => {
    expect(servedBy(needsOne, indexFor(needsOne))).toBe(true);
  });

  it('names the name only when it runs against the last field', () => {
    const reverse = shape({ order: [by('createdAt', 'DESCENDING')], nameDirection: 'ASCENDING' });
    expect(indexFor(reverse).fields.at(-1)).toEqual(asc('__name__'));
    expect(indexKey(index(desc('createdAt'), desc('__name__')))).toBe(
      indexKey(index(desc('createdAt'))),
    );
  });
});

describe('describeShape', () => {
  it('names the filters and the whole order', () => {
    expect(
      describeShape(
        shape({
          read: 'count',
          equality: ['category'],
          ranges: ['priceValue'],
          order: [by('priceValue', 'ASCENDING')],
        }),
      ),
    ).toBe('products count: category ==, priceValue range; by priceValue asc, __name__ asc');
  });
});
