import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { aRefund, refundCollections } from '@testing/fixtures/refund-documents';
import {
  anOrder,
  offersApplied,
  orderCollections,
  type OrderSeed,
} from '@testing/fixtures/order-documents';
import { stepCallableHandlers, type StepCallablesOptions } from '@testing/helpers/step-callables';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

// Signed in for real (Auth emulator) as the seeded staff member; the order and its History are
// read from the Firestore emulator, and the step callables answered by testing/helpers/step-callables.ts,
// which writes each step back to the emulator as the real ones do.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

type Options = Partial<Pick<StepCallablesOptions, 'answer' | 'delay'>>;

async function openOrder(order: OrderSeed, options: Options = {}) {
  await testBackend.store.seed(orderCollections([order]));
  let saved = 0;
  const steps = stepCallableHandlers({
    orders: new Map([[order.id, order.data]]),
    async save(orderId, data, event) {
      saved += 1;
      await testBackend.store.put('orders', orderId, data);
      await testBackend.store.put(`orders/${orderId}/events`, `step${saved}`, event);
    },
    ...options,
  });
  testBackend.server.use(...steps.handlers);
  const view = renderRoute(`/staff/orders/${order.id}`);
  // The heading names the order by its number; an older order without one, by its id.
  const number = typeof order.data.number === 'string' ? order.data.number : order.id;
  await screen.findByRole('heading', { level: 1, name: `Order ${number}` }, { timeout: 15_000 });
  await screen.findByRole('list', { name: 'History' });
  return { ...view, requests: steps.requests };
}

