import type { Meta, StoryObj } from '@storybook/react-vite';
import { offersInEveryState } from '@testing/fixtures/offer-documents';
import {
  neverAnswered,
  shopWith,
  staffStories,
  standIn,
  unavailable,
  type StaffAt,
} from './staff-story';

/**
 * /staff/offers against the Firestore stand-in: every offer newest first, what it gives, when it
 * runs and where it stands, and the list empty, loading or failed. On a phone first.
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

/** An offer in each state: running with a code, scheduled, automatic, paused and ended. */
export const List: Story = { parameters: standIn(withOffers) };

/** A shop without offers yet: the list says so, and New offer is the way in. */
export const Empty: Story = { parameters: standIn(shopWith({})) };

/** The offers are being read: Loading. */
export const Loading: Story = { parameters: standIn(withOffers, () => [neverAnswered(queries)]) };

/** The offers could not be read: the reason and Retry. */
export const Failed: Story = { parameters: standIn(withOffers, () => [unavailable(queries)]) };
