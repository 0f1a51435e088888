import { expectNoAxeViolations } from '@testing/helpers/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  toCartItem,
  toWishlistItem,
  withOptions,
} from '../../machines/shopping-list/shopping-list.machine';
import { aProduct } from '@testing/fixtures/products';
import { renderAccountRoute } from '@testing/helpers/account/render-account-route';

afterEach(() => {
  vi.restoreAllMocks();
});

const dress = aProduct();
const tote = aProduct({ id: 'leather-tote', productName: 'Leather Tote Bag', price: '5200' });

const quietLog = () => vi.spyOn(console, 'log').mockImplementation(() => {});

describe('/account: the guard', () => {
  it('refuses a signed-out visitor: logs the refusal and goes to /login', async () => {
    const log = quietLog();
    const { path, calls } = renderAccountRoute('/account');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(log.mock.calls).toEqual([['You do not have permission to access this page.']]);
    expect(calls).not.toContain('signOut');
    expect(screen.queryByText(/That account cannot open the account page/)).toBeNull();
  });

  it('shows Loading while the Users record loads', async () => {
    renderAccountRoute('/account', { signedInAs: 'shopper@example.com', usersRead: 'hang' });
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My account');
  });

  it.each(['staff@example.com', 'norecord@example.com'])(
    'refuses %s: logs, signs out, logs, and goes to /login with a word why',
    async (email) => {
      const log = quietLog();
      const { path, currentUser } = renderAccountRoute('/account', { signedInAs: email });
      expect(await screen.findByText(/That account cannot open the account page/)).toBeVisible();
      expect(path()).toBe('/login');
      expect(currentUser()).toBeNull();
      expect(log.mock.calls).toEqual([
        ['You do not have permission to access this page.'],
        ['Sign out successful'],
      ]);
      expect(screen.queryByRole('heading', { name: /Karibu/ })).toBeNull();
    },
  );

  it('logs "Error fetching data:" and shows an error with Retry when the Users read fails', async () => {
    const log = quietLog();
    renderAccountRoute('/account', { signedInAs: 'shopper@example.com', usersRead: 'fail' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(log).toHaveBeenCalledWith('Error fetching data:', expect.any(Error));
  });

  it('reads again on Retry and opens the page', async () => {
    quietLog();
    const options = { signedInAs: 'shopper@example.com', usersRead: 'fail' as 'fail' | 'ok' };
    const { calls } = renderAccountRoute('/account', options);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    options.usersRead = 'ok';
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Wanjiku' })).toBeVisible();
    expect(calls.filter((call) => call === 'findUsers')).toHaveLength(2);
  });

  it('shows an error with Retry when the sign-in service cannot be reached', async () => {
    const options = { failures: { watch: 'network-request-failed' } as Record<string, string> };
    const { path } = renderAccountRoute('/account', options);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the sign-in service.',
    );
    options.failures = {};
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(path()).toBe('/login'));
  });
});

