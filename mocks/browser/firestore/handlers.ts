import { HttpResponse, http, type RequestHandler } from 'msw';
import type { ScenarioState } from '../../backend/scenarios';
import { RpcError, invalidArgument, responseForError } from './errors';
import { checkPath, databaseRoot, isCollectionPath, isDocumentPath } from './paths';
import {
  batchGet,
  beginTransaction,
  commit,
  getDocument,
  listDocuments,
  rollback,
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

// Matched against the whole URL (any origin): the same handlers serve the HTTP stand-in on
// :8080, msw/node and the browser worker. RegExps, because ":runQuery" in a string path would
// be read as a path parameter.
const rpcUrl = /\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents((?:\/[^/:]+)*):([A-Za-z]+)$/;
const documentsUrl = /\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents((?:\/[^/:]+)*)\/?$/;

const rpcMethods: ReadonlySet<string> = new Set([
  'runQuery',
  'runAggregationQuery',
  'batchGet',
  'commit',
  'beginTransaction',
  'rollback',
]);

type Body = Record<string, unknown>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Firestore's REST API (v1) as the Firebase SDKs use it, over an in-memory store. */
export function createFirestoreHandlers({
  store,
  scenario,
  wait = sleep,
}: FirestoreHandlerOptions): RequestHandler[] {
  const transactions = new Map<string, boolean>();

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

  async function answer(work: () => Promise<object>): Promise<Response> {
    const { delayMs } = scenario.effects();
    if (delayMs > 0) await wait(delayMs);
    try {
      return HttpResponse.json(await work());
    } catch (error) {
      return responseForError(error);
    }
  }

  function contextFor(project: string, database: string): RpcContext {
    return { store, root: databaseRoot(project, database), gate, transactions };
  }

  return [
    http.post(rpcUrl, ({ request }) => {
      // The emulator answers a method it does not have with a bare 404, as any unknown path.
      const rpc = rpcUrl.exec(new URL(request.url).pathname)?.[4] ?? '';
      if (!rpcMethods.has(rpc)) return new HttpResponse('Not Found\n', { status: 404 });
      return answer(async () => {
        const { project, database, path, method } = parseUrl(rpcUrl, request);
        const context = contextFor(project, database);
        const body = await readBody(request);
        if (method === 'runQuery') return runQuery(context, path, body);
        if (method === 'runAggregationQuery') return runAggregationQuery(context, path, body);
        if (path !== '') {
          throw invalidArgument(`${method} is called on the database, not on "${path}"`);
        }
        switch (method) {
          case 'batchGet':
            return batchGet(context, body);
          case 'commit':
            if (scenario.effects().failingWrites) {
              throw new RpcError(
                'UNAVAILABLE',
                `Writes are unavailable (QA scenario "${scenario.get()}")`,
              );
            }
            return commit(context, body);
          case 'beginTransaction':
            return beginTransaction(context);
          case 'rollback':
            return rollback(context, body);
          default:
            throw invalidArgument(`Unknown method "${method}"`);
        }
      });
    }),
    http.get(documentsUrl, ({ request }) =>
      answer(async () => {
        const { project, database, path } = parseUrl(documentsUrl, request);
        const context = contextFor(project, database);
        const params = new URL(request.url).searchParams;
        if (isDocumentPath(path)) return getDocument(context, path, params);
        if (isCollectionPath(path)) return listDocuments(context, path, params);
        throw invalidArgument('Give a collection or document path after /documents');
      }),
    ),
  ];
}

interface FirestoreUrl {
  project: string;
  database: string;
  /** The path below `/documents`, without a leading slash; `''` for the database itself. */
  path: string;
  method: string;
}

function parseUrl(pattern: RegExp, request: Request): FirestoreUrl {
  const [, project = '', database = '', path = '', method = ''] =
    pattern.exec(new URL(request.url).pathname) ?? [];
  const segments = path === '' ? [] : path.slice(1).split('/');
  let parsed: FirestoreUrl;
  try {
    const decoded = segments.map(decodeURIComponent);
    if (decoded.some((segment) => segment.includes('/'))) throw new URIError('slash in a segment');
    parsed = {
      project: decodeURIComponent(project),
      database: decodeURIComponent(database),
      path: decoded.join('/'),
      method,
    };
  } catch {
    throw invalidArgument('The URL is not correctly percent-encoded');
  }
  checkPath(parsed.path);
  return parsed;
}

/** Firestore Lite posts JSON as text/plain, so the body is read as text whatever its type. */
async function readBody(request: Request): Promise<Body> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidArgument('The request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidArgument('The request body must be a JSON object');
  }
  return parsed as Body;
}
