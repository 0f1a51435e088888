import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessage } from './data/accounts';
import { renderAccountRoute } from '@testing/helpers/account/render-account-route';

afterEach(() => {
  vi.restoreAllMocks();
});

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const amani: Form = {
  firstName: 'Amani',
  lastName: 'Njoroge',
  email: 'amani@example.com',
  password: 'Karibu2024',
  confirmPassword: 'Karibu2024',
};

const labels: Record<keyof Form, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

async function fillIn(form: Partial<Form>) {
  await screen.findByLabelText('First name');
  for (const [field, value] of Object.entries(form)) {
    if (value) await userEvent.type(screen.getByLabelText(labels[field as keyof Form]), value);
  }
}

const signup = () => userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('/signup', () => {
  it('offers the five fields, Sign up and a link to /login', async () => {
    renderAccountRoute('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    for (const label of Object.values(labels)) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('offers no Google sign-in: the shared form shows it on /login only', async () => {
    renderAccountRoute('/signup');
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('requires every field, each error next to its field and announced', async () => {
    const { calls } = renderAccountRoute('/signup');
    await screen.findByLabelText('First name');
    await signup();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Enter your first name.',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter your e-mail address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter a password.');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Enter your password again.',
    );
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(5);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(calls).not.toContain('signup');
  });

  it('checks the e-mail, the password’s length and digit, and the confirmation', async () => {
    renderAccountRoute('/signup');
    await fillIn({ ...amani, email: 'amani@example', password: 'Karibu', confirmPassword: 'x' });
    await signup();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    await userEvent.type(screen.getByLabelText('Password'), 'Sana');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Include at least one digit.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Amani');
    expect(screen.getByLabelText('Email')).toHaveValue('amani@example');
  });

  it('creates the account, adds its Users record, logs the id and opens /account', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { users, path } = renderAccountRoute('/signup');
    await fillIn({ ...amani, firstName: ' Amani ' });
    await signup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Amani' })).toBeVisible();
    expect(path()).toBe('/account');
    const record = users.find((user) => user.email === 'amani@example.com');
    expect(record).toEqual({
      id: expect.any(String),
      email: 'amani@example.com',
      role: 'user',
      firstName: 'Amani',
      lastName: 'Njoroge',
    });
    expect(info).toHaveBeenCalledWith('User added with ID:', record?.id);
  });

  it('sends the verification e-mail, and the account page says the address is not verified yet', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { calls } = renderAccountRoute('/signup');
    await fillIn(amani);
    await signup();
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(notice).toHaveTextContent('Your e-mail address amani@example.com is not verified yet.');
    expect(calls.filter((call) => call === 'sendVerification')).toHaveLength(1);
    expect(calls.indexOf('sendVerification')).toBeGreaterThan(calls.indexOf('addUser'));
  });

  it('says so when the e-mail already has an account, keeping the values', async () => {
    renderAccountRoute('/signup');
    await fillIn({ ...amani, email: 'shopper@example.com' });
    await signup();
    expect(await screen.findByText(authMessage('email-already-in-use')!)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('shopper@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Karibu2024');
    expect(screen.getByLabelText('First name')).toHaveValue('Amani');
  });

  it.each(['weak-password', 'too-many-requests', 'network-request-failed', 'internal-error'])(
    'says so for %s',
    async (code) => {
      renderAccountRoute('/signup', { failures: { signup: code } });
      await fillIn(amani);
      await signup();
      expect(await screen.findByText(authMessage(code)!)).toBeInTheDocument();
    },
  );

  it('retries a failed Users write, then removes the new sign-in and says so', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { calls, accounts, path, currentUser } = renderAccountRoute('/signup', {
      usersWrite: 'fail',
    });
    await fillIn(amani);
    await signup();
    expect(
      await screen.findByText(authMessage('account-not-saved')!, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call === 'addUser')).toHaveLength(3);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledWith('Error adding user:', expect.any(Error));
    expect(calls).toContain('deleteUser');
    expect(accounts.map((account) => account.email)).not.toContain('amani@example.com');
    expect(currentUser()).toBeNull();
    expect(path()).toBe('/signup');
    expect(screen.getByLabelText('Email')).toHaveValue('amani@example.com');
  });

  it('sends someone already signed in to /account', async () => {
    const { path } = renderAccountRoute('/signup', { signedInAs: 'shopper@example.com' });
    await waitFor(() => expect(path()).toBe('/account'));
  });
});
