import { describe, expect, it } from 'vitest';
import { createPageViewQueue } from './page-view-queue';
import type { PageView } from './redact';

const view = (path: string): PageView => ({ path, query: '', title: `${path} | Mtindo` });

describe('page views before and after analytics has loaded', () => {
  it('keeps views until analytics connects, then sends them in order', () => {
    const queue = createPageViewQueue();
    const sent: PageView[] = [];
    queue.record(view('/'));
    queue.record(view('/shop'));
    expect(sent).toEqual([]);
    queue.connect((v) => sent.push(v));
    expect(sent).toEqual([view('/'), view('/shop')]);
  });

  it('sends each later view at once, and none twice', () => {
    const queue = createPageViewQueue();
    const sent: PageView[] = [];
    queue.record(view('/'));
    queue.connect((v) => sent.push(v));
    queue.record(view('/contact'));
    expect(sent).toEqual([view('/'), view('/contact')]);
  });

  it('drops what waited, and keeps nothing more, when analytics is off', () => {
    const queue = createPageViewQueue();
    const sent: PageView[] = [];
    queue.record(view('/'));
    queue.connect(null);
    expect(() => queue.record(view('/shop'))).not.toThrow();
    queue.connect((v) => sent.push(v));
    expect(sent).toEqual([]);
  });
});
