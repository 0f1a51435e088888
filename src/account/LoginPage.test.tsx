import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessage } from './data/accounts';
import { renderAccountRoute } from '@testing/helpers/account/render-account-route';
import { expectNoAxeViolations } from '@testing/helpers/axe';

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

const login = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));
const google = () => userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

describe('/login', () => {
  it('offers Email, Password, Log in, Continue with Google and a link to /signup', async () => {
    renderAccountRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('puts each field’s error next to it, described and announced, keeping the values', async () => {
    const { calls } = renderAccountRoute('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'wanjiku@');
    await login();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('wanjiku@');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(['Enter your password.']),
    );
    expect(calls).not.toContain('signIn');
  });

  it('signs the shopper in and opens /account, greeting Wanjiku', async () => {
    const { path } = renderAccountRoute('/login');
    await fillIn('shopper@example.com', 'Shopper#2024');
    await login();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Karibu, Wanjiku' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/account');
  });

  it('returns to a safe ?redirect= path', async () => {
    const { path } = renderAccountRoute('/login?redirect=%2Fcheckout');
    await fillIn('shopper@example.com', 'Shopper#2024');
    await login();
    await waitFor(() => expect(path()).toBe('/checkout'));
  });

  it.each(['//evil.com', '/%2F%2Fevil.com', 'https://evil.com', '/\\evil.com'])(
    'ignores the unsafe ?redirect=%s and opens /account',
    async (redirect) => {
      const { path } = renderAccountRoute(`/login?redirect=${encodeURIComponent(redirect)}`);
      await fillIn('shopper@example.com', 'Shopper#2024');
      await login();
      await waitFor(() => expect(path()).toBe('/account'));
    },
  );

  it('sends someone already signed in on to the destination', async () => {
    const { path } = renderAccountRoute('/login', { signedInAs: 'shopper@example.com' });
    await waitFor(() => expect(path()).toBe('/account'));
  });

  it('says why after the account page turned someone away', async () => {
    renderAccountRoute({ pathname: '/login', state: { refused: true } });
    expect(await screen.findByText(/That account cannot open the account page/)).toBeVisible();
  });
});

describe('/login: where staff and the owner land', () => {
  it.each([
    ['staff@example.com', 'Staff#2024'],
    ['owner@example.com', 'Owner#2024'],
  ])('takes %s, with no page to return to, to the back office', async (email, password) => {
    const { path, calls } = renderAccountRoute('/login');
    await fillIn(email, password);
    await expectNoAxeViolations();
    await login();
    await waitFor(() => expect(path()).toBe('/staff'));
    expect(calls).toContain('readRole');
    expect(screen.queryByText(/That account cannot open the account page/)).toBeNull();
  });

  it('returns staff to the page they were sent from, without reading their role', async () => {
    const { path, calls } = renderAccountRoute('/login?redirect=%2Fstaff%2Forders');
    await fillIn('staff@example.com', 'Staff#2024');
    await login();
    await waitFor(() => expect(path()).toBe('/staff/orders'));
    expect(calls).not.toContain('readRole');
  });

  it('takes a shopper to their account by the same rule', async () => {
    const { path, calls } = renderAccountRoute('/login');
    await fillIn('shopper@example.com', 'Shopper#2024');
    await login();
    await waitFor(() => expect(path()).toBe('/account'));
    expect(calls).toContain('readRole');
  });

  it('sends staff already signed in on to the back office', async () => {
    const { path } = renderAccountRoute('/login', { signedInAs: 'staff@example.com' });
    await waitFor(() => expect(path()).toBe('/staff'));
  });

  it('takes staff whose role cannot be read to /account, whose guard turns them away as before', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { path } = renderAccountRoute('/login', {
      failures: { readRole: 'network-request-failed' },
    });
    await fillIn('staff@example.com', 'Staff#2024');
    await login();
    expect(await screen.findByText(/That account cannot open the account page/)).toBeVisible();
    expect(path()).toBe('/login');
  });
});

