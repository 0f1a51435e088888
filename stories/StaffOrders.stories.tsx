import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { anOrder, type OrderSeed } from '@testing/fixtures/order-documents';
import { storyHandlers } from '@testing/helpers/step-callables';
import { staffStories, type StaffAt } from './staff-story';
import { orderNumberOf } from '@testing/fixtures/order-ids';

/**
 * /staff/orders against the Firestore stand-in: each queue's tab, Show more, an empty tab,
 * Find an order (by number, by phone, missed, refused), Loading and a failed read with Retry. On
 * a 390 px phone first, as the owner runs the shop.
 */
const meta = {
  title: 'Back office/Orders',
  ...staffStories('mobile2'),
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Orders in every queue: three to pack (one of them a confirmed cash order), a cash order to
 * confirm, and one in each other queue.
 */
const shopOrders: OrderSeed[] = [
  anOrder(1),
  anOrder(2, {
    status: 'pending',
    method: 'cash-on-delivery',
    confirmed: true,
    fullName: 'Otieno Ouma',
  }),
  anOrder(3, { fullName: 'Achieng Njeri', phone: '+254722000111' }),
  anOrder(9, { status: 'pending', method: 'cash-on-delivery', fullName: 'Wambui Nduta' }),
  anOrder(4, { fulfilment: 'packed', fullName: 'Mwangi Kariuki' }),
  anOrder(5, { status: 'awaiting-payment', fullName: 'Chebet Langat' }),
  anOrder(6, { status: 'pending', method: 'cash-on-delivery', fulfilment: 'dispatched' }),
  anOrder(7, { status: 'paid', fulfilment: 'delivered', fullName: 'Njoroge Kamau' }),
  anOrder(8, { status: 'cancelled', refundDue: true, fullName: 'Akinyi Odhiambo' }),
];

const at = (start: string, orders = shopOrders) => ({
  args: { start },
  parameters: { msw: { handlers: storyHandlers(orders) } },
});

/** To pack, where /staff/orders opens: paid orders and confirmed cash orders not yet packed. */
export const ToPack: Story = at('/staff/orders');

export const AwaitingPayment: Story = at('/staff/orders?tab=awaiting-payment');

/** Cash orders staff have not yet confirmed with the shopper by phone. */
export const ToConfirm: Story = at('/staff/orders?tab=to-confirm');

export const Packed: Story = at('/staff/orders?tab=packed');

export const Dispatched: Story = at('/staff/orders?tab=dispatched');

export const Delivered: Story = at('/staff/orders?tab=delivered');

export const Cancelled: Story = at('/staff/orders?tab=cancelled');

/** More orders than a page: 20, then Show more orders. */
export const ManyOrders: Story = at(
  '/staff/orders',
  Array.from({ length: 26 }, (_, i) => anOrder(i + 1)),
);

/** A queue with nothing in it says so. */
export const EmptyTab: Story = at('/staff/orders?tab=delivered', shopOrders.slice(0, 3));

/** Find an order by its number, typed as it is read out over the phone: that order. */
export const FoundByNumber: Story = {
  ...at('/staff/orders'),
  play: async () => {
    const number = orderNumberOf(4).replace('MT-', 'mt ').toLowerCase();
    await userEvent.type(await screen.findByLabelText('Find an order'), `${number}{Enter}`);
  },
};

/** Find an order by a phone, typed as the customer gives it: their orders. */
export const FoundByPhone: Story = {
  ...at('/staff/orders'),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Find an order'), '0722 000 111{Enter}');
  },
};

/** Find an order that does not exist: a word, and Show all orders. */
export const SearchMiss: Story = {
  ...at('/staff/orders'),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Find an order'), '0799 999 999{Enter}');
  },
};

/** Text that is neither an order number nor a phone: what to enter instead. */
export const SearchRefused: Story = {
  ...at('/staff/orders'),
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Find an order'), 'Wanjiku{Enter}');
  },
};

/** The orders are on their way: Loading. */
export const Loading: Story = {
  args: { start: '/staff/orders' },
  parameters: {
    msw: {
      handlers: [
        http.post(/\/documents:run(Query|AggregationQuery)$/, () => delay('infinite')),
        ...storyHandlers(shopOrders),
      ],
    },
  },
};

/** The orders could not be read (after the retries): why, and Retry. */
export const Failed: Story = {
  args: { start: '/staff/orders' },
  parameters: {
    msw: {
      handlers: [
        http.post(/\/documents:run(Query|AggregationQuery)$/, () =>
          HttpResponse.json(
            { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } },
            { status: 503 },
          ),
        ),
        ...storyHandlers(shopOrders),
      ],
    },
  },
};
