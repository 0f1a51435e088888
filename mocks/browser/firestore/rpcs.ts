import { onlyServed, unsupported } from './errors';
import { collectionOf, documentPathOf, topLevelField } from './paths';
import { collectionIdOf, countMatching, evaluateQuery } from './query';
import type { FirestoreStore } from './store';
import type {
  AggregationRequest,
  BatchGetRequest,
  CommitRequest,
  Fields,
  RunQueryRequest,
  StoredDocument,
  StructuredQuery,
} from './types';

/**
 * Decides whether a collection (by id) may be read: throws for a failing read, answers false
 * when the collection must look empty.
 */
export type ReadGate = (collectionId: string) => boolean;

/** One request's view: the store, its database root, and the scenario's read gate. */
export interface RpcContext {
  store: FirestoreStore;
  root: string;
  /** The document whose sub-collection a query reads (`orders/o1`), or '' for the root. */
  parent: string;
  gate: ReadGate;
}

const now = () => new Date().toISOString();

/** The documents of the query's collection under the request's parent, not of sub-collections. */
function readable(context: RpcContext, query: StructuredQuery): Iterable<StoredDocument> {
  const collectionId = collectionIdOf(query);
  const path = context.parent ? `${context.parent}/${collectionId}` : collectionId;
  return context.gate(collectionId) ? context.store.documents(path) : [];
}

/**
 * A document as the REST API answers it, with only the `selected` fields if given. Proto3 JSON
 * leaves out an empty map, so a document with no fields has no `fields` at all.
 */
function restDocument(document: StoredDocument, root: string, selected?: string[]) {
  const { fields, createTime, updateTime } = document;
  const shown: Fields = selected
    ? Object.fromEntries(selected.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])))
    : fields;
  const name = `${root}/${document.path}`;
  return Object.keys(shown).length > 0
    ? { name, fields: shown, createTime, updateTime }
    : { name, createTime, updateTime };
}

/**
 * The streamed answer of a query, as a JSON list: one element per document, the last marked
 * `done`; just the read time (and `done`) when none.
 */
export function runQuery(context: RpcContext, body: RunQueryRequest): unknown[] {
  onlyServed(body, ['structuredQuery'], 'runQuery');
  const query = body.structuredQuery;
  const selected = query.select?.fields.map((f) => topLevelField(f.fieldPath, 'select'));
  const documents = evaluateQuery(readable(context, query), query, context.root);
  const readTime = now();
  const results: object[] = documents.map((document) => ({
    document: restDocument(document, context.root, selected),
    readTime,
  }));
  const last = results.pop() ?? { readTime };
  return [...results, { ...last, done: true }];
}

/** The app counts a listing's matches with one count (runCount in src/data/firestore-rest.ts). */
export function runAggregationQuery(context: RpcContext, body: AggregationRequest): unknown[] {
  onlyServed(body, ['structuredAggregationQuery'], 'runAggregationQuery');
  onlyServed(body.structuredAggregationQuery, ['structuredQuery', 'aggregations'], 'aggregation');
  const { structuredQuery, aggregations } = body.structuredAggregationQuery;
  const [aggregation, ...more] = aggregations;
  if (more.length > 0 || typeof aggregation?.alias !== 'string') {
    throw unsupported('aggregations other than one count() under an alias');
  }
  onlyServed(aggregation, ['alias', 'count'], 'aggregations');
  onlyServed(aggregation.count, [], 'count');
  const documents = readable(context, structuredQuery);
  const count = countMatching(documents, structuredQuery, context.root);
  const aggregateFields = { [aggregation.alias]: { integerValue: String(count) } };
  return [{ result: { aggregateFields }, readTime: now(), done: true }];
}

export function batchGet(context: RpcContext, body: BatchGetRequest): unknown[] {
  onlyServed(body, ['documents'], 'batchGet');
  const readTime = now();
  return body.documents.map((name) => {
    const path = documentPathOf(name, context.root);
    const document = context.gate(collectionOf(path)) ? context.store.get(path) : undefined;
    return document
      ? { found: restDocument(document, context.root), readTime }
      : { missing: name, readTime };
  });
}

export function commit(context: RpcContext, body: CommitRequest): object {
  onlyServed(body, ['writes'], 'commit');
  if (body.writes.length === 0) throw unsupported('a commit without writes');
  return context.store.commit(body.writes, context.root);
}
