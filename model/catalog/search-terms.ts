/**
 * How a term's entries are stored, so that no document grows with the catalog: a term's
 * document (`searchTerms/{term}`) holds up to SEGMENT_CAP of its newest entries itself and, once
 * it has more, a list of its older segments, each stored as its own document
 * (`searchTermPages/{term}~{key}`) with at most SEGMENT_CAP entries. The list gives each
 * segment's count and its oldest entry, so a one-word search knows its exact count and which
 * segment holds any position from the term's document alone, and its first page is in that
 * document. Segments follow each other in newest-first order: every entry of one is newer than
 * every entry of the next.
 */
import {
  decodeEntries,
  encodeEntries,
  indexing,
  newestFirst,
  searchTermsCollection,
  type EntryChange,
  type IndexEntry,
} from './search-index';

export const searchTermPagesCollection = 'searchTermPages';

/** The most entries a segment holds; one that would hold more is split in two. */
export const SEGMENT_CAP = 100;
/** How many entries each segment of a seeded term holds: room to grow before a split. */
export const SEGMENT_FILL = 50;

/** An older segment of a term, as its document lists it. */
interface SegmentRef {
  key: string;
  count: number;
  oldest: IndexEntry;
}

/** A term's document: its newest entries, and its older segments in order. */
export interface TermHead {
  entries: IndexEntry[];
  segments: SegmentRef[];
}

/** A term's document as stored: `segments` only when it has any. */
interface StoredHead {
  products: string;
  segments?: string;
}

export function segmentId(term: string, key: string): string {
  return `${term}~${key}`;
}

const segmentKey = /^[0-9a-z]{1,8}$/;

/** `1:50:p-0101:mg2x8b4w 2:48:p-0033:mg1a0c9k`: each segment's key, count and oldest entry. */
function encodeSegments(segments: readonly SegmentRef[]): string {
  return segments
    .map(({ key, count, oldest }) => `${key}:${count}:${encodeEntries([oldest])}`)
    .join(' ');
}

function decodeSegments(value: unknown): SegmentRef[] {
  if (typeof value !== 'string' || value === '') return [];
  return value.split(' ').flatMap((text) => {
    const [key = '', count = '', ...oldest] = text.split(':');
    const [entry] = decodeEntries(oldest.join(':'));
    const counted = Number(count);
    return segmentKey.test(key) && entry && Number.isSafeInteger(counted) && counted > 0
      ? [{ key, count: counted, oldest: entry }]
      : [];
  });
}

/** A term's document as read (absent: a term nothing is listed under). */
export function decodeHead(data: Record<string, unknown> | null | undefined): TermHead {
  return { entries: decodeEntries(data?.products), segments: decodeSegments(data?.segments) };
}

function encodeHead({ entries, segments }: TermHead): StoredHead | null {
  if (entries.length === 0 && segments.length === 0) return null;
  return {
    products: encodeEntries(entries),
    ...(segments.length > 0 ? { segments: encodeSegments(segments) } : {}),
  };
}

/** How many products a term lists. */
export function termCount({ entries, segments }: TermHead): number {
  return segments.reduce((sum, { count }) => sum + count, entries.length);
}

/**
 * Where an entry belongs: -1 for the term's document, else the index of its segment. An entry
 * belongs to the first part whose oldest entry is not newer than it, or to the last part when
 * it is older than them all.
 */
function partOf(head: TermHead, entry: IndexEntry): number {
  const oldest = head.entries.at(-1);
  if (head.segments.length === 0 || (oldest && newestFirst(entry, oldest) <= 0)) return -1;
  const index = head.segments.findIndex((segment) => newestFirst(entry, segment.oldest) <= 0);
  return index === -1 ? head.segments.length - 1 : index;
}

/** The segments holding any of these entries' positions (their keys, each once). */
export function segmentsHolding(head: TermHead, entries: readonly IndexEntry[]): string[] {
  const keys = entries.flatMap((entry) => head.segments[partOf(head, entry)]?.key ?? []);
  return [...new Set(keys)];
}

/**
 * The segments a change must read before it is made: those it takes from and puts into, and the
 * first one when the term's document may lose its last entry (that segment moves into it).
 */
function segmentsChanged(head: TermHead, change: EntryChange): string[] {
  const touched = [change.removed, change.added].flatMap((entry) => entry ?? []);
  const keys = segmentsHolding(head, touched);
  const emptiesHead =
    change.removed !== null && partOf(head, change.removed) === -1 && head.entries.length <= 1;
  const first = head.segments[0];
  return emptiesHead && first && !keys.includes(first.key) ? [...keys, first.key] : keys;
}

