import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { testBackend } from '../../../mocks/node-setup';
import { signInAs, signOut } from '../../test/sign-in';
import { products } from '../../../mocks/fixtures/products';
import { toCartItem } from '../../../machines/shopping-list/items';
import { fakeAccountServices } from '../account/testing/fake-account-services';
import { renderAccountApp } from '../account/testing/render-account-route';

// The page loads on demand; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./CheckoutPage'), 30_000);

const catalog = products().filter((product) => product.stock >= 3 && !product.wholesale);
const shirt = catalog[0]!;
const bag = catalog[1]!;

function openCheckout(
  cart = [shirt, bag].map(toCartItem),
  options: Parameters<typeof fakeAccountServices>[0] = {},
) {
  window.localStorage.setItem('cart', JSON.stringify(cart));
  const backend = fakeAccountServices(options);
  return { ...backend, ...renderAccountApp('/checkout', backend.services) };
}

const orders = () => testBackend.store.list('orders');

async function fillGuestDetails(user: ReturnType<typeof userEvent.setup>, phone = '0712 345 678') {
  await user.type(await screen.findByLabelText('Full name'), 'Wanjiku Kamau');
  await user.type(screen.getByLabelText('Phone'), phone);
  await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
  await user.type(screen.getByLabelText('Town or area'), 'Westlands');
  await user.type(screen.getByLabelText('Delivery address'), 'Mpaka Road, House 4');
  await user.click(screen.getByRole('radio', { name: /Delivery within Nairobi/ }));
}

const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

// Typing a whole form as a shopper does takes a few seconds in jsdom.
describe('/checkout: the form', { timeout: 20_000 }, () => {
  it('shows an empty state with a link to the shop when the cart is empty', async () => {
    openCheckout([]);
    expect(await screen.findByText('Your cart is empty.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('shows each error next to its field, focuses the first, and keeps what was typed', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.type(await screen.findByLabelText('Phone'), '0212 345 678');
    await user.type(screen.getByLabelText('M-Pesa code'), 'abc12');
    await user.click(placeOrder());

    const fullName = screen.getByLabelText('Full name');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription('Enter your full name.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Enter a Kenyan mobile number, e.g. 0712 345 678/,
    );
    expect(screen.getByLabelText('M-Pesa code')).toHaveAccessibleDescription(
      /The M-Pesa code is 10 letters and digits/,
    );
    expect(screen.getByRole('group', { name: 'Delivery' })).toHaveTextContent(
      'Choose how your order reaches you.',
    );
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByLabelText('Phone')).toHaveValue('0212 345 678');
    expect(screen.getByLabelText('M-Pesa code')).toHaveValue('abc12');
    expect(await orders()).toHaveLength(0);
  });

  it('refuses Nairobi delivery to another county, and cash on delivery with the courier', async () => {
    const user = userEvent.setup();
    openCheckout();
    await fillGuestDetails(user);
    await user.selectOptions(screen.getByLabelText('County'), 'Mombasa');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(placeOrder());
    expect(
      await screen.findByText(/Delivery within Nairobi is only for Nairobi county/),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Courier to other counties/ }));
    await user.click(placeOrder());
    expect(await screen.findByText(/Cash on delivery is not available with courier/)).toBeVisible();
    expect(await orders()).toHaveLength(0);
  });

  it('shows the till number, the exact amount and the M-Pesa code field only with M-Pesa', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(await screen.findByRole('radio', { name: /Delivery within Nairobi/ }));
    const total = Number(shirt.price) + Number(bag.price) + 300;
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent(
      `KES ${total.toLocaleString('en-US')}`,
    );
    expect(screen.getByText('5123456')).toBeVisible();
    expect(screen.getByText(/^Amount/)).toHaveTextContent(`KES ${total.toLocaleString('en-US')}`);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByLabelText('M-Pesa code')).toBeNull();
  });
});

