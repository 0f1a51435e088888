/**
 * A list read a page at a time, as every back-office list reads it: its first page (Loading),
 * then listed or empty, or failed with a Retry; Show more reads the next page, and a next page
 * that fails keeps what is listed (`moreFailed`, where Show more or Retry reads it again). A list
 * read only once shown waits `unopened`; `reload` reads it again from its first page. A list read
 * whole is one page without a next.
 *
 * It is a region of its machine, in the machine's own events: the machine's context keeps the
 * list where its selectors read it (`list` and `keep`), its setup is extended with
 * `pagedListSetup`, and the read (`read`) is one of its injected actors.
 */
import { assign, type EventObject } from 'xstate';
import { emptyPagedList, withFailure, withPage, type PagedList } from './paged-list';

/** The region's one action, for the machine's `setup(…).extend`: its context keeping the list. */
export const pagedListSetup = <Context extends object, Event extends EventObject>() => ({
  actions: {
    keepList: assign<Context, Event, Partial<Context>, Event, never>((_, change) => change),
  },
});

type Args<Context, Event> = { context: Context; event: Event };

/** Which items are the same: by their `id`, or as `idOf` says where they have none. */
type Identity<Item> = Item extends { id: string }
  ? { idOf?: (item: Item) => string }
  : { idOf: (item: Item) => string };

export type PagedListOptions<
  Read extends string,
  Context,
  Event extends EventObject,
  Page,
  Item,
  Cursor,
  Request,
  Reload extends object,
  OnFailure extends { type: string },
> = Identity<Item> & {
  /** The injected actor that reads one page. */
  read: Read;
  /** What it is asked: the page after `after`, or the first page when null. */
  request: (context: Context, after: Cursor | null) => Request;
  /** A page's items and where the next one starts. */
  page: (page: Page) => { items: readonly Item[]; next: Cursor | null };
  /** Where the machine's context keeps the list, read… */
  list: (context: Context) => PagedList<Item, Cursor>;
  /** …and written, with the page just read (null when none was). */
  keep: (list: PagedList<Item, Cursor>, page: Page | null, context: Context) => Partial<Context>;
  /** The machine's events: Retry after a failure, and Show more where the list has pages. */
  events: { retry: Event['type']; more?: Event['type'] };
  /** Whether a Retry or a Show more is this list's, where the machine has several. */
  isFor?: (event: Event) => boolean;
  /** Whether the list is shown, where it is read only once shown. */
  opensWhen?: (context: Context) => boolean;
  /** The machine's event that reads the list again from its first page, and its transition. */
  reload?: { event: Event['type']; transition: Reload };
  /** Run after any failed read, besides keeping why: the machine's log (./log-failure.ts). */
  onFailure?: OnFailure;
};

/** The machine's region that lists one paged list. */
export function pagedListRegion<
  Read extends string,
  Context,
  Event extends EventObject,
  Page,
  Item,
  Cursor,
  Request,
  Reload extends object = object,
  OnFailure extends { type: string } = never,
>(options: PagedListOptions<Read, Context, Event, Page, Item, Cursor, Request, Reload, OnFailure>) {
  const { list, keep, events, isFor = () => true, opensWhen, reload } = options;
  // Identity<Item> asks for `idOf` wherever an item has no `id`.
  const idOf = options.idOf ?? ((item: Item) => (item as { id: string }).id);
  const forThisList = ({ event }: Args<Context, Event>) => isFor(event);
  const read = (more: boolean) => ({
    src: options.read,
    input: ({ context }: { context: Context }) =>
      options.request(context, more ? list(context).next : null),
    onDone: {
      target: more ? 'listed' : 'shown',
      actions: {
        type: 'keepList',
        params: ({ context, event }: Args<Context, { output: Page }>) => {
          const { items, next } = options.page(event.output);
          return keep(withPage(list(context), items, next, more, idOf), event.output, context);
        },
      } as const,
    },
    onError: {
      target: more ? 'moreFailed' : 'failed',
      actions: [
        {
          type: 'keepList',
          params: ({ context, event }: Args<Context, { error: unknown }>) =>
            keep(withFailure(list(context), event.error, more), null, context),
        } as const,
        ...(options.onFailure ? [options.onFailure] : ([] as OnFailure[])),
      ],
    },
  });
  const more = (guard: (args: Args<Context, Event>) => boolean) =>
    events.more ? { [events.more]: { guard, target: 'loadingMore' } } : {};
  return {
    initial: opensWhen ? 'unopened' : 'loading',
    // Only where it reloads: a region that is its machine's root leaves the root's `on` to it.
    ...(reload
      ? { on: { [reload.event]: { ...reload.transition, target: '.loading', reenter: true } } }
      : {}),
    states: {
      unopened: {
        always: {
          guard: ({ context }: { context: Context }) => opensWhen?.(context) ?? true,
          target: 'loading',
        },
      },
      loading: {
        // A list read again starts again from its first page.
        entry: {
          type: 'keepList',
          params: ({ context }: { context: Context }) => keep(emptyPagedList(), null, context),
        } as const,
        invoke: read(false),
      },
      failed: { on: { [events.retry]: { guard: forThisList, target: 'loading' } } },
      shown: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [
              {
                guard: ({ context }: { context: Context }) => list(context).items.length > 0,
                target: 'listed',
              },
              { target: 'empty' },
            ],
          },
          empty: {},
          listed: {
            on: more(
              (args: Args<Context, Event>) => forThisList(args) && list(args.context).next !== null,
            ),
          },
          loadingMore: { invoke: read(true) },
          moreFailed: {
            on: {
              ...more(forThisList),
              [events.retry]: { guard: forThisList, target: 'loadingMore' },
            },
          },
        },
      },
    },
  } as const;
}
