import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { formatKes } from '@model/money';
import { aRefund, refundCollections } from '@testing/fixtures/refund-documents';
import { anOrder, orderCollections, type OrderSeed } from '@testing/fixtures/order-documents';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { expectNoAxeViolationsAtEachWidth } from '@testing/helpers/viewports';

// Signed in for real (Auth emulator) as the seeded staff member; the order and its refunds are
// read from the Firestore emulator, as the order's own page reads them.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

const paidAt = new Date('2026-11-20T07:15:00.000Z');

/** Order n, paid by M-Pesa with the shop's receipt R00000n. */
const paidOrder = (n: number, overrides: Parameters<typeof anOrder>[1] = {}) =>
  anOrder(n, {
    ...overrides,
    data: { receiptNumber: `R00000${n}`, paidAt, ...overrides.data },
  });

async function openReceipt(order: OrderSeed) {
  await testBackend.store.seed(orderCollections([order]));
  return renderRoute(`/staff/orders/${order.id}/receipt`);
}

const receiptHeading = (number: string) =>
  screen.findByRole('heading', { level: 1, name: `Receipt ${number}` }, { timeout: 15_000 });

describe('/staff/orders/{id}/receipt: the order’s receipt for staff', () => {
  it('shows the receipt number, the KRA PIN, each line, the VAT and the M-Pesa receipt', async () => {
    await openReceipt(paidOrder(1));
    const receipt = (await receiptHeading('R000001')).closest('article') as HTMLElement;
    expect(within(receipt).getByText(/KRA PIN/)).toBeVisible();
    expect(within(receipt).getByText('Order number').nextSibling).toHaveTextContent(
      orderNumberOf(1),
    );
    expect(
      within(receipt).getByRole('row', { name: /Linen Summer Dress, size M, Orange/ }),
    ).toHaveTextContent(`2${formatKes(3500)}${formatKes(7000)}`);
    expect(within(receipt).getByRole('row', { name: /Leather Tote Bag, Brown/ })).toBeVisible();
    expect(within(receipt).getByText('VAT (16 %) included').nextSibling).toHaveTextContent(
      formatKes(1724.14),
    );
    expect(within(receipt).getByText('M-Pesa receipt').nextSibling).toHaveTextContent('SGH0000001');
    expect(within(receipt).getByText('Date').nextSibling).toHaveTextContent('20 Nov 2026');
    expect(within(receipt).getByText('Time').nextSibling).toHaveTextContent('10:15');
    await expectNoAxeViolationsAtEachWidth();
  });

  it('lists each refund made as a credit with its number, and none for a refund still due', async () => {
    const order = paidOrder(2, { status: 'cancelled' });
    await testBackend.store.seed(
      refundCollections([
        aRefund(2, {
          state: 'refunded',
          amount: 2250,
          creditNumber: 'C000001',
          refunded: {
            method: 'by-hand',
            reference: 'QFT5R2K9LM',
            at: new Date('2026-11-21T09:00:00.000Z'),
          },
        }),
        aRefund(3, { orderId: orderIdOf(2), state: 'due' }),
      ]),
    );
    await openReceipt(order);
    const receipt = (await receiptHeading('R000002')).closest('article') as HTMLElement;
    const credits = within(receipt).getAllByText(/^Credit/);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toHaveTextContent('Credit C000001, 21 Nov 2026');
    expect(credits[0]!.nextSibling).toHaveTextContent(`−${formatKes(2250)}`);
    expect(within(receipt).getByText('Kept after credits').nextSibling).toHaveTextContent(
      formatKes(10_250),
    );
    await expectNoAxeViolationsAtEachWidth();
  });

  it('is reached from the order page’s Receipt link, and leads back to the order', async () => {
    const user = userEvent.setup();
    await testBackend.store.seed(
      orderCollections([paidOrder(4), anOrder(5, { status: 'awaiting-payment' })]),
    );
    const { currentPath } = renderRoute(`/staff/orders/${orderIdOf(4)}`);
    await user.click(await screen.findByRole('link', { name: 'Receipt' }, { timeout: 15_000 }));
    await receiptHeading('R000004');
    expect(currentPath()).toBe(`/staff/orders/${orderIdOf(4)}/receipt`);

    await user.click(screen.getByRole('link', { name: 'Back to the order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${orderNumberOf(4)}` }),
    ).toBeVisible();
  });

  it('says an order not yet paid has no receipt yet', async () => {
    await openReceipt(anOrder(6, { status: 'awaiting-payment' }));
    expect(
      await screen.findByText(/has no receipt yet/, {}, { timeout: 15_000 }),
    ).toHaveTextContent(`Order ${orderNumberOf(6)} has no receipt yet`);
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/staff/orders/${orderIdOf(6)}`,
    );
    await expectNoAxeViolationsAtEachWidth();
  });
});
