import { RpcError, invalidArgument } from './errors';
import { canonicalFields } from './ordering';
import { deleteField, documentPathOf, getField, parseFieldPath, setField } from './paths';
import { sameInstant } from './time';
import { applyTransforms } from './transforms';
import type { Fields, Precondition, Write, WriteResult } from './types';

/**
 * A document as the store keeps it: REST form (`name` under the store's database root), plus its
 * `path` below the root, by which the store finds it.
 */
export interface StoredDocument {
  name: string;
  path: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** What a commit changes: path → new document, or null for a deletion. */
export type Changes = Map<string, StoredDocument | null>;

/**
 * Applies a commit's writes in order to a view of the store, all or nothing: the first failed
 * precondition throws and nothing is changed. Later writes see the effect of earlier ones.
 * `root` is the database named in the request, `storeRoot` the one the store names documents in.
 */
export function applyWrites(
  read: (path: string) => StoredDocument | undefined,
  writes: unknown,
  root: string,
  commitTime: string,
  storeRoot: string,
): { changes: Changes; writeResults: WriteResult[] } {
  if (!Array.isArray(writes)) throw invalidArgument('writes must be a list');
  const changes: Changes = new Map();
  const current = (path: string) =>
    changes.has(path) ? (changes.get(path) ?? undefined) : read(path);
  const writeResults = (writes as Write[]).map((write): WriteResult => {
    if (typeof write !== 'object' || write === null) throw invalidArgument('A write is malformed');
    const operations = [write.update, write.delete, write.verify].filter((o) => o !== undefined);
    if (operations.length !== 1) {
      throw invalidArgument('A write needs exactly one of update, delete, verify');
    }
    const name = write.update ? write.update.name : (write.delete ?? write.verify);
    if (typeof name !== 'string') throw invalidArgument('A write needs a document name');
    const path = documentPathOf(name, root);
    const existing = current(path);
    if (write.currentDocument !== undefined)
      checkPrecondition(write.currentDocument, existing, name);
    if (write.verify !== undefined) return {};
    if (write.delete !== undefined) {
      changes.set(path, null);
      return {};
    }
    const fields = updatedFields(write, existing?.fields ?? {});
    const transformResults = write.updateTransforms
      ? applyTransforms(fields, write.updateTransforms, commitTime)
      : undefined;
    changes.set(path, {
      name: `${storeRoot}/${path}`,
      path,
      fields,
      createTime: existing?.createTime ?? commitTime,
      updateTime: commitTime,
    });
    return transformResults
      ? { updateTime: commitTime, transformResults }
      : { updateTime: commitTime };
  });
  return { changes, writeResults };
}

/** Without a mask the document is replaced; with one only the masked fields change (or go). */
function updatedFields(write: Write, existing: Fields): Fields {
  const written = write.update?.fields ?? {};
  if (typeof written !== 'object' || written === null) {
    throw invalidArgument('fields must be a map');
  }
  const incoming = canonicalFields(written);
  const mask = write.updateMask?.fieldPaths;
  if (mask === undefined) return incoming;
  if (!Array.isArray(mask)) throw invalidArgument('updateMask.fieldPaths must be a list');
  const fields = structuredClone(existing);
  for (const fieldPath of mask) {
    const segments = parseFieldPath(fieldPath);
    const value = getField(incoming, segments);
    if (value === undefined) deleteField(fields, segments);
    else setField(fields, segments, structuredClone(value));
  }
  return fields;
}

function checkPrecondition(
  precondition: Precondition,
  existing: StoredDocument | undefined,
  name: string,
): void {
  if (precondition.exists === true && !existing) {
    throw new RpcError('NOT_FOUND', `No document to update: ${name}`);
  }
  if (precondition.exists === false && existing) {
    throw new RpcError('ALREADY_EXISTS', `Document already exists: ${name}`);
  }
  if (precondition.updateTime !== undefined) {
    if (!existing || !sameInstant(existing.updateTime, precondition.updateTime)) {
      throw new RpcError(
        'FAILED_PRECONDITION',
        `The document ${name} was changed (updateTime precondition)`,
      );
    }
  }
}