describe('/account: the page of a shopper', () => {
  it('greets by first name and shows the e-mail, the cart, the wishlist and the orders', async () => {
    const chosen = { size: 'M', colour: 'Orange' };
    localStorage.setItem('cart', JSON.stringify([withOptions(toCartItem(dress, chosen), chosen)]));
    localStorage.setItem('wishlist', JSON.stringify([toWishlistItem(tote)]));
    renderAccountRoute('/account', { signedInAs: 'shopper@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Karibu, Wanjiku' })).toBeVisible();
    expect(screen.getByText('shopper@example.com')).toBeVisible();

    const cart = screen.getByRole('region', { name: 'Your cart' });
    expect(within(cart).getByRole('link', { name: dress.productName })).toBeVisible();
    expect(within(cart).getByText('Size M · Colour Orange')).toBeVisible();
    expect(within(cart).getByText('Subtotal KES 3,500')).toBeVisible();
    const wishlist = screen.getByRole('region', { name: 'Your wishlist' });
    expect(within(wishlist).getByRole('link', { name: 'Leather Tote Bag' })).toBeVisible();
    const orders = screen.getByRole('region', { name: 'Your orders' });
    expect(await within(orders).findByText('You have no orders yet.')).toBeVisible();
  });

  it('removes a cart line with its Remove button', async () => {
    localStorage.setItem('cart', JSON.stringify([toCartItem(dress)]));
    const { toasts } = renderAccountRoute('/account', { signedInAs: 'shopper@example.com' });
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    await userEvent.click(
      within(cart).getByRole('button', { name: `Remove ${dress.productName}` }),
    );
    expect(within(cart).getByText('Your cart is empty.')).toBeVisible();
    expect(toasts).toEqual([{ type: 'error', message: 'Product removed from cart' }]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
  });

  it('lists the shopper’s orders', async () => {
    renderAccountRoute('/account', {
      signedInAs: 'shopper@example.com',
      orders: [
        {
          id: 'order-abc123',
          number: 'MT-4K7Q2P',
          placedAt: '2024-05-01T09:30:00.000Z',
          total: 4700,
          itemCount: 2,
          status: 'pending',
          fulfilment: 'unfulfilled',
          refund: null,
        },
        {
          id: 'order-confirmed',
          number: 'MT-9XW3HC',
          placedAt: '2024-05-01T10:30:00.000Z',
          total: 1800,
          itemCount: 1,
          status: 'pending',
          fulfilment: 'unfulfilled',
          confirmed: true,
          refund: null,
        },
        {
          id: 'order-def456',
          // Placed before the shop issued numbers: known by its id.
          number: 'order-def456',
          placedAt: '2024-05-02T09:30:00.000Z',
          total: 2500,
          itemCount: 1,
          status: 'paid',
          fulfilment: 'dispatched',
          refund: null,
        },
        {
          id: 'order-ghi789',
          number: 'MT-7RJ2MQ',
          placedAt: '2024-05-03T09:30:00.000Z',
          total: 900,
          itemCount: 1,
          status: 'unknown',
          fulfilment: 'unfulfilled',
          refund: null,
        },
      ],
    });
    const orders = await screen.findByRole('region', { name: 'Your orders' });
    // Each order by the number the shop issued; its page is still at its id.
    expect(await within(orders).findByRole('link', { name: 'Order MT-4K7Q2P' })).toHaveAttribute(
      'href',
      '/checkout/order/order-abc123',
    );
    expect(within(orders).getByRole('link', { name: 'Order order-def456' })).toHaveAttribute(
      'href',
      '/checkout/order/order-def456',
    );
    expect(within(orders).queryByText(/order-abc123/)).toBeNull();
    expect(within(orders).getByText('KES 4,700')).toBeVisible();
    expect(within(orders).getAllByText(/1 item|2 items/)).toHaveLength(4);
    // Each order's current step in the shopper's words (model/order/status.ts).
    const items = within(orders).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('To be confirmed');
    expect(items[1]).toHaveTextContent('Confirmed');
    expect(items[1]).not.toHaveTextContent('To be confirmed');
    expect(items[2]).toHaveTextContent('Dispatched');
    expect(items[3]).toHaveTextContent('Status unknown');
  });

  it('says what went back to the shopper’s M-Pesa, and what will', async () => {
    renderAccountRoute('/account', {
      signedInAs: 'shopper@example.com',
      orders: [
        {
          id: 'order-refunded',
          number: 'MT-3PQ8ZD',
          placedAt: '2026-11-20T08:15:00.000Z',
          total: 2400,
          itemCount: 1,
          status: 'refunded',
          fulfilment: 'unfulfilled',
          refund: { due: 0, refunded: 2400, refundedAt: '2026-11-28T10:00:00.000Z' },
        },
        {
          id: 'order-cancelled',
          number: 'MT-6HN4TB',
          placedAt: '2026-11-25T16:40:00.000Z',
          total: 5300,
          itemCount: 2,
          status: 'cancelled',
          fulfilment: 'unfulfilled',
          refund: { due: 5300, refunded: 0, refundedAt: null },
        },
      ],
    });
    const orders = await screen.findByRole('region', { name: 'Your orders' });
    await within(orders).findByRole('link', { name: 'Order MT-3PQ8ZD' });
    const [refunded, cancelled] = within(orders).getAllByRole('listitem');
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent('KES 2,400 refunded to your M-Pesa on 28 Nov 2026.');
    expect(cancelled).toHaveTextContent('Cancelled');
    expect(cancelled).toHaveTextContent('KES 5,300 will be refunded to your M-Pesa.');
    await expectNoAxeViolations();
  });

  it('offers Retry when the orders cannot be read', async () => {
    renderAccountRoute('/account', { signedInAs: 'shopper@example.com', orders: 'fail' });
    const orders = await screen.findByRole('region', { name: 'Your orders' });
    expect(await within(orders).findByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('signs out with Sign out, logs it, and goes to /login', async () => {
    const log = quietLog();
    const { path, currentUser } = renderAccountRoute('/account', {
      signedInAs: 'shopper@example.com',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(currentUser()).toBeNull();
    expect(log.mock.calls).toEqual([['Sign out successful']]);
    expect(screen.queryByText(/That account cannot open/)).toBeNull();
  });

  it('leaves the header hint naming the shopper, and clears it on sign-out', async () => {
    quietLog();
    renderAccountRoute('/account', { signedInAs: 'shopper@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'Karibu, Wanjiku' });
    expect(JSON.parse(localStorage.getItem('accountHint')!)).toEqual({
      uid: 'shopper-uid',
      firstName: 'Wanjiku',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('accountHint')).toBeNull());
  });
});

describe('/account: an e-mail address not verified yet', () => {
  it('says nothing of a verified address', async () => {
    const { calls } = renderAccountRoute('/account', { signedInAs: 'shopper@example.com' });
    await screen.findByRole('heading', { level: 1, name: 'Karibu, Wanjiku' });
    await waitFor(() => expect(calls).toContain('readVerified'));
    expect(screen.queryByText(/not verified/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says the address is not verified yet, and Send again sends the e-mail again', async () => {
    const { calls } = renderAccountRoute('/account', {
      signedInAs: 'shopper@example.com',
      unverified: ['shopper@example.com'],
    });
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    expect(notice).toHaveTextContent(
      'Your e-mail address shopper@example.com is not verified yet. Open the link in the e-mail we sent you to verify it.',
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Send again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'We have sent the e-mail again to shopper@example.com.',
    );
    expect(calls.filter((call) => call === 'sendVerification')).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('says why Send again did not send, and lets the shopper send again', async () => {
    const options = {
      signedInAs: 'shopper@example.com',
      unverified: ['shopper@example.com'],
      failures: { sendVerification: 'too-many-requests' } as Record<string, string>,
    };
    const { calls } = renderAccountRoute('/account', options);
    const notice = await screen.findByRole('region', { name: 'Verify your e-mail address' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Send again' }));
    expect(await within(notice).findByRole('alert')).toHaveTextContent(
      'We have sent several e-mails to this address in a short time. Please wait a few minutes, then send again.',
    );
    await expectNoAxeViolations();
    options.failures = {};
    await userEvent.click(within(notice).getByRole('button', { name: 'Send again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(/We have sent the e-mail/);
    expect(within(notice).queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call === 'sendVerification')).toHaveLength(2);
  });
});
