import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { nairobiDay, type PaymentRow } from '@model/payment/payments-day';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { formatClock, formatDay } from '../ui/when';
import {
  aPaymentRow,
  paymentsCallable,
  type PaymentsCallableOptions,
} from '@testing/helpers/payments-callable';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';

// Signed in for real (Auth emulator) as the seeded staff member; `listPayments` is answered by
// testing/helpers/payments-callable.ts, as the Functions emulator would carry the real one's answer.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

const today = nairobiDay(new Date());
const yesterday = nairobiDay(new Date(Date.now() - 24 * 3_600_000));

async function openPayments(options: PaymentsCallableOptions) {
  const callable = paymentsCallable(options);
  testBackend.server.use(...callable.handlers);
  renderRoute('/staff/payments');
  await screen.findByRole('heading', { level: 1, name: 'Payments' }, { timeout: 15_000 });
  return { requests: callable.requests };
}

const table = () => screen.findByRole('table', {}, { timeout: 10_000 });
/** The body's rows, each as its cells' text. */
const bodyRows = (shown: HTMLElement) =>
  within(shown)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const todays: PaymentRow[] = [
  aPaymentRow(today, 1),
  aPaymentRow(today, 2, { state: 'refund-due', amount: 3200 }),
  aPaymentRow(today, 3, { state: 'no-order', orderId: null, orderNumber: null, amount: 500 }),
  aPaymentRow(today, 4, { state: 'unsettled', receipt: null, amount: 7300 }),
];

describe('/staff/payments', () => {
  it('shows today’s M-Pesa payments in Nairobi, newest first, with the day’s totals', async () => {
    const { requests } = await openPayments({ days: { [today]: todays } });
    expect(screen.getByLabelText('Day')).toHaveValue(today);
    const shown = await table();
    expect(within(shown).getByText(`M-Pesa payments on ${formatDay(today)}`)).toBeVisible();
    expect(bodyRows(shown)).toEqual([
      [
        formatClock(todays[0]!.at),
        'SGH0000001',
        'KES 12,500',
        '2547*****678',
        `Order ${orderNumberOf(1)}`,
        'Paid',
      ],
      [
        formatClock(todays[1]!.at),
        'SGH0000002',
        'KES 3,200',
        '2547*****678',
        `Order ${orderNumberOf(2)}`,
        'Refund due',
      ],
      [formatClock(todays[2]!.at), 'SGH0000003', 'KES 500', '2547*****678', 'No order', 'No order'],
      [
        formatClock(todays[3]!.at),
        'None',
        'KES 7,300',
        '2547*****678',
        `Order ${orderNumberOf(4)}`,
        'Unsettled',
      ],
    ]);
    expect(formatClock(todays[0]!.at)).toMatch(/^\d\d:\d\d$/);
    expect(within(shown).getByRole('link', { name: `Order ${orderNumberOf(1)}` })).toHaveAttribute(
      'href',
      `/staff/orders/${orderIdOf(1)}`,
    );
    const totals = screen.getByRole('region', { name: `Totals for ${formatDay(today)}` });
    expect(within(totals).getByText('Taken').nextSibling).toHaveTextContent('KES 16,200');
    expect(within(totals).getByText('Refunded').nextSibling).toHaveTextContent('KES 0');
    expect(within(totals).getByText('Due').nextSibling).toHaveTextContent('KES 3,700');
    expect(requests).toEqual([{ day: today, cursor: null }]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('is a section of the back office, after the dashboard and Orders', async () => {
    await openPayments({ days: {} });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 3)).toEqual(['Dashboard', 'Orders', 'Payments']);
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so when the day had no M-Pesa payment', async () => {
    await openPayments({ days: {} });
    expect(
      await screen.findByText(`No M-Pesa payments on ${formatDay(today)}.`, undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows 25 payments, then the rest with Show more, focus on the first new one', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 28 }, (_, i) => aPaymentRow(today, i + 1));
    const { requests } = await openPayments({ days: { [today]: many } });
    const shown = await table();
    expect(bodyRows(shown)).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(bodyRows(shown)).toHaveLength(28));
    expect(within(shown).getAllByRole('row')[26]).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests).toEqual([
      { day: today, cursor: null },
      { day: today, cursor: '25' },
    ]);
  });

  it('reads another day when it is chosen', async () => {
    const user = userEvent.setup();
    const { requests } = await openPayments({
      days: {
        [today]: todays,
        [yesterday]: [aPaymentRow(yesterday, 9, { state: 'refunded', amount: 4100 })],
      },
    });
    await table();
    const field = screen.getByLabelText('Day');
    await user.clear(field);
    await user.type(field, yesterday);
    await waitFor(() =>
      expect(screen.getByRole('table')).toHaveAccessibleName(
        `M-Pesa payments on ${formatDay(yesterday)}`,
      ),
    );
    expect(bodyRows(screen.getByRole('table'))[0]?.slice(-1)).toEqual(['Refunded']);
    const totals = screen.getByRole('region', { name: `Totals for ${formatDay(yesterday)}` });
    expect(within(totals).getByText('Refunded').nextSibling).toHaveTextContent('KES 4,100');
    expect(requests).toEqual([
      { day: today, cursor: null },
      { day: yesterday, cursor: null },
    ]);
  });

  it('says the payments could not be read, and Retry reads them', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let failing = true;
    await openPayments({ days: { [today]: todays }, fails: () => failing });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toHaveLength(4);
  });

  it('has no accessibility violations', async () => {
    await openPayments({ days: { [today]: todays } });
    await table();
    await expectNoAxeViolations();
  });
});
