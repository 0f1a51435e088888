import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { screen, userEvent, within } from 'storybook/test';
import {
  anEvent,
  anOrder,
  offersApplied,
  placedAt,
  type OrderSeed,
} from '@testing/fixtures/order-documents';
import { baraka } from '@testing/fixtures/staff';
import { storyHandlers, type StepCallablesOptions } from '@testing/helpers/step-callables';
import { refundStoryHandlers } from '@testing/helpers/refund-callables';
import { aRefund, type RefundSeed } from '@testing/fixtures/refund-documents';
import { staffStories, type StaffAt } from './staff-story';

/**
 * /staff/orders/{id} against the Firestore stand-in and the step callables' stand-in: an order
 * in each position with the steps it allows, each dialog open, a step saved, refused by the
 * server or failed, the money going back (due, pending, refunded, without a receipt, sent), and
 * the page loading, failed or finding no order. On a phone first.
 */
const meta = {
  title: 'Back office/Order',
  ...staffStories('mobile2'),
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const hour = 3_600_000;
const later = (n: number, hours: number) => new Date(placedAt(n).getTime() + hours * hour);

const packedBy = (n: number) => anEvent('packed', later(n, 1), baraka, { fulfilment: 'packed' });
const dispatchedBy = (n: number) =>
  anEvent('dispatched', later(n, 2), baraka, {
    fulfilment: 'dispatched',
    details: { courier: 'G4S Westlands', tracking: 'KE-104233' },
  });
const dispatchRecord = (n: number) => ({
  dispatch: { courier: 'G4S Westlands', tracking: 'KE-104233', at: later(n, 2) },
});

const paid = anOrder(1);
const withHistory = (order: OrderSeed, ...events: OrderSeed['events']): OrderSeed => ({
  ...order,
  events: [...order.events, ...events],
});

/** One order's page, with the step callables answering as given. */
const orderPage = (
  order: OrderSeed,
  steps: Pick<StepCallablesOptions, 'answer' | 'delay'> = {},
) => ({
  args: { start: `/staff/orders/${order.id}` },
  parameters: { msw: { handlers: storyHandlers([order], steps) } },
});

const press = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name }, { timeout: 5000 }));

/** Paid by M-Pesa, to pack: its number, its receipt, Mark as packed and Cancel order. */
export const Paid: Story = orderPage(paid);

/** An order placed before the shop issued numbers: it goes by its id. */
/** Placed with a code and free delivery: each offer its own line above the delivery. */
export const WithOffers: Story = orderPage(anOrder(20, { data: offersApplied }));

export const WithoutNumber: Story = orderPage(anOrder(18, { withoutNumber: true }));

/** A return's exchange, sent as an order of its own: it names the order it is for, nothing to pay. */
export const Exchange: Story = orderPage(
  anOrder(21, {
    data: {
      exchangeOf: {
        orderId: paid.id,
        number: String(paid.data.number),
        returnId: 'ExchangeReturn000021',
      },
      total: 0,
      subtotal: 0,
      deliveryFee: 0,
    },
  }),
);

/** Cash on delivery, not yet confirmed: call the customer, then Mark as confirmed; no packing. */
export const CashToConfirm: Story = orderPage(
  anOrder(2, { status: 'pending', method: 'cash-on-delivery', fullName: 'Otieno Ouma' }),
);

/** Mark as confirmed, saved: the page says so, History has it, and packing comes next. */
export const CashConfirmedNow: Story = {
  ...orderPage(
    anOrder(19, { status: 'pending', method: 'cash-on-delivery', fullName: 'Otieno Ouma' }),
  ),
  play: () => press('Mark as confirmed'),
};

/** A cash order confirmed with the shopper: to be paid at the door, Mark as packed. */
export const CashConfirmed: Story = orderPage(
  anOrder(17, {
    status: 'pending',
    method: 'cash-on-delivery',
    confirmed: true,
    fullName: 'Wambui Nduta',
  }),
);

/** Packed by a member of staff: Mark as dispatched and Cancel order. */
export const Packed: Story = orderPage(
  withHistory(anOrder(3, { fulfilment: 'packed' }), packedBy(3)),
);

/** On its way with a courier: their name and tracking reference, Mark as delivered. */
export const Dispatched: Story = orderPage(
  withHistory(
    anOrder(4, { fulfilment: 'dispatched', data: dispatchRecord(4) }),
    packedBy(4),
    dispatchedBy(4),
  ),
);

/** Delivered: no step left. */
export const Delivered: Story = orderPage(
  withHistory(
    anOrder(5, { fulfilment: 'delivered', data: dispatchRecord(5) }),
    packedBy(5),
    dispatchedBy(5),
    anEvent('delivered', later(5, 26), baraka, { fulfilment: 'delivered' }),
  ),
);

/** Cancelled before it was paid: the reason, no step left. */
export const Cancelled: Story = orderPage(
  withHistory(
    anOrder(6, {
      status: 'cancelled',
      method: 'cash-on-delivery',
      data: {
        cancellation: { reason: 'The customer asked to cancel.', by: baraka, at: later(6, 1) },
      },
    }),
    anEvent('cancelled', later(6, 1), baraka, {
      status: 'cancelled',
      details: { reason: 'The customer asked to cancel.' },
    }),
  ),
);

