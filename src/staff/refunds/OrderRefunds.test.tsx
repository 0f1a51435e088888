import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { refundRefusals, refundsCollection } from '@model/payment/refunds';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { anEvent, anOrder, orderCollections, placedAt } from '@testing/fixtures/order-documents';
import {
  refundCallableHandlers,
  type RefundCallablesOptions,
} from '@testing/helpers/refund-callables';
import {
  aRefund,
  paymentNumber,
  receiptOf,
  refundCollections,
  type RefundSeed,
} from '@testing/fixtures/refund-documents';
import { orderNumberOf } from '@testing/fixtures/order-ids';

// Signed in for real (Auth emulator) as the seeded staff member; the order, its History and its
// refunds are read from the Firestore emulator, and the refund callables answered by
// testing/helpers/refund-callables.ts, which writes the refund and the order's History event back to it.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

type Options = Partial<Pick<RefundCallablesOptions, 'reversalFailure' | 'answer' | 'delay'>>;

/** Order `n`, paid by M-Pesa then cancelled, with its refunds. */
async function openOrderWith(n: number, refunds: RefundSeed[], options: Options = {}) {
  const cancelledAt = new Date(placedAt(n).getTime() + 3_600_000);
  const order = anOrder(n, { status: 'cancelled' });
  order.events.push(anEvent('cancelled', cancelledAt, null, { status: 'cancelled' }));
  await testBackend.store.seed({ ...orderCollections([order]), ...refundCollections(refunds) });
  let saved = 0;
  const calls = refundCallableHandlers({
    refunds: new Map(refunds.map(({ id, data }) => [id, data])),
    async save(paymentId, data, event) {
      saved += 1;
      await testBackend.store.put(refundsCollection, paymentId, data);
      if (event) await testBackend.store.put(`orders/${order.id}/events`, `refund${saved}`, event);
    },
    ...options,
  });
  testBackend.server.use(...calls.handlers);
  renderRoute(`/staff/orders/${order.id}`);
  await screen.findByRole(
    'heading',
    { level: 1, name: `Order ${orderNumberOf(n)}` },
    { timeout: 15_000 },
  );
  await screen.findByRole('list', { name: 'History' });
  return { requests: calls.requests };
}

