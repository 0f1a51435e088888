import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { aRefund, refundCollections } from '@testing/fixtures/refund-documents';
import { aReturnView, returnCollections, storedReturn } from '@testing/fixtures/staff-returns';
import { anOrder, orderCollections, type OrderSeed } from '@testing/fixtures/order-documents';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

// Signed in for real (Auth emulator) as the seeded staff member, whose ID token carries the
// role claim; the orders are read from the Firestore emulator as firestore.rules lets staff.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

const cash = { status: 'pending', method: 'cash-on-delivery' } as const;
const toPack = [
  anOrder(1),
  anOrder(2, { ...cash, confirmed: true, fullName: 'Otieno Ouma' }),
  anOrder(3),
];
const others = [
  anOrder(9, { ...cash, fullName: 'Wambui Nduta', phone: '+254733000222' }),
  anOrder(4, { fulfilment: 'packed' }),
  anOrder(5, { status: 'awaiting-payment' }),
  anOrder(6, { status: 'pending', method: 'cash-on-delivery', fulfilment: 'dispatched' }),
  anOrder(7, { status: 'cancelled' }),
  anOrder(8, { status: 'paid', fulfilment: 'delivered', phone: '+254722000111' }),
];

async function openOrders(orders: OrderSeed[] = [...toPack, ...others], path = '/staff/orders') {
  await testBackend.store.seed(orderCollections(orders));
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 15_000 });
  return view;
}

const orderLinks = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/staff/orders: the queues', () => {
  it('opens on To pack: paid and confirmed cash orders not yet packed, newest first, each a link named by its number', async () => {
    const { currentPath } = await openOrders();
    const tab = screen.getByRole('tab', { name: /^To pack/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'To pack' });
    expect(orderLinks(list)).toEqual([1, 2, 3].map((n) => `Order ${orderNumberOf(n)}`));
    expect(within(list).getByRole('link', { name: `Order ${orderNumberOf(2)}` })).toHaveAttribute(
      'href',
      `/staff/orders/${orderIdOf(2)}`,
    );
    expect(within(list).getByText('Otieno Ouma · +254712345678')).toBeVisible();
    expect(within(list).getAllByText('KES 12,500')).toHaveLength(3);
    expect(within(list).getByText('Confirmed')).toBeVisible();
    expect(currentPath()).toBe('/staff/orders');
  });

  it('lists the cash orders not yet confirmed with the shopper in To confirm', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openOrders();
    await screen.findByRole('list', { name: 'To pack' });
    await user.click(screen.getByRole('tab', { name: /^To confirm/ }));
    const list = await screen.findByRole('list', { name: 'To confirm' });
    expect(orderLinks(list)).toEqual([`Order ${orderNumberOf(9)}`]);
    expect(within(list).getByText('Wambui Nduta · +254733000222')).toBeVisible();
    expect(within(list).getByText('Cash on delivery')).toBeVisible();
    expect(within(list).getByText('To be confirmed')).toBeVisible();
    expect(currentPath()).toBe('/staff/orders?tab=to-confirm');
    await expectNoAxeViolations();
  });

  it('says so when no cash order waits to be confirmed', async () => {
    await openOrders(toPack, '/staff/orders?tab=to-confirm');
    expect(
      await screen.findByText('No cash order is waiting to be confirmed with the shopper.'),
    ).toBeVisible();
  });

  it('names every tab, each with its count, the open refunds’ and returns’ too', async () => {
    await testBackend.store.seed({
      ...refundCollections([
        aRefund(7),
        aRefund(9, { state: 'pending', orderId: null }),
        aRefund(10, { state: 'refunded' }),
      ]),
      ...returnCollections([
        storedReturn(aReturnView(6)),
        storedReturn(aReturnView(7, { step: 'refused', open: false })),
      ]),
    });
    await openOrders();
    const tabs = screen.getByRole('tablist', { name: 'Order queues' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([
        'Awaiting payment 1',
        'To confirm 1',
        'To pack 3',
        'Packed 1',
        'Dispatched 1',
        'Delivered 1',
        'Cancelled 1',
        'Refunds 2',
        'Returns 1',
      ]),
    );
  });

  it('shows another tab’s orders when it is chosen, and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openOrders();
    await screen.findByRole('list', { name: 'To pack' });
    await user.click(screen.getByRole('tab', { name: /^Dispatched/ }));
    const list = await screen.findByRole('list', { name: 'Dispatched' });
    expect(orderLinks(list)).toEqual([`Order ${orderNumberOf(6)}`]);
    expect(currentPath()).toBe('/staff/orders?tab=dispatched');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    await openOrders();
    await screen.findByRole('list', { name: 'To pack' });
    await user.click(screen.getByRole('tab', { name: /^To pack/ }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Packed/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^To pack/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Packed' })).toBeVisible();
  });

  it('opens on the tab the address names', async () => {
    await openOrders(undefined, '/staff/orders?tab=cancelled');
    const list = await screen.findByRole('list', { name: 'Cancelled' });
    expect(orderLinks(list)).toEqual([`Order ${orderNumberOf(7)}`]);
  });

  it('says so when a tab is empty', async () => {
    await openOrders(toPack, '/staff/orders?tab=delivered');
    expect(await screen.findByText('No order has been delivered yet.')).toBeVisible();
  });

  it('shows 20 orders, then the rest with Show more, focus on the first new one', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, i) => anOrder(i + 1));
    await openOrders(many);
    const list = await screen.findByRole('list', { name: 'To pack' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23));
    expect(orderLinks(list).at(-1)).toBe(`Order ${orderNumberOf(23)}`);
    expect(within(list).getByRole('link', { name: `Order ${orderNumberOf(21)}` })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('says the orders could not be read, and Retry reads them', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let failing = true;
    testBackend.server.use(
      http.post(/\/documents:runQuery$/, () =>
        failing
          ? HttpResponse.json(
              { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } },
              { status: 503 },
            )
          : undefined,
      ),
    );
    await openOrders();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'To pack' })).toBeVisible();
  });

  it('has no accessibility violations', async () => {
    await openOrders();
    await screen.findByRole('list', { name: 'To pack' });
    await expectNoAxeViolations();
  });
});

