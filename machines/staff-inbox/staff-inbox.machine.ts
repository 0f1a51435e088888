import { assign, setup } from 'xstate';
import { emptyPagedList, withFailure, withPage, type PagedList } from '../paged-list';
import { unprovided } from '../unprovided';
import type {
  InboxCursor,
  InboxItem,
  InboxKind,
  InboxPage,
  InboxPageRequest,
  ReplyRequest,
} from './types';

/** One tab's list: its items newest first, and where its next page starts. */
export type InboxList = PagedList<InboxItem, InboxCursor>;

export interface StaffInboxContext {
  tab: InboxKind;
  lists: Record<InboxKind, InboxList>;
  /** The item being marked replied. */
  marking: ReplyRequest | null;
  /** The last item that could not be marked, and why. */
  markFailure: (ReplyRequest & { error: unknown }) | null;
}

export type StaffInboxEvent =
  | { type: 'inbox.show'; tab: InboxKind }
  | { type: 'inbox.retry'; kind: InboxKind }
  | { type: 'inbox.more'; kind: InboxKind }
  | { type: 'inbox.markReplied'; kind: InboxKind; id: string };

const inboxSetup = setup({
  types: {
    context: {} as StaffInboxContext,
    events: {} as StaffInboxEvent,
  },
  actors: {
    listInbox: unprovided<InboxPage, InboxPageRequest>('staffInboxMachine needs a listInbox actor'),
    markReplied: unprovided<void, ReplyRequest>('staffInboxMachine needs a markReplied actor'),
  },
  guards: {
    isShown: ({ context }, kind: InboxKind) => context.tab === kind,
    isFor: (_, { asked, kind }: { asked: InboxKind; kind: InboxKind }) => asked === kind,
    hasItems: ({ context }, kind: InboxKind) => context.lists[kind].items.length > 0,
    hasMore: ({ context }, { asked, kind }: { asked: InboxKind; kind: InboxKind }) =>
      asked === kind && context.lists[kind].next !== null,
    isNewItem: ({ context }, { kind, id }: ReplyRequest) =>
      context.lists[kind].items.some((item) => item.id === id && item.status === 'new'),
  },
  actions: {
    showPage: assign(
      ({ context }, { kind, page, more }: { kind: InboxKind; page: InboxPage; more: boolean }) => ({
        lists: {
          ...context.lists,
          [kind]: withPage(context.lists[kind], page.items, page.next, more),
        },
      }),
    ),
    keepFailure: assign(
      ({ context }, { kind, error, more }: { kind: InboxKind; error: unknown; more: boolean }) => ({
        lists: { ...context.lists, [kind]: withFailure(context.lists[kind], error, more) },
      }),
    ),
    markItemReplied: assign(({ context }) => {
      const marked = context.marking;
      if (!marked) return {};
      const list = context.lists[marked.kind];
      const items = list.items.map((item) =>
        item.id === marked.id ? { ...item, status: 'replied' as const } : item,
      );
      return { lists: { ...context.lists, [marked.kind]: { ...list, items } }, marking: null };
    }),
  },
});

/**
 * One tab's list: read the first time its tab is shown, then listed or empty, or failed with a
 * Retry; older items a page at a time.
 */
const listRegion = (kind: InboxKind) =>
  inboxSetup.createStateConfig({
    initial: 'unopened',
    states: {
      unopened: { always: { guard: { type: 'isShown', params: kind }, target: 'loading' } },
      loading: {
        invoke: {
          src: 'listInbox',
          input: { kind, after: null },
          onDone: {
            target: 'shown',
            actions: {
              type: 'showPage',
              params: ({ event }) => ({ kind, page: event.output, more: false }),
            },
          },
          onError: {
            target: 'failed',
            actions: {
              type: 'keepFailure',
              params: ({ event }) => ({ kind, error: event.error, more: false }),
            },
          },
        },
      },
      failed: {
        on: {
          'inbox.retry': {
            guard: { type: 'isFor', params: ({ event }) => ({ asked: event.kind, kind }) },
            target: 'loading',
          },
        },
      },
      shown: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [
              { guard: { type: 'hasItems', params: kind }, target: 'listed' },
              { target: 'empty' },
            ],
          },
          empty: {},
          listed: {
            on: {
              'inbox.more': {
                guard: { type: 'hasMore', params: ({ event }) => ({ asked: event.kind, kind }) },
                target: 'loadingMore',
              },
            },
          },
          loadingMore: {
            invoke: {
              src: 'listInbox',
              input: ({ context }) => ({ kind, after: context.lists[kind].next }),
              onDone: {
                target: 'listed',
                actions: {
                  type: 'showPage',
                  params: ({ event }) => ({ kind, page: event.output, more: true }),
                },
              },
              onError: {
                target: 'listed',
                actions: {
                  type: 'keepFailure',
                  params: ({ event }) => ({ kind, error: event.error, more: true }),
                },
              },
            },
          },
        },
      },
    },
  });

/**
 * The inbox (../shared/QA-CONTRACT.md, Back office: Inbox): contact messages and wholesale
 * enquiries under two tabs, each read when first shown. An item still new may be marked replied,
 * one at a time; the server records who and when (functions/src/staff), and the item shows it.
 */
export const staffInboxMachine = inboxSetup.createMachine({
  id: 'staffInbox',
  context: {
    tab: 'message',
    lists: { message: emptyPagedList(), enquiry: emptyPagedList() },
    marking: null,
    markFailure: null,
  },
  type: 'parallel',
  on: { 'inbox.show': { actions: assign({ tab: ({ event }) => event.tab }) } },
  states: {
    message: listRegion('message'),
    enquiry: listRegion('enquiry'),
    reply: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'inbox.markReplied': {
              guard: {
                type: 'isNewItem',
                params: ({ event }) => ({ kind: event.kind, id: event.id }),
              },
              target: 'marking',
              actions: assign({
                marking: ({ event }) => ({ kind: event.kind, id: event.id }),
                markFailure: null,
              }),
            },
          },
        },
        marking: {
          invoke: {
            src: 'markReplied',
            input: ({ context }) => context.marking!,
            onDone: { target: 'idle', actions: 'markItemReplied' },
            onError: {
              target: 'idle',
              actions: assign({
                markFailure: ({ context, event }) => ({ ...context.marking!, error: event.error }),
                marking: null,
              }),
            },
          },
        },
      },
    },
  },
});
