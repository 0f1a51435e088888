import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@testing/helpers/render-route';

describe('search page', () => {
  it('finds products whatever the case, plural or hyphen', async () => {
    renderRoute('/search/T-SHIRTS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “T-SHIRTS”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.getByText(/^Showing \d+ of \d+ products$/)).toBeInTheDocument();
  });

  it('suggests categories and top sellers when nothing matches', async () => {
    renderRoute('/search/zzqx%20nothing');
    expect(await screen.findByText(/No products match “zzqx nothing”/)).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Browse categories' });
    expect(within(categories).getAllByRole('link')).toHaveLength(10);
    expect(within(categories).getByRole('link', { name: 'Outerwear' })).toHaveAttribute(
      'href',
      '/product-category/outerwear',
    );
    const topSellers = screen.getByRole('region', { name: 'Top sellers' });
    await waitFor(() => expect(within(topSellers).getAllByRole('article')).toHaveLength(8));
  });

  it('shows text that looks percent-encoded as it was typed', async () => {
    renderRoute(`/search/${encodeURIComponent('%41 cotton')}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “%41 cotton”' }),
    ).toBeInTheDocument();
  });
});
