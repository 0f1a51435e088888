import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountPage } from '../src/account/AccountPage';
import { manyCartLines, oneWishlistLine } from './panel-lines';
import { WithAccountServices } from './with-account-services';
import { WithLists } from './with-lists';
import type { FakeAccountOptions } from '../src/test/account/fake-account-services';

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

/** Wanjiku with orders at different steps: cash to be confirmed, one on its way. */
export const WithOrders = signedIn({
  orders: [
    {
      id: 'Hq3kT0rDeR2024xYz91',
      placedAt: '2024-05-01T09:30:00.000Z',
      total: 7700,
      itemCount: 3,
      status: 'pending',
      fulfilment: 'unfulfilled',
      refund: null,
    },
    {
      id: 'Pd8wQ2mVn4Lk7Rt0Ys3a',
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
      placedAt: '2026-11-20T08:15:00.000Z',
      total: 2400,
      itemCount: 1,
      status: 'refunded',
      fulfilment: 'unfulfilled',
      refund: { due: 0, refunded: 2400, refundedAt: '2026-11-28T10:00:00.000Z' },
    },
    {
      id: 'Cx2vB9nMa4Qe7Rt1Yu6k',
      placedAt: '2026-11-25T16:40:00.000Z',
      total: 5300,
      itemCount: 2,
      status: 'cancelled',
      fulfilment: 'unfulfilled',
      refund: { due: 5300, refunded: 0, refundedAt: null },
    },
  ],
});