const refunds = () => screen.getByRole('region', { name: 'Refunds' });
const button = (name: string) => within(refunds()).getByRole('button', { name });
const history = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/staff/orders/{id}: the money going back', () => {
  it('says a refund is due, with the amount and the M-Pesa receipt, and both ways to refund', async () => {
    await openOrderWith(1, [aRefund(1)]);
    const region = refunds();
    expect(within(region).getByText('Refund due')).toBeVisible();
    expect(within(region).getByText('KES 12,500')).toBeVisible();
    expect(within(region).getByText(receiptOf(1))).toBeVisible();
    expect(button('Refund by M-Pesa')).toBeVisible();
    expect(button('Mark as refunded')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows a refund pending since it went to M-Pesa, and why it is not sent again', async () => {
    const sentAt = new Date();
    await openOrderWith(2, [aRefund(2, { state: 'pending', sentAt })]);
    const region = refunds();
    expect(within(region).getByText('Refund pending')).toBeVisible();
    expect(within(region).getByText(/^Sent to M-Pesa/)).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Refund by M-Pesa' })).toBeNull();
    expect(within(region).getByText(refundRefusals.pending)).toBeVisible();
    expect(button('Mark as refunded')).toBeVisible();
  });

  it('shows a refund made: how, its reference, who and when, and no action', async () => {
    await openOrderWith(3, [aRefund(3, { state: 'refunded' })]);
    const region = refunds();
    expect(within(region).getByText('Refunded')).toBeVisible();
    expect(
      within(region).getByText(/^Marked as refunded, QFT5R2K9LM, by Baraka Mwangi,/),
    ).toBeVisible();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('offers no Refund by M-Pesa for a payment without a receipt, and says why', async () => {
    await openOrderWith(4, [aRefund(4, { receipt: null })]);
    const region = refunds();
    expect(within(region).queryByRole('button', { name: 'Refund by M-Pesa' })).toBeNull();
    expect(within(region).getByText(refundRefusals.noReceipt)).toBeVisible();
    expect(button('Mark as refunded')).toBeVisible();
  });

  it('has no Refunds for an order without money going back', async () => {
    await openOrderWith(5, []);
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});

describe('/staff/orders/{id}: Refund by M-Pesa', () => {
  it('sends the reversal once, shows it pending, and reads the order’s History again', async () => {
    const user = userEvent.setup();
    const { requests } = await openOrderWith(6, [aRefund(6)]);
    await user.click(button('Refund by M-Pesa'));
    const sent = await screen.findByText(
      'Sent to M-Pesa. The refund is pending until M-Pesa confirms it.',
    );
    expect(sent).toHaveRole('status');
    expect(sent.parentElement).toHaveFocus();
    expect(within(refunds()).getByText('Refund pending')).toBeVisible();
    await waitFor(() => expect(history().at(-1)).toMatch(/^Refund sent to M-PesaBaraka Mwangi · /));
    expect(requests).toEqual([{ callable: 'refundByMpesa', paymentId: paymentNumber(6) }]);
  });

  it('shows the server’s refusal, and the refund still due', async () => {
    const user = userEvent.setup();
    await openOrderWith(7, [aRefund(7)], {
      answer: () => ({ error: 'FAILED_PRECONDITION', message: refundRefusals.notSetUp }),
    });
    await user.click(button('Refund by M-Pesa'));
    expect(await within(refunds()).findByRole('alert')).toHaveTextContent(refundRefusals.notSetUp);
    expect(within(refunds()).getByText('Refund due')).toBeVisible();
    expect(button('Mark as refunded')).toBeVisible();
  });

  it('shows M-Pesa’s reason when it would not reverse, the refund still due', async () => {
    const user = userEvent.setup();
    const reason = 'The transaction has already been reversed.';
    await openOrderWith(8, [aRefund(8)], { reversalFailure: reason });
    await user.click(button('Refund by M-Pesa'));
    expect(await within(refunds()).findByRole('alert')).toHaveTextContent(
      'M-Pesa did not refund it: The transaction has already been reversed. The refund is still due.',
    );
    expect(within(refunds()).getByText(`Refund by M-Pesa failed: ${reason}`)).toBeVisible();
    expect(button('Refund by M-Pesa')).toBeVisible();
    await waitFor(() =>
      expect(history().at(-1)).toMatch(/^Refund failedBaraka Mwangi · .*Reason: /),
    );
  });

  it('says when the call fails, and sends again only when staff press Retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let fail = true;
    const { requests } = await openOrderWith(9, [aRefund(9)], {
      answer: () => {
        if (!fail) return undefined;
        fail = false;
        return { error: 'UNAVAILABLE', message: 'The service is currently unavailable.' };
      },
    });
    await user.click(button('Refund by M-Pesa'));
    const alert = await within(refunds()).findByRole('alert');
    expect(alert).toHaveTextContent('The refund could not be sent.');
    expect(requests).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(refunds()).findByText('Refund pending')).toBeVisible();
    expect(requests).toHaveLength(2);
  });
});

describe('/staff/orders/{id}: Mark as refunded', () => {
  it('asks for the M-Pesa code or a note, then records who and when', async () => {
    const user = userEvent.setup();
    const { requests } = await openOrderWith(10, [aRefund(10)]);
    await user.click(button('Mark as refunded'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as refunded' });
    expect(dialog).toHaveAccessibleDescription(
      `KES 12,500 paid with M-Pesa receipt ${receiptOf(10)} for order ${orderNumberOf(10)}, given back outside the shop.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Enter the M-Pesa code of the refund, or a note saying how it was made.',
    );
    expect(within(dialog).getByLabelText('M-Pesa code or note')).toHaveFocus();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('M-Pesa code or note'), 'Cash at the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    expect(await screen.findByText('Marked as refunded.')).toHaveRole('status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(refunds()).getByText('Refunded')).toBeVisible();
    expect(within(refunds()).queryByRole('button')).toBeNull();
    await waitFor(() =>
      expect(history().at(-1)).toMatch(/^RefundedBaraka Mwangi · .*Reference: Cash at the shop$/),
    );
    expect(requests).toEqual([
      { callable: 'markRefunded', paymentId: paymentNumber(10), reference: 'Cash at the shop' },
    ]);
  });

  it('closes with Escape, sending nothing, and gives the focus back', async () => {
    const user = userEvent.setup();
    const { requests } = await openOrderWith(11, [aRefund(11)]);
    await user.click(button('Mark as refunded'));
    await screen.findByRole('dialog', { name: 'Mark as refunded' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button('Mark as refunded')).toHaveFocus());
    expect(requests).toEqual([]);
  });

  it('has no accessibility violations with its dialog open', async () => {
    const user = userEvent.setup();
    await openOrderWith(12, [aRefund(12)]);
    await user.click(button('Mark as refunded'));
    await screen.findByRole('dialog', { name: 'Mark as refunded' });
    await expectNoAxeViolations();
  });
});
