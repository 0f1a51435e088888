import { RpcError, onlyServed, unsupported } from './errors';
import { documentPathOf, topLevelField } from './paths';
import { canonicalTimestamp, compareTimestamps } from './time';
import type { Fields, StoredDocument, Value, Write, WriteResult } from './types';

/**
 * Applies a commit's writes, all or nothing: the first failed precondition throws and nothing is
 * changed. They are the writes of the app's transactions (createOnce in src/data/create-once.ts,
 * addUser in src/account/data/accounts.ts), which read a document first: one read as missing is
 * created under `exists: false`, stamped with the server's time; one read as there is verified
 * under the updateTime it was read with.
 */
export function applyWrites(
  read: (path: string) => StoredDocument | undefined,
  writes: Write[],
  root: string,
  commitTime: string,
): { created: StoredDocument[]; writeResults: WriteResult[] } {
  const created = new Map<string, StoredDocument>();
  const current = (path: string) => created.get(path) ?? read(path);
  const writeResults = writes.map((write): WriteResult => {
    if (write.verify !== undefined) {
      onlyServed(write, ['verify', 'currentDocument'], 'a verify write');
      onlyServed(write.currentDocument, ['updateTime'], 'a verify write.currentDocument');
      const existing = current(documentPathOf(write.verify, root));
      const updateTime = write.currentDocument.updateTime ?? '';
      if (!existing || compareTimestamps(existing.updateTime, updateTime) !== 0) {
        throw new RpcError('FAILED_PRECONDITION', `${write.verify} changed since it was read`);
      }
      // As the emulator answers it: the verified document's own time, unchanged.
      return { updateTime: existing.updateTime };
    }
    onlyServed(write, ['update', 'updateTransforms', 'currentDocument'], 'a write');
    if (write.currentDocument?.exists !== false || Object.keys(write.currentDocument).length > 1) {
      throw unsupported('writes other than creating a document read as missing (exists: false)');
    }
    const { name, fields = {} } = write.update ?? { name: '' };
    const path = documentPathOf(name, root);
    if (current(path)) throw new RpcError('ALREADY_EXISTS', `Document already exists: ${name}`);
    const stored: Fields = Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, storedValue(value)]),
    );
    const stamped = (write.updateTransforms ?? []).map((transform) => {
      onlyServed(transform, ['fieldPath', 'setToServerValue'], 'a field transform');
      return topLevelField(transform.fieldPath, 'a field transform');
    });
    const serverTime = { timestampValue: canonicalTimestamp(commitTime) };
    for (const field of stamped) stored[field] = serverTime;
    created.set(path, { path, fields: stored, createTime: commitTime, updateTime: commitTime });
    return stamped.length > 0
      ? { updateTime: commitTime, transformResults: stamped.map(() => serverTime) }
      : { updateTime: commitTime };
  });
  return { created: [...created.values()], writeResults };
}

/** The values the app writes: strings, and null for a phone not given (src/data/submissions.ts). */
function storedValue(value: Value): Value {
  if ('stringValue' in value) return value;
  if ('nullValue' in value) return { nullValue: null };
  throw unsupported(`writing values of type "${Object.keys(value).join()}"`);
}
