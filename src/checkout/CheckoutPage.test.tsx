import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { toCartItem } from '../../machines/shopping-list/shopping-list.machine';
import { products } from '../../mocks/backend/fixtures/products';
import type { PlaceOrderRequest } from '@model/order/request';
import { cashLimitMessage, cashLineMessage, mpesaLimitMessage } from '@model/order/price-order';
import { orderNumberPattern } from '@model/order/number';
import { phoneLimitMessage, promptLimitMessage, tooManyCalls } from '@model/order/refusals';
import { maxCashUnitsPerVariant } from '@model/limits';
import { cashOrderLimit } from '@/settings/shop-settings';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { orderAccessKey } from './order-access-storage';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import {
  bag,
  fillGuestDetails,
  openCheckout,
  placedEarlier,
  placeOrderButton,
  promptedEarlier,
  shirt,
} from '@testing/helpers/render-checkout';

// The pages load on demand; loading them once up front keeps the first test's wait short.
beforeAll(() => import('./index'), 30_000);

const kes = (amount: number) => `KES ${amount.toLocaleString('en-US')}`;
const nairobiTotal = Number(shirt.price) + Number(bag.price) + 300;
const sentRequests = (fake: ReturnType<typeof openCheckout>['fake']) =>
  fake.callsTo('placeOrder').map((call) => call.data as PlaceOrderRequest);
/** A product dearer on its own than M-Pesa takes in one payment. */
const chain = products().find((product) => Number(product.price) > 250_000 && product.stock > 0)!;
/** A product of the shop's catalog for a line of more units than cash takes of one size. */
const tee = products().find(
  (product) =>
    product.stock > maxCashUnitsPerVariant &&
    !product.wholesale &&
    Number(product.price) * (maxCashUnitsPerVariant + 1) < cashOrderLimit,
)!;

// Typing a whole form as a shopper does takes a few seconds in jsdom.
describe('/checkout: the form', () => {
  it('shows an empty state with a link to the shop when the cart is empty', async () => {
    openCheckout('/checkout', { cart: [] });
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('shows each error next to its field, focuses the first, keeps what was typed, sends nothing', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout();
    await user.type(await screen.findByLabelText('Phone'), '0212 345 678');
    await user.click(placeOrderButton());

    const fullName = screen.getByLabelText('Full name');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Enter a Kenyan mobile number, e.g. 0712 345 678/,
    );
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveAccessibleDescription(
      /Enter a Kenyan mobile number, e.g. 0712 345 678/,
    );
    expect(screen.getByRole('group', { name: 'Delivery' })).toHaveTextContent(
      'Choose how your order reaches you.',
    );
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText('Phone')).toHaveValue('0212 345 678');
    expect(fake.callsTo('placeOrder')).toEqual([]);
  });

  it('refuses Nairobi delivery to another county, and cash on delivery with the courier', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout();
    await fillGuestDetails(user);
    await user.selectOptions(screen.getByLabelText('County'), 'Mombasa');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());
    expect(
      await screen.findByText(/Delivery within Nairobi is only for Nairobi county/),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Courier to other counties/ }));
    await user.click(placeOrderButton());
    expect(await screen.findByText(/Cash on delivery is not available with courier/)).toBeVisible();
    expect(fake.callsTo('placeOrder')).toEqual([]);
  });

  it('fills the M-Pesa phone number from Phone until the shopper types their own', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.type(await screen.findByLabelText('Phone'), '0712 345 678');
    const mpesaPhone = screen.getByLabelText('M-Pesa phone number');
    expect(mpesaPhone).toHaveValue('0712 345 678');
    await user.clear(mpesaPhone);
    await user.type(mpesaPhone, '0722 000 111');
    await user.type(screen.getByLabelText('Phone'), '9');
    expect(mpesaPhone).toHaveValue('0722 000 111');
  });

  it('says what M-Pesa will ask for, and asks no M-Pesa number with cash on delivery', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(await screen.findByRole('radio', { name: /Delivery within Nairobi/ }));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(kes(nairobiTotal));
    expect(screen.getByText(/M-Pesa asks for your PIN on the phone below/)).toHaveTextContent(
      kes(nairobiTotal),
    );
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByLabelText('M-Pesa phone number')).toBeNull();
  });
});

