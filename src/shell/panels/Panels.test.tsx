import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@testing/helpers/render-route';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('panels and moving around', () => {
  it.each([
    ['cart', /^Cart/, 'Shopping cart'],
    ['wishlist', /^Wishlist/, 'Wishlist'],
    ['menu', 'Open menu', 'Menu'],
  ] as const)(
    "Back closes the open %s panel and focuses the new page's heading",
    async (_panel, opener, title) => {
      const app = renderRoute('/about-us', { visitedBefore: ['/privacy-policy'] });
      await heading('About Mtindo');
      await userEvent.click(screen.getAllByRole('button', { name: opener })[0]!);
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();

      await app.goBack();

      const previous = await heading('Privacy Policy');
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument(),
      );
      await waitFor(() => expect(previous).toHaveFocus());
    },
  );

  it("a link in the menu opens its page and focuses that page's heading, not the menu button", async () => {
    renderRoute('/privacy-policy');
    await heading('Privacy Policy');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('tab', { name: 'Menus' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Contact' }));

    const contact = await heading('Contact us');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(contact).toHaveFocus());
  });

  it("a link in a panel to the page already shown focuses that page's heading", async () => {
    renderRoute('/privacy-policy');
    const privacy = await heading('Privacy Policy');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('tab', { name: 'Menus' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Privacy Policy' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(privacy).toHaveFocus());
  });

  it('Escape closes a panel and gives focus back to the button that opened it', async () => {
    renderRoute('/privacy-policy');
    await heading('Privacy Policy');
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