/** Cancelled after M-Pesa paid, with its History, and the refund that goes with it. */
const cancelledPaid = (n: number) =>
  withHistory(
    anOrder(n, {
      status: 'cancelled',
      refundDue: true,
      data: { cancellation: { reason: 'Out of stock in orange.', by: baraka, at: later(n, 1) } },
    }),
    anEvent('cancelled', later(n, 1), baraka, {
      status: 'cancelled',
      details: { reason: 'Out of stock in orange.' },
    }),
    anEvent('refund-due', later(n, 1), null, { status: 'cancelled' }),
  );

const withRefund = (order: OrderSeed, refund: RefundSeed) => ({
  args: { start: `/staff/orders/${order.id}` },
  parameters: { msw: { handlers: refundStoryHandlers([order], [refund]) } },
});

/** Cancelled after M-Pesa paid: Refund due, its amount and receipt, and both ways to refund. */
export const RefundDue: Story = withRefund(cancelledPaid(7), aRefund(7));

/** A reversal sent to M-Pesa: Refund pending since then, and why it is not sent again. */
export const RefundPending: Story = withRefund(
  cancelledPaid(14),
  aRefund(14, { state: 'pending', sentAt: new Date() }),
);

/** Refunded by hand: how, its reference, who and when. */
export const Refunded: Story = withRefund(cancelledPaid(15), aRefund(15, { state: 'refunded' }));

/** A payment without a receipt: no reversal, and why. */
export const RefundWithoutReceipt: Story = withRefund(
  cancelledPaid(16),
  aRefund(16, { receipt: null }),
);

/** Refund by M-Pesa sent from the order: pending, and History read again. */
export const RefundSent: Story = {
  ...RefundDue,
  play: () => press('Refund by M-Pesa'),
};

/** Mark as dispatched, pressed: its dialog, Courier or rider and an optional Tracking reference. */
export const DispatchDialog: Story = {
  ...orderPage(withHistory(anOrder(8, { fulfilment: 'packed' }), packedBy(8))),
  play: () => press('Mark as dispatched'),
};

/** The dispatch dialog confirmed empty: the courier or rider is asked for, the field focused. */
export const DispatchDialogRefusesEmpty: Story = {
  ...DispatchDialog,
  play: async () => {
    await press('Mark as dispatched');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
  },
};

/**
 * The dispatch dialog with characters the shopper's text cannot carry: each field says what it
 * takes. Neither field holds more than 40 characters.
 */
export const DispatchDialogRefusesCharacters: Story = {
  ...DispatchDialog,
  play: async () => {
    await press('Mark as dispatched');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Courier or rider'), 'Rider <Otieno>');
    await userEvent.type(within(dialog).getByLabelText('Tracking reference'), 'KE_104;233');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
  },
};

/** Cancel order, pressed: its dialog, asking why. */
export const CancelDialog: Story = {
  ...orderPage(anOrder(9)),
  play: () => press('Cancel order'),
};

/** Mark as packed, saved: the page says so, the order is read again with the next steps. */
export const Saved: Story = {
  ...orderPage(anOrder(10)),
  play: () => press('Mark as packed'),
};

/** A step on its way: Saving, and no second press. */
export const Saving: Story = {
  ...orderPage(anOrder(11), { delay: () => delay('infinite') }),
  play: () => press('Mark as packed'),
};

/** Someone moved the order first: the server's refusal, and the order read again. */
export const Refused: Story = {
  ...orderPage(anOrder(12), {
    answer: () => ({
      error: 'FAILED_PRECONDITION',
      message: 'This order cannot be packed now: it is cancelled, unfulfilled.',
    }),
  }),
  play: () => press('Mark as packed'),
};

/** The dispatch could not be saved: the dialog keeps what was typed, with Retry. */
export const StepFailed: Story = {
  ...orderPage(withHistory(anOrder(13, { fulfilment: 'packed' }), packedBy(13)), {
    answer: () => ({ error: 'UNAVAILABLE', message: 'The service is currently unavailable.' }),
  }),
  play: async () => {
    await press('Mark as dispatched');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Courier or rider'), 'Rider Otieno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
  },
};

/** An address that names no order. */
export const NotFound: Story = {
  args: { start: '/staff/orders/MTD00000000000000099' },
  parameters: { msw: { handlers: storyHandlers([paid]) } },
};

/** The order is on its way: Loading. */
export const Loading: Story = {
  args: { start: `/staff/orders/${paid.id}` },
  parameters: {
    msw: {
      handlers: [
        http.post(/\/documents:batchGet$/, () => delay('infinite')),
        ...storyHandlers([paid]),
      ],
    },
  },
};

/** The order could not be read (after the retries): why, and Retry. */
export const Failed: Story = {
  args: { start: `/staff/orders/${paid.id}` },
  parameters: {
    msw: {
      handlers: [
        http.post(/\/documents:batchGet$/, () =>
          HttpResponse.json(
            { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } },
            { status: 503 },
          ),
        ),
        ...storyHandlers([paid]),
      ],
    },
  },
};
