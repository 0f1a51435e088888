import { aggregate, aggregatedFields, parseAggregations } from './aggregation';
import { fromBase64, toBase64 } from './codec';
import { RpcError, invalidArgument } from './errors';
import { compareUtf8 } from './ordering';
import { documentPathOf, lastSegment, parentOf } from './paths';
import { queryOffset, querySource, selectFields, selectedPaths } from './query';
import { toRestDocument, type FirestoreStore, type StoredDocument } from './store';
import type { Fields, Order, RestDocument, StructuredQuery } from './types';

/**
 * Decides whether a collection (by id) may be read: throws for a failing read, answers false
 * when the collection must look empty.
 */
export type ReadGate = (collectionId: string) => boolean;

/** One request's view: the store, its database root, and the scenario's read gate. */
export interface RpcContext {
  store: FirestoreStore;
  root: string;
  gate: ReadGate;
  /** Every transaction opened, by id: true while open, false once committed or rolled back. */
  transactions: Map<string, boolean>;
}

type Body = Record<string, unknown>;

const now = () => new Date().toISOString();

function structuredQueryOf(value: unknown): StructuredQuery {
  if (typeof value !== 'object' || value === null) {
    throw invalidArgument('structuredQuery is missing');
  }
  return value as StructuredQuery;
}

/**
 * A document as the REST API answers it. Proto3 JSON leaves out an empty map, so a document with
 * no fields (or none left by a mask) has no `fields` at all, as the emulator answers it.
 */
function restDocument(
  context: RpcContext,
  document: StoredDocument,
  mask?: readonly string[],
): Omit<RestDocument, 'fields'> & { fields?: Fields } {
  const { name, fields, createTime, updateTime } = toRestDocument(document, context.root);
  const shown = mask ? selectFields(fields, mask) : fields;
  return Object.keys(shown).length > 0
    ? { name, fields: shown, createTime, updateTime }
    : { name, createTime, updateTime };
}

function queryDocuments(
  context: RpcContext,
  parentPath: string,
  query: StructuredQuery,
  requiredFields: readonly string[] = [],
): StoredDocument[] {
  const { collectionId } = querySource(query);
  if (collectionId !== undefined && !context.gate(collectionId)) return [];
  const documents = context.store.runQuery(parentPath, query, context.root, requiredFields);
  // A kindless query reads many collections: each is let through, hidden or failed on its own.
  return collectionId !== undefined
    ? documents
    : documents.filter((document) => context.gate(lastSegment(parentOf(document.path))));
}

/**
 * A new transaction when the request asks for one (`newTransaction`): the emulator answers its id
 * in an element of its own, before the results.
 */
function openedTransaction(context: RpcContext, body: Body): Array<{ transaction: string }> {
  return body['newTransaction'] === undefined ? [] : [beginTransaction(context)];
}

/**
 * The streamed answer of a query, as a JSON list: one element per document, the first telling how
 * many the offset skipped, the last marked `done`; just the read time (and `done`) when none.
 */
export function runQuery(context: RpcContext, parentPath: string, body: Body): unknown[] {
  checkReadTransaction(context, body);
  const query = structuredQueryOf(body['structuredQuery']);
  const documents = queryDocuments(context, parentPath, query);
  const mask = selectedPaths(query);
  const readTime = now();
  const offset = queryOffset(query);
  const results: object[] = documents.map((document, index) => ({
    document: restDocument(context, document, mask),
    readTime,
    ...(index === 0 && offset > 0 ? { skippedResults: offset } : {}),
  }));
  const last = results.pop() ?? { readTime };
  return [...openedTransaction(context, body), ...results, { ...last, done: true }];
}

export function runAggregationQuery(
  context: RpcContext,
  parentPath: string,
  body: Body,
): unknown[] {
  checkReadTransaction(context, body);
  const request = body['structuredAggregationQuery'];
  if (typeof request !== 'object' || request === null) {
    throw invalidArgument('structuredAggregationQuery is missing');
  }
  const { structuredQuery, aggregations } = request as Body;
  const parsed = parseAggregations(aggregations);
  const query = structuredQueryOf(structuredQuery);
  const documents = queryDocuments(context, parentPath, query, aggregatedFields(parsed));
  const aggregateFields = aggregate(documents, parsed);
  return [
    ...openedTransaction(context, body),
    { result: { aggregateFields }, readTime: now(), done: true },
  ];
}

export function batchGet(context: RpcContext, body: Body): unknown[] {
  checkReadTransaction(context, body);
  // The emulator answers a batchGet without documents with an empty list.
  const names = body['documents'] ?? [];
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string')) {
    throw invalidArgument('documents must be a list of document names');
  }
  const maskPaths = (body['mask'] as { fieldPaths?: unknown } | undefined)?.fieldPaths;
  if (maskPaths !== undefined && !Array.isArray(maskPaths)) {
    throw invalidArgument('mask.fieldPaths must be a list');
  }
  const paths = (names as string[]).map((name) => documentPathOf(name, context.root));
  const visible = paths.map((path) => context.gate(lastSegment(parentOf(path))));
  const readTime = now();
  const results = paths.map((path, index) => {
    const document = visible[index] ? context.store.get(path) : undefined;
    return document
      ? { found: restDocument(context, document, maskPaths as string[] | undefined), readTime }
      : { missing: names[index], readTime };
  });
  return [...openedTransaction(context, body), ...results];
}