describe('/checkout: placing the order', { timeout: 20_000 }, () => {
  it('writes one order with its lines, totals, details and payment, then empties the cart', async () => {
    const user = userEvent.setup();
    const { lists } = openCheckout();
    await fillGuestDetails(user, '+254 712-345-678');
    await user.type(screen.getByLabelText('M-Pesa code'), 'sgh7k2lq9p');
    await user.click(placeOrder());

    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(await orders()).toHaveLength(1);
    const [saved] = await orders();
    const id = saved!.name.split('/').at(-1)!;
    expect(screen.getByRole('heading', { name: `Order number ${id}` })).toBeVisible();
    const json = JSON.stringify(saved!.fields);
    expect(json).toContain('"phone":{"stringValue":"+254712345678"}');
    expect(json).toContain('"mpesaCode":{"stringValue":"SGH7K2LQ9P"}');
    expect(json).toContain(`"id":{"stringValue":"${shirt.id}"}`);
    expect(saved!.fields.ownerUid).toHaveProperty('nullValue');
    expect(saved!.fields.status).toEqual({ stringValue: 'pending' });
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
    const chat = screen.getByRole('link', { name: 'Ask about this order on WhatsApp' });
    expect(chat.getAttribute('href')).toContain(encodeURIComponent(id));
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a price changed in the catalog and places at it once the new total is confirmed', async () => {
    const user = userEvent.setup();
    openCheckout();
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await testBackend.store.put('products', shirt.id, {
      ...shirt,
      price: '9999',
      priceValue: 9999,
    });
    await user.click(placeOrder());

    const notice = await screen.findByText(/Your cart has changed/);
    expect(notice.parentElement).toHaveTextContent(
      `${shirt.productName}: now KES 9,999 (was KES ${Number(shirt.price).toLocaleString('en-US')})`,
    );
    expect(await orders()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm new total' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(JSON.stringify((await orders())[0]!.fields.lines)).toContain(
      '"unitPrice":{"stringValue":"9999"}',
    );
  });

  it('keeps the cart and the form when the write fails; Retry then places exactly one order', async () => {
    const user = userEvent.setup();
    const { lists } = openCheckout();
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    testBackend.scenario.set('write-error');
    await user.click(placeOrder());

    const alert = await screen.findByText(
      /Our shop is not answering right now/,
      {},
      { timeout: 8000 },
    );
    expect(alert).toHaveTextContent('Your cart and details are kept.');
    expect(lists.cart.getSnapshot().context.items).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau');
    expect(await orders()).toHaveLength(0);

    testBackend.scenario.set('default');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect(await orders()).toHaveLength(1);
    expect(lists.cart.getSnapshot().context.items).toEqual([]);
  });

  it('shows progress and takes no second submission while placing', async () => {
    const user = userEvent.setup();
    openCheckout();
    await fillGuestDetails(user);
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    testBackend.scenario.set('slow');
    await user.click(placeOrder());
    expect(await screen.findByText('Placing your order…', {}, { timeout: 5000 })).toBeVisible();
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await user.click(placeOrder());
    expect(
      await screen.findByRole('heading', { level: 1, name: /Thank you/ }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await orders()).toHaveLength(1);
  });

  it('fills in a signed-in shopper’s name and e-mail, and the order is theirs', async () => {
    // Signed in for real: firestore.rules accept an owned order only from its owner.
    await signInAs('shopper');
    onTestFinished(() => signOut());
    const user = userEvent.setup();
    openCheckout(undefined, { signedInAs: 'shopper@example.com' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau'));
    expect(screen.getByLabelText('Email')).toHaveValue('shopper@example.com');
    await user.type(screen.getByLabelText('Phone'), '0712345678');
    await user.selectOptions(screen.getByLabelText('County'), 'Kisumu');
    await user.type(screen.getByLabelText('Town or area'), 'Milimani');
    await user.type(screen.getByLabelText('Delivery address'), 'Oginga Odinga Street');
    await user.click(screen.getByRole('radio', { name: /Courier to other counties/ }));
    await user.type(screen.getByLabelText('M-Pesa code'), 'QWERTY1234');
    await user.click(placeOrder());
    expect(await screen.findByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    expect((await orders())[0]!.fields.ownerUid).toEqual({ stringValue: 'shopper-uid' });
  });
});
