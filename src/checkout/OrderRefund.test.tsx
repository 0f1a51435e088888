import { expectNoAxeViolations } from '@testing/helpers/axe';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKes } from '@model/money';
import { openCheckout, placedEarlier, shirt } from '@testing/helpers/render-checkout';
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

/** The order's total: the shirt, delivered within Nairobi. */
const total = formatKes(Number(shirt.price) + 300);

/** An order paid by M-Pesa earlier, then cancelled by the shop: its money is owed back. */
function paidThenCancelled(functions: FakeFunctions) {
  const { orderId, accessToken } = placedEarlier(functions);
  functions.direct.getOrder({ orderId, accessToken });
  functions.cancelOrder(orderId);
  return orderId;
}

const statusLine = () => screen.getByText('Status').closest('p') as HTMLElement;

describe('/checkout/order/{id}: money given back', () => {
  it('shows an order whose money all went back as Refunded, with how much and when', async () => {
    openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => functions.refundOrder(paidThenCancelled(functions)),
    });
    expect(
      await screen.findByText(`${total} refunded to your M-Pesa on 28 Nov 2026.`),
    ).toBeVisible();
    expect(statusLine()).toHaveTextContent('Status Refunded');
    expect(screen.queryByText(/will be refunded/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('says the money of a paid order cancelled will be refunded', async () => {
    openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => void paidThenCancelled(functions),
    });
    const owed = await screen.findByText(`${total} will be refunded to your M-Pesa.`);
    expect(owed.closest('[role="alert"]')).toHaveTextContent('This order was cancelled.');
    expect(statusLine()).toHaveTextContent('Status Cancelled');
    await expectNoAxeViolations();
  });

  it('says nothing of refunds for an order without any', async () => {
    openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => {
        const { orderId, accessToken } = placedEarlier(functions);
        functions.direct.getOrder({ orderId, accessToken });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(screen.queryByText(/refunded/)).toBeNull();
  });
});
