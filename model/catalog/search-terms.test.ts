import { describe, expect, it } from 'vitest';
import { decodeEntries, indexChanges, newestFirst, type IndexEntry } from './search-index';
import {
  SEGMENT_CAP,
  SEGMENT_FILL,
  decodeHead,
  indexWrites,
  searchTermPagesCollection,
  segmentId,
  segmentsForPage,
  termCount,
  termDocuments,
  termPage,
  type IndexWrite,
} from './search-terms';

/** A repeatable sequence of numbers in [0, 1): the same cases every run. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const entry = (index: number, createdAt = 1_700_000_000_000 + index * 1000): IndexEntry => ({
  id: `p-${String(index).padStart(4, '0')}`,
  createdAt,
});

/** One term's documents held in memory, as Firestore would hold them. */
class Store {
  readonly documents = new Map<string, Record<string, unknown>>();

  constructor(
    readonly term: string,
    entries: IndexEntry[] = [],
  ) {
    const { head, segments } = termDocuments(entries);
    if (head) this.documents.set(`searchTerms/${term}`, { ...head });
    for (const { key, products } of segments)
      this.documents.set(`${searchTermPagesCollection}/${segmentId(term, key)}`, { products });
  }

  read = async (wanted: ReadonlyArray<{ collection: string; id: string }>) =>
    wanted.map(({ collection, id }) => this.documents.get(`${collection}/${id}`) ?? null);

  write(writes: IndexWrite[]) {
    for (const { collection, id, data } of writes) {
      if (data) this.documents.set(`${collection}/${id}`, data);
      else this.documents.delete(`${collection}/${id}`);
    }
  }

  get head() {
    return decodeHead(this.documents.get(`searchTerms/${this.term}`));
  }

  segment(key: string): IndexEntry[] {
    const stored = this.documents.get(`${searchTermPagesCollection}/${segmentId(this.term, key)}`);
    return decodeEntries(stored?.products);
  }

  /** Every entry, reading the term's document and then each segment it lists, in order. */
  entries(): IndexEntry[] {
    const { entries, segments } = this.head;
    return [...entries, ...segments.flatMap(({ key }) => this.segment(key))];
  }

  /** What the store holds is what a term's documents must be (model/catalog/search-terms.ts). */
  expectWellFormed() {
    const { entries, segments } = this.head;
    const all = this.entries();
    expect(all).toEqual([...all].sort(newestFirst));
    expect(new Set(all.map(({ id }) => id)).size).toBe(all.length);
    expect(entries.length).toBeLessThanOrEqual(SEGMENT_CAP);
    if (segments.length > 0) expect(entries.length).toBeGreaterThan(0);
    for (const { key, count, oldest } of segments) {
      const stored = this.segment(key);
      expect(stored.length).toBe(count);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(SEGMENT_CAP);
      expect(stored.at(-1)).toEqual(oldest);
    }
    const stored = [...this.documents.keys()].filter((path) =>
      path.startsWith(`${searchTermPagesCollection}/`),
    );
    expect(stored.length).toBe(segments.length);
    expect(termCount(this.head)).toBe(all.length);
  }
}

/** The writes of one product's change under the term, as the catalog trigger makes them. */
async function change(
  store: Store,
  id: string,
  removed: IndexEntry | null,
  added: IndexEntry | null,
) {
  store.write(
    await indexWrites([{ term: store.term, change: { id, removed, added } }], store.read),
  );
}

describe("a term's documents", () => {
  it('keep a term of up to a segment’s worth in one document', () => {
    const entries = Array.from({ length: SEGMENT_CAP }, (_, index) => entry(index));
    const store = new Store('zebra', entries);
    expect([...store.documents.keys()]).toEqual(['searchTerms/zebra']);
    expect(store.head.entries).toEqual([...entries].sort(newestFirst));
    store.expectWellFormed();
  });

  it('cut a larger term into parts with room to grow, the newest in its document', () => {
    const entries = Array.from({ length: SEGMENT_CAP + 1 }, (_, index) => entry(index));
    const store = new Store('zebra', entries);
    expect(store.head.entries).toHaveLength(SEGMENT_FILL);
    expect(store.head.entries[0]).toEqual(entry(SEGMENT_CAP));
    expect(store.head.segments.map(({ count }) => count)).toEqual([50, 1]);
    expect(store.entries()).toEqual([...entries].sort(newestFirst));
    store.expectWellFormed();
  });

  it('read a corrupt list of segments as the segments it still names', () => {
    const head = decodeHead({
      products: 'p-0002:mg2x8b4w',
      segments: '1:3:p-0001:mg2x8b4v junk 2:0:p-0000:mg2x8b4u 3:-1:p-0000:x  4:2:p-0000:mg2x8b4t',
    });
    expect(head.segments.map(({ key }) => key)).toEqual(['1', '4']);
    expect(decodeHead(null)).toEqual({ entries: [], segments: [] });
    expect(decodeHead({ products: 42, segments: ['1:2:p:3'] })).toEqual({
      entries: [],
      segments: [],
    });
  });
});

