import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetAuthAccounts } from '../../mocks/backend/auth-emulator';
import { shopAccountServices } from './use-session';
import { renderAccountApp } from '@testing/helpers/account/render-account-route';
import { anEmptyDashboard } from '@testing/fixtures/dashboard';
import { dashboardCallable } from '@testing/helpers/dashboard-callable';
import { testBackend } from '../../mocks/vitest/node-setup';

// The real data access: Auth against its emulator, Users read from the Firestore emulator.
// `npm run test:vitest` starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST.
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

beforeAll(async () => {
  if (withEmulator) await resetAuthAccounts();
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
});

async function login(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe.skipIf(!withEmulator)('the account pages on the real services', () => {
  it('logs the shopper in, greets her on /account, and signs her out', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { path } = renderAccountApp('/login', shopAccountServices);
    await login('shopper@example.com', 'Shopper#2024');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Karibu, Wanjiku' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(path()).toBe('/account');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(path()).toBe('/login'), {
      timeout: 10_000,
    });
    expect(log).toHaveBeenCalledWith('Sign out successful');
  });

  it('takes a member of staff, by his role claim, from /login to the back office; /account still signs him out', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    // The back office opens on the dashboard, whose callable no emulator runs here.
    testBackend.server.use(...dashboardCallable({ view: anEmptyDashboard() }).handlers);
    const atLogin = renderAccountApp('/login', shopAccountServices);
    await login('staff@example.com', 'Staff#2024');
    await waitFor(() => expect(atLogin.path()).toBe('/staff'), { timeout: 10_000 });
    expect(
      await screen.findByRole('navigation', { name: 'Back office' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(log).not.toHaveBeenCalled();
    atLogin.view.unmount();

    const { path } = renderAccountApp('/account', shopAccountServices);
    expect(
      await screen.findByText(/That account cannot open the account page/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(path()).toBe('/login');
    expect(log.mock.calls).toEqual([
      ['You do not have permission to access this page.'],
      ['Sign out successful'],
    ]);
  });

  it('says so for a wrong password', async () => {
    renderAccountApp('/login', shopAccountServices);
    await login('shopper@example.com', 'not-the-password-1');
    expect(
      await screen.findByText(/That e-mail and password do not match an account/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });
});
