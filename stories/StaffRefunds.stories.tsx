import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { screen, userEvent, within } from 'storybook/test';
import { refundRefusals } from '../model/payment/refunds';
import { anOrder } from '@testing/fixtures/order-documents';
import {
  refundStoryHandlers,
  type RefundCallablesOptions,
} from '@testing/helpers/refund-callables';
import { aRefund, type RefundSeed } from '@testing/fixtures/refund-documents';
import { neverAnswered, staffStories, unavailable, type StaffAt } from './staff-story';

/**
 * The Orders page's Refunds tab against the Firestore stand-in and the refund callables'
 * stand-in: open refunds in each state, Show more, none, Loading and a failed read, and each
 * action's answer (sending, sent, refused, failed at M-Pesa, Mark as refunded's dialog). On a
 * 390 px phone first.
 */
const meta = {
  title: 'Back office/Refunds',
  ...staffStories('mobile2'),
  args: { start: '/staff/orders?tab=refunds' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Money due back in every shape: due, pending at M-Pesa, failed at M-Pesa, no order, no receipt. */
const open: RefundSeed[] = [
  aRefund(1),
  aRefund(2, { state: 'pending', sentAt: new Date() }),
  aRefund(3, { failure: 'The transaction has already been reversed.' }),
  aRefund(4, { orderId: null, amount: 2300, reason: 'A payment that matches no order.' }),
  aRefund(5, { receipt: null, reason: 'Paid without a receipt, then cancelled.' }),
];
const orders = [1, 2, 3, 5].map((n) => anOrder(n, { status: 'cancelled' }));

const tab = (
  refunds: RefundSeed[] = open,
  calls: Pick<RefundCallablesOptions, 'reversalFailure' | 'answer' | 'delay'> = {},
) => ({ parameters: { msw: { handlers: refundStoryHandlers(orders, refunds, calls) } } });

/** The first refund's row. */
const firstRow = async () =>
  within(await screen.findByRole('list', { name: 'Refunds' }, { timeout: 10_000 })).getAllByRole(
    'listitem',
  )[0]!;

const press = async (name: string) =>
  userEvent.click(within(await firstRow()).getByRole('button', { name }));

/** Every open refund: its state, amount, receipt, payer, why, order and actions. */
export const Listed: Story = tab();

/** More open refunds than a page: 20, then Show more. */
export const ManyRefunds: Story = tab(Array.from({ length: 26 }, (_, i) => aRefund(i + 1)));

/** Nothing due back: the tab says so. */
export const Empty: Story = tab([aRefund(1, { state: 'refunded' })]);

/** Refund by M-Pesa on its way: Sending, and no second press. */
export const Sending: Story = {
  ...tab(open, { delay: () => delay('infinite') }),
  play: () => press('Refund by M-Pesa'),
};

/** Refund by M-Pesa sent: pending until M-Pesa confirms it. */
export const Sent: Story = {
  ...tab(),
  play: () => press('Refund by M-Pesa'),
};

/** The server refused: its words. */
export const Refused: Story = {
  ...tab(open, {
    answer: () => ({ error: 'FAILED_PRECONDITION', message: refundRefusals.notSetUp }),
  }),
  play: () => press('Refund by M-Pesa'),
};

/** M-Pesa would not reverse it: its reason, and the refund still due. */
export const ReversalFailed: Story = {
  ...tab(open, { reversalFailure: 'The initiator is not allowed to reverse this transaction.' }),
  play: () => press('Refund by M-Pesa'),
};

/** Refund by M-Pesa could not be sent: why, and Retry. */
export const SendFailed: Story = {
  ...tab(open, {
    answer: () => ({ error: 'UNAVAILABLE', message: 'The service is currently unavailable.' }),
  }),
  play: () => press('Refund by M-Pesa'),
};

/** Mark as refunded, pressed: its dialog, asking for the M-Pesa code or a note. */
export const MarkDialog: Story = {
  ...tab(),
  play: () => press('Mark as refunded'),
};

/** The dialog confirmed empty: the field asks for the code or a note, and has the focus. */
export const MarkDialogRefusesEmpty: Story = {
  ...tab(),
  play: async () => {
    await press('Mark as refunded');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
  },
};

/** Marked as refunded: the refund shows who and when. */
export const Marked: Story = {
  ...tab(),
  play: async () => {
    await press('Mark as refunded');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('M-Pesa code or note'), 'QFT5R2K9LM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
  },
};

const reads = /\/documents:runQuery$/;

/** The refunds are on their way: Loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswered(reads), ...refundStoryHandlers(orders, open)] } },
};

/** The refunds could not be read (after the retries): why, and Retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [unavailable(reads), ...refundStoryHandlers(orders, open)] } },
};
