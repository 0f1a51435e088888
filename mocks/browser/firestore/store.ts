import { encodeFields } from './codec';
import { collectionOf } from './paths';
import { createClock } from './time';
import type { StoredDocument, Write, WriteResult } from './types';
import { applyWrites } from './writes';

export interface SeedDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Collection id (`products`) → its documents, as plain data. */
export type SeedCollections = Record<string, SeedDocument[]>;

export interface CommitResponse {
  commitTime: string;
  writeResults: WriteResult[];
}

export interface FirestoreStore {
  /** Drops everything and seeds afresh from the seed function. */
  reset(): void;
  /** A document by its `collection/id` path. */
  get(path: string): StoredDocument | undefined;
  /** A collection's documents, in no set order. */
  documents(collectionId: string): Iterable<StoredDocument>;
  /** Applies writes atomically; names are full resource names under `root`. */
  commit(writes: Write[], root: string): CommitResponse;
  /** Inserts or replaces documents from plain data, as the seed does: for tests. */
  put(collectionId: string, documents: SeedDocument[]): void;
}

export function createFirestoreStore(seed: () => SeedCollections): FirestoreStore {
  const clock = createClock();
  const collections = new Map<string, Map<string, StoredDocument>>();

  function save(document: StoredDocument): void {
    const collectionId = collectionOf(document.path);
    const documents = collections.get(collectionId) ?? new Map<string, StoredDocument>();
    documents.set(document.path, document);
    collections.set(collectionId, documents);
  }

  function put(collectionId: string, documents: SeedDocument[]): void {
    for (const { id, data } of documents) {
      const time = clock();
      save({
        path: `${collectionId}/${id}`,
        fields: encodeFields(data),
        createTime: time,
        updateTime: time,
      });
    }
  }

  const store: FirestoreStore = {
    reset() {
      collections.clear();
      for (const [collectionId, documents] of Object.entries(seed())) put(collectionId, documents);
    },
    get: (path) => collections.get(collectionOf(path))?.get(path),
    documents: (collectionId) => collections.get(collectionId)?.values() ?? [],
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
