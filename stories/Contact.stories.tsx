import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { ContactPage } from '../src/content';
import { scenario } from './scenario-handlers';

/** /contact against the Firestore stand-in: each story one state of the message form. */
const meta = { title: 'Pages/Contact', component: ContactPage } satisfies Meta<typeof ContactPage>;
export default meta;

type Story = StoryObj<typeof meta>;

async function fillInAndSend() {
  await userEvent.type(await screen.findByLabelText('Name'), 'Achieng Otieno');
  await userEvent.type(screen.getByLabelText('Email'), 'achieng@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '0712 345 678');
  await userEvent.type(
    screen.getByLabelText('Message'),
    'Do you have the Ankara wrap dress in size 14?',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

/** The shop's details and an empty form. */
export const Form: Story = {};

/** Sent with a bad e-mail, phone and a short message: each error by its field. */
export const WithFieldErrors: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Email'), 'achieng@example');
    await userEvent.type(screen.getByLabelText('Phone'), '0212 345 678');
    await userEvent.type(screen.getByLabelText('Message'), 'Hi there');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  },
};

/** On a slow connection: the message is on its way and cannot be sent twice. */
export const Sending: Story = { ...scenario('slow'), play: fillInAndSend };

/** Saved: the thanks, with focus on it. */
export const Sent: Story = { play: fillInAndSend };

/** The write failed: the message is kept, with Retry. */
export const Failed: Story = { ...scenario('write-error'), play: fillInAndSend };
