import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { seedDocuments } from '../mocks/backend/fixtures';
import { createBackend } from '../mocks/browser/backend';
import WholesalePage from '../src/wholesale/WholesalePage';
import { scenario, scenarioHandlers } from './scenario-handlers';

/** /wholesale reading from and writing to the stand-in in the browser's service worker. */
const meta = { title: 'Pages/Wholesale', component: WholesalePage } satisfies Meta<
  typeof WholesalePage
>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every Firestore answer held back for good: the page stays as it first shows. */
function hangingHandlers() {
  const backend = createBackend({ seed: seedDocuments, wait: () => new Promise(() => {}) });
  backend.scenario.set('slow');
  return backend.handlers;
}

/** The catalog answers; the enquiry's write never does, so the form stays sending. */
const hangingWrite = http.post(/\/documents:commit$/, () => delay('infinite'));

async function fillEnquiry(phone: string) {
  await userEvent.type(await screen.findByLabelText('Your name'), 'Achieng Otieno');
  await userEvent.type(screen.getByLabelText('Business name'), 'Achieng Boutique, Kisumu');
  await userEvent.type(screen.getByLabelText('Phone'), phone);
  await userEvent.type(screen.getByLabelText('Items and quantities'), '30 Ankara dresses, M–XL');
  await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
}

export const Default: Story = {};

/** The products are being read: the placeholders, role status named Loading. */
export const Loading: Story = { parameters: { msw: { handlers: hangingHandlers() } } };

/** No product is on wholesale terms: the empty message, and the enquiry form. */
export const Empty: Story = { parameters: scenario('empty-catalog') };

/** The catalog does not answer: the error and Retry. */
export const CatalogError: Story = { parameters: scenario('catalog-error') };

/** Sent with nothing but a landline: each error by its field, the cursor on the first. */
export const FormWithErrors: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Phone'), '020 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
  },
};

/** The enquiry is on its way: "Sending…", and a second press does nothing. */
export const Sending: Story = {
  parameters: { msw: { handlers: [hangingWrite, ...scenarioHandlers('default')] } },
  play: () => fillEnquiry('0712 345 678'),
};

/** Saved: the thank-you, the WhatsApp handoff and Send another enquiry. */
export const Sent: Story = { play: () => fillEnquiry('0712 345 678') };

/** Every write fails: the reason, Retry, and the fields as typed. */
export const Failed: Story = {
  parameters: scenario('write-error'),
  play: () => fillEnquiry('+254 712 345 678'),
};
