import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  emptyPagedList,
  pagedListSelectors,
  type PagedList as List,
} from '../../../machines/paged-list';
import { pagedListRegion, pagedListSetup } from '../../../machines/paged-list.machine';
import { unprovided } from '../../../machines/unprovided';
import { PagedList } from './PagedList';
import { usePagedList } from './use-paged-list';

interface Note {
  id: string;
}
interface Page {
  notes: Note[];
  next: number | null;
}
interface Context {
  list: List<Note, number>;
}
type Event = { type: 'notes.more' } | { type: 'notes.retry' };

/** Notes read a page at a time through the paged list machine, as a staff list reads its rows. */
const notesMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: { listNotes: unprovided<Page, number | null>('the test provides listNotes') },
})
  .extend(pagedListSetup<Context, Event>())
  .createMachine({
    context: { list: emptyPagedList() },
    ...pagedListRegion({
      read: 'listNotes',
      request: (_: Context, after: number | null) => after,
      page: (page: Page) => ({ items: page.notes, next: page.next }),
      list: (context: Context) => context.list,
      keep: (list) => ({ list }),
      events: { retry: 'notes.retry', more: 'notes.more' },
    }),
  });

const notes = pagedListSelectors(
  (snapshot: SnapshotFrom<typeof notesMachine>) => snapshot.context.list,
  (snapshot, state) => snapshot.matches(state),
);

const notesFrom = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: `note-${from + i}` }));

/** The list, each read answered by the next of `answers` (an Error fails it). */
function Notes({ answers }: { answers: Array<Page | Error> }) {
  const [logic] = useState(() =>
    notesMachine.provide({
      actors: {
        listNotes: fromPromise(async () => {
          const answer = answers.shift();
          if (answer === undefined) return new Promise<Page>(() => {});
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'notes.retry' }),
      more: () => actor.send({ type: 'notes.more' }),
    }),
    [actor],
  );
  const list = usePagedList(actor, notes, senders);
  return (
    <PagedList list={list} none="No notes yet." moreLabel="Show more notes">
      {(rowRef) => (
        <ul aria-label="Notes">
          {list.items.map((note, index) => (
            <li key={note.id} ref={rowRef(index)} tabIndex={-1}>
              {note.id}
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem');

describe('PagedList', () => {
  it('shows Loading, then the rows', async () => {
    render(<Notes answers={[{ notes: notesFrom(1, 2), next: null }]} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Notes' });
    expect(rows().map((row) => row.textContent)).toEqual(['note-1', 'note-2']);
    expect(screen.queryByRole('button', { name: 'Show more notes' })).toBeNull();
  });

  it('says when there is nothing to list', async () => {
    render(<Notes answers={[{ notes: [], next: null }]} />);
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('fails with a Retry that reads the list again', async () => {
    const user = userEvent.setup();
    render(<Notes answers={[new Error('unavailable'), { notes: notesFrom(1, 1), next: null }]} />);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('list', { name: 'Notes' });
    expect(rows()).toHaveLength(1);
  });

  it('keeps the focus on Show more while there is more, then moves it to the first new row', async () => {
    const user = userEvent.setup();
    render(
      <Notes
        answers={[
          { notes: notesFrom(1, 2), next: 2 },
          { notes: notesFrom(3, 4), next: 4 },
          { notes: notesFrom(5, 6), next: null },
        ]}
      />,
    );
    const more = await screen.findByRole('button', { name: 'Show more notes' });
    await user.click(more);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Show more notes' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more notes' }));
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Show more notes' })).toBeNull();
    expect(rows()[4]).toHaveFocus();
  });

  it('keeps the rows when the next page fails, saying why, and Show more reads it again', async () => {
    const user = userEvent.setup();
    render(
      <Notes
        answers={[
          { notes: notesFrom(1, 2), next: 2 },
          new Error('unavailable'),
          { notes: notesFrom(3, 3), next: null },
        ]}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Show more notes' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more notes' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rows()[2]).toHaveFocus();
  });
});
