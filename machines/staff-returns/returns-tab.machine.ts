import { assign, setup, type SnapshotFrom } from 'xstate';
import { logFailure } from '../log-failure';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
import type { LogEntry } from '../session/types';
import { unprovided } from '../unprovided';
import type { ReturnCursor, ReturnListPage, ReturnPageRequest, ReturnView } from './types';

export interface ReturnsTabContext {
  /** Whether the Returns tab is the one shown. */
  shown: boolean;
  list: PagedList<ReturnView, ReturnCursor>;
  /** How many returns are open: the tab's count; null until counted, or when counting failed. */
  count: number | null;
}

export type ReturnsTabEvent =
  /** The Returns tab chosen: its list is read again from its first page, and counted. */
  | { type: 'returns.show' }
  /** Another tab chosen: the open returns are counted again. */
  | { type: 'returns.hide' }
  | { type: 'returns.retry' }
  | { type: 'returns.more' };

export interface ReturnsTabInput {
  /** Whether the page opens on the Returns tab (its address said so). */
  shown: boolean;
}

/**
 * The Orders page's Returns tab (../shared/QA-CONTRACT.md, Back office: Orders): every open return
 * of all orders, newest first, a page at a time (../paged-list.machine.ts), read each time the tab
 * is chosen; and the tab's count, read when the page opens and again with each tab, a count that
 * fails only leaving the tab without its number. The reads are injected.
 */
export const returnsTabMachine = setup({
  types: {
    context: {} as ReturnsTabContext,
    events: {} as ReturnsTabEvent,
    input: {} as ReturnsTabInput,
  },
  actors: {
    listOpenReturns: unprovided<ReturnListPage, ReturnPageRequest>(
      'returnsTabMachine needs a listOpenReturns actor',
    ),
    countOpenReturns: unprovided<number>('returnsTabMachine needs a countOpenReturns actor'),
  },
  actions: {
    log: (_, _entry: LogEntry) => {},
    /** Writes the Returns tab into the page's address (the binding's). */
    rememberShown: () => {},
    showTab: assign({ shown: true }),
    hideTab: assign({ shown: false }),
  },
})
  .extend(pagedListSetup<ReturnsTabContext, ReturnsTabEvent>())
  .createMachine({
    id: 'returnsTab',
    context: ({ input }) => ({ shown: input.shown, list: emptyPagedList(), count: null }),
    type: 'parallel',
    states: {
      list: pagedListRegion({
        read: 'listOpenReturns',
        request: (_: ReturnsTabContext, after: ReturnCursor | null): ReturnPageRequest => ({
          after,
        }),
        page: (page: ReturnListPage) => ({ items: page.returns, next: page.next }),
        list: (context: ReturnsTabContext) => context.list,
        keep: (list) => ({ list }),
        events: { retry: 'returns.retry', more: 'returns.more' },
        opensWhen: (context) => context.shown,
        reload: { event: 'returns.show', transition: { actions: ['showTab', 'rememberShown'] } },
        onFailure: logFailure('Error listing the returns:'),
      }),
      count: {
        initial: 'counting',
        on: {
          // Staff moved returns since: the number is read again with each tab.
          'returns.show': { target: '.counting', reenter: true },
          'returns.hide': { target: '.counting', reenter: true, actions: 'hideTab' },
        },
        states: {
          counting: {
            invoke: {
              src: 'countOpenReturns',
              onDone: {
                target: 'counted',
                actions: assign({ count: ({ event }) => event.output }),
              },
              onError: {
                target: 'counted',
                actions: [assign({ count: null }), logFailure('Error counting the returns:')],
              },
            },
          },
          counted: {},
        },
      },
    },
  });

export type ReturnsTabSnapshot = SnapshotFrom<typeof returnsTabMachine>;
