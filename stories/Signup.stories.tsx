import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { SignupPage } from '../src/account/AccountPage';
import { accountServices } from './with-account-services';

/** /signup against the account services in memory. */
const meta = { title: 'Account/Signup', component: SignupPage } satisfies Meta<typeof SignupPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = accountServices();

/** Submitted with a bad e-mail, a short password and a mismatch: each error by its field. */
export const WithFieldErrors: Story = {
  ...accountServices(),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('First name'), 'Amani');
    await userEvent.type(screen.getByLabelText('Email'), 'amani@example');
    await userEvent.type(screen.getByLabelText('Password'), 'karibu');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'karibu1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  },
};

/** The e-mail already has an account. */
export const EmailInUse: Story = {
  ...accountServices(),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('First name'), 'Wanjiku');
    await userEvent.type(screen.getByLabelText('Last name'), 'Kamau');
    await userEvent.type(screen.getByLabelText('Email'), 'shopper@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Karibu2024');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Karibu2024');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  },
};
