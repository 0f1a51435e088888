/**
 * The QA scenarios played in front of Google's Firestore emulator: each handler looks at a
 * Firestore REST request and either answers it with the scenario's fault or lets it through
 * (returns nothing) to the emulator. The emulator's data is never touched, so switching back to
 * `default` shows everything again.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { errorResponse } from '../../browser/firestore/errors';
import type { ScenarioState } from '../scenarios';

export interface FaultHandlerOptions {
  scenario: ScenarioState;
  /** Sends a request on to the emulator (used when a batch is partly hidden). */
  forward: (request: Request) => Promise<Response>;
  /** How the `slow` scenario waits; tests may inject a recorder. */
  wait?: (ms: number) => Promise<void>;
}

const rpcUrl = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents((?:\/[^/:]+)*):([A-Za-z]+)$/;
const documentsUrl = /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents((?:\/[^/:]+)*)\/?$/;

type Body = Record<string, unknown>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The collection a `/documents/...` path names: the last collection segment. */
function collectionOfPath(path: string): string | undefined {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  const index = segments.length % 2 === 1 ? segments.length - 1 : segments.length - 2;
  try {
    return decodeURIComponent(segments[index] ?? '');
  } catch {
    return segments[index];
  }
}

/** The collection a full document name (`projects/…/documents/products/p1`) sits in. */
function collectionOfName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const [, below = ''] = name.split('/documents/');
  return collectionOfPath(below);
}

async function jsonBody(request: Request): Promise<Body> {
  try {
    const parsed: unknown = JSON.parse(await request.clone().text());
    return typeof parsed === 'object' && parsed !== null ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

interface QueryShape {
  from?: Array<{ collectionId?: string }>;
}

function queriedCollection(body: Body): string | undefined {
  const structured = (body.structuredQuery ??
    (body.structuredAggregationQuery as Body | undefined)?.structuredQuery) as
    QueryShape | undefined;
  return structured?.from?.[0]?.collectionId;
}

const readTime = () => new Date().toISOString();

/** What an empty collection answers to an aggregation: count and sum 0, average null. */
function emptyAggregation(body: Body): object[] {
  const query = body.structuredAggregationQuery as
    { aggregations?: Array<Record<string, unknown> & { alias?: string }> } | undefined;
  const fields: Record<string, object> = {};
  for (const aggregation of query?.aggregations ?? []) {
    const alias = aggregation.alias ?? 'field_1';
    fields[alias] = 'avg' in aggregation ? { nullValue: null } : { integerValue: '0' };
  }
  return [{ result: { aggregateFields: fields }, readTime: readTime() }];
}

export function createFaultHandlers({
  scenario,
  forward,
  wait = sleep,
}: FaultHandlerOptions): RequestHandler[] {
  const unavailable = (what: string) =>
    errorResponse('UNAVAILABLE', `${what} (QA scenario "${scenario.get()}")`);
  const failsReading = (collection: string | undefined) =>
    collection !== undefined && scenario.effects().failingReads.includes(collection);
  const hides = (collection: string | undefined) =>
    collection !== undefined && scenario.effects().hiddenCollections.includes(collection);

  async function batchGet(request: Request): Promise<Response | undefined> {
    const body = await jsonBody(request);
    const names = Array.isArray(body.documents) ? (body.documents as unknown[]) : [];
    if (names.some((name) => failsReading(collectionOfName(name)))) {
      return unavailable('The service is currently unavailable');
    }
    const hidden = names.filter((name) => hides(collectionOfName(name)));
    if (hidden.length === 0) return undefined;
    const shown = names.filter((name) => !hides(collectionOfName(name)));
    const missing = hidden.map((name) => ({ missing: name, readTime: readTime() }));
    if (shown.length === 0) return HttpResponse.json(missing);
    const answer = await forward(
      new Request(request.url, {
        method: 'POST',
        headers: request.headers,
        body: JSON.stringify({ ...body, documents: shown }),
      }),
    );
    if (!answer.ok) return answer;
    return HttpResponse.json([...((await answer.json()) as object[]), ...missing]);
  }

  return [
    // Every Firestore answer waits first in the `slow` scenario, then goes on to the others.
    http.all(/\/v1\/projects\/[^/]+\/databases\//, async () => {
      const { delayMs } = scenario.effects();
      if (delayMs > 0) await wait(delayMs);
      return undefined;
    }),
    http.post(rpcUrl, async ({ request }) => {
      const [, , method = ''] = rpcUrl.exec(new URL(request.url).pathname) ?? [];
      if (method === 'commit' && scenario.effects().failingWrites) {
        return unavailable('Writes are unavailable');
      }
      if (method === 'batchGet') return batchGet(request);
      if (method !== 'runQuery' && method !== 'runAggregationQuery') return undefined;
      const body = await jsonBody(request);
      const collection = queriedCollection(body);
      if (failsReading(collection)) return unavailable('The service is currently unavailable');
      if (!hides(collection)) return undefined;
      return HttpResponse.json(
        method === 'runQuery' ? [{ readTime: readTime() }] : emptyAggregation(body),
      );
    }),
    http.get(documentsUrl, ({ request }) => {
      const [, path = ''] = documentsUrl.exec(new URL(request.url).pathname) ?? [];
      const collection = collectionOfPath(path);
      if (failsReading(collection)) return unavailable('The service is currently unavailable');
      if (!hides(collection)) return undefined;
      const isDocument = path.split('/').filter(Boolean).length % 2 === 0;
      return isDocument
        ? errorResponse('NOT_FOUND', `No document at "${path.slice(1)}"`)
        : HttpResponse.json({});
    }),
  ];
}
