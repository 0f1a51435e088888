import { assign, setup } from 'xstate';
import { emptyPagedList, type PagedList } from '../paged-list';
import { pagedListRegion, pagedListSetup } from '../paged-list.machine';
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
    isNewItem: ({ context }, { kind, id }: ReplyRequest) =>
      context.lists[kind].items.some((item) => item.id === id && item.status === 'new'),
  },
  actions: {
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
}).extend(pagedListSetup<StaffInboxContext, StaffInboxEvent>());

/** One tab's list, read the first time its tab is shown (../paged-list.machine.ts). */
const listRegion = (kind: InboxKind) =>
  pagedListRegion({
    read: 'listInbox',
    request: (_: StaffInboxContext, after: InboxCursor | null) => ({ kind, after }),
    page: (page: InboxPage) => ({ items: page.items, next: page.next }),
    list: (context: StaffInboxContext) => context.lists[kind],
    keep: (list, _, context) => ({ lists: { ...context.lists, [kind]: list } }),
    events: { retry: 'inbox.retry', more: 'inbox.more' },
    isFor: (event: StaffInboxEvent) => 'kind' in event && event.kind === kind,
    opensWhen: (context: StaffInboxContext) => context.tab === kind,
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
