import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { products } from '../../../mocks/backend/fixtures/products';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { renderRoute } from '@testing/helpers/render-route';
import { holdAnimationFrames } from '@testing/helpers/held-animation-frames';

const catalogSize = products().length;
/** The first render loads the page's chunk; a busy two-core test machine needs the time. */
const slowMachine = { timeout: 5000 };

describe('shop page', () => {
  it('lets headings go down one level at a time, from the page’s title to each card’s name', async () => {
    renderRoute('/shop');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map(
      (heading) => Number(heading.tagName.slice(1)),
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('reads one page, counts all, and Load more appends the next page', async () => {
    renderRoute('/shop');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
    expect(await screen.findByText(`Showing 24 of ${catalogSize} products`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    expect(await screen.findByText(`Showing 48 of ${catalogSize} products`)).toBeInTheDocument();
  }, 10_000);

  it('asks for the count only once the cards are on the screen', async () => {
    const frames = holdAnimationFrames();
    const methods: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const [, method] = /:(run\w+)$/.exec(new URL(request.url).pathname) ?? [];
      if (method) methods.push(method);
    };
    testBackend.server.events.on('request:start', record);
    try {
      renderRoute('/shop');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
      expect(methods).toContain('runQuery');
      expect(methods).not.toContain('runAggregationQuery');
      expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

      frames.paint();
      frames.paint();
      expect(await screen.findByText(`Showing 24 of ${catalogSize} products`)).toBeInTheDocument();
      expect(methods).toContain('runAggregationQuery');
    } finally {
      testBackend.server.events.removeListener('request:start', record);
      vi.unstubAllGlobals();
    }
  });

  it('shows the cards without a count when the count cannot be read', async () => {
    let failedCounts = 0;
    testBackend.server.use(
      http.post(/:runAggregationQuery$/, () => {
        failedCounts += 1;
        return HttpResponse.json(
          { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is unavailable.' } },
          { status: 503 },
        );
      }),
    );
    renderRoute('/shop');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
    // Every attempt of the read, with its retries, has failed.
    await waitFor(() => expect(failedCounts).toBe(3), { timeout: 8000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  }, 15_000);

  it('keeps the products shown when the next page fails, and Retry reads it', async () => {
    renderRoute('/shop');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), slowMachine);
    testBackend.scenario.set('catalog-error');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'not answering',
    );
    expect(screen.getAllByRole('article')).toHaveLength(24);

    testBackend.scenario.set('default');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
  }, 10_000);

  it('offers no Load more on the last page', async () => {
    renderRoute('/product-category/accessories/gloves');
    const count = await screen.findByText(/^Showing \d+ of \d+ products$/);
    const [, shown, total] = /Showing (\d+) of (\d+)/.exec(count.textContent ?? '') ?? [];
    expect(shown).toBe(total);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters from the link it was opened with', async () => {
    renderRoute('/shop?brand=Adidas&sort=price-desc');
    const adidas = products().filter((p) => p.brand === 'Adidas');
    expect(
      await screen.findByText(`Showing ${adidas.length} of ${adidas.length} products`),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Adidas');
  });
});

describe('category page filters', () => {
  it('keeps the category of the path, offering its sub-categories and the other filters', async () => {
    renderRoute('/product-category/ladies?max=2000');
    const cheap = products().filter((p) => p.category === 'Ladies' && p.priceValue <= 2000);
    expect(
      await screen.findByText(new RegExp(`^Showing \\d+ of ${cheap.length} products$`)),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sub-category' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Remove filter: Max price KES 2,000' }),
    ).toBeVisible();
  });

  it('offers neither category nor sub-category on a sub-category page', async () => {
    renderRoute('/product-category/men/khaki?category=Ladies');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'This page shows Men only, so category “Ladies” was ignored.',
    );
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sub-category' })).not.toBeInTheDocument();
    expect(await screen.findByText(/^Showing \d+ of \d+ products$/)).toBeInTheDocument();
  });
});
