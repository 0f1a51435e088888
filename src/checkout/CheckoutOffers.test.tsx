import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatKes } from '@model/money';
import { anOfferInUse } from '@testing/fixtures/offers';
import type { PlaceOrderRequest } from '@model/order/request';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { mpesaFields } from '@testing/fixtures/checkout-details';
import {
  bag,
  fillGuestDetails,
  openCheckout,
  placeOrderButton,
  shirt,
} from '@testing/helpers/render-checkout';

// The pages load on demand; loading them once up front keeps the first test's wait short.
beforeAll(() => import('./index'), 30_000);

const friday = anOfferInUse;

const subtotal = Number(shirt.price) + Number(bag.price);
const nairobiFee = 300;
/** 20 % off, rounded up to whole shillings in the shopper's favour (model/offer/pricing.ts). */
const fridayOff = Math.ceil((subtotal * 20) / 100);
const placeRequests = (fake: ReturnType<typeof openCheckout>['fake']) =>
  fake.callsTo('placeOrder').map((call) => call.data as PlaceOrderRequest);

async function applyAtCheckout(user: ReturnType<typeof userEvent.setup>) {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  await user.type(within(summary).getByLabelText('Discount code'), 'FRIDAY20');
  await user.click(within(summary).getByRole('button', { name: 'Apply' }));
  expect(await within(summary).findByText('Black Friday (FRIDAY20)')).toBeVisible();
  return summary;
}

describe('/checkout with a discount code', () => {
  it('shows the code’s line in the totals, asks M-Pesa for the total after it, and sends the code and saving seen', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { offers: [friday()] });
    await fillGuestDetails(user);
    const summary = await applyAtCheckout(user);
    const total = subtotal - fridayOff + nairobiFee;
    expect(within(summary).getByText(`−${formatKes(fridayOff)}`)).toBeVisible();
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent(
      formatKes(total),
    );
    expect(screen.getByText(/M-Pesa asks for your PIN on the phone below/)).toHaveTextContent(
      `pay ${formatKes(total)} to`,
    );
    await expectNoAxeViolations();

    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(placeRequests(fake)[0]!.details).toMatchObject({
      phone: mpesaFields.phone,
      discountCode: 'FRIDAY20',
      offerSaving: String(fridayOff),
    });
    // The placed order shows its line, and its total counts it.
    expect(screen.getByText('Black Friday (FRIDAY20)')).toBeVisible();
    expect(fake.orders()[0]).toMatchObject({ discountTotal: fridayOff, total });
  });

  it('a code used up before the order is placed: the change is told, and Confirm new total places the order without it', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { offers: [friday({ usageLimit: 1 })] });
    await fillGuestDetails(user);
    await applyAtCheckout(user);
    // Someone else's order takes the code's last use.
    fake.direct.placeOrder({
      checkoutId: 'SomeoneElse000000001',
      accessToken: 'someone-elses-token-kept-on-their-device-0123',
      lines: [
        {
          id: shirt.id,
          size: null,
          colour: null,
          quantity: 1,
          mode: 'retail',
          unitPrice: shirt.price,
        },
      ],
      details: {
        ...mpesaFields,
        paymentMethod: 'cash-on-delivery',
        mpesaPhone: '',
        phone: '0722 000 111',
        discountCode: 'FRIDAY20',
      },
    });

    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());
    const notice = await screen.findByText('Your cart has changed since you added these items');
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(
      'The code FRIDAY20 has been used as many times as it can be. Your order gets no discount now.',
    );
    expect(alert).toHaveTextContent(`New total: ${formatKes(subtotal + nairobiFee)}.`);

    await user.click(within(alert).getByRole('button', { name: 'Confirm new total' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    const [first, second] = placeRequests(fake);
    expect(first!.details).toMatchObject({
      discountCode: 'FRIDAY20',
      offerSaving: String(fridayOff),
    });
    expect(second!.details.discountCode).toBeUndefined();
    expect(second!.details.offerSaving).toBe('0');
    await waitFor(() => expect(localStorage.getItem('discountCode')).toBeNull());
  });
});
