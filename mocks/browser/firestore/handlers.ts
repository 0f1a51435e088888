import { HttpResponse, http, type RequestHandler } from 'msw';
import type { ScenarioState } from '../../backend/scenarios';
import { RpcError, responseForError, unsupported } from './errors';
import { databaseRoot } from './paths';
import {
  batchGet,
  commit,
  runAggregationQuery,
  runQuery,
  type ReadGate,
  type RpcContext,
} from './rpcs';
import type { FirestoreStore } from './store';

export interface FirestoreHandlerOptions {
  store: FirestoreStore;
  scenario: ScenarioState;
  /** How the `slow` scenario waits; tests inject a recorder instead of real time. */
  wait?: (ms: number) => Promise<void>;
}

// Matched against the whole URL (any origin): the same handlers serve msw/node in the contract
// tests and the browser worker. A method may follow a parent document's path.
const documentsUrl = /\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(.*?)(:\w+)?$/;

/**
 * The methods the app calls on the database's documents: the catalog's REST reader
 * (src/data/firestore-rest.ts) queries, counts and reads by name; Firestore Lite's transactions
 * (src/data/create-once.ts, src/account/data/accounts.ts) read by name and commit; its queries
 * (src/account/data, src/staff/data) run as queries.
 */
const methods: Record<string, (context: RpcContext, body: never) => object> = {
  ':runQuery': runQuery,
  ':runAggregationQuery': runAggregationQuery,
  ':batchGet': batchGet,
  ':commit': commit,
};

/**
 * The one method the app calls under a document: a query of a top-level document's
 * sub-collection, an order's History (readStaffOrder in src/staff/data/orders.ts).
 */
const queriesUnderADocument = (method: string, parent: string) =>
  method === ':runQuery' && /^\/[^/]+\/[^/]+$/.test(parent);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Firestore's REST API (v1) as the app uses it, over an in-memory store. */
export function createFirestoreHandlers({
  store,
  scenario,
  wait = sleep,
}: FirestoreHandlerOptions): RequestHandler[] {
  const gate: ReadGate = (collectionId) => {
    const effects = scenario.effects();
    if (effects.failingReads.includes(collectionId)) {
      throw new RpcError(
        'UNAVAILABLE',
        `The service is currently unavailable (QA scenario "${scenario.get()}")`,
      );
    }
    return !effects.hiddenCollections.includes(collectionId);
  };

  async function serve(request: Request): Promise<object> {
    const [, project = '', database = '', parent = '', method = ''] =
      documentsUrl.exec(new URL(request.url).pathname) ?? [];
    const rpc = request.method === 'POST' ? methods[method] : undefined;
    if (!rpc || (parent !== '' && !queriesUnderADocument(method, parent))) {
      throw unsupported(`${request.method} …/documents${parent}${method}`);
    }
    if (method === ':commit' && scenario.effects().failingWrites) {
      throw new RpcError('UNAVAILABLE', `Writes are unavailable (QA scenario "${scenario.get()}")`);
    }
    const root = databaseRoot(decodeURIComponent(project), decodeURIComponent(database));
    // Firestore Lite posts JSON as text/plain, so the body is read as text whatever its type.
    const context = { store, root, parent: decodeURIComponent(parent.slice(1)), gate };
    return rpc(context, JSON.parse(await request.text()) as never);
  }

  return [
    http.all(documentsUrl, async ({ request }) => {
      const { delayMs } = scenario.effects();
      if (delayMs > 0) await wait(delayMs);
      try {
        return HttpResponse.json(await serve(request));
      } catch (error) {
        return responseForError(error);
      }
    }),
  ];
}
