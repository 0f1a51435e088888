/**
 * The Firestore REST (v1, proto3 JSON) shapes the stand-in reads and writes. Fields the SDK may
 * send in more than one form (numbers as strings, timestamps as objects) are typed loosely.
 */

export type Value =
  | { nullValue: null | 'NULL_VALUE' }
  | { booleanValue: boolean }
  | { integerValue: string | number }
  | { doubleValue: number | string }
  | { timestampValue: string | TimestampObject }
  | { stringValue: string }
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude?: number; longitude?: number } }
  | { arrayValue: { values?: Value[] } }
  | { mapValue: { fields?: Fields } };

export type Fields = Record<string, Value>;

export interface TimestampObject {
  seconds?: string | number;
  nanos?: number;
}

/** A document as the REST API shows it. */
export interface RestDocument {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

export interface FieldReference {
  fieldPath: string;
}

export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { fieldFilter: { field: FieldReference; op: FieldOperator; value: Value } }
  | { unaryFilter: { field: FieldReference; op: UnaryOperator } }
  | { compositeFilter: { op: 'AND' | 'OR'; filters: Filter[] } };

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface Order {
  field: FieldReference;
  direction?: Direction;
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: Array<{ collectionId?: string; allDescendants?: boolean }>;
  where?: Filter;
  orderBy?: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number | string;
  limit?: number | string;
}

export interface Precondition {
  exists?: boolean;
  updateTime?: string | TimestampObject;
}

export type FieldTransform = { fieldPath: string } & (
  | { setToServerValue: 'REQUEST_TIME' }
  | { increment: Value }
  | { maximum: Value }
  | { minimum: Value }
  | { appendMissingElements: { values?: Value[] } }
  | { removeAllFromArray: { values?: Value[] } }
);

export interface Write {
  update?: { name: string; fields?: Fields };
  delete?: string;
  verify?: string;
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}
