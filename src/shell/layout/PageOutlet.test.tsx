import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@testing/helpers/render-route';

describe('links written without a leading slash', () => {
  it.each([
    ['/product-category/ladies/about-us', '/about-us', 'About Mtindo'],
    ['/product-category/ladies/contact', '/contact', 'Contact us'],
    ['/product-category/about-us', '/about-us', 'About Mtindo'],
    ['/search/about-us', '/about-us', 'About Mtindo'],
    ['/search/contact', '/contact', 'Contact us'],
    ['/product-details/Any%20name/about-us', '/about-us', 'About Mtindo'],
    ['/shop/contact', '/contact', 'Contact us'],
  ])('%s moves to %s', async (resolved, page, heading) => {
    const app = renderRoute(resolved);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe(page));
  });

  it('keeps the query and the fragment', async () => {
    const app = renderRoute('/search/jeans/contact?from=menu#form');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe('/contact?from=menu#form'));
  });
});