describe('/login: a message for every e-mail sign-in failure, the values kept', () => {
  it('says so for a wrong password', async () => {
    renderAccountRoute('/login');
    await fillIn('shopper@example.com', 'not-the-password');
    await login();
    expect(await screen.findByText(authMessage('invalid-credential')!)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('shopper@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('not-the-password');
  });

  it.each([
    'invalid-credential',
    'too-many-requests',
    'user-disabled',
    'network-request-failed',
    'internal-error',
    'invalid-api-key',
    'web-storage-unsupported',
    'unauthorized-domain',
  ])('%s', async (code) => {
    renderAccountRoute('/login', { failures: { signIn: code } });
    await fillIn('shopper@example.com', 'Shopper#2024');
    await login();
    const alert = await screen.findByText(authMessage(code)!);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('shopper@example.com');
  });
});

describe('/login: Continue with Google', () => {
  it('writes the Users record of someone new and opens /account', async () => {
    const { users, path } = renderAccountRoute('/login');
    await screen.findByLabelText('Email');
    await google();
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Amani' })).toBeVisible();
    expect(path()).toBe('/account');
    expect(users).toContainEqual(
      expect.objectContaining({ email: 'amani@example.com', role: 'user', firstName: 'Amani' }),
    );
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const { calls } = renderAccountRoute('/login', { failures: { popup: 'popup-blocked' } });
    await screen.findByLabelText('Email');
    await google();
    await waitFor(() => expect(calls).toContain('redirect'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Logging you in…');
  });

  it('shows no message when the shopper closes the popup', async () => {
    const { calls } = renderAccountRoute('/login', {
      failures: { popup: 'popup-closed-by-user' },
    });
    await screen.findByLabelText('Email');
    await google();
    await waitFor(() => expect(calls).toContain('popup'));
    const failure = screen.getAllByRole('alert').find((alert) => !alert.closest('form'));
    await waitFor(() => expect(failure).toBeEmptyDOMElement());
    expect(screen.getByRole('button', { name: 'Continue with Google' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it.each([
    'unauthorized-domain',
    'cancelled-popup-request',
    'web-storage-unsupported',
    'network-request-failed',
    'internal-error',
    'invalid-api-key',
    'auth-domain-config-required',
    'invalid-auth-event',
    'user-disabled',
    'too-many-requests',
  ])('says so for %s', async (code) => {
    renderAccountRoute('/login', { failures: { popup: code } });
    await screen.findByLabelText('Email');
    await google();
    expect(await screen.findByText(authMessage(code)!)).toBeInTheDocument();
  });

  it('says so when the redirect cannot start either (popup-blocked, then no storage)', async () => {
    renderAccountRoute('/login', {
      failures: { popup: 'popup-blocked', redirect: 'web-storage-unsupported' },
    });
    await screen.findByLabelText('Email');
    await google();
    expect(await screen.findByText(authMessage('web-storage-unsupported')!)).toBeInTheDocument();
  });

  it('says so when a redirect came back failed', async () => {
    renderAccountRoute('/login', { failures: { resume: 'invalid-auth-event' } });
    expect(await screen.findByText(authMessage('invalid-auth-event')!)).toBeInTheDocument();
  });

  it('tells the shopper when a newcomer’s record cannot be saved, and removes the sign-in', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls, path } = renderAccountRoute('/login', { usersWrite: 'fail' });
    await screen.findByLabelText('Email');
    await google();
    const message = await screen.findByText(authMessage('account-not-saved')!, undefined, {
      timeout: 5000,
    });
    expect(message).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call === 'addUser')).toHaveLength(3);
    expect(calls).toContain('deleteUser');
    expect(log).toHaveBeenCalledWith('Error adding user:', expect.any(Error));
    expect(path()).toBe('/login');
  });
});