/** An empty commit answers `{}`: proto3 JSON leaves out its empty results and unset time. */
export function commit(context: RpcContext, body: Body): object {
  const transaction = body['transaction'];
  if (transaction !== undefined) {
    checkOpen(context, transaction);
    context.transactions.set(transaction as string, false);
  }
  const writes = body['writes'] ?? [];
  if (Array.isArray(writes) && writes.length === 0) return {};
  return context.store.commit(writes, context.root);
}

export function beginTransaction(context: RpcContext): { transaction: string } {
  const transaction = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  context.transactions.set(transaction, true);
  return { transaction };
}

/** Rolling back a transaction that already ended is no error, as in the emulator. */
export function rollback(context: RpcContext, body: Body): Record<string, never> {
  const transaction = body['transaction'];
  if (typeof transaction !== 'string' || !context.transactions.has(transaction)) {
    throw invalidArgument('Invalid transaction.');
  }
  context.transactions.set(transaction, false);
  return {};
}

/** Reads and commits naming a `transaction` need it open. */
function checkOpen(context: RpcContext, transaction: unknown): void {
  const open = typeof transaction === 'string' ? context.transactions.get(transaction) : undefined;
  if (open === undefined) throw invalidArgument('Invalid transaction.');
  if (!open) throw invalidArgument('Transaction is invalid or closed.');
}

function checkReadTransaction(context: RpcContext, body: Body): void {
  if (body['transaction'] !== undefined) checkOpen(context, body['transaction']);
}

export function getDocument(context: RpcContext, path: string, params: URLSearchParams): object {
  const visible = context.gate(lastSegment(parentOf(path)));
  const document = visible ? context.store.get(path) : undefined;
  if (!document) throw new RpcError('NOT_FOUND', `Document "${context.root}/${path}" not found.`);
  return restDocument(context, document, maskOf(params));
}

/**
 * Lists a collection as the emulator does: `{ documents, nextPageToken }` in id order (or in the
 * `orderBy` order, leaving out documents without an ordered field), or `{}` when there is nothing.
 * The page token is the last id of the page, or with `orderBy` the count of documents before the
 * next page, base64-encoded.
 */
export function listDocuments(
  context: RpcContext,
  collectionPath: string,
  params: URLSearchParams,
): object {
  const orderBy = params.get('orderBy');
  const visible = context.gate(lastSegment(collectionPath));
  const all = !visible
    ? []
    : orderBy
      ? context.store.runQuery(
          parentOf(collectionPath),
          { from: [{ collectionId: lastSegment(collectionPath) }], orderBy: listingOrder(orderBy) },
          context.root,
        )
      : context.store.list(collectionPath);
  const pageSize = params.has('pageSize') ? Number(params.get('pageSize')) : 0;
  if (!Number.isInteger(pageSize) || pageSize < 0) {
    throw invalidArgument('pageSize must be a non-negative integer');
  }
  const token = params.get('pageToken');
  const after = token ? pageTokenText(token) : undefined;
  let start = 0;
  if (after !== undefined && orderBy) start = Number(after);
  else if (after !== undefined) {
    start = all.findIndex((d) => compareUtf8(lastSegment(d.path), after) > 0);
  }
  if (!Number.isInteger(start)) throw invalidArgument('The page token is invalid');
  const rest = start < 0 ? [] : all.slice(start);
  const page = pageSize > 0 ? rest.slice(0, pageSize) : rest;
  if (page.length === 0) return {};
  const mask = maskOf(params);
  const documents = page.map((document) => restDocument(context, document, mask));
  const last = page[page.length - 1];
  if (rest.length <= page.length || !last) return { documents };
  const next = orderBy ? String(start + page.length) : lastSegment(last.path);
  return { documents, nextPageToken: toBase64(new TextEncoder().encode(next)) };
}

/** `orderBy=price desc, productName` → the orderings of a structured query. */
function listingOrder(orderBy: string): Order[] {
  return orderBy.split(',').map((part) => {
    const match = /^\s*(\S+)(?:\s+(asc|desc))?\s*$/i.exec(part);
    if (!match?.[1]) throw invalidArgument(`Invalid orderBy "${orderBy}"`);
    const descending = match[2]?.toLowerCase() === 'desc';
    return {
      field: { fieldPath: match[1] },
      direction: descending ? 'DESCENDING' : 'ASCENDING',
    };
  });
}

function pageTokenText(token: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fromBase64(token));
  } catch {
    throw invalidArgument('The page token is invalid');
  }
}

function maskOf(params: URLSearchParams): string[] | undefined {
  const paths = params.getAll('mask.fieldPaths');
  return paths.length > 0 ? paths : undefined;
}
