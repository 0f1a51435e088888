import { encodeFields } from './codec';
import { invalidArgument } from './errors';
import { canonicalFields, compareUtf8 } from './ordering';
import { defaultRoot, isCollectionPath, isDocumentPath, lastSegment, parentOf } from './paths';
import { evaluateQuery, querySource } from './query';
import { createClock } from './time';
import type { RestDocument, StructuredQuery, WriteResult } from './types';
import { applyWrites, type StoredDocument } from './writes';

export type { StoredDocument } from './writes';

export interface SeedDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Collection path (`products`, or `Users/u1/orders`) → its documents, as plain JS data. */
export type SeedCollections = Record<string, SeedDocument[]>;

export interface CommitResponse {
  commitTime: string;
  writeResults: WriteResult[];
}

export interface FirestoreStore {
  /** Drops everything and seeds afresh from the seed function. */
  reset(): void;
  /** A document by its path below the database root, e.g. `products/p1`. */
  get(path: string): StoredDocument | undefined;
  /** A collection's documents in id order. */
  list(collectionPath: string): StoredDocument[];
  /** Every collection path holding at least one document. */
  collectionPaths(): string[];
  /**
   * Runs a structured query under a parent (`''` for the root, or a document path); only
   * documents having every `requiredFields` path answer (an aggregation's sum and avg fields).
   */
  runQuery(
    parentPath: string,
    query: StructuredQuery,
    root?: string,
    requiredFields?: readonly string[],
  ): StoredDocument[];
  /** Applies writes atomically (preconditions first); names are full resource names under root. */
  commit(writes: unknown, root?: string): CommitResponse;
  /** Inserts or replaces one document from plain data, e.g. `put('products', 'p1', {…})`. */
  put(collectionPath: string, id: string, data: Record<string, unknown>): StoredDocument;
  /** Inserts or replaces many documents from plain data, fast: for tests and benchmarks. */
  put(collectionPath: string, documents: SeedDocument[]): void;
  /** The database root the store names its documents under. */
  readonly root: string;
}

export interface StoreOptions {
  /** Commit-time source (strictly increasing RFC 3339 strings). */
  clock?: () => string;
  /** Defaults to `projects/demo-kenya-shop/databases/(default)/documents`. */
  root?: string;
}

export function createFirestoreStore(
  seed: () => SeedCollections,
  options: StoreOptions = {},
): FirestoreStore {
  const clock = options.clock ?? createClock();
  const storeRoot = options.root ?? defaultRoot;
  const collections = new Map<string, Map<string, StoredDocument>>();

  function collectionOf(path: string): Map<string, StoredDocument> {
    let documents = collections.get(path);
    if (!documents) {
      documents = new Map();
      collections.set(path, documents);
    }
    return documents;
  }

  function save(document: StoredDocument): void {
    collectionOf(parentOf(document.path)).set(lastSegment(document.path), document);
  }

  function remove(path: string): void {
    const collectionPath = parentOf(path);
    const documents = collections.get(collectionPath);
    documents?.delete(lastSegment(path));
    if (documents?.size === 0) collections.delete(collectionPath);
  }

  function insert(collectionPath: string, { id, data }: SeedDocument): StoredDocument {
    const path = `${collectionPath}/${id}`;
    if (!isCollectionPath(collectionPath) || !isDocumentPath(path)) {
      throw new Error(`"${path}" is not a document path`);
    }
    const time = clock();
    const document = {
      name: `${storeRoot}/${path}`,
      path,
      // Stored as a commit would store it (e.g. a Date's `.000Z` dropped), so both read alike.
      fields: canonicalFields(encodeFields(data)),
      createTime: time,
      updateTime: time,
    };
    save(document);
    return document;
  }

  function put(collectionPath: string, id: string, data: Record<string, unknown>): StoredDocument;
  function put(collectionPath: string, documents: SeedDocument[]): void;
  function put(
    collectionPath: string,
    idOrDocuments: string | SeedDocument[],
    data: Record<string, unknown> = {},
  ): StoredDocument | void {
    if (typeof idOrDocuments === 'string') {
      return insert(collectionPath, { id: idOrDocuments, data });
    }
    for (const document of idOrDocuments) insert(collectionPath, document);
  }

  function* candidates(parentPath: string, query: StructuredQuery): Iterable<StoredDocument> {
    const { collectionId, allDescendants } = querySource(query);
    if (collectionId !== undefined && !allDescendants) {
      yield* (
        collections.get(parentPath ? `${parentPath}/${collectionId}` : collectionId)?.values() ?? []
      );
      return;
    }
    for (const [path, documents] of collections) {
      const under = parentPath === '' || path.startsWith(`${parentPath}/`);
      // Kindless: every collection directly under the parent, or any below it.
      const selected =
        collectionId === undefined
          ? allDescendants || parentOf(path) === parentPath
          : lastSegment(path) === collectionId;
      if (under && selected) yield* documents.values();
    }
  }

  const store: FirestoreStore = {
    reset() {
      collections.clear();
      for (const [collectionPath, documents] of Object.entries(seed())) {
        for (const document of documents) insert(collectionPath, document);
      }
    },
    get: (path) => collections.get(parentOf(path))?.get(lastSegment(path)),
    list: (collectionPath) =>
      [...(collections.get(collectionPath)?.values() ?? [])].sort((a, b) =>
        compareUtf8(lastSegment(a.path), lastSegment(b.path)),
      ),
    collectionPaths: () => [...collections.keys()],
    runQuery(parentPath, query, root = storeRoot, requiredFields = []) {
      if (parentPath !== '' && !isDocumentPath(parentPath)) {
        throw invalidArgument(`"${parentPath}" is not a document path to query under`);
      }
      return evaluateQuery(candidates(parentPath, query), query, root, requiredFields);
    },
    commit(writes, root = storeRoot) {
      const commitTime = clock();
      const { changes, writeResults } = applyWrites(store.get, writes, root, commitTime, storeRoot);
      for (const [path, document] of changes) {
        if (document) save(document);
        else remove(path);
      }
      return { commitTime, writeResults };
    },
    put,
    root: storeRoot,
  };
  store.reset();
  return store;
}

/** The REST form of a stored document, named under the database root a request used. */
export function toRestDocument(document: StoredDocument, root: string): RestDocument {
  return {
    name: `${root}/${document.path}`,
    fields: document.fields,
    createTime: document.createTime,
    updateTime: document.updateTime,
  };
}
