import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@testing/helpers/render-route';

/** Which part fails to render in the current test. */
const failing = vi.hoisted(() => ({ aboutPage: false, menu: false }));

vi.mock('@/content', async (importOriginal) => {
  const content = await importOriginal<typeof import('@/content')>();
  return {
    ...content,
    AboutPage: () => {
      if (failing.aboutPage) throw new Error('the about page failed');
      return <content.AboutPage />;
    },
  };
});

// A panel's code arrives when it first opens: a part of the layout, outside every page.
vi.mock('../panels/MenuPanel', async (importOriginal) => {
  const menu = await importOriginal<typeof import('../panels/MenuPanel')>();
  return {
    default: () => {
      if (failing.menu) throw new Error('the menu failed');
      return <menu.default />;
    },
  };
});

const home = 'Mtindo: fashion for Kenya, in KES';
const problem = () =>
  screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 5000 });

let consoleLog: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  failing.aboutPage = false;
  failing.menu = false;
  consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
  // React reports every error a boundary catches on console.error as well.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that fails to render', () => {
  it('shows a friendly message with Reload and Go back home, and logs the error', async () => {
    failing.aboutPage = true;
    renderRoute('/about-us');
    await problem();
    expect(screen.getByText(/Sorry, this page could not be shown/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back home' })).toBeInTheDocument();
    expect(consoleLog).toHaveBeenCalledWith(
      'The page could not be shown:',
      expect.objectContaining({ message: 'the about page failed' }),
    );
    await waitFor(() => expect(document.title).toContain('Something went wrong'));
  });

  it('keeps the header, footer and panels usable', async () => {
    failing.aboutPage = true;
    renderRoute('/about-us');
    await problem();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    expect(await screen.findByRole('dialog', { name: 'Shopping cart' })).toBeInTheDocument();
  });

  it('Go back home leaves the error for the home page', async () => {
    failing.aboutPage = true;
    renderRoute('/about-us');
    await problem();
    await userEvent.click(screen.getByRole('button', { name: 'Go back home' }));
    expect(await screen.findByRole('heading', { level: 1, name: home })).toBeInTheDocument();
  });

  it('Back or a link leaves the error', async () => {
    failing.aboutPage = true;
    const app = renderRoute('/about-us', { visitedBefore: ['/privacy-policy'] });
    await problem();
    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    await app.goBack();
    await problem();
    await app.goBack();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
  });
});

describe('the layout failing to render', () => {
  it('shows the message on its own, and Go back home tries again', async () => {
    failing.menu = true;
    renderRoute('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await problem();
    expect(screen.queryByRole('searchbox', { name: 'Search products' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(consoleLog).toHaveBeenCalledWith(
      'The page could not be shown:',
      expect.objectContaining({ message: 'the menu failed' }),
    );

    failing.menu = false;
    await userEvent.click(screen.getByRole('button', { name: 'Go back home' }));
    expect(await screen.findByRole('heading', { level: 1, name: home })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
