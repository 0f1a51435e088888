import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';

// The guard reads the role claim of a fresh ID token from the Auth emulator;
// `npm run test:vitest` starts it and sets its host.
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

afterEach(() => signOut());

describe.skipIf(!withEmulator)('the back office’s guard', () => {
  it('sends a visitor not signed in to log in, to come back to the page asked for', async () => {
    const { currentPath } = renderRoute('/staff/stock');
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fstaff%2Fstock'), {
      timeout: 15_000,
    });
  });

  it('refuses a shopper with Staff only and no back-office sections', async () => {
    await signInAs('shopper');
    renderRoute('/staff/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff only' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('after signing out, logging in again comes back to the page staff were on', async () => {
    await signInAs('staff');
    const { currentPath } = renderRoute('/staff/somewhere-else');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('link', { name: 'Inbox' }));
    await screen.findByRole('heading', { level: 1, name: 'Inbox' }, { timeout: 10_000 });

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fstaff%2Finbox'), {
      timeout: 10_000,
    });
  });
});
