import { invalidArgument, unsupported } from './errors';
import type { Fields, Value } from './types';

/** The prefix of every document name in a database: `projects/p/databases/d/documents`. */
export function databaseRoot(projectId: string, databaseId: string): string {
  return `projects/${projectId}/databases/${databaseId}/documents`;
}

/**
 * A document's name → its `collection/id` path below the database root. The app reads by name and
 * writes only documents of top-level collections: by name, documents in sub-collections are
 * refused (an order's History it queries, ./handlers.ts).
 */
export function documentPathOf(name: string, root: string): string {
  if (!name.startsWith(`${root}/`)) {
    throw invalidArgument(`"${name}" is not a document of the database "${root}"`);
  }
  const path = name.slice(root.length + 1);
  if (path.split('/').length !== 2) throw unsupported(`documents in sub-collections ("${path}")`);
  return path;
}

/** `products/p1` → `products`; `orders/o1/events/e1` → `orders/o1/events`. */
export const collectionOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/** The field path of the document's name, as queries filter and order by it. */
export const documentIdField = '__name__';

const plainPath = /^[A-Za-z_][A-Za-z_0-9]*(?:\.[A-Za-z_][A-Za-z_0-9]*)*$/;

/** A field path's names. The app's paths are plain (`wholesale.minQty`): quoted ones are refused. */
export function fieldSegments(path: string): string[] {
  if (typeof path !== 'string' || !plainPath.test(path)) {
    throw unsupported(`the field path ${JSON.stringify(path)} (only plain names are)`);
  }
  return path.split('.');
}

/**
 * A top-level field's name, refusing nested paths: the app selects and stamps top-level fields
 * only (cardFields in model/catalog/card-documents.ts, createdAt in src/data/create-once.ts).
 */
export function topLevelField(path: string, where: string): string {
  const [name = '', ...nested] = fieldSegments(path);
  if (nested.length > 0) throw unsupported(`nested field paths in ${where}`);
  return name;
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