describe('/staff/orders: Find an order', () => {
  it.each([
    ['as it is written', (n: number) => orderNumberOf(n)],
    ['in lower case with a space', (n: number) => orderNumberOf(n).replace('-', ' ').toLowerCase()],
    ['without its dash', (n: number) => orderNumberOf(n).replace('-', '')],
  ])('finds an order by its number typed %s, in any tab', async (_, typed) => {
    const user = userEvent.setup();
    const { currentPath } = await openOrders();
    await user.type(screen.getByLabelText('Find an order'), `${typed(8)}{Enter}`);
    const list = await screen.findByRole('list', { name: `Orders found for ${typed(8)}` });
    expect(orderLinks(list)).toEqual([`Order ${orderNumberOf(8)}`]);
    expect(within(list).getByRole('link')).toHaveAttribute('href', `/staff/orders/${orderIdOf(8)}`);
    expect(screen.getByText('1 order found.')).toHaveRole('status');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(currentPath()).toBe(`/staff/orders?${new URLSearchParams({ find: typed(8) })}`);
  });

  it('has no accessibility violations with an order found', async () => {
    const user = userEvent.setup();
    await openOrders();
    await user.type(screen.getByLabelText('Find an order'), `${orderNumberOf(4)}{Enter}`);
    await screen.findByRole('list', { name: `Orders found for ${orderNumberOf(4)}` });
    await expectNoAxeViolations();
  });

  it('finds a customer’s orders by phone, typed as they give it', async () => {
    const user = userEvent.setup();
    await openOrders();
    await user.type(screen.getByLabelText('Find an order'), '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const list = await screen.findByRole('list', { name: 'Orders found for 0722 000 111' });
    expect(orderLinks(list)).toEqual([`Order ${orderNumberOf(8)}`]);
  });

  it('finds an older order, without a number or a queue, by the id it goes by', async () => {
    const user = userEvent.setup();
    await openOrders([anOrder(10, { withoutQueue: true, withoutNumber: true })]);
    await user.type(screen.getByLabelText('Find an order'), `${orderIdOf(10)}{Enter}`);
    expect(await screen.findByRole('link', { name: `Order ${orderIdOf(10)}` })).toHaveAttribute(
      'href',
      `/staff/orders/${orderIdOf(10)}`,
    );
  });

  it('says when nothing matches, and Show all orders brings the tabs back', async () => {
    const user = userEvent.setup();
    await openOrders();
    const field = screen.getByLabelText('Find an order');
    await user.type(field, '0799 999 999{Enter}');
    expect(await screen.findByText('No order matches 0799 999 999.')).toHaveRole('status');
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByRole('list', { name: 'To pack' })).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('says when no order has the number', async () => {
    const user = userEvent.setup();
    await openOrders();
    await user.type(screen.getByLabelText('Find an order'), 'MT-ZZZZZZ{Enter}');
    expect(await screen.findByText('No order matches MT-ZZZZZZ.')).toHaveRole('status');
  });

  it('refuses text that is neither an order number nor a phone, and reads nothing', async () => {
    const user = userEvent.setup();
    await openOrders();
    await screen.findByRole('list', { name: 'To pack' });
    await user.type(screen.getByLabelText('Find an order'), 'Wanjiku{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter an order number, like MT-4K7Q2P, or a Kenyan phone number.',
    );
    expect(screen.getByLabelText('Find an order')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('list', { name: 'To pack' })).toBeVisible();
  });

  it('opens on the search the address kept', async () => {
    await openOrders(undefined, '/staff/orders?find=%2B254722000111');
    const list = await screen.findByRole('list', { name: 'Orders found for +254722000111' });
    expect(orderLinks(list)).toEqual([`Order ${orderNumberOf(8)}`]);
    expect(screen.getByLabelText('Find an order')).toHaveValue('+254722000111');
  });
});
