import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkoutTotals } from '@model/order/totals';
import { formatKes } from '@model/money';
import { cashOrderLimit, deliveryFees, deliveryOptions } from '@/settings/shop-settings';
import { CheckoutForm } from './CheckoutForm';

/** Lines whose prices have cents: the sum is taken in whole cents, once, for form and order. */
const line = (id: string, price: string, quantity: number) => ({
  id,
  productName: `Product ${id}`,
  price,
  quantity,
});
const lines = [line('a', '1499.99', 3), line('b', '0.10', 1), line('c', '0.20', 1)];

function renderForm() {
  render(
    <CheckoutForm
      lines={lines}
      cashLimit={cashOrderLimit}
      busy={null}
      prefill={{ fullName: null, email: null }}
      onPlace={vi.fn()}
    />,
  );
  const summary = screen.getByRole('region', { name: 'Order summary' });
  const amount = (term: string) => within(summary).getByText(term).nextElementSibling;
  return { summary, amount };
}

describe('checkout form totals', () => {
  it('shows the order’s own subtotal, delivery and total for the delivery chosen', async () => {
    const { amount } = renderForm();
    expect(amount('Subtotal')).toHaveTextContent(formatKes(4500.27));
    expect(amount('Delivery')).toHaveTextContent('Choose a delivery');
    expect(amount('Total')).toHaveTextContent(formatKes(4500.27));

    const courier = deliveryOptions.find((option) => option.id === 'courier-countrywide')!;
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(courier.label) }));
    const totals = checkoutTotals(lines, courier.id, deliveryFees);
    expect(amount('Delivery')).toHaveTextContent(formatKes(deliveryFees[courier.id]));
    expect(amount('Total')).toHaveTextContent(formatKes(totals.total));
    expect(screen.getByText(/M-Pesa asks for your PIN on the phone below/)).toHaveTextContent(
      `pay ${formatKes(totals.total)} to`,
    );
  });
});