const button = (name: string) => screen.getByRole('button', { name });
const history = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/staff/orders/{id}: the order', () => {
  it('shows the customer, the lines with size and colour, the total, the payment and History', async () => {
    await openOrder(anOrder(1));
    expect(screen.getByText('Wanjiku Kamau')).toBeVisible();
    expect(screen.getByRole('link', { name: '+254712345678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Linen Summer Dress')).toBeVisible();
    expect(within(items).getByText('Size M · Colour Orange')).toBeVisible();
    expect(within(items).getByText('Colour Brown')).toBeVisible();
    expect(within(items).getByText('KES 12,500')).toBeVisible();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('M-Pesa')).toBeVisible();
    expect(within(payment).getByText('Paid')).toBeVisible();
    expect(within(payment).getByText('SGH0000001')).toBeVisible();
    expect(history()).toEqual([
      'Order placedThe shop · 3 Mar 2025, 08:00',
      'Paid by M-PesaThe shop · 3 Mar 2025, 08:01',
    ]);
    expect(button('Mark as packed')).toBeVisible();
    expect(button('Cancel order')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as dispatched' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/staff/orders?tab=to-pack',
    );
  });

  it('shows each offer the order got and the total after them', async () => {
    await openOrder(anOrder(3, { data: offersApplied }));
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Ten off (TENOFF)')).toBeVisible();
    expect(within(items).getByText('−KES 1,250')).toBeVisible();
    expect(within(items).getByText('Free with Free delivery, KES 300 off')).toBeVisible();
    expect(within(items).getByText('KES 11,250')).toBeVisible();
  });

  it('names the order an exchange is sent for, with nothing to pay', async () => {
    await openOrder(
      anOrder(4, {
        data: {
          exchangeOf: { orderId: orderIdOf(1), number: orderNumberOf(1), returnId: orderIdOf(4) },
        },
      }),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(
      within(payment).getByRole('link', { name: `Order ${orderNumberOf(1)}` }),
    ).toHaveAttribute('href', `/staff/orders/${orderIdOf(1)}`);
    expect(within(payment).getByText(/nothing to pay/)).toBeVisible();
  });

  it('says a refund is due when it is, and offers no step', async () => {
    await testBackend.store.seed(refundCollections([aRefund(2)]));
    await openOrder(anOrder(2, { status: 'cancelled', refundDue: true }));
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Refund due')).toBeVisible();
    expect(
      screen.queryAllByRole('button', {
        name: /Mark as (packed|dispatched|delivered)|Cancel order/,
      }),
    ).toEqual([]);
  });

  it('names the order by its number in its heading and title, its id kept in the address', async () => {
    const { currentPath } = await openOrder(anOrder(13));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Order ${orderNumberOf(13)}`,
    );
    expect(document.title).toMatch(new RegExp(`^Order ${orderNumberOf(13)}`));
    expect(currentPath()).toBe(`/staff/orders/${orderIdOf(13)}`);
  });

  it('names an order placed before the shop issued numbers by its id', async () => {
    await openOrder(anOrder(14, { withoutNumber: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Order ${orderIdOf(14)}`);
  });

  it('says when there is no such order', async () => {
    renderRoute(`/staff/orders/${orderIdOf(99)}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Order not found' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  });

  it('has no accessibility violations', async () => {
    await openOrder(anOrder(3, { fulfilment: 'packed' }));
    await expectNoAxeViolations();
  });
});

describe('/staff/orders/{id}: a cash order to confirm', () => {
  const cash = { status: 'pending', method: 'cash-on-delivery' } as const;

  it('offers Mark as confirmed and no packing until the shopper has confirmed', async () => {
    await openOrder(anOrder(20, cash));
    expect(screen.getByText('To be confirmed', { selector: 'span' })).toBeVisible();
    expect(button('Mark as confirmed')).toHaveAccessibleDescription(
      'Call the customer to confirm this cash order: it is packed once they have confirmed.',
    );
    expect(button('Cancel order')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as packed' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('marks it as confirmed in one press, records who did it, then offers packing', async () => {
    const user = userEvent.setup();
    const order = anOrder(21, cash);
    const { requests } = await openOrder(order);
    await user.click(button('Mark as confirmed'));
    const saved = await screen.findByText('Marked as confirmed.');
    expect(saved).toHaveRole('status');
    expect(saved.parentElement).toHaveFocus();
    expect(requests).toEqual([{ callable: 'confirmOrder', orderId: order.id, action: 'confirm' }]);
    await waitFor(() =>
      expect(history().at(-1)).toMatch(/^Confirmed with the shopperBaraka Mwangi · /),
    );
    expect(button('Mark as packed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as confirmed' })).toBeNull();
    expect(screen.getByText('Confirmed', { selector: 'span' })).toBeVisible();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('To be paid in cash on delivery')).toBeVisible();
  });

  it('offers packing at once for a cash order already confirmed', async () => {
    await openOrder(anOrder(22, { ...cash, confirmed: true }));
    expect(button('Mark as packed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as confirmed' })).toBeNull();
    expect(history().at(-1)).toMatch(/^Confirmed with the shopperBaraka Mwangi · /);
  });
});

describe('/staff/orders/{id}: the steps', () => {
  it('marks an order as packed in one press, reads it again, and records who did it', async () => {
    const user = userEvent.setup();
    const order = anOrder(4);
    const { requests } = await openOrder(order);
    await user.click(button('Mark as packed'));
    const saved = await screen.findByText('Marked as packed.');
    expect(saved).toHaveRole('status');
    expect(saved.parentElement).toHaveFocus();
    expect(requests).toEqual([{ callable: 'packOrder', orderId: order.id, action: 'pack' }]);
    await waitFor(() => expect(history().at(-1)).toMatch(/^PackedBaraka Mwangi · /));
    expect(button('Mark as dispatched')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as packed' })).toBeNull();
  });

  it('asks for the courier or rider before marking as dispatched, then records them', async () => {
    const user = userEvent.setup();
    const order = anOrder(5, { fulfilment: 'packed' });
    const { requests } = await openOrder(order);
    await user.click(button('Mark as dispatched'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as dispatched' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Name the courier or rider.',
    );
    expect(within(dialog).getByLabelText('Courier or rider')).toHaveFocus();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('Courier or rider'), 'G4S Nairobi');
    await user.type(within(dialog).getByLabelText('Tracking reference'), 'KE-123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    expect(await screen.findByText('Marked as dispatched.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([
      {
        callable: 'dispatchOrder',
        orderId: order.id,
        action: 'dispatch',
        courier: 'G4S Nairobi',
        tracking: 'KE-123',
      },
    ]);
    const parcel = screen.getByRole('region', { name: 'Parcel' });
    expect(await within(parcel).findByText('G4S Nairobi')).toBeVisible();
    expect(history().at(-1)).toMatch(/Courier or rider: G4S NairobiTracking reference: KE-123$/);
    expect(button('Mark as delivered')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('holds the courier and tracking reference to 40 characters the shopper’s text can carry', async () => {
    const user = userEvent.setup();
    const { requests } = await openOrder(anOrder(23, { fulfilment: 'packed' }));
    await user.click(button('Mark as dispatched'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as dispatched' });
    const courier = within(dialog).getByLabelText('Courier or rider');
    const tracking = within(dialog).getByLabelText('Tracking reference');
    expect(courier).toHaveAttribute('maxlength', '40');
    expect(tracking).toHaveAttribute('maxlength', '40');
    await user.type(courier, 'Rider <Otieno>');
    await user.type(tracking, 'KE_104;233');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    const message =
      "Use letters, digits, spaces and simple punctuation (. , ' & ( ) / # : -) only.";
    await waitFor(() => expect(courier).toHaveAccessibleDescription(message));
    expect(courier).toHaveAttribute('aria-invalid', 'true');
    expect(courier).toHaveFocus();
    expect(tracking).toHaveAccessibleDescription(
      `Optional: the courier's waybill or the rider's reference. ${message}`,
    );
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([message, message]);
    expect(requests).toEqual([]);
    await expectNoAxeViolations();

    await user.clear(courier);
    await user.type(courier, "O'Brien & Sons (Westlands)");
    await user.clear(tracking);
    await user.type(tracking, 'KE/104-233 #2');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    expect(await screen.findByText('Marked as dispatched.')).toBeVisible();
    expect(requests).toEqual([
      expect.objectContaining({ courier: "O'Brien & Sons (Westlands)", tracking: 'KE/104-233 #2' }),
    ]);
  });

  it('closes the dialog with Escape, sending nothing, and gives the focus back', async () => {
    const user = userEvent.setup();
    const { requests } = await openOrder(anOrder(6, { fulfilment: 'packed' }));
    await user.click(button('Mark as dispatched'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as dispatched' });
    expect(within(dialog).getByLabelText('Courier or rider')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button('Mark as dispatched')).toHaveFocus());
    expect(requests).toEqual([]);
  });

  it('marks a cash order as delivered, and it is paid', async () => {
    const user = userEvent.setup();
    await openOrder(
      anOrder(7, { status: 'pending', method: 'cash-on-delivery', fulfilment: 'dispatched' }),
    );
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('To be paid in cash on delivery')).toBeVisible();
    await user.click(button('Mark as delivered'));
    expect(await screen.findByText('Marked as delivered.')).toBeVisible();
    expect(await within(payment).findByText('Paid')).toBeVisible();
    expect(screen.getByText('Delivered', { selector: 'span' })).toBeVisible();
  });

  it('cancels an order with a reason, and offers no step after', async () => {
    const user = userEvent.setup();
    const order = anOrder(8);
    const { requests } = await openOrder(order);
    await user.click(button('Cancel order'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Say why the order is cancelled.',
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'The customer asked to cancel.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled.')).toBeVisible();
    expect(requests.map((request) => request.callable)).toEqual(['cancelOrder']);
    expect(
      await screen.findByText('The customer asked to cancel.', { selector: 'dd' }),
    ).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /Mark as|Cancel order/ })).toEqual([]);
  });

  it('shows the server’s refusal and the order as it now stands', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const message = 'This order cannot be packed now: it was cancelled.';
    await openOrder(anOrder(9), {
      answer: () => ({ error: 'FAILED_PRECONDITION', message }),
    });
    await user.click(button('Mark as packed'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(button('Mark as packed')).toBeVisible();
  });

  it('keeps the dialog and what was typed when the step fails, and Retry sends it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let fail = true;
    const { requests } = await openOrder(anOrder(10, { fulfilment: 'packed' }), {
      answer: () => {
        if (!fail) return undefined;
        fail = false;
        return { error: 'UNAVAILABLE', message: 'The service is currently unavailable.' };
      },
    });
    await user.click(button('Mark as dispatched'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as dispatched' });
    await user.type(within(dialog).getByLabelText('Courier or rider'), 'Rider Otieno');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as dispatched' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    expect(within(dialog).getByLabelText('Courier or rider')).toHaveValue('Rider Otieno');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Marked as dispatched.')).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  it('says Saving while a step is sent, and takes no second press', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { requests } = await openOrder(anOrder(11), {
      delay: () => new Promise((resolve) => (release = resolve)),
    });
    await user.click(button('Mark as packed'));
    expect(await screen.findByText('Saving…')).toBeVisible();
    expect(button('Mark as packed')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Cancel order'));
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    expect(await screen.findByText('Marked as packed.')).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  it('has no accessibility violations with a dialog open', async () => {
    const user = userEvent.setup();
    await openOrder(anOrder(12));
    await user.click(button('Cancel order'));
    await screen.findByRole('dialog', { name: 'Cancel order' });
    await expectNoAxeViolations();
  });
});
