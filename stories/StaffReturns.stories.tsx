import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { screen, userEvent, within } from 'storybook/test';
import { returnRefundId } from '../model/return/stored-return';
import { anOrder } from '@testing/fixtures/order-documents';
import { orderIdOf } from '@testing/fixtures/order-ids';
import { aRefund, type RefundSeed } from '@testing/fixtures/refund-documents';
import {
  aReturnView,
  refundOfReturn,
  returnIdOf,
  storedReturn,
  type ReturnSeed,
} from '@testing/fixtures/staff-returns';
import type { ReturnCallablesOptions } from '@testing/helpers/return-callables';
import { returnStoryHandlers } from '@testing/helpers/return-story-handlers';
import { neverAnswered, staffStories, unavailable, type StaffAt } from './staff-story';

/**
 * Staff's side of returns against the Firestore stand-in and a moveReturn stand-in: the Orders
 * page's Returns tab (listed, none, Loading, a failed read), and an order's returns at each step
 * with the buttons it allows, its dialogs, a refund owed, pending or made, an exchange sent, and
 * a move refused or on its way. On a 390 px phone first.
 */
const meta = {
  title: 'Back office/Returns',
  ...staffStories('mobile2'),
  args: { start: '/staff/orders?tab=returns' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const n = 1;
const order = anOrder(n, { fulfilment: 'delivered' });
const twoDresses = aReturnView(n).lines.map((line) => ({ ...line, quantity: 2 }));
const refundId = returnRefundId(returnIdOf(n));
const refundRecord = (overrides: Parameters<typeof aRefund>[1] = {}): RefundSeed => {
  const { data } = aRefund(n, { amount: 7000, ...overrides });
  return {
    id: refundId,
    data: { ...data, paymentId: refundId, returnId: returnIdOf(n), reason: 'Return of 2 items' },
  };
};

/** Order 1's page with this return (and refund record), moveReturn answering as `calls` say. */
const orderWith = (
  view: ReturnType<typeof aReturnView>,
  refunds: RefundSeed[] = [],
  calls: Pick<ReturnCallablesOptions, 'answer' | 'delay'> = {},
): Story => ({
  args: { start: `/staff/orders/${orderIdOf(n)}` },
  parameters: {
    msw: { handlers: returnStoryHandlers([order], [storedReturn(view)], refunds, calls) },
  },
});

const press = async (name: string) =>
  userEvent.click(
    within(await screen.findByRole('region', { name: 'Returns' }, { timeout: 10_000 })).getByRole(
      'button',
      { name },
    ),
  );

// --- The Returns tab ---------------------------------------------------------------------------

const open: ReturnSeed[] = [
  storedReturn(aReturnView(1)),
  storedReturn(
    aReturnView(2, {
      step: 'approved',
      wish: 'exchange',
      customerName: 'Otieno Odhiambo',
      lines: [{ ...aReturnView(2).lines[0]!, exchange: { size: 'L', colour: null } }],
    }),
  ),
  storedReturn(aReturnView(3, { step: 'received', lines: twoDresses })),
];
const tab = (returns: ReturnSeed[]): Story => ({
  parameters: { msw: { handlers: returnStoryHandlers([], returns) } },
});

/** Every open return of all orders, newest first, each a link to its order. */
export const TabListed: Story = tab(open);

/** No open return: the tab says so. */
export const TabEmpty: Story = tab([
  storedReturn(aReturnView(1, { step: 'refused', open: false, refusal: 'Worn.' })),
]);

const groupReads = /\/documents:runQuery$/;

/** The returns are on their way: Loading. */
export const TabLoading: Story = {
  parameters: {
    msw: { handlers: [neverAnswered(groupReads), ...returnStoryHandlers([], open)] },
  },
};

/** The returns could not be read (after the retries): why, and Retry. */
export const TabFailed: Story = {
  parameters: {
    msw: { handlers: [unavailable(groupReads), ...returnStoryHandlers([], open)] },
  },
};

// --- An order's returns ------------------------------------------------------------------------

/** Asked for: its lines and reason, with Approve and Refuse. */
export const Requested: Story = orderWith(aReturnView(n));

/** Approve on its way: Saving…, and no second press. */
export const Saving: Story = {
  ...orderWith(aReturnView(n), [], { delay: () => delay('infinite') }),
  play: () => press('Approve'),
};

/** The server would not move it: its words, in an alert. */
export const MoveRefused: Story = {
  ...orderWith(aReturnView(n), [], {
    answer: () => ({
      error: 'FAILED_PRECONDITION',
      message: 'This return has been approved already.',
    }),
  }),
  play: () => press('Approve'),
};

/** Refuse, pressed: its dialog asks for the Reason. */
export const RefuseDialog: Story = {
  ...orderWith(aReturnView(n)),
  play: () => press('Refuse'),
};

/** Refused: why, as the shopper is told, and no button. */
export const Refused: Story = orderWith(
  aReturnView(n, { step: 'refused', open: false, refusal: 'The dress has been worn and washed.' }),
);

/** Approved: Mark as received. */
export const Approved: Story = orderWith(aReturnView(n, { step: 'approved', lines: twoDresses }));

/** Mark as received, pressed: each unit Resellable (the default) or Damaged. */
export const ReceiveDialog: Story = {
  ...orderWith(aReturnView(n, { step: 'approved', lines: twoDresses })),
  play: () => press('Mark as received'),
};

const received = aReturnView(n, {
  step: 'received',
  lines: twoDresses,
  received: [{ line: 0, resellable: 1, damaged: 1 }],
});

/** Received, the shopper wanting their money: Refund. */
export const ReceivedRefund: Story = orderWith(received);

/** Received, the shopper wanting another size: Send exchange, or Refund when it is out of stock. */
export const ReceivedExchange: Story = orderWith(
  aReturnView(n, {
    ...received,
    wish: 'exchange',
    lines: [{ ...twoDresses[0]!, exchange: { size: 'L', colour: null } }],
  }),
);

/** Refund pressed: the money due, with the refunds' own Refund by M-Pesa and Mark as refunded. */
export const RefundDue: Story = orderWith({ ...received, refund: refundOfReturn(n, 7000) }, [
  refundRecord(),
]);

/** The refund sent to M-Pesa: pending until M-Pesa answers. */
export const RefundPending: Story = orderWith({ ...received, refund: refundOfReturn(n, 7000) }, [
  refundRecord({ state: 'pending', sentAt: new Date() }),
]);

/** The money gone back: the return Refunded, the refund made, no button. */
export const Refunded: Story = orderWith(
  { ...received, step: 'refunded', open: false, refund: refundOfReturn(n, 7000) },
  [refundRecord({ state: 'refunded' })],
);

/** The exchange sent: a link to its order. */
export const ExchangeSent: Story = orderWith(
  aReturnView(n, {
    ...received,
    step: 'exchange-sent',
    open: false,
    wish: 'exchange',
    exchangeOrder: { id: orderIdOf(90), number: 'MT-EXCH01' },
  }),
);
