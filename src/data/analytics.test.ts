import { describe, expect, it } from 'vitest';
import { connectAnalytics, localAnalyticsEvents, localAnalyticsUrl } from './analytics';

const view = {
  path: '/search/[redacted email]',
  query: '?page=2',
  title: 'Search: [redacted email] | Mtindo',
};

async function standInEvents(): Promise<unknown[]> {
  return ((await (await fetch(localAnalyticsUrl)).json()) as { events: unknown[] }).events;
}

describe('analytics in local mode', () => {
  it('posts to the local backend at 127.0.0.1:8080/__qa/analytics', () => {
    expect(localAnalyticsUrl).toBe('http://127.0.0.1:8080/__qa/analytics');
  });

  it('sends each page view to the local sink and keeps it in memory for tests', async () => {
    await fetch('http://127.0.0.1:8080/__qa/reset', { method: 'POST' });
    const sink = await connectAnalytics();
    expect(sink).not.toBeNull();
    const before = localAnalyticsEvents().length;

    sink?.pageView(view);

    const event = { name: 'page_view', ...view, time: expect.any(String) };
    expect(localAnalyticsEvents().slice(before)).toEqual([event]);
    await expect.poll(standInEvents).toEqual([event]);
  });

  it('never disturbs the shop when the local backend is down', async () => {
    const sink = await connectAnalytics();
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = failing;
    try {
      expect(() => sink?.pageView(view)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });
});
