import { invalidArgument } from './errors';
import type { Fields, Value } from './types';

export const defaultProjectId = 'demo-kenya-shop';
export const defaultDatabaseId = '(default)';

/** The prefix of every document name in a database: `projects/p/databases/d/documents`. */
export function databaseRoot(projectId = defaultProjectId, databaseId = defaultDatabaseId): string {
  return `projects/${projectId}/databases/${databaseId}/documents`;
}

export const defaultRoot = databaseRoot();

export function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.split('/');
}

export function isDocumentPath(path: string): boolean {
  const segments = segmentsOf(path);
  return segments.length > 0 && segments.length % 2 === 0 && segments.every((s) => s !== '');
}

export function isCollectionPath(path: string): boolean {
  const segments = segmentsOf(path);
  return segments.length % 2 === 1 && segments.every((s) => s !== '');
}

/** `products/abc` → `products`; `Users/u1/orders/o1` → `Users/u1/orders`. */
export function parentOf(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut < 0 ? '' : path.slice(0, cut);
}

/** The last segment: a document's id or a collection's id. */
export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A full resource name → the path below the database root (`''` for the root itself). */
export function relativePath(name: string, root: string): string {
  if (name === root) return '';
  if (!name.startsWith(`${root}/`)) {
    throw invalidArgument(`"${name}" is not a resource of the database "${root}"`);
  }
  return name.slice(root.length + 1);
}

export function documentPathOf(name: string, root: string): string {
  const path = relativePath(name, root);
  if (!isDocumentPath(path)) throw invalidArgument(`"${name}" is not a document name`);
  checkPath(path);
  return path;
}

/** Names Firestore keeps for itself: `__id__`, `__name__` and the like. */
export const isReservedName = (name: string): boolean => /^__.*__$/.test(name);

/** Refuses the ids Firestore refuses: `.`, `..`, and reserved `__…__` ones. */
export function checkId(id: string, kind: 'Collection' | 'Resource'): void {
  if (id === '.' || id === '..') throw invalidArgument(`${kind} id "${id}" is invalid.`);
  if (isReservedName(id)) {
    throw invalidArgument(`${kind} id "${id}" is invalid because it is reserved.`);
  }
}

/** Checks every id of a path below the database root (collection, document, collection, …). */
export function checkPath(path: string): void {
  segmentsOf(path).forEach((id, index) => checkId(id, index % 2 === 0 ? 'Collection' : 'Resource'));
}

/** Refuses a field path naming a reserved field; `__name__` alone is the document's name. */
export function checkFieldPath(segments: readonly string[]): void {
  if (segments.length === 1 && segments[0] === documentIdField) return;
  if (segments.some(isReservedName)) {
    throw invalidArgument(`Invalid reserved name in field path ${formatFieldPath(segments)}`);
  }
}

export const documentIdField = '__name__';

const plainSegment = /^[A-Za-z_][A-Za-z_0-9]*$/;

/** Splits a canonical field path: `wholesale.minQty`, `` `odd.key`.x `` (backquotes escape). */
export function parseFieldPath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') throw invalidArgument('A field path is missing');
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path.charAt(i);
    if (char === '\\' && quoted) {
      i++;
      current += path.charAt(i);
    } else if (char === '`') {
      quoted = !quoted;
    } else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  segments.push(current);
  if (quoted || segments.some((s) => s === '')) {
    throw invalidArgument(`Invalid field path "${path}"`);
  }
  return segments;
}

/** The canonical form of field path segments, quoting what needs it. */
export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((s) => (plainSegment.test(s) ? s : `\`${s.replace(/[\\`]/g, (c) => `\\${c}`)}\``))
    .join('.');
}

export function getField(fields: Fields, segments: readonly string[]): Value | undefined {
  let current: Fields | undefined = fields;
  let value: Value | undefined;
  for (const segment of segments) {
    if (!current || !Object.hasOwn(current, segment)) return undefined;
    value = current[segment];
    current = value && 'mapValue' in value ? (value.mapValue.fields ?? {}) : undefined;
  }
  return value;
}

/** Sets a nested field, creating (or replacing non-map values with) maps along the way. */
export function setField(fields: Fields, segments: readonly string[], value: Value): void {
  let current = fields;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      current[segment] = value;
      return;
    }
    let next = current[segment];
    if (!next || !('mapValue' in next)) {
      next = { mapValue: { fields: {} } };
      current[segment] = next;
    }
    next.mapValue.fields ??= {};
    current = next.mapValue.fields;
  });
}

export function deleteField(fields: Fields, segments: readonly string[]): void {
  const last = segments[segments.length - 1];
  if (last === undefined) return;
  let container: Fields | undefined = fields;
  if (segments.length > 1) {
    const parent = getField(fields, segments.slice(0, -1));
    container = parent && 'mapValue' in parent ? parent.mapValue.fields : undefined;
  }
  if (container) delete container[last];
}
