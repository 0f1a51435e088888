/**
 * Owner access to Google's Firestore emulator over REST: `Authorization: Bearer owner` reads and
 * writes past the security rules. The local backend seeds and resets with it; tests look at what
 * the shop saved with it.
 */
import { encodeFields } from '../browser/firestore/codec';
import type { RestDocument } from '../browser/firestore/types';
import type { SeedCollections } from './fixtures';

export interface EmulatorAdmin {
  readonly url: string;
  readonly projectId: string;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
  /** Writes the given documents (replacing any with the same path). */
  seed(collections: SeedCollections): Promise<void>;
  /** Clears, then seeds. */
  reset(seed: () => SeedCollections): Promise<void>;
  /** A document by its path below the database root, e.g. `orders/o1`. */
  get(path: string): Promise<RestDocument | undefined>;
  /** A collection's documents in id order. */
  list(collectionPath: string): Promise<RestDocument[]>;
  /** Inserts or replaces one document from plain data. */
  put(collectionPath: string, id: string, data: Record<string, unknown>): Promise<void>;
  /** Deletes one document, by its path below the database root (none there is no error). */
  remove(path: string): Promise<void>;
  /** Loads new security rules (the emulator keeps them until it stops). */
  loadRules(source: string): Promise<void>;
}

const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
// Firestore accepts at most 500 writes in one commit; the emulator takes several at once, so a
// seed of a few thousand documents goes in side by side (a reset before each journey is faster).
const writesPerCommit = 200;

export function createEmulatorAdmin(
  url: string,
  projectId = 'demo-kenya-shop',
  /** Tests pass a fetch that msw/node lets through untouched. */
  send: typeof fetch = fetch,
): EmulatorAdmin {
  const databaseRoot = `projects/${projectId}/databases/(default)`;
  const documentsRoot = `${databaseRoot}/documents`;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await send(`${url}/${path}`, { ...init, headers: owner });
    if (!response.ok && response.status !== 404) {
      throw new Error(
        `Firestore emulator ${init.method ?? 'GET'} /${path} answered ${response.status}: ${await response.text()}`,
      );
    }
    return response;
  }

  async function commit(writes: object[]): Promise<void> {
    const commits = [];
    for (let start = 0; start < writes.length; start += writesPerCommit) {
      commits.push(
        call(`v1/${documentsRoot}:commit`, {
          method: 'POST',
          body: JSON.stringify({ writes: writes.slice(start, start + writesPerCommit) }),
        }),
      );
    }
    await Promise.all(commits);
  }

  const admin: EmulatorAdmin = {
    url,
    projectId,
    async clear() {
      await call(`emulator/v1/${documentsRoot}`, { method: 'DELETE' });
    },
    async seed(collections) {
      const writes = Object.entries(collections).flatMap(([collection, documents]) =>
        documents.map(({ id, data }) => ({
          update: { name: `${documentsRoot}/${collection}/${id}`, fields: encodeFields(data) },
        })),
      );
      await commit(writes);
    },
    async reset(seed) {
      await admin.clear();
      await admin.seed(seed());
    },
    async get(path) {
      const response = await call(`v1/${documentsRoot}/${path}`);
      if (response.status === 404) return undefined;
      return (await response.json()) as RestDocument;
    },
    async list(collectionPath) {
      const documents: RestDocument[] = [];
      let pageToken = '';
      do {
        const query = `pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
        const response = await call(`v1/${documentsRoot}/${collectionPath}?${query}`);
        const page = (await response.json()) as {
          documents?: RestDocument[];
          nextPageToken?: string;
        };
        documents.push(...(page.documents ?? []));
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
      return documents;
    },
    async put(collectionPath, id, data) {
      await commit([
        {
          update: { name: `${documentsRoot}/${collectionPath}/${id}`, fields: encodeFields(data) },
        },
      ]);
    },
    async remove(path) {
      await commit([{ delete: `${documentsRoot}/${path}` }]);
    },
    async loadRules(source) {
      await call(`emulator/v1/projects/${projectId}:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: source }] } }),
      });
    },
  };
  return admin;
}
