import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listStatus } from './selectors';
import { staffInboxMachine } from './staff-inbox.machine';
import type {
  InboxCursor,
  InboxItem,
  InboxKind,
  InboxPage,
  InboxPageRequest,
  ReplyRequest,
} from './types';

const message = (id: string, overrides: Partial<InboxItem> = {}): InboxItem => ({
  kind: 'message',
  id,
  name: 'Wanjiku Kamau',
  businessName: null,
  email: 'wanjiku@example.com',
  phone: '+254712345678',
  items: null,
  message: 'Do you have the wrap dress in size 14?',
  receivedAt: '2025-05-01T09:00:00.000Z',
  status: 'new',
  repliedAt: null,
  repliedBy: null,
  ...overrides,
});

const enquiry: InboxItem = {
  ...message('enquiry-1'),
  kind: 'enquiry',
  businessName: 'Duka la Mama',
  email: null,
  items: '40 kitenge shirts',
};

const cursor: InboxCursor = { seconds: 1, nanoseconds: 0, id: 'message-1' };

interface Effects {
  list?: (request: InboxPageRequest) => Promise<InboxPage>;
  mark?: (request: ReplyRequest) => Promise<void>;
}

const pages: Record<InboxKind, InboxPage> = {
  message: { items: [message('message-1')], next: null },
  enquiry: { items: [enquiry], next: null },
};

