import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { AccountPage } from '../src/account/AccountPage';
import { manyCartLines, oneWishlistLine } from './panel-lines';
import { WithAccountServices } from './with-account-services';
import { WithLists } from './with-lists';
import type { FakeAccountOptions } from '@testing/helpers/account/fake-account-services';

/** /account behind its guard, against the account services in memory. */
const meta = { title: 'Account/Account', component: AccountPage } satisfies Meta<
  typeof AccountPage
>;
export default meta;

type Story = StoryObj<typeof meta>;

const signedIn = (options: FakeAccountOptions, withLines = false): Story => ({
  decorators: [
    (Story) => (
      <WithAccountServices options={{ signedInAs: 'shopper@example.com', ...options }}>
        {withLines ? (
          <WithLists cart={manyCartLines} wishlist={oneWishlistLine}>
            {Story()}
          </WithLists>
        ) : (
          Story()
        )}
      </WithAccountServices>
    ),
  ],
});

/** The Users record is still loading: role status, named Loading. */
export const Loading = signedIn({ usersRead: 'hang' });

/** The Users read failed: the error and Retry, never an endless spinner. */
export const FailedWithRetry = signedIn({ usersRead: 'fail' });

/** Wanjiku signed in, with cart lines (Remove), a wishlist line and no orders yet. */
export const SignedInWithCartLines = signedIn({}, true);

/**
 * Wanjiku with orders at different steps, each by its order number: cash to be confirmed, cash
 * staff confirmed, one on its way.
 */
export const WithOrders = signedIn({
  orders: [
    {
      id: 'Hq3kT0rDeR2024xYz91',
      number: 'MT-4K7Q2P',
      placedAt: '2024-05-01T09:30:00.000Z',
      total: 7700,
      itemCount: 3,
      status: 'pending',
      fulfilment: 'unfulfilled',
      refund: null,
    },
    {
      id: 'Cf4tZ9pLm2Wq8Ns5Hd1k',
      number: 'MT-7RJ2MQ',
      placedAt: '2024-04-28T11:20:00.000Z',
      total: 3200,
      itemCount: 2,
      status: 'pending',
      fulfilment: 'unfulfilled',
      confirmed: true,
      refund: null,
    },
    {
      id: 'Pd8wQ2mVn4Lk7Rt0Ys3a',
      number: 'MT-9XW3HC',
      placedAt: '2024-04-20T14:05:00.000Z',
      total: 2500,
      itemCount: 1,
      status: 'paid',
      fulfilment: 'dispatched',
      refund: null,
    },
  ],
});

/** Orders whose money went back, or is owed back: Refunded with when, and what will go back. */
export const WithRefunds = signedIn({
  orders: [
    {
      id: 'Rf5nW8cKq1Zt6Lp3Xb7m',
      number: 'MT-3PQ8ZD',
      placedAt: '2026-11-20T08:15:00.000Z',
      total: 2400,
      itemCount: 1,
      status: 'refunded',
      fulfilment: 'unfulfilled',
      refund: { due: 0, refunded: 2400, refundedAt: '2026-11-28T10:00:00.000Z' },
    },
    {
      id: 'Cx2vB9nMa4Qe7Rt1Yu6k',
      number: 'MT-6HN4TB',
      placedAt: '2026-11-25T16:40:00.000Z',
      total: 5300,
      itemCount: 2,
      status: 'cancelled',
      fulfilment: 'unfulfilled',
      refund: { due: 5300, refunded: 0, refundedAt: null },
    },
  ],
});

/** An address not verified yet: the notice and Send again. */
export const EmailNotVerified = signedIn({ unverified: ['shopper@example.com'] });

/** Send again pressed: the e-mail sent again, said in a status. */
export const EmailSentAgain: Story = {
  ...signedIn({ unverified: ['shopper@example.com'] }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
  },
};

/** Send again refused for too many e-mails in a short time: why, in an alert. */
export const EmailSendAgainRefused: Story = {
  ...signedIn({
    unverified: ['shopper@example.com'],
    failures: { sendVerification: 'too-many-requests' },
  }),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
  },
};
