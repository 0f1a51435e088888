import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analyticsEventLimit, createQaHandlers } from './qa-handlers';
import { createScenarioState } from './scenarios';

function qaBackend() {
  const handlers = createQaHandlers({
    resetData: () => {},
    scenario: createScenarioState(),
  });
  const call = (method: 'GET' | 'POST', path: string, body?: string) =>
    getResponse(handlers, new Request(`http://127.0.0.1:8080/__qa${path}`, { method, body }));
  const events = async () =>
    ((await (await call('GET', '/analytics'))?.json()) as { events: object[] }).events;
  return { call, events };
}

const pageView = {
  name: 'page_view',
  path: '/search/[redacted email]',
  query: '',
  title: 'Search: [redacted email] | Mtindo',
  time: '2025-01-01T08:00:00.000Z',
};

describe('the analytics sink of the QA endpoints', () => {
  it('keeps each posted event, in order, and lists them', async () => {
    const { call, events } = qaBackend();
    expect(await events()).toEqual([]);
    expect((await call('POST', '/analytics', JSON.stringify(pageView)))?.status).toBe(204);
    const home = { ...pageView, path: '/', title: 'Home | Mtindo' };
    await call('POST', '/analytics', JSON.stringify(home));
    expect(await events()).toEqual([pageView, home]);
  });

  it.each([
    ['not JSON', 'page_view'],
    ['an array', '[]'],
    ['an event without a name', '{"path":"/"}'],
  ])('refuses %s with 400 and keeps nothing', async (_what, body) => {
    const { call, events } = qaBackend();
    expect((await call('POST', '/analytics', body))?.status).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('is emptied by a reset', async () => {
    const { call, events } = qaBackend();
    await call('POST', '/analytics', JSON.stringify(pageView));
    expect((await call('POST', '/reset'))?.status).toBe(204);
    expect(await events()).toEqual([]);
  });

  it(`keeps the newest ${analyticsEventLimit} events`, async () => {
    const { call, events } = qaBackend();
    for (let index = 0; index <= analyticsEventLimit; index++) {
      await call(
        'POST',
        '/analytics',
        JSON.stringify({ ...pageView, path: `/shop?page=${index}` }),
      );
    }
    const kept = (await events()) as Array<{ path: string }>;
    expect(kept).toHaveLength(analyticsEventLimit);
    expect(kept[0]?.path).toBe('/shop?page=1');
  });
});
