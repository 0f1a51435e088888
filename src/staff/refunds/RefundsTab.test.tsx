import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { refundRefusals, refundsCollection } from '@model/payment/refunds';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
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
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

// Signed in for real (Auth emulator) as the seeded staff member; the refunds are read from the
// Firestore emulator as firestore.rules lets staff, and the refund callables answered by
// testing/helpers/refund-callables.ts, which writes each refund back to the emulator as the real ones do.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

type Options = Partial<Pick<RefundCallablesOptions, 'answer' | 'delay'>>;

async function openRefunds(refunds: RefundSeed[], options: Options = {}) {
  await testBackend.store.seed(refundCollections(refunds));
  const calls = refundCallableHandlers({
    refunds: new Map(refunds.map(({ id, data }) => [id, data])),
    save: (paymentId, data) => testBackend.store.put(refundsCollection, paymentId, data),
    ...options,
  });
  testBackend.server.use(...calls.handlers);
  const view = renderRoute('/staff/orders?tab=refunds');
  await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 15_000 });
  return { ...view, requests: calls.requests };
}

const refundList = () => screen.findByRole('list', { name: 'Refunds' }, { timeout: 10_000 });
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem');

const due = aRefund(1);
const pending = aRefund(2, { state: 'pending', sentAt: new Date() });
const failed = aRefund(3, { failure: 'The transaction has already been reversed' });
const orderless = aRefund(4, {
  orderId: null,
  amount: 2300,
  reason: 'A payment that matches no order.',
});
const made = aRefund(5, { state: 'refunded' });

describe('/staff/orders?tab=refunds: the open refunds', () => {
  it('lists each open refund, newest first, with what staff need to give it back', async () => {
    const { currentPath } = await openRefunds([due, pending, failed, orderless, made]);
    expect(screen.getByRole('tab', { name: /^Refunds/ })).toHaveAttribute('aria-selected', 'true');
    const list = await refundList();
    expect(rows(list)).toHaveLength(4);
    const [first, second, third, fourth] = rows(list);

    expect(within(first!).getByText('Refund due')).toBeVisible();
    expect(within(first!).getByText('KES 12,500')).toBeVisible();
    expect(within(first!).getByText(receiptOf(1))).toBeVisible();
    expect(within(first!).getByText('254712345678')).toBeVisible();
    expect(within(first!).getByText('The order was cancelled after it was paid.')).toBeVisible();
    expect(within(first!).getByRole('link', { name: `Order ${orderNumberOf(1)}` })).toHaveAttribute(
      'href',
      `/staff/orders/${orderIdOf(1)}`,
    );
    expect(within(first!).getByRole('button', { name: 'Refund by M-Pesa' })).toBeVisible();
    expect(within(first!).getByRole('button', { name: 'Mark as refunded' })).toBeVisible();

    expect(within(second!).getByText('Refund pending')).toBeVisible();
    expect(within(second!).getByText(/^Sent to M-Pesa/)).toBeVisible();
    expect(within(second!).queryByRole('button', { name: 'Refund by M-Pesa' })).toBeNull();
    expect(within(second!).getByText(refundRefusals.pending)).toBeVisible();

    expect(within(third!).getByText('Refund due')).toBeVisible();
    expect(
      within(third!).getByText(
        'Refund by M-Pesa failed: The transaction has already been reversed',
      ),
    ).toBeVisible();

    expect(within(fourth!).getByText('No order')).toBeVisible();
    expect(within(fourth!).getByText('KES 2,300')).toBeVisible();
    expect(currentPath()).toBe('/staff/orders?tab=refunds');
  });

  it('says why a payment without a receipt is not refunded by M-Pesa', async () => {
    await openRefunds([aRefund(6, { receipt: null })]);
    const [row] = rows(await refundList());
    expect(within(row!).getByText('None')).toBeVisible();
    expect(within(row!).queryByRole('button', { name: 'Refund by M-Pesa' })).toBeNull();
    expect(within(row!).getByText(refundRefusals.noReceipt)).toBeVisible();
  });

  it('sends Refund by M-Pesa once, says Sending, and shows the refund pending', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { requests } = await openRefunds([due], {
      delay: () => new Promise((resolve) => (release = resolve)),
    });
    const [row] = rows(await refundList());
    const refund = within(row!).getByRole('button', { name: 'Refund by M-Pesa' });
    await user.click(refund);
    expect(await within(row!).findByText('Sending…')).toHaveRole('status');
    expect(refund).toHaveAttribute('aria-disabled', 'true');
    await user.click(refund);
    release();
    expect(
      await within(row!).findByText(
        'Sent to M-Pesa. The refund is pending until M-Pesa confirms it.',
      ),
    ).toHaveRole('status');
    expect(within(row!).getByText('Refund pending')).toBeVisible();
    expect(within(row!).queryByRole('button', { name: 'Refund by M-Pesa' })).toBeNull();
    expect(requests).toEqual([{ callable: 'refundByMpesa', paymentId: paymentNumber(1) }]);
  });

  it('marks a refund made by hand as refunded from the tab', async () => {
    const user = userEvent.setup();
    const { requests } = await openRefunds([due]);
    const [row] = rows(await refundList());
    await user.click(within(row!).getByRole('button', { name: 'Mark as refunded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as refunded' });
    await user.type(within(dialog).getByLabelText('M-Pesa code or note'), 'QFT5R2K9LM');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
    expect(await within(row!).findByText('Marked as refunded.')).toBeVisible();
    expect(within(row!).getByText('Refunded')).toBeVisible();
    expect(within(row!).queryByRole('button')).toBeNull();
    expect(requests).toEqual([
      { callable: 'markRefunded', paymentId: paymentNumber(1), reference: 'QFT5R2K9LM' },
    ]);
  });

  it('shows 20 refunds, then the rest with Show more, focus on the first new one', async () => {
    const user = userEvent.setup();
    await openRefunds(Array.from({ length: 23 }, (_, i) => aRefund(i + 1)));
    const list = await refundList();
    expect(rows(list)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows(list)).toHaveLength(23));
    expect(rows(list)[20]).toHaveFocus();
    expect(within(rows(list)[22]!).getByText(receiptOf(23))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says so when no money is due back', async () => {
    await openRefunds([made]);
    expect(
      await screen.findByText('No money is due back: every refund has been made.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
  });

  it('says the refunds could not be read, and Retry reads them', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let failing = true;
    testBackend.server.use(
      http.post(/\/documents:runQuery$/, async ({ request }) => {
        const asked = JSON.stringify(await request.clone().json());
        return failing && asked.includes(`"${refundsCollection}"`)
          ? HttpResponse.json(
              { error: { code: 503, message: 'unavailable', status: 'UNAVAILABLE' } },
              { status: 503 },
            )
          : undefined;
      }),
    );
    await openRefunds([due]);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(rows(await refundList())).toHaveLength(1);
  });

  it('has no accessibility violations', async () => {
    await openRefunds([due, pending, failed, orderless, aRefund(6, { receipt: null })]);
    await refundList();
    await expectNoAxeViolations();
  });
});
