/**
 * The Firestore REST (v1, proto3 JSON) shapes the stand-in serves: what the app's data access
 * sends (README.md, Modes). Anything else a request holds is refused (errors.ts, unsupported).
 */

/** The value types the app's documents and queries hold: no bytes, geo points or vectors. */
export type Value =
  | { nullValue: null | 'NULL_VALUE' }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { stringValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } };

export type Fields = Record<string, Value>;

/** A document as the REST API shows it. */
export interface RestDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** A document as the store keeps it: its `collection/id` path below the database root. */
export interface StoredDocument {
  path: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** What a query reads of a document. */
export type QueryDocument = Pick<StoredDocument, 'path' | 'fields'>;

export interface FieldReference {
  fieldPath: string;
}

export type Filter =
  | { fieldFilter: { field: FieldReference; op: string; value: Value } }
  | { compositeFilter: { op: string; filters: Filter[] } };

export interface Order {
  field: FieldReference;
  direction: 'ASCENDING' | 'DESCENDING';
}

export interface StructuredQuery {
  select?: { fields: FieldReference[] };
  from: Array<{ collectionId: string }>;
  where?: Filter;
  orderBy?: Order[];
  startAt?: { values: Value[]; before?: boolean };
  limit?: number;
}

export interface RunQueryRequest {
  structuredQuery: StructuredQuery;
}

export interface AggregationRequest {
  structuredAggregationQuery: {
    structuredQuery: StructuredQuery;
    aggregations: Array<{ alias?: string; count: object }>;
  };
}

export interface BatchGetRequest {
  documents: string[];
}

/**
 * A write of the Firestore Lite SDK's transactions: a document read as missing created
 * (`update`, `currentDocument: { exists: false }`, maybe a server time), or one read as there
 * verified (`verify`, `currentDocument: { updateTime }`).
 */
export interface Write {
  update?: { name: string; fields?: Fields };
  updateTransforms?: Array<{ fieldPath: string; setToServerValue: 'REQUEST_TIME' }>;
  verify?: string;
  currentDocument: { exists?: false; updateTime?: string };
}

export interface CommitRequest {
  writes: Write[];
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}
