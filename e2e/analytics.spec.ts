import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { firestoreFront, resetBackend } from './qa-backend';

interface AnalyticsEvent {
  name: string;
  path: string;
  query: string;
  title: string;
  time: string;
}

/**
 * The local analytics sink of the backend's front (README, The local backend and the QA
 * contract).
 */
async function pageViews(request: APIRequestContext): Promise<AnalyticsEvent[]> {
  const response = await request.get(`${firestoreFront}/__qa/analytics`);
  const { events } = (await response.json()) as { events: AnalyticsEvent[] };
  return events.filter((event) => event.name === 'page_view');
}

const notice = '[redacted email]';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('visiting / sends a page view, and navigating sends another', async ({ page, request }) => {
  await page.goto('/');
  await expect
    .poll(async () => (await pageViews(request)).map((event) => event.path))
    .toEqual(['/']);
  const [home] = await pageViews(request);
  expect(home).toMatchObject({ query: '', title: expect.stringContaining('Mtindo') });

  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect
    .poll(async () => (await pageViews(request)).map((event) => event.path))
    .toEqual(['/', '/about-us']);
  expect((await pageViews(request))[1]?.title).toBe('About us | Mtindo');
});

test('a search for an e-mail address sends a page view with the address redacted', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('jane.doe@mail.com');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/jane\.doe%40mail\.com$/);

  await expect
    .poll(async () => (await pageViews(request)).map((event) => event.path))
    .toContain(`/search/${notice}`);
  const views = await pageViews(request);
  const searched = views.find((event) => event.path === `/search/${notice}`);
  expect(searched?.title).toContain(notice);
  expect(JSON.stringify(views)).not.toMatch(/jane|mail\.com|%40/i);
});
