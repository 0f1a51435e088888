import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { renderRoute } from '@testing/helpers/render-route';

describe('home page', () => {
  it('shows product cards read from the backend, with KES prices', async () => {
    renderRoute('/');
    // Three rows of eight: featured, new arrivals, top sellers.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    const cards = screen.getAllByRole('article');
    const first = within(cards[0]!);
    expect(first.getByRole('link').getAttribute('href')).toMatch(/^\/product-details\/.+\/.+$/);
    expect(first.getByText(/^KES \d{1,3}(,\d{3})*(\.\d{2})?$/)).toBeInTheDocument();
    expect(first.getByRole('img')).toHaveAttribute('width', '600');
  });

  it('shows Loading while the products are read on a slow connection', async () => {
    testBackend.scenario.set('slow');
    renderRoute('/');
    expect(await screen.findAllByRole('status', { name: 'Loading' })).toHaveLength(3);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24), { timeout: 4000 });
  });

  it('shows one error with one Retry when the catalog is down, and Retry reads every row', async () => {
    testBackend.scenario.set('catalog-error');
    renderRoute('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('not answering');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    testBackend.scenario.set('default');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a row’s own error when only that row fails', async () => {
    let topSellersDown = true;
    testBackend.server.use(
      http.post(/:runQuery$/, async ({ request }) => {
        // Only the top-sellers read is refused; the other rows read as usual.
        if (topSellersDown && (await request.clone().text()).includes('topSeller')) {
          return HttpResponse.json(
            { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is unavailable.' } },
            { status: 503 },
          );
        }
        return undefined;
      }),
    );
    renderRoute('/');
    // The row's placeholder is replaced once the rows have loaded: look the row up each time.
    const row = () => screen.getByRole('heading', { name: 'Top sellers' }).closest('section')!;
    await waitFor(() => expect(within(row()).getByRole('alert')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
    topSellersDown = false;
    await userEvent.click(within(row()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
  });

  it('holds a failed row’s error until the other rows have answered, then shows it', async () => {
    let releaseOthers = () => {};
    const othersHeld = new Promise<void>((resolve) => {
      releaseOthers = resolve;
    });
    let topSellersRefused = false;
    testBackend.server.use(
      http.post(/:runQuery$/, async ({ request }) => {
        // Top sellers is refused at once (not retried); the other rows wait until released.
        if ((await request.clone().text()).includes('topSeller')) {
          topSellersRefused = true;
          return HttpResponse.json(
            { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing permissions.' } },
            { status: 403 },
          );
        }
        await othersHeld;
        return undefined;
      }),
    );
    renderRoute('/');
    await waitFor(() => expect(topSellersRefused).toBe(true));
    // Long enough for the refusal to reach the screen, were it shown at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const row = () => screen.getByRole('heading', { name: 'Top sellers' }).closest('section')!;
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(row()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    releaseOthers();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(16));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(row()).getByRole('alert')).toBeInTheDocument();
  });

  it('says once that the catalog is empty', async () => {
    testBackend.scenario.set('empty-catalog');
    renderRoute('/');
    expect(await screen.findAllByText(/No products here yet/)).toHaveLength(1);
  });

  it('adds a product from its card to the cart and the wishlist, with their toasts', async () => {
    const { toasts } = renderRoute('/');
    const cards = await screen.findAllByRole('article');
    const card = cards.find(
      (c) =>
        !within(c)
          .getByRole('button', { name: /Add to cart/ })
          .hasAttribute('disabled'),
    )!;
    const name = within(card).getByRole('link').textContent!;
    await userEvent.click(within(card).getByRole('button', { name: /Add to cart/ }));
    // A product sold in sizes or colours asks for them first, as its page does.
    const chooser = await screen.findByRole('dialog', { name });
    for (const group of within(chooser).queryAllByRole('group')) {
      const radios = within(group).getAllByRole('radio');
      await userEvent.click(radios.find((radio) => !radio.hasAttribute('disabled'))!);
    }
    await userEvent.click(within(chooser).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(card).getByRole('button', { name: /Add to cart/ }));
    await userEvent.click(within(card).getByRole('button', { name: /Add to wishlist/ }));
    expect(toasts).toEqual([
      { type: 'success', message: `${name} has been added to the cart!` },
      { type: 'warning', message: `${name} is already in the cart!` },
      { type: 'success', message: `${name} has been added to the wishlist!` },
    ]);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1');
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('cannot add a sold-out product to the cart', async () => {
    renderRoute('/');
    // Every row, not just the first to arrive: the sold-out card may be in any of them.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    const soldOut = screen
      .getAllByRole('article')
      .filter((c) => within(c).queryByText('Out of stock'));
    expect(soldOut.length).toBeGreaterThan(0);
    for (const card of soldOut) {
      expect(within(card).getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    }
  });
});
