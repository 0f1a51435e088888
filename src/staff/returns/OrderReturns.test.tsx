import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { refundsCollection } from '@model/payment/refunds';
import { returnRefundId, returnsCollection } from '@model/return/stored-return';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { refundCallableHandlers } from '@testing/helpers/refund-callables';
import {
  exchangeOrderOf,
  returnCallableHandlers,
  type ReturnCallablesOptions,
} from '@testing/helpers/return-callables';
import { expectNoAxeViolationsAtEachWidth } from '@testing/helpers/viewports';
import { anOrder, orderCollections } from '@testing/fixtures/order-documents';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';
import { aRefund } from '@testing/fixtures/refund-documents';
import {
  aReturnView,
  refundOfReturn,
  returnCollections,
  returnIdOf,
  storedReturn,
  type ReturnSeed,
} from '@testing/fixtures/staff-returns';

// Signed in for real (Auth emulator) as the seeded staff member; the order, its History, its
// returns and their refunds are read from the Firestore emulator, and moveReturn answered by
// testing/helpers/return-callables.ts, which writes the return, its History event and its refund
// back to it as the real one does.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

type Options = Partial<Pick<ReturnCallablesOptions, 'answer' | 'delay'>>;

/** Order `n`, delivered, with these returns (and refund records), its page open. */
async function openOrderWith(
  n: number,
  returns: ReturnSeed[],
  refunds: Array<{ id: string; data: Record<string, unknown> }> = [],
  options: Options = {},
) {
  const order = anOrder(n, { fulfilment: 'delivered' });
  await testBackend.store.seed({
    ...orderCollections([order]),
    ...returnCollections(returns),
    ...(refunds.length ? { [refundsCollection]: refunds } : {}),
  });
  let saved = 0;
  const calls = returnCallableHandlers({
    returns,
    async save(moved, event, refund) {
      saved += 1;
      await testBackend.store.put(
        `orders/${moved.orderId}/${returnsCollection}`,
        moved.id,
        moved.data,
      );
      await testBackend.store.put(`orders/${moved.orderId}/events`, `return${saved}`, event);
      if (refund) await testBackend.store.put(refundsCollection, refund.id, refund.data);
    },
    ...options,
  });
  const refundCalls = refundCallableHandlers({
    refunds: new Map(refunds.map(({ id, data }) => [id, data])),
    save: (paymentId, data) => testBackend.store.put(refundsCollection, paymentId, data),
  });
  testBackend.server.use(...calls.handlers, ...refundCalls.handlers);
  renderRoute(`/staff/orders/${order.id}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: `Order ${orderNumberOf(n)}` },
    { timeout: 15_000 },
  );
  await screen.findByRole('list', { name: 'History' });
  const region = await screen.findByRole('region', { name: 'Returns' }, { timeout: 10_000 });
  await within(region).findAllByText(/^Asked/, undefined, { timeout: 10_000 });
  return { region, requests: calls.requests, refundRequests: refundCalls.requests };
}

const ids = (n: number) => ({ orderId: orderIdOf(n), returnId: returnIdOf(n) });
const history = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const twoDresses = (n: number, overrides: Parameters<typeof aReturnView>[1] = {}) =>
  aReturnView(n, { lines: [{ ...aReturnView(n).lines[0]!, quantity: 2 }], ...overrides });

describe('/staff/orders/{id}: the order’s returns', () => {
  it('shows no Returns section for an order without returns, nor while they are read', async () => {
    await testBackend.store.seed(orderCollections([anOrder(40)]));
    renderRoute(`/staff/orders/${orderIdOf(40)}`);
    await screen.findByRole('list', { name: 'History' }, { timeout: 15_000 });
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
    // The returns are read beside the order: none come.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
  });

  it('shows a return asked for with its lines and reason, and approves it once', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { region, requests } = await openOrderWith(1, [storedReturn(aReturnView(1))], [], {
      delay: () => new Promise((resolve) => (release = resolve)),
    });
    expect(within(region).getByText('Return requested')).toBeVisible();
    expect(within(region).getByText('Refund')).toBeVisible();
    expect(within(region).getByText('Linen Summer Dress, M, Orange × 1: Wrong size')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Refuse' })).toBeVisible();
    const approve = within(region).getByRole('button', { name: 'Approve' });
    await user.click(approve);
    expect(await within(region).findByText('Saving…')).toHaveRole('status');
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    await user.click(approve);
    release();
    const said = await within(region).findByText('Return approved.');
    expect(said).toHaveRole('status');
    await waitFor(() => expect(said.parentElement).toHaveFocus());
    expect(within(region).getByText('Return approved')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Mark as received' })).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(requests).toEqual([{ ...ids(1), move: 'approve' }]);
    await waitFor(() =>
      expect(history().some((entry) => entry?.includes('Return approved'))).toBe(true),
    );
  });

  it('refuses a return with a reason, asked for in its dialog', async () => {
    const user = userEvent.setup();
    const { region, requests } = await openOrderWith(2, [storedReturn(aReturnView(2))]);
    await user.click(within(region).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why the return is refused.');
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Reason'), 'Worn and washed.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(region).findByText('Return refused.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(region).getByText('Refused: Worn and washed.')).toBeVisible();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(requests).toEqual([{ ...ids(2), move: 'refuse', reason: 'Worn and washed.' }]);
  });

  it('marks a return received, each unit Resellable by default or Damaged', async () => {
    const user = userEvent.setup();
    const { region, requests } = await openOrderWith(3, [
      storedReturn(twoDresses(3, { step: 'approved' })),
    ]);
    await user.click(within(region).getByRole('button', { name: 'Mark as received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as received' });
    const first = within(dialog).getByRole('group', { name: /unit 1 of 2/ });
    const second = within(dialog).getByRole('group', { name: /unit 2 of 2/ });
    expect(within(first).getByRole('radio', { name: 'Resellable' })).toBeChecked();
    await user.click(within(second).getByRole('radio', { name: 'Damaged' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as received' }));
    expect(await within(region).findByText('Marked as received.')).toBeVisible();
    expect(within(region).getByText('Return received')).toBeVisible();
    expect(within(region).getByText(/Received: 1 resellable, 1 damaged/)).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Refund' })).toBeVisible();
    expect(requests).toEqual([
      { ...ids(3), move: 'receive', lines: [{ line: 0, resellable: 1, damaged: 1 }] },
    ]);
  });

  it('starts the refund of a received return, and shows it once, with the refunds’ own controls', async () => {
    const user = userEvent.setup();
    const received = twoDresses(4, {
      step: 'received',
      received: [{ line: 0, resellable: 2, damaged: 0 }],
    });
    const { region, requests } = await openOrderWith(4, [storedReturn(received)]);
    await user.click(within(region).getByRole('button', { name: 'Refund' }));
    expect(
      await within(region).findByText('Refund due', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    expect(within(region).getByText('KES 7,000')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Refund by M-Pesa' })).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(requests).toEqual([{ ...ids(4), move: 'refund' }]);
    // Once, not also in the order's own Refunds.
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });

  it('marks a return’s refund made by hand from its return', async () => {
    const user = userEvent.setup();
    const refundId = returnRefundId(returnIdOf(5));
    const { data: refundData } = aRefund(5);
    const refund = {
      id: refundId,
      data: { ...refundData, paymentId: refundId, returnId: returnIdOf(5), amount: 3500 },
    };
    const owed = aReturnView(5, { step: 'received', refund: refundOfReturn(5) });
    const { region, refundRequests } = await openOrderWith(5, [storedReturn(owed)], [refund]);
    expect(await within(region).findByText('Refund due')).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Mark as refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as refunded' });
    await user.type(within(dialog).getByLabelText('M-Pesa code or note'), 'QFT5R2K9LM');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    expect(await within(region).findByText('Marked as refunded.')).toBeVisible();
    expect(refundRequests).toEqual([
      { callable: 'markRefunded', paymentId: refundId, reference: 'QFT5R2K9LM' },
    ]);
  });

  it('sends an exchange, and links to its order', async () => {
    const user = userEvent.setup();
    const wanted = aReturnView(6, {
      step: 'received',
      wish: 'exchange',
      lines: [{ ...aReturnView(6).lines[0]!, exchange: { size: 'L', colour: null } }],
      received: [{ line: 0, resellable: 1, damaged: 0 }],
    });
    const { region, requests } = await openOrderWith(6, [storedReturn(wanted)]);
    expect(within(region).getByText(/Wants size L instead/)).toBeVisible();
    await user.click(within(region).getByRole('button', { name: 'Send exchange' }));
    const link = await within(region).findByRole('link', { name: /MT-EXCH01/ });
    expect(link).toHaveAttribute('href', `/staff/orders/${exchangeOrderOf(returnIdOf(6)).id}`);
    expect(within(region).getByText('Exchange sent')).toBeVisible();
    expect(requests).toEqual([{ ...ids(6), move: 'send-exchange' }]);
  });

  it('says why the server would not move the return, in an alert', async () => {
    const user = userEvent.setup();
    const message = 'This return has been approved already.';
    const { region } = await openOrderWith(7, [storedReturn(aReturnView(7))], [], {
      answer: () => ({ error: 'FAILED_PRECONDITION', message }),
    });
    await user.click(within(region).getByRole('button', { name: 'Approve' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(message);
  });

  it('has no accessibility violations at 390 and 1280 px, a dialog open too', async () => {
    const user = userEvent.setup();
    const { region } = await openOrderWith(8, [
      storedReturn(twoDresses(8, { step: 'approved' })),
      storedReturn(
        aReturnView(8, {
          id: 'Refused0000000000008',
          step: 'refused',
          open: false,
          refusal: 'Worn.',
          requestedAt: '2025-02-01T06:00:00.000Z',
          updatedAt: '2025-02-01T06:00:00.000Z',
        }),
      ),
    ]);
    await expectNoAxeViolationsAtEachWidth();
    await user.click(within(region).getByRole('button', { name: 'Mark as received' }));
    await screen.findByRole('dialog', { name: 'Mark as received' });
    await expectNoAxeViolationsAtEachWidth();
  });
});
