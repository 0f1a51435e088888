import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localAnalyticsEvents } from '@/data/analytics';
import { shop } from '@/settings/shop-settings';
import { renderRoute } from '@testing/helpers/render-route';
import { redactionNotice } from './redact';

const pageViews = () => localAnalyticsEvents().filter((event) => event.name === 'page_view');

describe('page views', () => {
  it('sends a redacted page view once the page is idle, and another on each route change', async () => {
    const before = pageViews().length;
    renderRoute('/search/jane.doe%40mail.com?from=jane%2540mail.com');
    await waitFor(
      () =>
        expect(pageViews().slice(before)).toEqual([
          {
            name: 'page_view',
            path: `/search/${redactionNotice}`,
            query: `?from=${redactionNotice}`,
            title: `Search: ${redactionNotice} | ${shop.name}`,
            time: expect.any(String),
          },
        ]),
      { timeout: 8000 },
    );
    expect(JSON.stringify(pageViews())).not.toMatch(/jane|%40|%2540/);

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(within(breadcrumb).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(pageViews().slice(before)).toHaveLength(2), { timeout: 8000 });
    expect(pageViews().at(-1)).toMatchObject({ path: '/', query: '' });
    expect(pageViews().at(-1)?.title).not.toMatch(/^Search/);
  }, 20_000);
});
