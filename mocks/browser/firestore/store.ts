import { encodeFields } from './codec';
import { collectionOf } from './paths';
import { createClock } from './time';
import type { StoredDocument, Write, WriteResult } from './types';
import { applyWrites } from './writes';

export interface SeedDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Collection path (`products`, `orders/o1/events`) → its documents, as plain data. */
export type SeedCollections = Record<string, SeedDocument[]>;

export interface CommitResponse {
  commitTime: string;
  writeResults: WriteResult[];
}

export interface FirestoreStore {
  /** Drops everything and seeds afresh from the seed function. */
  reset(): void;
  /** A document by its path, e.g. `products/p1`, `orders/o1/events/e1`. */
  get(path: string): StoredDocument | undefined;
  /** A collection's documents, not those of its documents' sub-collections; in no set order. */
  documents(collectionPath: string): Iterable<StoredDocument>;
  /** Applies writes atomically; names are full resource names under `root`. */
  commit(writes: Write[], root: string): CommitResponse;
  /** Inserts or replaces documents from plain data, as the seed does: for tests. */
  put(collectionPath: string, documents: SeedDocument[]): void;
}

export function createFirestoreStore(seed: () => SeedCollections): FirestoreStore {
  const clock = createClock();
  const collections = new Map<string, Map<string, StoredDocument>>();

  function save(document: StoredDocument): void {
    const collectionPath = collectionOf(document.path);
    const documents = collections.get(collectionPath) ?? new Map<string, StoredDocument>();
    documents.set(document.path, document);
    collections.set(collectionPath, documents);
  }

  function put(collectionPath: string, documents: SeedDocument[]): void {
    for (const { id, data } of documents) {
      const time = clock();
      save({
        path: `${collectionPath}/${id}`,
        fields: encodeFields(data),
        createTime: time,
        updateTime: time,
      });
    }
  }

  const store: FirestoreStore = {
    reset() {
      collections.clear();
      for (const [path, documents] of Object.entries(seed())) put(path, documents);
    },
    get: (path) => collections.get(collectionOf(path))?.get(path),
    documents: (collectionPath) => collections.get(collectionPath)?.values() ?? [],
    commit(writes, root) {
      const commitTime = clock();
      const { created, writeResults } = applyWrites(store.get, writes, root, commitTime);
      created.forEach(save);
      return { commitTime, writeResults };
    },
    put,
  };
  store.reset();
  return store;
}
