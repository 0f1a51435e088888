/**
 * Listings and search read cards and a search index derived from `products`
 * (model/catalog/catalog-documents.ts). In production the catalog trigger (functions/src/catalog)
 * rebuilds them after every write to a product; the local backend runs no Firestore triggers, so
 * the front does the same after a write that reaches `products` through it, as QA's owner writes
 * do: what QA changes in a product is what a shopper sees in its card and in search.
 */
import { http, type RequestHandler } from 'msw';
import { cardDocuments } from '@model/catalog/catalog-documents';
import { productsCollection } from '@model/catalog/product';
import { indexChanges } from '@model/catalog/search-index';
import { indexWrites } from '@model/catalog/search-terms';
import type { EmulatorAdmin } from '../emulator-admin';
import { decodeFields } from '../../browser/firestore/codec';

export interface CatalogSyncOptions {
  admin: EmulatorAdmin;
  /** Sends the write on to the emulator. */
  forward: (request: Request) => Promise<Response>;
}

const documentsPath = /\/v1\/(projects\/[^/]+\/databases\/[^/]+\/documents)(\/[^:]*)?(?::(\w+))?$/;

/** The product a document's full name (`projects/…/documents/products/p-0001`) names, if any. */
function productOf(name: string): string | undefined {
  const path = name.split('/documents/')[1] ?? '';
  const [collection, id, ...deeper] = path.split('/').filter(Boolean);
  return collection === productsCollection && id && deeper.length === 0 ? id : undefined;
}

/** The documents a commit or batch write names in its writes. */
function writtenNames(body: unknown): string[] {
  const writes = (body as { writes?: unknown } | null)?.writes;
  if (!Array.isArray(writes)) return [];
  return writes.flatMap((write: unknown) => {
    const { update, delete: removed, transform } = (write ?? {}) as Record<string, unknown>;
    const named = [
      (update as { name?: unknown } | undefined)?.name,
      removed,
      (transform as { document?: unknown } | undefined)?.document,
    ];
    return named.filter((name): name is string => typeof name === 'string');
  });
}

// Requests POSTed to the documents that only read (or open and end transactions).
const readMethods = new Set([
  'runQuery',
  'runAggregationQuery',
  'batchGet',
  'listCollectionIds',
  'listDocuments',
  'partitionQuery',
  'beginTransaction',
  'rollback',
  'listen',
]);

/**
 * The documents a request to the emulator writes, by full name: commits, batch writes, and
 * writes by path; none for a read. `undefined` when it may write documents it does not name (a
 * create without an id, the emulator's own endpoints, any other API).
 */
export async function documentsWritten(request: Request): Promise<string[] | undefined> {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return [];
  const match = documentsPath.exec(new URL(request.url).pathname);
  if (!match) return undefined;
  const [, root = '', path = '', method] = match;
  const named = (relative: string) =>
    `${decodeURIComponent(root)}${relative.split('/').map(decodeURIComponent).join('/')}`;
  if (method === 'commit' || method === 'batchWrite') {
    try {
      return writtenNames(JSON.parse(await request.clone().text()));
    } catch {
      // The emulator refuses a body it cannot read, too.
      return [];
    }
  }
  if (method) return readMethods.has(method) ? [] : undefined;
  if (['PATCH', 'DELETE'].includes(request.method)) return [named(path)];
  const id = new URL(request.url).searchParams.get('documentId');
  return request.method === 'POST' && id ? [named(`${path}/${id}`)] : undefined;
}

/** The products a Firestore REST write changes. */
async function productsWritten(request: Request): Promise<string[]> {
  const names = (await documentsWritten(request)) ?? [];
  return [...new Set(names.flatMap((name) => productOf(name) ?? []))];
}

export function createCatalogSync({ admin, forward }: CatalogSyncOptions): RequestHandler {
  const read = async (id: string) => {
    const stored = await admin.get(`${productsCollection}/${id}`);
    return stored ? decodeFields(stored.fields ?? {}) : null;
  };

  async function rebuild(id: string, before: Record<string, unknown> | null) {
    const after = await read(id);
    for (const [collection, card] of Object.entries(cardDocuments(after))) {
      if (card) await admin.put(collection, id, card);
      else await admin.remove(`${collection}/${id}`);
    }
    const writes = await indexWrites(indexChanges(id, before, after), async (wanted) => {
      const found = [];
      for (const { collection, id: documentId } of wanted) {
        const stored = await admin.get(`${collection}/${documentId}`);
        found.push(stored ? decodeFields(stored.fields ?? {}) : null);
      }
      return found;
    });
    for (const { collection, id: documentId, data } of writes) {
      if (data) await admin.put(collection, documentId, data);
      else await admin.remove(`${collection}/${documentId}`);
    }
  }

  // One write at a time: each rebuild reads what the one before it wrote to the search index.
  let queue: Promise<unknown> = Promise.resolve();
  return http.all(documentsPath, async ({ request }) => {
    const ids = await productsWritten(request);
    if (ids.length === 0) return undefined;
    const turn = queue.then(async () => {
      const before = await Promise.all(ids.map(read));
      const answer = await forward(request);
      if (answer.ok) {
        for (const [index, id] of ids.entries()) await rebuild(id, before[index] ?? null);
      }
      return answer;
    });
    queue = turn.catch(() => undefined);
    return turn;
  });
}
