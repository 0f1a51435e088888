import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/node-setup';
import { renderRoute } from '../../test/render-route';

describe('home page', () => {
  it('shows product cards read from the backend, with KES prices', async () => {
    renderRoute('/');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(12);
    const first = within(cards[0]!);
    expect(first.getByRole('link').getAttribute('href')).toMatch(/^\/product-details\/.+\/.+$/);
    expect(first.getByText(/^KES \d{1,3}(,\d{3})*(\.\d{2})?$/)).toBeInTheDocument();
    expect(first.getByRole('img')).toHaveAttribute('width', '600');
  });

  it('shows Loading while the products are read on a slow connection', async () => {
    testBackend.scenario.set('slow');
    renderRoute('/');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(await screen.findAllByRole('article', {}, { timeout: 4000 })).toHaveLength(12);
  });

  it('shows an error with Retry when reads fail, and Retry reads again', async () => {
    testBackend.scenario.set('catalog-error');
    renderRoute('/');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('not answering');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    testBackend.scenario.set('default');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('says so when the catalog is empty', async () => {
    testBackend.scenario.set('empty-catalog');
    renderRoute('/');
    expect(await screen.findByText(/No products here yet/)).toBeInTheDocument();
  });
});
