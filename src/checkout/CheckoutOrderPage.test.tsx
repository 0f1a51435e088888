import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PayAgainRequest } from '@model/order/request';
import {
  fillGuestDetails,
  openCheckout,
  placedEarlier,
  placeOrderButton,
  promptedEarlier,
  shirt,
} from '@testing/helpers/render-checkout';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { promptLimitMessage } from '@model/order/refusals';
import { maxCashUnitsPerVariant } from '@model/limits';
import { cashLineMessage } from '@model/order/price-order';
import { toCartItem } from '../../machines/shopping-list/shopping-list.machine';
import { products } from '../../mocks/backend/fixtures/products';

beforeAll(() => import('./index'), 30_000);

const failureAlert = async (text: RegExp) =>
  (await screen.findByText(text)).closest('[role="alert"]') as HTMLElement;

describe('/checkout: a failed M-Pesa payment', () => {
  it('says why, and Try again prompts the number given for the same order, then it is paid', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout('/checkout', { mpesa: 'insufficient-funds' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());

    const alert = await failureAlert(/Your M-Pesa balance was not enough/);
    expect(alert).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeVisible();
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
    const phone = screen.getByLabelText('M-Pesa phone number');
    expect(phone).toHaveValue('0712 345 678');

    fake.setMpesaOutcome('paid');
    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const [order] = fake.orders();
    expect(fake.callsTo('payAgain').map((call) => call.data as PayAgainRequest)).toEqual([
      {
        orderId: order!.id,
        accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        method: 'mpesa',
        phone: '0722 000 111',
      },
    ]);
    expect(await screen.findByText('Check your phone')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Thank you/ }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText('M-Pesa receipt')).toBeVisible();
    expect(fake.orders()).toHaveLength(1);
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('checks the number before sending a new prompt', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { mpesa: 'cancelled' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    await failureAlert(/The payment was cancelled on your phone/);
    const phone = screen.getByLabelText('M-Pesa phone number');
    await user.clear(phone);
    await user.type(phone, '0212 345 678');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Enter a Kenyan mobile number/)).toBeVisible();
    expect(fake.callsTo('payAgain')).toEqual([]);
  });

  it('turns into cash on delivery where the delivery takes cash', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout('/checkout', { mpesa: 'wrong-pin' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    await failureAlert(/The M-Pesa PIN entered was not correct/);
    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(fake.orders()[0]).toMatchObject({
      status: 'pending',
      payment: { method: 'cash-on-delivery' },
    });
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('tells a phone busy with another M-Pesa request apart, and Try again prompts once it is free', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { mpesa: 'busy' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    const alert = await failureAlert(/Another M-Pesa request is waiting on this phone/);
    expect(alert).toHaveTextContent(
      'Another M-Pesa request is waiting on this phone. Finish or cancel it, then try again.',
    );
    fake.setMpesaOutcome('pending');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Check your phone')).toBeVisible();
  });

  it('puts a number M-Pesa refused on the phone field, and Try again takes another', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { mpesa: 'invalid-phone' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    await failureAlert(/M-Pesa did not accept the phone number/);
    const phone = screen.getByLabelText('M-Pesa phone number');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(/M-Pesa cannot send a prompt to this number/),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    fake.setMpesaOutcome('pending');
    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Check your phone')).toBeVisible();
    expect(fake.callsTo('payAgain')).toHaveLength(1);
  });

  it('offers cash on delivery first while M-Pesa is not available, where the delivery takes cash', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { mpesa: 'unavailable' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    const alert = await failureAlert(/M-Pesa is not available right now/);
    expect(alert).toHaveTextContent('You can pay cash on delivery instead.');
    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(fake.orders()[0]).toMatchObject({ status: 'pending' });
  });

  it('offers no cash while M-Pesa is not available with the courier, only Try again', async () => {
    const user = userEvent.setup();
    openCheckout('/checkout', { mpesa: 'unavailable' });
    await fillGuestDetails(user, { delivery: /Courier to other counties/ });
    await user.click(placeOrderButton());
    const alert = await failureAlert(/M-Pesa is not available right now/);
    expect(alert).not.toHaveTextContent('cash on delivery');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay cash on delivery instead' })).toBeNull();
  });

  it('offers no Try again once M-Pesa took another amount: the shop calls instead', async () => {
    const user = userEvent.setup();
    const { lists } = openCheckout('/checkout', { mpesa: 'amount-mismatch' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    const alert = await failureAlert(/M-Pesa took a different amount/);
    expect(alert).toHaveTextContent('no need to pay again');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay cash on delivery instead' })).toBeNull();
    expect(screen.queryByLabelText('M-Pesa phone number')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask about this order on WhatsApp' })).toBeVisible();
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
  });

  it('says what is gone when Try again cannot take the order’s items again', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { mpesa: 'cancelled' });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    await failureAlert(/The payment was cancelled on your phone/);
    fake.updateProduct(shirt.id, null);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const alert = await failureAlert(/Some of this order is no longer available/);
    expect(alert).toHaveTextContent(
      `Some of this order is no longer available: ${shirt.productName} is no longer sold. Place a new order for what you still want.`,
    );
    expect(fake.orders()[0]).toMatchObject({ status: 'payment-failed' });
  });

  it('offers no cash on delivery with the courier', async () => {
    const user = userEvent.setup();
    openCheckout('/checkout', { mpesa: 'unreachable' });
    await fillGuestDetails(user, { delivery: /Courier to other counties/ });
    await user.click(placeOrderButton());
    await failureAlert(/We could not reach your phone/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay cash on delivery instead' })).toBeNull();
  });
});

describe('/checkout: Try again within M-Pesa’s and cash’s bounds', () => {
  it('says so when the Try again number had three prompts in ten minutes, keeping the number typed', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', {
      mpesa: 'cancelled',
      setUp: (functions) => {
        // Three orders for other people, each prompting the number Try again will be given.
        for (const n of [1, 2, 3]) promptedEarlier(functions, n, '0722 000 111');
      },
    });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    await failureAlert(/The payment was cancelled on your phone/);
    const phone = screen.getByLabelText('M-Pesa phone number');
    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    const alert = await failureAlert(/payment prompts in the last 10 minutes/);
    expect(alert).toHaveTextContent(promptLimitMessage);
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0722 000 111');
    expect(fake.callsTo('payAgain')).toHaveLength(1);
    expect(fake.orders().find((order) => !order.id.startsWith('Prompted'))).toMatchObject({
      status: 'payment-failed',
    });
    await expectNoAxeViolations();
  });

  it('offers no cash on delivery for an order over cash’s bounds, and says why', async () => {
    const user = userEvent.setup();
    const tee = products().find(
      (product) =>
        product.stock > maxCashUnitsPerVariant &&
        !product.wholesale &&
        Number(product.price) * (maxCashUnitsPerVariant + 1) < 50_000,
    )!;
    const { fake } = openCheckout('/checkout', {
      cart: [{ ...toCartItem(tee), quantity: maxCashUnitsPerVariant + 1 }],
      mpesa: 'wrong-pin',
    });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    await failureAlert(/The M-Pesa PIN entered was not correct/);
    expect(screen.queryByRole('button', { name: 'Pay cash on delivery instead' })).toBeNull();
    expect(
      screen.getByText(cashLineMessage(tee.productName, maxCashUnitsPerVariant)),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(fake.callsTo('payAgain')).toEqual([]);
  });
});

describe('/checkout/order/{id}: coming back to an order', () => {
  it('shows a paid order, with its receipt, and leaves a later cart alone', async () => {
    const { fake, lists } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => {
        const { orderId, accessToken } = placedEarlier(functions);
        functions.direct.getOrder({ orderId, accessToken });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    const { number } = fake.orders()[0]!;
    expect(screen.getByRole('heading', { name: `Order number ${number}` })).toBeVisible();
    expect(screen.queryByText(/PlacedEarlier0000001/)).toBeNull();
    expect(screen.getByText('M-Pesa receipt')).toHaveTextContent(
      `M-Pesa receipt ${fake.orders()[0]!.payment.receipt}`,
    );
    expect(screen.getByText('Status')).toHaveTextContent('Status Paid');
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('goes on waiting for an order the cart still holds, and empties the cart once paid', async () => {
    const { lists } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      callbackAfterChecks: 1,
      setUp: (functions) => void placedEarlier(functions, { cartHeld: true }),
    });
    const status = (await screen.findByText('Check your phone')).closest('[role="status"]');
    expect(status).toHaveTextContent(`KES ${(Number(shirt.price) + 300).toLocaleString('en-US')}`);
    expect(status).toHaveTextContent('2547*****678');
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Thank you/ }, { timeout: 8000 }),
    ).toBeVisible();
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('stops waiting after two minutes, says so with the order number, and checks again on demand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fake } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      mpesa: 'pending',
      setUp: (functions) => void placedEarlier(functions, { cartHeld: true }),
    });
    expect(await screen.findByText('Check your phone')).toBeVisible();
    await vi.advanceTimersByTimeAsync(120_000);
    const notice = await failureAlert(/We have not heard from M-Pesa about your payment yet/);
    expect(notice).toBeVisible();
    expect(screen.queryByText('Check your phone')).toBeNull();
    const { number } = fake.orders()[0]!;
    expect(screen.getByText(number).parentElement).toHaveTextContent(`Order number ${number}`);
    const chat = screen.getByRole('link', { name: 'Ask us on WhatsApp' });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain(
      `I am paying for order ${number} by M-Pesa`,
    );
    const polled = fake.callsTo('getOrder').length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.callsTo('getOrder')).toHaveLength(polled);

    fake.answerPrompt('PlacedEarlier0000001', 'paid');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  });

  it('shows a failed payment with Try again', async () => {
    openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => {
        functions.setMpesaOutcome('cancelled');
        placedEarlier(functions);
      },
    });
    expect(await failureAlert(/The payment was cancelled on your phone/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows an order whose hold ran out while the shopper was away as expired, the cart kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { lists } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      mpesa: 'pending',
      setUp: (functions) => void placedEarlier(functions, { cartHeld: true }),
    });
    expect(await screen.findByText('Check your phone')).toBeVisible();
    await vi.advanceTimersByTimeAsync(120_000);
    await failureAlert(/We have not heard from M-Pesa about your payment yet/);
    vi.setSystemTime(Date.now() + 30 * 60_000);
    await user.click(screen.getByRole('button', { name: 'Check again' }));

    const notice = await failureAlert(/not paid in time, so its items went back on sale/);
    expect(notice).toHaveTextContent('Status Expired');
    expect(screen.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: /Thank you/ })).toBeNull();
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
  });

  it('shows a cancelled order as cancelled, not as placed', async () => {
    const { fake } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => {
        const { accessToken } = placedEarlier(functions, { paymentMethod: 'cash-on-delivery' });
        functions.addOrder({ ...functions.orders()[0]!, status: 'cancelled' }, accessToken);
      },
    });
    const notice = await failureAlert(/This order was cancelled/);
    expect(notice).toHaveTextContent('Status Cancelled');
    expect(screen.getByText(fake.orders()[0]!.number)).toBeVisible();
    expect(screen.queryByText(/PlacedEarlier0000001/)).toBeNull();
    expect(screen.queryByRole('heading', { level: 1, name: /Thank you/ })).toBeNull();
  });

  it('shows a cash order placed, to be confirmed, by its number', async () => {
    const { fake } = openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => void placedEarlier(functions, { paymentMethod: 'cash-on-delivery' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(screen.getByText(/You pay KES .* in cash when your order reaches you/)).toBeVisible();
    expect(
      screen.getByRole('heading', { name: `Order number ${fake.orders()[0]!.number}` }),
    ).toBeVisible();
    expect(screen.getByText('Status')).toHaveTextContent('Status To be confirmed');
  });

  it('says it cannot show an order this device has no token for, and how to ask about it', async () => {
    const { fake } = openCheckout('/checkout/order/SomeoneElse000000001');
    const notice = await failureAlert(/We can't show this order on this device/);
    expect(notice).toHaveTextContent('Ask us on WhatsApp with the phone number you ordered with');
    // Its number is unknown here; its id is no number to quote.
    expect(notice).not.toHaveTextContent('SomeoneElse000000001');
    const chat = within(notice).getByRole('link', { name: 'Ask about this order on WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain(
      'The phone number I ordered with is:',
    );
    // The server is asked, without a token: it shows an order to its signed-in owner alone. (The
    // cart's offers are priced meanwhile: no order call.)
    const orderCalls = fake.calls.filter((call) => call.name !== 'priceCart');
    expect(orderCalls.length).toBeGreaterThan(0);
    for (const call of orderCalls) {
      expect(call).toEqual({
        name: 'getOrder',
        data: { orderId: 'SomeoneElse000000001', accessToken: null },
        uid: null,
      });
    }
  });

  it('shows a signed-in shopper their order from /account on a device that never placed it', async () => {
    await signInAs('shopper');
    onTestFinished(() => signOut());
    openCheckout('/checkout/order/PlacedElsewhere00001', {
      account: { signedInAs: 'shopper@example.com' },
      setUp: (functions) =>
        void placedEarlier(functions, {
          checkoutId: 'PlacedElsewhere00001',
          paymentMethod: 'cash-on-delivery',
          owner: 'shopper-uid',
          keptOnThisDevice: false,
        }),
    });
    expect(
      await screen.findByRole('heading', { name: /^Order number MT-[A-Z0-9]{6}$/ }),
    ).toBeVisible();
    expect(screen.getByText('Status')).toHaveTextContent('Status To be confirmed');
  });

  it('says so when the order cannot be read, and shows it on Retry', async () => {
    const user = userEvent.setup();
    openCheckout('/checkout/order/PlacedEarlier0000001', {
      setUp: (functions) => {
        placedEarlier(functions, { paymentMethod: 'cash-on-delivery' });
        functions.failNext('getOrder', { status: 'UNAVAILABLE' });
      },
    });
    const failure = await failureAlert(/Our shop is not answering right now/);
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  });

  it('starts a new checkout when the shopper goes back to /checkout after an order', async () => {
    const user = userEvent.setup();
    const { fake, path } = openCheckout('/checkout');
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(path()).toBe('/checkout');
    expect(fake.orders()).toHaveLength(1);
  });
});
