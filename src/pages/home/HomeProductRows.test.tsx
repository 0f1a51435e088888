import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/node-setup';
import { renderRoute } from '../../test/render-route';

/** An IntersectionObserver the test moves: the rows are below the fold until it says otherwise. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];

function scrollRowsIntoReach(rows: Element) {
  for (const { callback, targets } of observers.filter((observer) =>
    observer.targets.some((target) => target.contains(rows)),
  )) {
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  }
}

const catalogReads: string[] = [];
const recordRead = ({ request }: { request: Request }) => {
  if (/:run(Aggregation)?Query$/.test(new URL(request.url).pathname))
    catalogReads.push(request.url);
};

beforeEach(() => {
  observers.length = 0;
  catalogReads.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  testBackend.server.events.on('request:start', recordRead);
});

afterEach(() => {
  testBackend.server.events.removeListener('request:start', recordRead);
  vi.unstubAllGlobals();
});

it('reads no products until the shopper scrolls towards the rows, which keep their titles and size meanwhile', async () => {
  renderRoute('/');
  expect(await screen.findByRole('heading', { name: 'Top sellers', level: 2 })).toBeVisible();
  expect(screen.getAllByRole('status', { name: 'Loading' })).toHaveLength(3);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(catalogReads).toEqual([]);
  expect(screen.queryAllByRole('article')).toHaveLength(0);

  const featured = screen.getByRole('heading', { name: 'Featured', level: 2 });
  act(() => scrollRowsIntoReach(featured));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  expect(catalogReads.length).toBeGreaterThanOrEqual(3);
  expect(screen.getByRole('heading', { name: 'Featured', level: 2 })).toBeVisible();
});