/** A list cut into pieces of at most SEGMENT_CAP entries, by halving, newest first. */
function halves(entries: IndexEntry[]): IndexEntry[][] {
  if (entries.length <= SEGMENT_CAP) return [entries];
  const middle = Math.ceil(entries.length / 2);
  return [...halves(entries.slice(0, middle)), ...halves(entries.slice(middle))];
}

/** What a change writes: the term's document (null: delete it) and segments (null: delete). */
interface TermWrites {
  head: StoredHead | null;
  segments: Array<{ key: string; products: string | null }>;
}

/** A part of a term as a change sees it: its entries when they were read, else its listing. */
interface Part {
  key: string | null;
  entries: IndexEntry[] | null;
  listed?: SegmentRef;
}

/**
 * A change made to a term, given the entries of the segments `segmentsChanged` named (a
 * segment missing from `loaded` was not stored, and is empty). The product is taken out of
 * every part read, so it is never listed twice; a part grown past SEGMENT_CAP is split, a
 * segment left empty is deleted, and a term's document left empty takes its first segment's
 * entries.
 */
function changeTerm(
  head: TermHead,
  loaded: ReadonlyMap<string, readonly IndexEntry[]>,
  change: EntryChange,
): TermWrites {
  const without = (entries: readonly IndexEntry[]) => entries.filter((e) => e.id !== change.id);
  const own: Part = { key: null, entries: without(head.entries) };
  const segments: Part[] = head.segments.map((listed) => {
    const entries = loaded.get(listed.key);
    return { key: listed.key, entries: entries ? without(entries) : null, listed };
  });
  if (change.added) {
    const index = partOf(head, change.added);
    const part = index === -1 ? own : segments[index];
    if (!part?.entries) throw new Error(`Segment ${part?.key} was changed without being read`);
    part.entries = [...part.entries, change.added].sort(newestFirst);
  }
  const first = segments[0];
  if (own.entries?.length === 0 && first?.entries) {
    own.entries = first.entries;
    first.entries = [];
  }

  let nextKey = Math.max(0, ...head.segments.map(({ key }) => parseInt(key, 36))) + 1;
  const writes: TermWrites['segments'] = [];
  const [ownEntries = [], ...ownOverflow] = halves(own.entries ?? []);
  const kept: TermHead = { entries: ownEntries, segments: [] };
  const store = (pieces: IndexEntry[][], key: string | null) => {
    for (const [index, piece] of pieces.entries()) {
      const pieceKey = index === 0 && key !== null ? key : (nextKey++).toString(36);
      writes.push({ key: pieceKey, products: encodeEntries(piece) });
      kept.segments.push({ key: pieceKey, count: piece.length, oldest: piece.at(-1)! });
    }
  };
  store(ownOverflow, null);
  for (const part of segments) {
    if (!part.entries) kept.segments.push(part.listed!);
    else if (part.entries.length === 0) writes.push({ key: part.key!, products: null });
    else store(halves(part.entries), part.key);
  }
  return { head: encodeHead(kept), segments: writes };
}

/**
 * A whole term's documents from all its entries, for seeding: a term of up to SEGMENT_CAP entries
 * is one document; a larger one is cut into parts of SEGMENT_FILL, so each has room to grow.
 */
export function termDocuments(entries: readonly IndexEntry[]): {
  head: StoredHead | null;
  segments: Array<{ key: string; products: string }>;
} {
  const sorted = [...entries].sort(newestFirst);
  const fill = sorted.length <= SEGMENT_CAP ? SEGMENT_CAP : SEGMENT_FILL;
  const [own = [], ...older] = Array.from({ length: Math.ceil(sorted.length / fill) }, (_, index) =>
    sorted.slice(index * fill, (index + 1) * fill),
  );
  const segments = older.map((piece, index) => ({ key: (index + 1).toString(36), piece }));
  return {
    head: encodeHead({
      entries: own,
      segments: segments.map(({ key, piece }) => ({
        key,
        count: piece.length,
        oldest: piece.at(-1)!,
      })),
    }),
    segments: segments.map(({ key, piece }) => ({ key, products: encodeEntries(piece) })),
  };
}

/** Whether an entry comes after the cursor's entry (null: from the newest, so all do). */
function isAfter(entry: IndexEntry, after: IndexEntry | null): boolean {
  return after === null || newestFirst(entry, after) > 0;
}

/**
 * The segments to read for the `size` entries after `after` (null: from the newest), beyond
 * those in the term's document; one more than that when the first of them may begin before
 * `after`, as only reading it tells how much of it comes after.
 */
