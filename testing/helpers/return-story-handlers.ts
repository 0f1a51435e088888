/**
 * A returns story's whole backend: the Firestore stand-in seeded with the shop, these orders with
 * their History, their returns and refund records, `moveReturn` and the refund callables writing
 * each move back to it. The stand-in reads one collection at a time, so the Returns tab's
 * collection-group read and count of `returns` are answered here, from the same returns.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { seedDocuments } from '../../mocks/backend/fixtures';
import { createBackend } from '../../mocks/browser/backend';
import { encodeFields } from '../../mocks/browser/firestore/codec';
import { refundsCollection } from '@model/payment/refunds';
import { returnsCollection } from '@model/return/stored-return';
import { orderCollections, type OrderSeed } from '../fixtures/order-documents';
import type { RefundSeed } from '../fixtures/refund-documents';
import { returnCollections, type ReturnSeed } from '../fixtures/staff-returns';
import { refundCallableHandlers } from './refund-callables';
import { returnCallableHandlers, type ReturnCallablesOptions } from './return-callables';

const readTime = '2025-03-03T06:00:00.000000Z';

interface GroupQuery {
  from?: Array<{ collectionId: string; allDescendants?: boolean }>;
  limit?: number | { value: number };
}

/** The structured query of a read or a count, when it reads every order's returns. */
async function returnsGroupQuery(request: Request): Promise<GroupQuery | null> {
  const body = (await request.clone().json()) as {
    structuredQuery?: GroupQuery;
    structuredAggregationQuery?: { structuredQuery: GroupQuery };
  };
  const query = body.structuredQuery ?? body.structuredAggregationQuery?.structuredQuery;
  const [from] = query?.from ?? [];
  return from?.allDescendants && from.collectionId === returnsCollection ? query! : null;
}

/** The Returns tab's reads: the open returns, newest first (one page), and how many there are. */
export function openReturnsHandlers(returns: ReturnSeed[]): RequestHandler[] {
  const open = returns
    .filter(({ data }) => data.open === true)
    .sort(
      (a, b) => (b.data.requestedAt as Date).getTime() - (a.data.requestedAt as Date).getTime(),
    );
  const documentsOf = (url: string) => new URL(url).pathname.replace(/^\/v1\/|:\w+$/g, '');
  return [
    http.post(/\/documents:runQuery$/, async ({ request }) => {
      const query = await returnsGroupQuery(request);
      if (!query) return undefined;
      const limit = typeof query.limit === 'object' ? query.limit.value : (query.limit ?? 21);
      const root = documentsOf(request.url);
      const found = open.slice(0, limit).map(({ id, orderId, data }) => ({
        document: {
          name: `${root}/orders/${orderId}/${returnsCollection}/${id}`,
          fields: encodeFields(data),
          createTime: readTime,
          updateTime: readTime,
        },
        readTime,
      }));
      return HttpResponse.json(found.length ? found : [{ readTime }]);
    }),
    http.post(/\/documents:runAggregationQuery$/, async ({ request }) => {
      if (!(await returnsGroupQuery(request))) return undefined;
      const { structuredAggregationQuery } = (await request.clone().json()) as {
        structuredAggregationQuery: { aggregations: Array<{ alias: string }> };
      };
      const aggregateFields = Object.fromEntries(
        structuredAggregationQuery.aggregations.map(({ alias }) => [
          alias,
          { integerValue: String(open.length) },
        ]),
      );
      return HttpResponse.json([{ result: { aggregateFields }, readTime }]);
    }),
  ];
}

export function returnStoryHandlers(
  orders: OrderSeed[],
  returns: ReturnSeed[],
  refunds: RefundSeed[] = [],
  calls: Pick<ReturnCallablesOptions, 'answer' | 'delay'> = {},
): RequestHandler[] {
  const backend = createBackend({
    seed: () => ({
      ...seedDocuments(),
      ...orderCollections(orders),
      ...returnCollections(structuredClone(returns)),
      ...(refunds.length ? { [refundsCollection]: structuredClone(refunds) } : {}),
    }),
  });
  let saved = 0;
  // One set of refund records: a return's refund, once owed, is acted on like the others.
  const refundData = new Map(refunds.map(({ id, data }) => [id, data]));
  const returnCalls = returnCallableHandlers({
    returns: structuredClone(returns),
    save(moved, event, refund) {
      saved += 1;
      backend.store.put(`orders/${moved.orderId}/${returnsCollection}`, [
        { id: moved.id, data: moved.data },
      ]);
      backend.store.put(`orders/${moved.orderId}/events`, [{ id: `return${saved}`, data: event }]);
      if (refund) {
        refundData.set(refund.id, refund.data);
        backend.store.put(refundsCollection, [refund]);
      }
    },
    ...calls,
  });
  const refundCalls = refundCallableHandlers({
    refunds: refundData,
    save(paymentId, data) {
      backend.store.put(refundsCollection, [{ id: paymentId, data }]);
    },
  });
  return [
    ...openReturnsHandlers(returns),
    ...returnCalls.handlers,
    ...refundCalls.handlers,
    ...backend.handlers,
  ];
}
