import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { products } from '../../../mocks/fixtures/products';
import { testBackend } from '../../../mocks/node-setup';
import { renderRoute } from '../../test/render-route';

const catalogSize = products().length;

describe('shop page', () => {
  it('reads one page, counts all, and Load more appends the next page', async () => {
    renderRoute('/shop');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getByText(`Showing 24 of ${catalogSize} products`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    expect(screen.getByText(`Showing 48 of ${catalogSize} products`)).toBeInTheDocument();
  });

  it('keeps the products shown when the next page fails, and Retry reads it', async () => {
    renderRoute('/shop');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    testBackend.scenario.set('catalog-error');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'not answering',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);

    testBackend.scenario.set('default');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
  });

  it('offers no Load more on the last page', async () => {
    renderRoute('/product-category/accessories/gloves');
    const count = await screen.findByText(/^Showing \d+ of \d+ products$/);
    const [, shown, total] = /Showing (\d+) of (\d+)/.exec(count.textContent ?? '') ?? [];
    expect(shown).toBe(total);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
