import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { nairobiDay, type PaymentRow } from '../model/payment/payments-day';
import {
  aPaymentRow,
  paymentsCallable,
  type PaymentsCallableOptions,
} from '@testing/helpers/payments-callable';
import { staffStories, type StaffAt } from './staff-story';

/**
 * /staff/payments with `listPayments` answered by its stand-in: a day's M-Pesa payments in
 * every state with the day's totals, Show more, another day chosen, a day without payments,
 * Loading and a failed read. On a 390 px phone first: the table scrolls sideways.
 */
const meta = {
  title: 'Back office/Payments',
  ...staffStories('mobile2'),
  args: { start: '/staff/payments' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const today = nairobiDay(new Date());
const yesterday = nairobiDay(new Date(Date.now() - 24 * 3_600_000));

/** A payment in each state the page words. */
const todays: PaymentRow[] = [
  aPaymentRow(today, 1),
  aPaymentRow(today, 2, { state: 'refund-due', amount: 3200 }),
  aPaymentRow(today, 3, { state: 'refund-pending', amount: 4500 }),
  aPaymentRow(today, 4, { state: 'refunded', amount: 2800 }),
  aPaymentRow(today, 5, { state: 'disputed', amount: 6100 }),
  aPaymentRow(today, 6, { state: 'unsettled', receipt: null, amount: 7300 }),
  aPaymentRow(today, 7, { state: 'no-order', orderId: null, orderNumber: null, amount: 500 }),
];

const payments = (options: PaymentsCallableOptions) => ({
  parameters: { msw: { handlers: paymentsCallable(options).handlers } },
});

/** Today's payments in Nairobi, newest first, with Taken, Refunded and Due. */
export const Today: Story = payments({ days: { [today]: todays } });

/** More payments than a page: 25, then Show more. */
export const ManyPayments: Story = payments({
  days: { [today]: Array.from({ length: 31 }, (_, i) => aPaymentRow(today, i + 1)) },
});

/** Another day chosen: its payments and totals. */
export const AnotherDay: Story = {
  ...payments({
    days: { [today]: todays, [yesterday]: [aPaymentRow(yesterday, 2, { state: 'refunded' })] },
  }),
  play: async () => {
    const field = await screen.findByLabelText('Day', undefined, { timeout: 10_000 });
    await userEvent.clear(field);
    await userEvent.type(field, yesterday);
  },
};

/** A day without an M-Pesa payment says so. */
export const EmptyDay: Story = payments({ days: {} });

/** The payments are on their way: Loading. */
export const Loading: Story = payments({ days: {}, delay: () => delay('infinite') });

/** The payments could not be read (after the retries): why, and Retry. */
export const Failed: Story = payments({ days: { [today]: todays }, fails: () => true });
