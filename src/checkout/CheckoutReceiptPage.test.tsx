import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKes } from '@model/money';
import { anOrder } from '@testing/helpers/checkout-machine';
import { openCheckout, placedEarlier, shirt } from '@testing/helpers/render-checkout';
import { expectNoAxeViolationsAtEachWidth } from '@testing/helpers/viewports';
import { orderAccessKey } from './order-access-storage';
import type { FakeFunctions } from '../../mocks/browser/functions/callables';

beforeAll(() => import('./index'), 30_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // 13:00 in Nairobi.
  vi.setSystemTime(new Date('2026-11-28T10:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const receiptOf = (orderId: string) => `/checkout/order/${orderId}/receipt`;
const total = Number(shirt.price) + 300;

/** An order paid by M-Pesa earlier on this device: its receipt is the shop's first. */
function paidEarlier(functions: FakeFunctions) {
  const { orderId, accessToken } = placedEarlier(functions);
  functions.direct.getOrder({ orderId, accessToken });
  return { orderId, accessToken };
}

const receiptHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Receipt R000001' }, { timeout: 15_000 });

describe('/checkout/order/{id}/receipt: the shopper’s receipt', () => {
  it('shows a paid order’s receipt: the shop’s KRA PIN, each line, the VAT and the M-Pesa receipt', async () => {
    openCheckout(receiptOf('PlacedEarlier0000001'), { setUp: paidEarlier });
    const receipt = (await receiptHeading()).closest('article') as HTMLElement;
    expect(within(receipt).getByText(/KRA PIN/)).toBeVisible();
    const row = within(receipt).getByRole('row', { name: new RegExp(shirt.productName) });
    expect(row).toHaveTextContent(`1${formatKes(shirt.price)}${formatKes(shirt.price)}`);
    expect(within(receipt).getByText('VAT (16 %) included').nextSibling).toHaveTextContent(
      formatKes(Math.round((total * 100 * 16) / 116) / 100),
    );
    expect(within(receipt).getByText('Paid by').nextSibling).toHaveTextContent('M-Pesa');
    expect(within(receipt).getByText('M-Pesa receipt').nextSibling).toHaveTextContent('SFK0000001');
    expect(within(receipt).getByText('Total', { selector: 'dt' }).nextSibling).toHaveTextContent(
      formatKes(total),
    );
    expect(document.title).toMatch(/^Receipt R000001/);
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoAxeViolationsAtEachWidth();
  });

  it('is reached from the order page’s Receipt link, and prints from Print', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { path } = openCheckout('/checkout/order/PlacedEarlier0000001', { setUp: paidEarlier });
    await user.click(await screen.findByRole('link', { name: 'Receipt' }, { timeout: 15_000 }));
    await receiptHeading();
    expect(path()).toBe(receiptOf('PlacedEarlier0000001'));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('checkbox', { name: 'Narrow receipt (58 mm)' }));
    expect(screen.getByRole('article')).toHaveAttribute('data-narrow', 'true');
  });

  it('says a cash order was paid in cash', async () => {
    openCheckout(receiptOf('CashPaidAtTheDoor001'), {
      setUp: (functions) => {
        functions.addOrder(
          anOrder({
            id: 'CashPaidAtTheDoor001',
            status: 'paid',
            fulfilment: 'delivered',
            confirmed: true,
            payment: { method: 'cash-on-delivery', phone: null },
            receipt: { number: 'R000001', paidAt: '2026-11-27T15:00:00.000Z', credits: [] },
          }),
          'a-cash-access-token-kept-on-this-device-00',
        );
        window.localStorage.setItem(
          orderAccessKey,
          JSON.stringify([
            {
              orderId: 'CashPaidAtTheDoor001',
              accessToken: 'a-cash-access-token-kept-on-this-device-00',
              cartHeld: false,
            },
          ]),
        );
      },
    });
    const receipt = (await receiptHeading()).closest('article') as HTMLElement;
    expect(within(receipt).getByText('Paid by').nextSibling).toHaveTextContent('Cash');
    expect(within(receipt).queryByText('M-Pesa receipt')).toBeNull();
    expect(within(receipt).getByText('Date').nextSibling).toHaveTextContent('27 Nov 2026');
    expect(within(receipt).getByText('Time').nextSibling).toHaveTextContent('18:00');
    await expectNoAxeViolationsAtEachWidth();
  });

  it('shows money given back as a credit line with its own number', async () => {
    openCheckout(receiptOf('PlacedEarlier0000001'), {
      setUp: (functions) => {
        const { orderId } = paidEarlier(functions);
        functions.cancelOrder(orderId);
        functions.refundOrder(orderId);
      },
    });
    const receipt = (await receiptHeading()).closest('article') as HTMLElement;
    const credit = within(receipt).getByText(/^Credit/);
    expect(credit).toHaveTextContent('Credit C000001, 28 Nov 2026');
    expect(credit.nextSibling).toHaveTextContent(`−${formatKes(total)}`);
    expect(within(receipt).getByText('Kept after credits').nextSibling).toHaveTextContent(
      formatKes(0),
    );
    await expectNoAxeViolationsAtEachWidth();
  });

  it('says an order not yet paid has no receipt yet, with a way back to it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { path } = openCheckout(receiptOf('PlacedEarlier0000001'), {
      mpesa: 'pending',
      setUp: (functions) => void placedEarlier(functions),
    });
    expect(
      await screen.findByText(/This order has no receipt yet/, {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expectNoAxeViolationsAtEachWidth();
    await user.click(screen.getByRole('link', { name: 'Back to your order' }));
    expect(path()).toBe('/checkout/order/PlacedEarlier0000001');
  });

  it('says so when the order cannot be read, and shows the receipt on Retry', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openCheckout(receiptOf('PlacedEarlier0000001'), {
      setUp: (functions) => {
        paidEarlier(functions);
        functions.failNext('getOrder', { status: 'UNAVAILABLE' });
      },
    });
    const failure = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(failure).toHaveTextContent(/Our shop is not answering right now/);
    await expectNoAxeViolationsAtEachWidth();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await receiptHeading();
  });
});
