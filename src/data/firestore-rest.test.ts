import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/vitest/node-setup';
import { productCardsCollection } from '@model/catalog/card-documents';
import { toDataError } from './data-error';
import {
  decodeValue,
  encodeValue,
  FirestoreRestError,
  getDocument,
  runCount,
  runQuery,
  type StructuredQuery,
} from './firestore-rest';

const cards: StructuredQuery = { from: [{ collectionId: productCardsCollection }], limit: 2 };
const firestoreCall = /^http:\/\/127\.0\.0\.1:8080\/v1\/.*:(\w+)$/;

describe('the REST values', () => {
  it('reads every kind of value as a plain one', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            name: { stringValue: 'Jeans' },
            count: { integerValue: '12' },
            price: { doubleValue: 1499.5 },
            sale: { booleanValue: true },
            at: { timestampValue: '2026-11-20T08:00:00.123456Z' },
            gone: { nullValue: null },
            sizes: { arrayValue: { values: [{ stringValue: 'M' }, { integerValue: '30' }] } },
            none: { arrayValue: {} },
            nested: { mapValue: { fields: { minQty: { integerValue: '6' } } } },
            empty: { mapValue: {} },
          },
        },
      }),
    ).toEqual({
      name: 'Jeans',
      count: 12,
      price: 1499.5,
      sale: true,
      at: '2026-11-20T08:00:00.123456Z',
      gone: null,
      sizes: ['M', 30],
      none: [],
      nested: { minQty: 6 },
      empty: {},
    });
  });

  it('reads what is not a value as undefined, never throwing', () => {
    expect(decodeValue(null)).toBeUndefined();
    expect(decodeValue('text')).toBeUndefined();
    expect(decodeValue({ unknownValue: 1 })).toBeUndefined();
    expect(decodeValue({ arrayValue: { values: 'no' } })).toEqual([]);
  });

  it('writes whole numbers as integers and other numbers as doubles', () => {
    expect(encodeValue(3)).toEqual({ integerValue: '3' });
    expect(encodeValue(2.5)).toEqual({ doubleValue: 2.5 });
    expect(encodeValue('M')).toEqual({ stringValue: 'M' });
    expect(encodeValue(false)).toEqual({ booleanValue: false });
    expect(encodeValue(null)).toEqual({ nullValue: null });
  });
});

describe('a catalog read', () => {
  it('goes out as a CORS simple request: no preflight on a phone', async () => {
    const sent: Request[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (firestoreCall.test(`${url.origin}${url.pathname}`)) sent.push(request.clone());
    };
    testBackend.server.events.on('request:start', listener);
    try {
      await runQuery(cards);
      await runCount(cards);
      await getDocument('products', 'p-0001');
    } finally {
      testBackend.server.events.removeListener('request:start', listener);
    }
    expect(sent).toHaveLength(3);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect([...request.headers.keys()]).toEqual(['content-type']);
      expect(request.headers.get('content-type')).toMatch(/^text\/plain\b/);
    }
  });

  it('answers documents with their ids and plain fields', async () => {
    const [first] = await runQuery(cards);
    expect(first?.id).toMatch(/^p-\d{4}$/);
    expect(first?.data.productName).toEqual(expect.any(String));
    expect(Date.parse(String(first?.data.createdAt))).not.toBeNaN();
  });

  it('answers null for a document that does not exist', async () => {
    expect(await getDocument('products', 'p-none')).toBeNull();
  });

  it.each([
    [403, 'PERMISSION_DENIED', 'permission-denied'],
    [404, 'NOT_FOUND', 'not-found'],
    [503, 'UNAVAILABLE', 'unavailable'],
    [504, 'DEADLINE_EXCEEDED', 'unavailable'],
    [500, 'INTERNAL', 'unknown'],
  ] as const)(
    'fails on HTTP %i as the SDK would, a %s error the shop reads as %s',
    async (status, rpc, kind) => {
      testBackend.server.use(
        http.post(firestoreCall, () =>
          HttpResponse.json({ error: { code: status, message: 'No.', status: rpc } }, { status }),
        ),
      );
      const failure = await runQuery(cards).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FirestoreRestError);
      expect((failure as Error).message).toBe('No.');
      expect(toDataError(failure).kind).toBe(kind);
    },
  );

  it('fails on an answer that is not a list of results, or a count that is not one', async () => {
    testBackend.server.use(http.post(firestoreCall, () => HttpResponse.text('<html>proxy</html>')));
    await expect(runQuery(cards)).rejects.toThrow('Firestore answered no list');
    testBackend.server.use(http.post(firestoreCall, () => HttpResponse.json([{ result: {} }])));
    await expect(runCount(cards)).rejects.toThrow('Firestore answered no count');
  });

  it('fails as unavailable when the network does', async () => {
    testBackend.server.use(http.post(firestoreCall, () => HttpResponse.error()));
    const failure = await runQuery(cards).catch((error: unknown) => error);
    expect(toDataError(failure).kind).toBe('unavailable');
  });
});