describe('changing a term', () => {
  it('stays well formed through any run of products added, moved and taken out', async () => {
    for (const seed of [1, 2, 3]) {
      const random = numbers(seed);
      const start = Array.from({ length: 40 + seed * 60 }, (_, index) => entry(index));
      const store = new Store('black', start);
      const listed = new Map(start.map((e) => [e.id, e]));
      for (let step = 0; step < 400; step++) {
        const id = `p-${String(Math.floor(random() * 400)).padStart(4, '0')}`;
        const before = listed.get(id) ?? null;
        // A new product is mostly the newest; a few are dated back, anywhere in the term.
        const createdAt =
          random() < 0.7
            ? 1_700_000_000_000 + (400 + step) * 1000
            : 1_700_000_000_000 + Math.floor(random() * 800) * 1000;
        const after = random() < 0.35 ? null : { id, createdAt };
        await change(store, id, before, after);
        if (after) listed.set(id, after);
        else listed.delete(id);
        expect(store.entries()).toEqual([...listed.values()].sort(newestFirst));
        store.expectWellFormed();
      }
    }
  });

  it('lists a product once when a change is made twice, or its old entry is unknown', async () => {
    const start = Array.from({ length: 160 }, (_, index) => entry(index));
    const store = new Store('black', start);
    await change(store, 'p-0003', null, entry(3));
    await change(store, 'p-0003', null, entry(3));
    expect(store.entries()).toHaveLength(160);
    store.expectWellFormed();
  });

  it('moves the next segment into the term’s document when the document is emptied', async () => {
    const start = Array.from({ length: SEGMENT_CAP + 1 }, (_, index) => entry(index));
    const store = new Store('black', start);
    for (const taken of store.head.entries) await change(store, taken.id, taken, null);
    expect(store.head.entries).toHaveLength(SEGMENT_FILL);
    expect(store.head.segments.map(({ count }) => count)).toEqual([1]);
    store.expectWellFormed();
    for (const taken of store.entries()) await change(store, taken.id, taken, null);
    expect(store.documents.size).toBe(0);
  });

  it('changes several terms of one product together, reading each term once', async () => {
    const reads: string[][] = [];
    const store = new Store('black', [entry(1)]);
    const read = (wanted: ReadonlyArray<{ collection: string; id: string }>) => {
      reads.push(wanted.map(({ collection, id }) => `${collection}/${id}`));
      return store.read(wanted);
    };
    const kanga = {
      productName: 'Black Kanga',
      category: 'Ladies',
      price: '1200',
      createdAt: new Date(5),
    };
    const changes = indexChanges('p-0009', null, { ...kanga, stock: 1, colours: [], sizes: [] });
    expect(changes.length).toBeGreaterThan(0);
    const writes = await indexWrites(changes, read);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toEqual(changes.map(({ term }) => `searchTerms/${term}`));
    expect(writes.map(({ id }) => id)).toEqual(changes.map(({ term }) => term));
  });
});

describe('one page of a term', () => {
  it('reads only the segments that hold it, and knows whether more follow', () => {
    const entries = Array.from({ length: 333 }, (_, index) => entry(index));
    const store = new Store('black', entries);
    const all = store.entries();
    for (const size of [1, 24, 50, 120]) {
      for (const after of [null, ...all]) {
        const start = after ? all.indexOf(after) + 1 : 0;
        const keys = segmentsForPage(store.head, after, size);
        const loaded = new Map(keys.map((key) => [key, store.segment(key)]));
        const page = termPage(store.head, loaded, after, size);
        expect(page.entries).toEqual(all.slice(start, start + size));
        expect(page.more).toBe(start + size < all.length);
        // At most one segment more than the page spans, read to find where it starts.
        expect(keys.length).toBeLessThanOrEqual(Math.ceil(size / SEGMENT_FILL) + 2);
      }
    }
  });

  it('needs no segment for the first page of a search', () => {
    const store = new Store(
      'black',
      Array.from({ length: 1000 }, (_, index) => entry(index)),
    );
    expect(segmentsForPage(store.head, null, 24)).toEqual([]);
    expect(termCount(store.head)).toBe(1000);
  });

  it('gives what it read when a segment it was not given is needed, and says more follow', () => {
    const store = new Store(
      'black',
      Array.from({ length: 200 }, (_, index) => entry(index)),
    );
    const page = termPage(store.head, new Map(), null, 60);
    expect(page).toEqual({ entries: store.head.entries, more: true });
  });
});
