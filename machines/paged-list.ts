/** One list read a page at a time: its items, where its next page starts, and why a read failed. */
export interface PagedList<Item, Cursor> {
  items: Item[];
  next: Cursor | null;
  /** Why the list could not be read. */
  failure: unknown;
  /** Why its next page could not be read: the items shown stay. */
  moreFailure: unknown;
}

/** What a list shows: Loading, its items, the words for none, or why it could not be read. */
export type PagedListStatus = 'loading' | 'listed' | 'empty' | 'failed';

/** The states of a list region (./paged-list.machine.ts) its selectors ask about. */
export type PagedListState = 'failed' | 'shown' | { shown: 'empty' | 'loadingMore' };

/**
 * A list region's status, `is` telling whether the machine is in one of the region's states:
 * `unopened` and `loading` show Loading, `failed` its Retry, and `shown` its items or none.
 */
export function pagedListStatus(is: (state: PagedListState) => boolean): PagedListStatus {
  if (is('failed')) return 'failed';
  if (is({ shown: 'empty' })) return 'empty';
  return is('shown') ? 'listed' : 'loading';
}

export const emptyPagedList = <Item, Cursor>(): PagedList<Item, Cursor> => ({
  items: [],
  next: null,
  failure: null,
  moreFailure: null,
});

/**
 * The list showing a page read: its first page in place of what was shown, or (`more`) its next
 * page after it. An item that moved since the last page was read (a product renamed, say) is
 * listed once, `idOf` telling which items are the same.
 */
export function withPage<Item, Cursor>(
  list: PagedList<Item, Cursor>,
  page: readonly Item[],
  next: Cursor | null,
  more: boolean,
  idOf: (item: Item) => string,
): PagedList<Item, Cursor> {
  const shown = more ? list.items : [];
  const known = new Set(shown.map(idOf));
  const items = [...shown, ...page.filter((item) => !known.has(idOf(item)))];
  return { ...emptyPagedList(), items, next };
}

/** The list keeping why its first page, or (`more`) its next one, could not be read. */
export const withFailure = <Item, Cursor>(
  list: PagedList<Item, Cursor>,
  error: unknown,
  more: boolean,
): PagedList<Item, Cursor> => ({ ...list, [more ? 'moreFailure' : 'failure']: error });

/**
 * What a list region shows, for its binding (src/staff/ui/use-paged-list.ts): `list` reads the list
 * from the machine's snapshot, and `is` tells whether the snapshot is in one of the region's states.
 */
export function pagedListSelectors<Snapshot, Item>(
  list: (snapshot: Snapshot) => PagedList<Item, unknown>,
  is: (snapshot: Snapshot, state: PagedListState) => boolean,
) {
  return {
    status: (snapshot: Snapshot) => pagedListStatus((state) => is(snapshot, state)),
    items: (snapshot: Snapshot) => list(snapshot).items,
    hasMore: (snapshot: Snapshot) => list(snapshot).next !== null,
    loadingMore: (snapshot: Snapshot) => is(snapshot, { shown: 'loadingMore' }),
    failure: (snapshot: Snapshot) => list(snapshot).failure,
    moreFailure: (snapshot: Snapshot) => list(snapshot).moreFailure,
  };
}

export type PagedListSelectors<Snapshot, Item> = ReturnType<
  typeof pagedListSelectors<Snapshot, Item>
>;
