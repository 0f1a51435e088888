/**
 * What both exports share: the owner alone may make them (a file of every customer's name and
 * phone), checked as the owner's team callables are (../staff/staff-member.ts: the role claim,
 * then the team record), and every document of a range read in pages by its creation time.
 */
import {
  FieldPath,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  exportRangeSchema,
  maxExportRows,
  rangeBounds,
  tooManyRows,
  type ExportKind,
  type ExportRange,
} from '@model/export/export-range';
import type { Call } from '../core/call';
import { Refusal } from '../core/refusal';
import { readStaffMember, staffClaim, type StaffContext } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';

/** What the exports run with; `maxRows` lowers the cap on a file's rows, for tests. */
export interface ExportContext extends StaffContext {
  maxRows?: number;
}

export const ownerExportsOnly = 'Only the owner exports the shop’s orders and payments.';

/** Documents read at a time: a few hundred KB, however long the range. */
export const exportPageSize = 500;

/** The owner's range, after their claim and team record are checked; refusals for anyone else. */
export async function ownersRange(
  { db }: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<ExportRange> {
  const claim = staffClaim(call);
  if (claim.role !== 'owner') throw new Refusal('permission-denied', ownerExportsOnly);
  const range = readStaffRequest(exportRangeSchema, call.data);
  await readStaffMember(null, db, claim);
  return range;
}

/**
 * Every document of `query` whose `field` falls in the range (Nairobi's midnights), oldest
 * first, a page at a time after the last one read, each page turned into rows by `rowsOf`; a
 * range with more than `maxExportRows` rows is refused before it is all read.
 */
export async function rowsInRange<Row>(
  context: ExportContext,
  query: Query,
  field: string,
  range: ExportRange,
  kind: ExportKind,
  rowsOf: (page: QueryDocumentSnapshot[]) => Promise<Row[]>,
): Promise<Row[]> {
  const { start, end } = rangeBounds(range);
  const ofRange = query
    .where(field, '>=', Timestamp.fromDate(start))
    .where(field, '<', Timestamp.fromDate(end))
    .orderBy(field)
    .orderBy(FieldPath.documentId())
    .limit(exportPageSize);
  const most = context.maxRows ?? maxExportRows;
  const rows: Row[] = [];
  let last: QueryDocumentSnapshot | undefined;
  do {
    const page = await (last ? ofRange.startAfter(last) : ofRange).get();
    rows.push(...(await rowsOf(page.docs)));
    if (rows.length > most) throw new Refusal('failed-precondition', tooManyRows(kind, most));
    last = page.docs.length === exportPageSize ? page.docs.at(-1) : undefined;
  } while (last);
  return rows;
}
