import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { blackFriday, blackFridayEvents, blackFridayId } from '@testing/fixtures/offer-documents';
import { baraka } from '@testing/fixtures/staff';
import { CallableRefusal } from '@testing/helpers/callables';
import { callable, shopWith, staffStories, standIn, type StaffAt } from './staff-story';

/**
 * An offer's page and a new offer's, against the Firestore stand-in, `saveOffer` answered by each
 * story's own handlers: the form, fields to correct, refused and saved. On a phone first.
 */
const meta = {
  title: 'Back office/Offer',
  ...staffStories('mobile2'),
  args: { start: `/staff/offers/${blackFridayId}` },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const withFriday = () =>
  shopWith({
    offers: [blackFriday()],
    [`offers/${blackFridayId}/events`]: blackFridayEvents(),
  })();

/** The code changed and Save offer pressed. */
async function changeCodeAndSave() {
  const code = await screen.findByRole('textbox', { name: 'Code' }, { timeout: 10_000 });
  await userEvent.clear(code);
  await userEvent.type(code, 'SCHOOL26');
  await userEvent.click(screen.getByRole('button', { name: 'Save offer' }));
}

/** A new offer: the empty form, a Percentage off the whole order until staff say otherwise. */
export const NewOffer: Story = {
  args: { start: '/staff/offers/new' },
  parameters: standIn(shopWith({})),
};

/** A new offer of Amount off: its value asked as Amount (KES). */
export const NewAmountOff: Story = {
  ...NewOffer,
  play: async () => {
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Amount off' }, { timeout: 10_000 }),
    );
  },
};

/** A new offer of Free delivery: it takes nothing off, so no value is asked. */
export const NewFreeDelivery: Story = {
  ...NewOffer,
  play: async () => {
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Free delivery' }, { timeout: 10_000 }),
    );
  },
};

/** Black Friday in its form, times in Nairobi, with its History. */
export const Editing: Story = { parameters: standIn(withFriday) };

/** Save offer pressed with fields to correct: each says what it needs, the first focused. */
export const FieldsToCorrect: Story = {
  parameters: standIn(withFriday),
  play: async () => {
    const value = await screen.findByRole('textbox', { name: 'Percentage' }, { timeout: 10_000 });
    await userEvent.clear(value);
    await userEvent.type(value, '95');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save offer' }));
  },
};

/** The server refused the save: a code another offer holds, in its words, and nothing saved. */
export const Refused: Story = {
  parameters: standIn(withFriday, () =>
    callable(
      'saveOffer',
      () =>
        new CallableRefusal(
          'FAILED_PRECONDITION',
          'The code SCHOOL26 is another offer’s already: choose another code.',
        ),
    ),
  ),
  play: changeCodeAndSave,
};

/** Saved: Saved shown, and the change first in the History. */
export const Saved: Story = {
  parameters: standIn(withFriday, (store) =>
    callable('saveOffer', () => {
      // What the server's transaction writes, as far as this page reads it.
      store.put(`offers/${blackFridayId}/events`, [
        {
          id: 'event-3',
          data: {
            kind: 'updated',
            at: new Date(),
            by: baraka,
            changes: { code: { from: 'FRIDAY20', to: 'SCHOOL26' } },
          },
        },
      ]);
      return { offerId: blackFridayId };
    }),
  ),
  play: changeCodeAndSave,
};
