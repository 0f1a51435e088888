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
  /**
   * Back to the seed, writing only what differs from it: every document is looked at, the seed's
   * that were changed or deleted are written again, any other is deleted.
   */
  reset(seed: () => SeedCollections): Promise<void>;
  /**
   * Back to the seed when every write since the last reset was seen: the documents named (full
   * names, `projects/…/documents/orders/o1`) and those this admin wrote are written again from
   * the seed, or deleted if it has none of them. After `clear`, the same as `reset`.
   */
  restore(seed: () => SeedCollections, written: Iterable<string>): Promise<void>;
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

/**
 * When each seeded document was last written from the seed (its `updateTime`), by its full name.
 * A document whose update time is still that one holds the seed's data, whoever else writes to
 * the emulator (the shop through the front, or the functions' firebase-admin straight to it).
 */
export type SeedTimes = Map<string, string>;

interface Written {
  name: string;
  updateTime?: string;
}

interface Update {
  update: { name: string; fields: unknown };
}

type Write = Update | { delete: string };

export function createEmulatorAdmin(
  url: string,
  projectId = 'demo-kenya-shop',
  /** Tests pass a fetch that msw/node lets through untouched. */
  send: typeof fetch = fetch,
  /** Kept across admins on one emulator, e.g. one per test file; starts empty by default. */
  seedTimes: SeedTimes = new Map(),
): EmulatorAdmin {
  const databaseRoot = `projects/${projectId}/databases/(default)`;
  const documentsRoot = `${databaseRoot}/documents`;
  // What this admin wrote since the last reset; `undefined` once it cleared everything.
  let written: Set<string> | undefined = new Set();

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await send(`${url}/${path}`, { ...init, headers: owner });
    if (!response.ok && response.status !== 404) {
      throw new Error(
        `Firestore emulator ${init.method ?? 'GET'} /${path} answered ${response.status}: ${await response.text()}`,
      );
    }
    return response;
  }

  /** Commits the writes, answering each one's update time (none for a delete). */
  async function commit(
    writes: Write[],
    { fromSeed = false } = {},
  ): Promise<Array<string | undefined>> {
    if (!fromSeed) {
      for (const write of writes)
        written?.add('update' in write ? write.update.name : write.delete);
    }
    const commits = [];
    for (let start = 0; start < writes.length; start += writesPerCommit) {
      commits.push(
        call(`v1/${documentsRoot}:commit`, {
          method: 'POST',
          body: JSON.stringify({ writes: writes.slice(start, start + writesPerCommit) }),
        }).then(async (response) => {
          const { writeResults = [] } = (await response.json()) as {
            writeResults?: Array<{ updateTime?: string }>;
          };
          return writeResults.map((result) => result.updateTime);
        }),
      );
    }
    return (await Promise.all(commits)).flat();
  }

  /** Every document of the project, in any collection at any depth, by name and update time. */
  async function everyDocument(): Promise<Written[]> {
    const response = await call(`v1/${documentsRoot}:runQuery`, {
      method: 'POST',
      body: JSON.stringify({
        structuredQuery: {
          from: [{ allDescendants: true }],
          select: { fields: [{ fieldPath: '__name__' }] },
        },
      }),
    });
    const rows = (await response.json()) as Array<{ document?: Written }>;
    return rows.flatMap(({ document }) => (document ? [document] : []));
  }

  /** Writes what the seed wants where it differs, and remembers when each seed document went in. */
  async function putBack(writes: Write[]): Promise<void> {
    written = new Set();
    const times = await commit(writes, { fromSeed: true });
    writes.forEach((write, index) => {
      const name = 'update' in write ? write.update.name : undefined;
      const time = times[index];
      if (name && time) seedTimes.set(name, time);
    });
  }

  function seedWrites(collections: SeedCollections) {
    return Object.entries(collections).flatMap(([collection, documents]) =>
      documents.map(({ id, data }): Update => ({
        update: { name: `${documentsRoot}/${collection}/${id}`, fields: encodeFields(data) },
      })),
    );
  }

  const admin: EmulatorAdmin = {
    url,
    projectId,
    async clear() {
      written = undefined;
      await call(`emulator/v1/${documentsRoot}`, { method: 'DELETE' });
    },
    async seed(collections) {
      await commit(seedWrites(collections));
    },
    async reset(seed) {
      const wanted = new Map(seedWrites(seed()).map((write) => [write.update.name, write]));
      const writes: Write[] = [];
      for (const { name, updateTime } of await everyDocument()) {
        const write = wanted.get(name);
        wanted.delete(name);
        if (!write) writes.push({ delete: name });
        else if (seedTimes.get(name) !== updateTime) writes.push(write);
      }
      writes.push(...wanted.values());
      await putBack(writes);
    },
    async restore(seed, names) {
      if (!written) return admin.reset(seed);
      const changed = new Set([...names, ...written]);
      if (changed.size === 0) return;
      const wanted = new Map(seedWrites(seed()).map((write) => [write.update.name, write]));
      await putBack([...changed].map((name) => wanted.get(name) ?? { delete: name }));
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
