import { aggregate } from './aggregation';
import { fromBase64, toBase64 } from './codec';
import { RpcError, invalidArgument } from './errors';
import { compareUtf8 } from './ordering';
import { documentPathOf, lastSegment, parentOf } from './paths';
import { querySource, selectFields, selectedPaths } from './query';
import { toRestDocument, type FirestoreStore, type StoredDocument } from './store';
import type { StructuredQuery } from './types';

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
  transactions: Set<string>;
}

type Body = Record<string, unknown>;

const now = () => new Date().toISOString();

function structuredQueryOf(value: unknown): StructuredQuery {
  if (typeof value !== 'object' || value === null) {
    throw invalidArgument('structuredQuery is missing');
  }
  return value as StructuredQuery;
}

function restDocument(context: RpcContext, document: StoredDocument, mask?: readonly string[]) {
  const rest = toRestDocument(document, context.root);
  return mask ? { ...rest, fields: selectFields(rest.fields, mask) } : rest;
}

function queryDocuments(
  context: RpcContext,
  parentPath: string,
  query: StructuredQuery,
): StoredDocument[] {
  const visible = context.gate(querySource(query).collectionId);
  return visible ? context.store.runQuery(parentPath, query, context.root) : [];
}

/** A new transaction id when the request asks for one (`newTransaction`), for the first answer. */
function openedTransaction(context: RpcContext, body: Body): { transaction?: string } {
  return body['newTransaction'] === undefined
    ? {}
    : { transaction: beginTransaction(context).transaction };
}

export function runQuery(context: RpcContext, parentPath: string, body: Body): unknown[] {
  const query = structuredQueryOf(body['structuredQuery']);
  const documents = queryDocuments(context, parentPath, query);
  const mask = selectedPaths(query);
  const readTime = now();
  const opened = openedTransaction(context, body);
  if (documents.length === 0) return [{ ...opened, readTime }];
  return documents.map((document, index) => ({
    ...(index === 0 ? opened : {}),
    document: restDocument(context, document, mask),
    readTime,
  }));
}

export function runAggregationQuery(
  context: RpcContext,
  parentPath: string,
  body: Body,
): unknown[] {
  const request = body['structuredAggregationQuery'];
  if (typeof request !== 'object' || request === null) {
    throw invalidArgument('structuredAggregationQuery is missing');
  }
  const { structuredQuery, aggregations } = request as Body;
  const documents = queryDocuments(context, parentPath, structuredQueryOf(structuredQuery));
  const aggregateFields = aggregate(documents, aggregations);
  return [{ ...openedTransaction(context, body), result: { aggregateFields }, readTime: now() }];
}

export function batchGet(context: RpcContext, body: Body): unknown[] {
  const names = body['documents'];
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
  const opened = openedTransaction(context, body);
  return paths.map((path, index) => {
    const document = visible[index] ? context.store.get(path) : undefined;
    const first = index === 0 ? opened : {};
    return document
      ? {
          ...first,
          found: restDocument(context, document, maskPaths as string[] | undefined),
          readTime,
        }
      : { ...first, missing: names[index], readTime };
  });
}

export function commit(context: RpcContext, body: Body): object {
  const transaction = body['transaction'];
  if (transaction !== undefined) endTransaction(context, transaction);
  return context.store.commit(body['writes'], context.root);
}

export function beginTransaction(context: RpcContext): { transaction: string } {
  const transaction = toBase64(crypto.getRandomValues(new Uint8Array(16)));
  context.transactions.add(transaction);
  return { transaction };
}

export function rollback(context: RpcContext, body: Body): Record<string, never> {
  endTransaction(context, body['transaction']);
  return {};
}

function endTransaction(context: RpcContext, transaction: unknown): void {
  if (typeof transaction !== 'string' || !context.transactions.delete(transaction)) {
    throw new RpcError('INVALID_ARGUMENT', 'The transaction is invalid or has expired');
  }
}

export function getDocument(context: RpcContext, path: string, params: URLSearchParams): object {
  const visible = context.gate(lastSegment(parentOf(path)));
  const document = visible ? context.store.get(path) : undefined;
  if (!document) throw new RpcError('NOT_FOUND', `Document "${context.root}/${path}" not found.`);
  return restDocument(context, document, maskOf(params));
}

/**
 * Lists a collection as the emulator does: `{ documents, nextPageToken }` in id order, or `{}`
 * when there is nothing. The page token is the last id of the page, base64-encoded.
 */
export function listDocuments(
  context: RpcContext,
  collectionPath: string,
  params: URLSearchParams,
): object {
  if (params.has('orderBy')) {
    throw invalidArgument('orderBy is not supported by this stand-in when listing');
  }
  const visible = context.gate(lastSegment(collectionPath));
  const all = visible ? context.store.list(collectionPath) : [];
  const pageSize = params.has('pageSize') ? Number(params.get('pageSize')) : 0;
  if (!Number.isInteger(pageSize) || pageSize < 0) {
    throw invalidArgument('pageSize must be a non-negative integer');
  }
  const token = params.get('pageToken');
  const after = token ? pageTokenId(token) : undefined;
  const start =
    after === undefined ? 0 : all.findIndex((d) => compareUtf8(lastSegment(d.path), after) > 0);
  const rest = start < 0 ? [] : all.slice(start);
  const page = pageSize > 0 ? rest.slice(0, pageSize) : rest;
  if (page.length === 0) return {};
  const mask = maskOf(params);
  const documents = page.map((document) => restDocument(context, document, mask));
  const last = page[page.length - 1];
  return rest.length > page.length && last
    ? { documents, nextPageToken: toBase64(new TextEncoder().encode(lastSegment(last.path))) }
    : { documents };
}

function pageTokenId(token: string): string {
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
