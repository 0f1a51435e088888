import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { screen, userEvent, within } from 'storybook/test';
import { offersInEveryState } from '@testing/fixtures/offer-documents';
import { CallableRefusal } from '@testing/helpers/callables';
import {
  callable,
  neverAnswered,
  shopWith,
  staffStories,
  standIn,
  unavailable,
  type StaffAt,
} from './staff-story';

/**
 * /staff/offers against the Firestore stand-in: every offer newest first, what it gives, when it
 * runs and where it stands, each with Pause or Resume (`saveOffer` answered by each story's own
 * handlers), and the list empty, loading or failed. On a phone first.
 */
const meta = {
  title: 'Back office/Offers',
  ...staffStories('mobile2'),
  args: { start: '/staff/offers' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const withOffers = shopWith({ offers: offersInEveryState() });
const queries = /\/documents:runQuery$/;

/**
 * An offer in each state: running with a code, scheduled, automatic, paused and ended; Pause for
 * those not paused, Resume for the others.
 */
export const List: Story = { parameters: standIn(withOffers) };

/** Black Friday's Pause pressed. */
async function pauseBlackFriday() {
  const name = await screen.findByRole('link', { name: 'Black Friday' }, { timeout: 10_000 });
  await userEvent.click(within(name.closest('li')!).getByRole('button', { name: 'Pause' }));
}

/** Pause pressed and its save on its way: the button waits, and the row says Saving…. */
export const Pausing: Story = {
  parameters: standIn(withOffers, () => callable('saveOffer', () => delay('infinite'))),
  play: pauseBlackFriday,
};

/** Paused: the row says Paused, its button Resume, the focus still on it. */
export const Paused: Story = {
  parameters: standIn(withOffers, () =>
    callable('saveOffer', () => ({ offerId: 'blackFriday0001' })),
  ),
  play: pauseBlackFriday,
};

/** The server refused the save: its words in the row, nothing saved. */
export const PauseRefused: Story = {
  parameters: standIn(withOffers, () =>
    callable(
      'saveOffer',
      () =>
        new CallableRefusal(
          'FAILED_PRECONDITION',
          'The code FRIDAY20 is another offer’s already: choose another code.',
        ),
    ),
  ),
  play: pauseBlackFriday,
};

/** The save could not be sent: why, with Retry. */
export const PauseFailed: Story = {
  parameters: standIn(withOffers, () =>
    callable(
      'saveOffer',
      () => new CallableRefusal('UNAVAILABLE', 'The service is currently unavailable.'),
    ),
  ),
  play: pauseBlackFriday,
};

/** A shop without offers yet: the list says so, and New offer is the way in. */
export const Empty: Story = { parameters: standIn(shopWith({})) };

/** The offers are being read: Loading. */
export const Loading: Story = { parameters: standIn(withOffers, () => [neverAnswered(queries)]) };

/** The offers could not be read: the reason and Retry. */
export const Failed: Story = { parameters: standIn(withOffers, () => [unavailable(queries)]) };
