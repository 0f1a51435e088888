import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type SnapshotFrom } from 'xstate';
import { emptyPagedList, pagedListStatus, type PagedList } from './paged-list';
import { pagedListRegion, pagedListSetup } from './paged-list.machine';
import { unprovided } from './unprovided';

interface Word {
  id: string;
  text: string;
}
interface Page {
  words: Word[];
  next: number | null;
}
interface Request {
  query: string;
  after: number | null;
}
interface Context {
  query: string;
  list: PagedList<Word, number>;
}
type Event =
  { type: 'words.more' } | { type: 'words.retry' } | { type: 'words.find'; query: string };

/** A list of words as a machine lists them: read a page at a time, read again for each query. */
const wordListMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: { listWords: unprovided<Page, Request>('the test provides listWords') },
  actions: { keepQuery: assign((_, query: string) => ({ query })) },
})
  .extend(pagedListSetup<Context, Event>())
  .createMachine({
    context: { query: '', list: emptyPagedList() },
    ...pagedListRegion({
      read: 'listWords',
      request: (context: Context, after: number | null) => ({ query: context.query, after }),
      page: (page: Page) => ({ items: page.words, next: page.next }),
      list: (context: Context) => context.list,
      keep: (list) => ({ list }),
      events: { retry: 'words.retry', more: 'words.more' },
      reload: {
        event: 'words.find',
        transition: {
          actions: {
            type: 'keepQuery',
            params: ({ event }: { event: { query: string } }) => event.query,
          },
        } as const,
      },
    }),
  });

type Snapshot = SnapshotFrom<typeof wordListMachine>;

const word = (id: string): Word => ({ id, text: `word ${id}` });
const failure = () => new Error('unavailable');

/** The machine with its pages answered in turn, each failing one thrown; every request kept. */
function listOf(answers: Array<Page | Error>) {
  const requests: Request[] = [];
  const machine = wordListMachine.provide({
    actors: {
      listWords: fromPromise(async ({ input }: { input: Request }) => {
        requests.push(input);
        const answer = answers.shift();
        if (answer === undefined) return new Promise<Page>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine).start();
  const status = (snapshot: Snapshot) => pagedListStatus((state) => snapshot.matches(state));
  const settled = (wanted: (snapshot: Snapshot) => boolean) => waitFor(actor, wanted);
  return { actor, requests, status, settled };
}

describe('paged list machine', () => {
  it('reads the first page, Loading until it comes, then lists it', async () => {
    const { actor, requests, status, settled } = listOf([{ words: [word('a')], next: 1 }]);
    expect(status(actor.getSnapshot())).toBe('loading');
    const snapshot = await settled((s) => status(s) === 'listed');
    expect(snapshot.context.list.items).toEqual([word('a')]);
    expect(snapshot.context.list.next).toBe(1);
    expect(requests).toEqual([{ query: '', after: null }]);
  });

  it('says the list is empty when its first page holds nothing', async () => {
    const { status, settled } = listOf([{ words: [], next: null }]);
    await settled((s) => status(s) === 'empty');
  });

  it('reads the next page after the shown one, and offers no more after the last', async () => {
    const { actor, requests, status, settled } = listOf([
      { words: [word('a')], next: 1 },
      { words: [word('b')], next: null },
    ]);
    await settled((s) => status(s) === 'listed');
    actor.send({ type: 'words.more' });
    expect(actor.getSnapshot().matches({ shown: 'loadingMore' })).toBe(true);
    const snapshot = await settled((s) => s.context.list.items.length === 2);
    expect(snapshot.context.list.items).toEqual([word('a'), word('b')]);
    expect(requests[1]).toEqual({ query: '', after: 1 });
    expect(actor.getSnapshot().can({ type: 'words.more' })).toBe(false);
  });

  it('lists an item that moved into the next page once', async () => {
    const { actor, settled } = listOf([
      { words: [word('a'), word('b')], next: 2 },
      { words: [word('b'), word('c')], next: null },
    ]);
    await settled((s) => s.matches({ shown: 'listed' }));
    actor.send({ type: 'words.more' });
    const snapshot = await settled((s) => s.context.list.items.length > 2);
    expect(snapshot.context.list.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('fails with the error, and Retry reads the first page again', async () => {
    const error = failure();
    const { actor, requests, status, settled } = listOf([
      error,
      { words: [word('a')], next: null },
    ]);
    const failed = await settled((s) => status(s) === 'failed');
    expect(failed.context.list.failure).toBe(error);
    actor.send({ type: 'words.more' });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'words.retry' });
    const listed = await settled((s) => status(s) === 'listed');
    expect(listed.context.list).toEqual({ ...emptyPagedList(), items: [word('a')] });
    expect(requests).toEqual([
      { query: '', after: null },
      { query: '', after: null },
    ]);
  });

  it('keeps the items shown when the next page fails, and Retry or Show more reads it again', async () => {
    const error = failure();
    const { actor, requests, status, settled } = listOf([
      { words: [word('a')], next: 1 },
      error,
      failure(),
      { words: [word('b')], next: null },
    ]);
    await settled((s) => status(s) === 'listed');
    actor.send({ type: 'words.more' });
    const moreFailed = await settled((s) => s.matches({ shown: 'moreFailed' }));
    expect(moreFailed.context.list.moreFailure).toBe(error);
    expect(moreFailed.context.list.items).toEqual([word('a')]);
    expect(status(moreFailed)).toBe('listed');
    actor.send({ type: 'words.retry' });
    await settled((s) => s.matches({ shown: 'moreFailed' }) && requests.length === 3);
    actor.send({ type: 'words.more' });
    const listed = await settled((s) => s.context.list.items.length === 2);
    expect(listed.context.list.moreFailure).toBeNull();
    expect(requests.slice(1).map((request) => request.after)).toEqual([1, 1, 1]);
  });

  it('reads the list again from its first page when it reloads, dropping what was shown', async () => {
    const { actor, requests, status, settled } = listOf([
      { words: [word('a')], next: 1 },
      { words: [word('k')], next: null },
    ]);
    await settled((s) => status(s) === 'listed');
    actor.send({ type: 'words.find', query: 'k' });
    expect(status(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().context.list.items).toEqual([]);
    const snapshot = await settled((s) => status(s) === 'listed');
    expect(snapshot.context.list.items).toEqual([word('k')]);
    expect(requests[1]).toEqual({ query: 'k', after: null });
  });

  it('reloads while a page is being read, the late page not listed', async () => {
    let answerFirst: (page: Page) => void = () => {};
    const requests: Request[] = [];
    const machine = wordListMachine.provide({
      actors: {
        listWords: fromPromise(({ input }: { input: Request }) => {
          requests.push(input);
          if (input.query === '') return new Promise<Page>((resolve) => (answerFirst = resolve));
          return Promise.resolve({ words: [word('k')], next: null });
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'words.find', query: 'k' });
    const snapshot = await waitFor(actor, (s) => s.matches({ shown: 'listed' }));
    answerFirst({ words: [word('a')], next: null });
    await Promise.resolve();
    expect(snapshot.context.list.items).toEqual([word('k')]);
    expect(actor.getSnapshot().context.list.items).toEqual([word('k')]);
  });
});