export function segmentsForPage(head: TermHead, after: IndexEntry | null, size: number): string[] {
  let wanted = size - head.entries.filter((entry) => isAfter(entry, after)).length;
  let boundary = head.entries.at(-1) ?? null;
  const keys: string[] = [];
  for (const segment of head.segments) {
    if (wanted <= 0) break;
    const whole = after === null || (boundary !== null && !isAfter(after, boundary));
    boundary = segment.oldest;
    if (!isAfter(segment.oldest, after)) continue;
    keys.push(segment.key);
    if (whole) wanted -= segment.count;
  }
  return keys;
}

/**
 * The `size` entries after `after` from the term's document and the segments read
 * (`segmentsForPage`), and whether the term lists more after them.
 */
export function termPage(
  head: TermHead,
  loaded: ReadonlyMap<string, readonly IndexEntry[]>,
  after: IndexEntry | null,
  size: number,
): { entries: IndexEntry[]; more: boolean } {
  const found = head.entries.filter((entry) => isAfter(entry, after));
  for (const segment of head.segments) {
    if (found.length > size) break;
    if (!isAfter(segment.oldest, after)) continue;
    const entries = loaded.get(segment.key);
    // Not read, as the page is full without it (or its count was stale): it holds at least its
    // oldest entry, which comes after the cursor.
    if (!entries) return { entries: found.slice(0, size), more: true };
    found.push(...entries.filter((entry) => isAfter(entry, after)));
  }
  return { entries: found.slice(0, size), more: found.length > size };
}

/**
 * The search index of a whole catalog, for seeding: each term's document (`searchTerms`) and its
 * older segments (`searchTermPages`), model/catalog/search-terms.ts.
 */
export function searchIndexDocuments(
  products: ReadonlyArray<{ id: string; data: Record<string, unknown> }>,
): Record<
  typeof searchTermsCollection | typeof searchTermPagesCollection,
  Array<{ id: string; data: Record<string, unknown> }>
> {
  const byTerm = new Map<string, IndexEntry[]>();
  for (const { id, data } of products) {
    const indexed = indexing(id, data);
    if (!indexed) continue;
    for (const term of indexed.terms) {
      const entries = byTerm.get(term);
      if (entries) entries.push(indexed.entry);
      else byTerm.set(term, [indexed.entry]);
    }
  }
  const documents = [...byTerm].map(([term, entries]) => ({ term, ...termDocuments(entries) }));
  return {
    [searchTermsCollection]: documents.flatMap(({ term, head }) =>
      head ? [{ id: term, data: { ...head } }] : [],
    ),
    [searchTermPagesCollection]: documents.flatMap(({ term, segments }) =>
      segments.map(({ key, products: listed }) => ({
        id: segmentId(term, key),
        data: { products: listed },
      })),
    ),
  };
}

/** A document of the index to write (data null: delete it). */
export interface IndexWrite {
  collection: string;
  id: string;
  data: Record<string, unknown> | null;
}

/** Reads documents by collection and id, each as stored or null when there is none. */
type ReadIndexDocuments = (
  documents: ReadonlyArray<{ collection: string; id: string }>,
) => Promise<Array<Record<string, unknown> | null>>;

/**
 * The writes that make these changes, one per term, reading first what they depend on: the
 * terms' documents, then the segments each change takes from or puts into. The catalog trigger
 * (functions/src/catalog) reads and writes in one transaction; the local QA front
 * (mocks/backend/front/catalog-sync.ts) one write at a time.
 */
export async function indexWrites(
  changes: ReadonlyArray<{ term: string; change: EntryChange }>,
  read: ReadIndexDocuments,
): Promise<IndexWrite[]> {
  if (changes.length === 0) return [];
  const stored = await read(
    changes.map(({ term }) => ({ collection: searchTermsCollection, id: term })),
  );
  const heads = stored.map(decodeHead);
  const wanted = changes.flatMap(({ term, change }, index) =>
    segmentsChanged(heads[index]!, change).map((key) => ({ term, key })),
  );
  const segments =
    wanted.length > 0
      ? await read(
          wanted.map(({ term, key }) => ({
            collection: searchTermPagesCollection,
            id: segmentId(term, key),
          })),
        )
      : [];
  const loaded = new Map<string, Map<string, IndexEntry[]>>();
  for (const [index, { term, key }] of wanted.entries()) {
    const byKey = loaded.get(term) ?? new Map<string, IndexEntry[]>();
    byKey.set(key, decodeEntries(segments[index]?.products));
    loaded.set(term, byKey);
  }
  return changes.flatMap(({ term, change }, index) => {
    const { head, segments: written } = changeTerm(
      heads[index]!,
      loaded.get(term) ?? new Map(),
      change,
    );
    return [
      { collection: searchTermsCollection, id: term, data: head ? { ...head } : null },
      ...written.map(({ key, products }) => ({
        collection: searchTermPagesCollection,
        id: segmentId(term, key),
        data: products === null ? null : { products },
      })),
    ];
  });
}
