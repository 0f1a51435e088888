import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { LoginPage } from '../src/account/AccountPage';
import { accountServices } from './with-account-services';

/** /login against the account services in memory (no Auth emulator needed). */
const meta = { title: 'Account/Login', component: LoginPage } satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = accountServices();

/** Submitted empty: each field's error under it. */
export const WithFieldErrors: Story = {
  ...accountServices(),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
  },
};

/** A wrong password: the message above the form, the values kept. */
export const WrongPassword: Story = {
  ...accountServices(),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Email'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  },
};

/** Google's sign-in cannot open from this address. */
export const GoogleUnauthorisedDomain: Story = {
  ...accountServices({ failures: { popup: 'unauthorized-domain' } }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  },
};