describe('/checkout: what each way to pay takes', () => {
  it('above KES 250,000 disables M-Pesa and cash on delivery, each saying why, and sends nothing', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { cart: [toCartItem(chain)] });
    await fillGuestDetails(user);
    const total = Number(chain.price) + 300;
    const mpesa = screen.getByRole('radio', { name: 'M-Pesa' });
    expect(mpesa).toBeDisabled();
    expect(mpesa).toHaveAccessibleDescription(mpesaLimitMessage(total, cashOrderLimit));
    const cash = screen.getByRole('radio', { name: 'Cash on delivery' });
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription(cashLimitMessage(total, cashOrderLimit));

    await user.click(placeOrderButton());
    const payment = screen.getByRole('group', { name: 'Payment' });
    expect(await within(payment).findByRole('alert')).toHaveTextContent(
      mpesaLimitMessage(total, cashOrderLimit),
    );
    expect(fake.callsTo('placeOrder')).toEqual([]);
    await expectNoAxeViolations();
  });

  it(`above the cash limit disables cash on delivery, says why, and moves a cash choice to M-Pesa`, async () => {
    const user = userEvent.setup();
    // With pick-up (no fee) just within the cash limit; delivered, just over it.
    const price = String(cashOrderLimit - 100);
    const { fake } = openCheckout('/checkout', {
      cart: [{ ...toCartItem(shirt), price }],
      mpesa: 'pending',
      setUp: (functions) => functions.updateProduct(shirt.id, { price }),
    });
    await fillGuestDetails(user, { delivery: /Pick up at our Nairobi CBD shop/ });
    const cash = screen.getByRole('radio', { name: 'Cash on delivery' });
    await user.click(cash);
    expect(cash).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Delivery within Nairobi/ }));
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription(
      cashLimitMessage(cashOrderLimit + 200, cashOrderLimit),
    );
    expect(screen.getByText(cashLimitMessage(cashOrderLimit + 200, cashOrderLimit))).toBeVisible();
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0712 345 678');
    await expectNoAxeViolations();

    await user.click(placeOrderButton());
    expect(await screen.findByText('Check your phone')).toBeVisible();
    expect(fake.orders()[0]).toMatchObject({ payment: { method: 'mpesa' } });
  });

  it(`disables cash on delivery for more than ${maxCashUnitsPerVariant} of one size and colour, and says why`, async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', {
      cart: [{ ...toCartItem(tee), quantity: maxCashUnitsPerVariant + 1 }],
      mpesa: 'pending',
    });
    await fillGuestDetails(user);
    const cash = screen.getByRole('radio', { name: 'Cash on delivery' });
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription(
      cashLineMessage(tee.productName, maxCashUnitsPerVariant),
    );
    expect(screen.getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    await user.click(placeOrderButton());
    expect(await screen.findByText('Check your phone')).toBeVisible();
    expect(fake.orders()).toHaveLength(1);
  });

  it(`takes cash on delivery for ${maxCashUnitsPerVariant} of one size and colour`, async () => {
    openCheckout('/checkout', {
      cart: [{ ...toCartItem(tee), quantity: maxCashUnitsPerVariant }],
    });
    expect(await screen.findByRole('radio', { name: 'Cash on delivery' })).toBeEnabled();
  });
});

