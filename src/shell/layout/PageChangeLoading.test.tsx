import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@testing/helpers/render-route';

/** The content pages' code, held back as a slow line would hold it. */
const contentChunk = vi.hoisted(() => ({
  arrived: Promise.resolve(),
  letThrough: () => {},
}));

vi.mock('@/content', async (importOriginal) => {
  await contentChunk.arrived;
  return importOriginal();
});

describe('moving to a page whose code is not loaded yet', () => {
  it('keeps the old page and shows Loading until the code arrives', async () => {
    contentChunk.arrived = new Promise((resolve) => {
      contentChunk.letThrough = resolve;
    });
    renderRoute('/no-such-page');
    const notFound = await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About us' }),
    );

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(notFound).toBeInTheDocument();
    await act(async () => contentChunk.letThrough());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Mtindo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