function inboxWith({ list = async ({ kind }) => pages[kind], mark = async () => {} }: Effects) {
  const reads: InboxPageRequest[] = [];
  const marked: ReplyRequest[] = [];
  const machine = staffInboxMachine.provide({
    actors: {
      listInbox: fromPromise(({ input }: { input: InboxPageRequest }) => {
        reads.push(input);
        return list(input);
      }),
      markReplied: fromPromise(({ input }: { input: ReplyRequest }) => {
        marked.push(input);
        return mark(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, reads, marked };
}

type InboxActor = ReturnType<typeof inboxWith>['actor'];
const shown = (actor: InboxActor, kind: InboxKind, status = 'listed') =>
  waitFor(actor, (snapshot) => listStatus(kind)(snapshot) === status);

describe('staff inbox machine', () => {
  it('reads the messages first, newest first', async () => {
    const { actor, reads } = inboxWith({});
    expect(listStatus('message')(actor.getSnapshot())).toBe('loading');
    const snapshot = await shown(actor, 'message');
    expect(snapshot.context.lists.message.items).toEqual([message('message-1')]);
    expect(reads).toEqual([{ kind: 'message', after: null }]);
  });

  it('reads the wholesale enquiries only when their tab is shown', async () => {
    const { actor, reads } = inboxWith({});
    await shown(actor, 'message');
    expect(reads.map((read) => read.kind)).toEqual(['message']);
    actor.send({ type: 'inbox.show', tab: 'enquiry' });
    expect(actor.getSnapshot().context.tab).toBe('enquiry');
    await shown(actor, 'enquiry');
    actor.send({ type: 'inbox.show', tab: 'message' });
    actor.send({ type: 'inbox.show', tab: 'enquiry' });
    expect(reads.map((read) => read.kind)).toEqual(['message', 'enquiry']);
  });

  it('says so when a tab has nothing', async () => {
    const { actor } = inboxWith({ list: async () => ({ items: [], next: null }) });
    await shown(actor, 'message', 'empty');
  });

  it('fails a tab with the error, and its Retry reads it again', async () => {
    let reads = 0;
    const failure = new Error('permission-denied');
    const { actor } = inboxWith({
      list: async ({ kind }) => {
        reads += 1;
        if (reads === 1) throw failure;
        return pages[kind];
      },
    });
    const failed = await shown(actor, 'message', 'failed');
    expect(failed.context.lists.message.failure).toBe(failure);
    expect(failed.can({ type: 'inbox.retry', kind: 'enquiry' })).toBe(false);
    actor.send({ type: 'inbox.retry', kind: 'message' });
    expect((await shown(actor, 'message')).context.lists.message.failure).toBeNull();
  });

  it('reads older items after the last one shown, and lists each once', async () => {
    const { actor, reads } = inboxWith({
      list: async ({ after }) =>
        after
          ? { items: [message('message-1'), message('message-2')], next: null }
          : { items: [message('message-1')], next: cursor },
    });
    await shown(actor, 'message');
    actor.send({ type: 'inbox.more', kind: 'message' });
    const snapshot = await waitFor(actor, (s) => s.context.lists.message.items.length === 2);
    expect(snapshot.context.lists.message.items.map((item) => item.id)).toEqual([
      'message-1',
      'message-2',
    ]);
    expect(reads[1]).toEqual({ kind: 'message', after: cursor });
    expect(snapshot.can({ type: 'inbox.more', kind: 'message' })).toBe(false);
  });

  it('keeps the items shown when older ones cannot be read', async () => {
    const failure = new Error('unavailable');
    const { actor } = inboxWith({
      list: async ({ after }) => {
        if (after) throw failure;
        return { items: [message('message-1')], next: cursor };
      },
    });
    await shown(actor, 'message');
    actor.send({ type: 'inbox.more', kind: 'message' });
    const snapshot = await waitFor(actor, (s) => s.context.lists.message.moreFailure !== null);
    expect(snapshot.context.lists.message.moreFailure).toBe(failure);
    expect(snapshot.context.lists.message.items).toHaveLength(1);
    expect(snapshot.can({ type: 'inbox.more', kind: 'message' })).toBe(true);
  });

  it('marks a new item replied', async () => {
    const { actor, marked } = inboxWith({});
    await shown(actor, 'message');
    actor.send({ type: 'inbox.markReplied', kind: 'message', id: 'message-1' });
    expect(actor.getSnapshot().context.marking).toEqual({ kind: 'message', id: 'message-1' });
    const snapshot = await waitFor(actor, (s) => s.context.marking === null);
    expect(snapshot.context.lists.message.items[0]?.status).toBe('replied');
    expect(marked).toEqual([{ kind: 'message', id: 'message-1' }]);
  });

  it('does not mark an item already replied, or one it does not list', async () => {
    const { actor } = inboxWith({
      list: async () => ({ items: [message('message-1', { status: 'replied' })], next: null }),
    });
    const snapshot = await shown(actor, 'message');
    expect(snapshot.can({ type: 'inbox.markReplied', kind: 'message', id: 'message-1' })).toBe(
      false,
    );
    expect(snapshot.can({ type: 'inbox.markReplied', kind: 'message', id: 'message-9' })).toBe(
      false,
    );
    expect(snapshot.can({ type: 'inbox.markReplied', kind: 'enquiry', id: 'message-1' })).toBe(
      false,
    );
  });

  it('marks one item at a time', async () => {
    const { actor, marked } = inboxWith({
      list: async () => ({ items: [message('message-1'), message('message-2')], next: null }),
      mark: () => new Promise(() => {}),
    });
    await shown(actor, 'message');
    actor.send({ type: 'inbox.markReplied', kind: 'message', id: 'message-1' });
    expect(
      actor.getSnapshot().can({ type: 'inbox.markReplied', kind: 'message', id: 'message-2' }),
    ).toBe(false);
    expect(marked).toHaveLength(1);
  });

  it('keeps the item new when it cannot be marked, with the reason', async () => {
    const failure = new Error('unavailable');
    const { actor } = inboxWith({
      mark: async () => {
        throw failure;
      },
    });
    await shown(actor, 'message');
    actor.send({ type: 'inbox.markReplied', kind: 'message', id: 'message-1' });
    const snapshot = await waitFor(actor, (s) => s.context.markFailure !== null);
    expect(snapshot.context.markFailure).toEqual({
      kind: 'message',
      id: 'message-1',
      error: failure,
    });
    expect(snapshot.context.lists.message.items[0]?.status).toBe('new');
    actor.send({ type: 'inbox.markReplied', kind: 'message', id: 'message-1' });
    expect(actor.getSnapshot().context.markFailure).toBeNull();
  });
});