describe('/checkout: placing the order', () => {
  it('with M-Pesa: the prompt is out, the order has its own address, the cart waits for the payment', async () => {
    const user = userEvent.setup();
    const { fake, lists, path } = openCheckout('/checkout', { mpesa: 'pending' });
    await fillGuestDetails(user);
    await user.clear(screen.getByLabelText('M-Pesa phone number'));
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0722 000 111');
    await user.click(placeOrderButton());

    const status = (await screen.findByText('Check your phone')).closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent(kes(nairobiTotal));
    expect(status).toHaveTextContent('2547*****111');
    await waitFor(() => expect(status).toHaveFocus());

    const [sent] = sentRequests(fake);
    // The address keeps the checkout id; the page shows the number the shop issued, never the id.
    expect(path()).toBe(`/checkout/order/${sent!.checkoutId}`);
    const [order] = fake.orders();
    expect(screen.getByText(order!.number).parentElement).toHaveTextContent(
      `Order number ${order!.number}`,
    );
    expect(screen.queryByText(sent!.checkoutId)).toBeNull();
    expect(sent!.details).toMatchObject({ phone: '0712 345 678', mpesaPhone: '0722 000 111' });
    expect(sent!.lines.map((line) => [line.id, line.quantity, line.unitPrice])).toEqual([
      [shirt.id, 1, shirt.price],
      [bag.id, 1, bag.price],
    ]);
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem(orderAccessKey)!)).toEqual([
      { orderId: sent!.checkoutId, accessToken: sent!.accessToken, cartHeld: true },
    ]);
  });

  it('with M-Pesa paid: Thank you, the order number and the M-Pesa receipt; then the cart empties', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout();
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    expect(await screen.findByText('Check your phone')).toBeVisible();

    expect(
      await screen.findByRole('heading', { level: 1, name: /Thank you/ }, { timeout: 8000 }),
    ).toBeVisible();
    const [order] = fake.orders();
    expect(order!.number).toMatch(orderNumberPattern);
    expect(screen.getByRole('heading', { name: `Order number ${order!.number}` })).toBeVisible();
    expect(screen.queryByText(new RegExp(order!.id))).toBeNull();
    expect(screen.getByText('M-Pesa receipt')).toHaveTextContent(
      `M-Pesa receipt ${order!.payment.receipt}`,
    );
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(orderAccessKey)!)[0].cartHeld).toBe(false);
    const chat = screen.getByRole('link', { name: 'Ask about this order on WhatsApp' });
    const message = new URL(chat.getAttribute('href')!).searchParams.get('text');
    expect(message).toContain(`I have just placed order ${order!.number}.`);
    expect(message).not.toContain(order!.id);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('with cash on delivery: Thank you and the order number straight away, the cart emptied', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout();
    await fillGuestDetails(user, { delivery: /Pick up at our Nairobi CBD shop/ });
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());

    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    const [order] = fake.orders();
    expect(order).toMatchObject({ status: 'pending', payment: { method: 'cash-on-delivery' } });
    expect(screen.getByRole('heading', { name: `Order number ${order!.number}` })).toBeVisible();
    // Focus moves in an effect, after the heading shows: on a busy machine a moment later.
    const placed = screen.getByRole('region', { name: `Order number ${order!.number}` });
    await waitFor(() => expect(placed).toHaveFocus());
    // A cash order waits for the shop's call before it is packed.
    expect(placed).toHaveTextContent('Status To be confirmed');
    expect(screen.queryByText('M-Pesa receipt')).toBeNull();
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
    await expectNoAxeViolations();
  });

  it('shows what changed in the catalog, updates the cart on Confirm and places under the same ids', async () => {
    const user = userEvent.setup();
    const newPrice = Number(shirt.price) + 250;
    const { fake, lists } = openCheckout('/checkout', {
      setUp: (functions) => functions.updateProduct(shirt.id, { price: String(newPrice) }),
    });
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());

    const notice = (await screen.findByText(/Your cart has changed/)).parentElement!;
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(
      `${shirt.productName}: now ${kes(newPrice)} (was ${kes(Number(shirt.price))})`,
    );
    expect(notice).toHaveTextContent(`New total: ${kes(nairobiTotal + 250)}`);
    expect(fake.orders()).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'Confirm new total' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    const [first, second] = sentRequests(fake);
    expect(second!.checkoutId).toBe(first!.checkoutId);
    expect(second!.accessToken).toBe(first!.accessToken);
    expect(second!.lines[0]!.unitPrice).toBe(String(newPrice));
    expect(fake.orders()[0]!.total).toBe(nairobiTotal + 250);
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('lowers a quantity the stock cannot fill once the shopper confirms', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout('/checkout', {
      cart: [{ ...toCartItem(shirt), quantity: 3 }],
      mpesa: 'pending',
      setUp: (functions) =>
        functions.updateProduct(shirt.id, { stock: 2, variantStock: undefined }),
    });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    const notice = (await screen.findByText(/Your cart has changed/)).parentElement!;
    expect(notice).toHaveTextContent(
      `${shirt.productName}: only 2 left, so your cart takes 2 instead of 3.`,
    );
    await user.click(within(notice).getByRole('button', { name: 'Confirm new total' }));
    expect(await screen.findByText('Check your phone')).toBeVisible();
    expect(lists.cart.getSnapshot().context.items[0]!.quantity).toBe(2);
    expect(sentRequests(fake)[1]!.lines[0]!.quantity).toBe(2);
  });

  it('tells a product staff hid from the shop as gone, and places the rest once confirmed', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout('/checkout', {
      setUp: (functions) => functions.updateProduct(shirt.id, { hidden: true }),
    });
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());

    const notice = (await screen.findByText(/Your cart has changed/)).parentElement!;
    expect(notice).toHaveTextContent(
      `${shirt.productName} is no longer sold: it leaves your cart.`,
    );
    expect(notice).toHaveTextContent(`New total: ${kes(Number(bag.price) + 300)}`);
    expect(fake.orders()).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'Confirm new total' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(fake.orders()[0]!.lines.map((line) => line.id)).toEqual([bag.id]);
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('keeps the cart and the form when the call fails; Retry after a call that landed shows that order', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout('/checkout', {
      setUp: (functions) =>
        functions.failNext('placeOrder', { status: 'UNAVAILABLE', landed: true }),
    });
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());

    const failure = (await screen.findByText(/Our shop is not answering right now/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(failure).toHaveTextContent('Your cart and details are kept.');
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau');
    expect(fake.orders()).toHaveLength(1);

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    const [first, retry] = sentRequests(fake);
    expect(retry).toEqual(first);
    expect(fake.orders()).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: `Order number ${fake.orders()[0]!.number}` }),
    ).toBeVisible();
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('shows the server’s own words when it refuses the order, with no Retry, the form kept', async () => {
    const user = userEvent.setup();
    // A limit the form did not know of: the server's cash limit, lower than the shop's own.
    const refusal = cashLimitMessage(nairobiTotal, 1000);
    const { fake } = openCheckout('/checkout', {
      setUp: (functions) =>
        functions.failNext('placeOrder', { status: 'INVALID_ARGUMENT', message: refusal }),
    });
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());
    const failure = (await screen.findByText(/Cash on delivery takes orders up to/)).closest(
      '[role="alert"]',
    );
    expect(failure).toHaveTextContent(`${refusal} Your cart and details are kept.`);
    expect(within(failure as HTMLElement).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(fake.orders()).toEqual([]);
  });

  it('says so when the M-Pesa number had three prompts in ten minutes, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', {
      mpesa: 'pending',
      setUp: (functions) => {
        // Three orders for other people, each prompting this shopper's number.
        for (const n of [1, 2, 3]) promptedEarlier(functions, n, '0722 000 111');
      },
    });
    await fillGuestDetails(user);
    const mpesaPhone = screen.getByLabelText('M-Pesa phone number');
    await user.clear(mpesaPhone);
    await user.type(mpesaPhone, '0722 000 111');
    await user.click(placeOrderButton());
    const failure = (await screen.findByText(/payment prompts in the last 10 minutes/)).closest(
      '[role="alert"]',
    );
    expect(failure).toHaveTextContent(promptLimitMessage);
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('0722 000 111');
    expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau');
    expect(fake.orders()).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it('says so when the phone already has three orders waiting for payment or delivery', async () => {
    const user = userEvent.setup();
    const { fake, lists } = openCheckout('/checkout', {
      setUp: (functions) => {
        for (const n of [1, 2, 3]) {
          placedEarlier(functions, {
            checkoutId: `PlacedEarlier000000${n}`,
            paymentMethod: 'cash-on-delivery',
          });
        }
      },
    });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    const failure = (await screen.findByText(/This phone number already has 3 orders/)).closest(
      '[role="alert"]',
    );
    expect(failure).toHaveTextContent(phoneLimitMessage);
    expect(failure).toHaveTextContent('Your cart and details are kept.');
    expect(fake.orders()).toHaveLength(3);
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
  });

  it('says so when too many orders come from here in a minute', async () => {
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', { callsPerMinute: 0 });
    await fillGuestDetails(user);
    await user.click(placeOrderButton());
    const failure = (await screen.findByText(/Too many orders and payment prompts/)).closest(
      '[role="alert"]',
    );
    expect(failure).toHaveTextContent(tooManyCalls);
    expect(fake.orders()).toEqual([]);
  });

  it('shows progress and takes no second submission while placing', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { fake } = openCheckout('/checkout', {
      setUp: (functions) => {
        release = functions.hold('placeOrder');
      },
    });
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrderButton());
    expect(await screen.findByText(/Placing your order/)).toBeVisible();
    expect(placeOrderButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(placeOrderButton());
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(fake.callsTo('placeOrder')).toHaveLength(1);
  });

  it('fills in a signed-in shopper’s name and e-mail, and the call says who they are', async () => {
    // Signed in for real (Auth emulator): the callable carries the shopper's ID token.
    await signInAs('shopper');
    onTestFinished(() => signOut());
    const user = userEvent.setup();
    const { fake } = openCheckout('/checkout', {
      account: { signedInAs: 'shopper@example.com' },
    });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau'));
    expect(screen.getByLabelText('Email')).toHaveValue('shopper@example.com');
    await user.type(screen.getByLabelText('Phone'), '0712345678');
    await user.selectOptions(screen.getByLabelText('County'), 'Kisumu');
    await user.type(screen.getByLabelText('Town or area'), 'Milimani');
    await user.type(screen.getByLabelText('Delivery address'), 'Oginga Odinga Street');
    await user.click(screen.getByRole('radio', { name: /Courier to other counties/ }));
    await user.click(placeOrderButton());
    expect(await screen.findByText('Check your phone')).toBeVisible();
    expect(fake.callsTo('placeOrder')[0]!.uid).toBe('shopper-uid');
    expect(fake.ownerOf(fake.orders()[0]!.id)).toBe('shopper-uid');
  });
});
