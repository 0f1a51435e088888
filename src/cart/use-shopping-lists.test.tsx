import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toCartItem, toWishlistItem } from '../../machines/shopping-list/shopping-list.machine';
import { aProduct } from '@testing/fixtures/products';
import type { Toast } from '../../machines/shopping-list/types';
import { formatKes } from '@model/money';
import { createShoppingLists, type ShoppingLists } from './use-shopping-lists';
import { useCart, useWishlist } from './use-shopping-lists';
import { ShoppingListsProvider } from './use-shopping-lists';

const dress = aProduct();
const sneakers = aProduct({
  id: 'canvas-sneakers',
  productName: 'Canvas Sneakers',
  price: '2499.50',
});

function CartSummary() {
  const cart = useCart();
  return (
    <section aria-label="Cart">
      <span data-testid="cart-count">{cart.count}</span>
      <button type="button" onClick={() => cart.add(dress)}>
        Add to cart
      </button>
      <ul>
        {cart.items.map((line) => (
          <li key={line.id}>
            {line.productName}
            <button type="button" onClick={() => cart.setQuantity(line.id, line.quantity + 1)}>
              One more {line.productName}
            </button>
          </li>
        ))}
      </ul>
      <p>Subtotal {formatKes(cart.subtotal)}</p>
    </section>
  );
}

function WishlistSummary() {
  const wishlist = useWishlist();
  return (
    <section aria-label="Wishlist">
      <span data-testid="wishlist-count">{wishlist.count}</span>
      {wishlist.items.map((line) => (
        <button key={line.id} type="button" onClick={() => wishlist.moveToCart(line.id)}>
          Move {line.productName} to cart
        </button>
      ))}
    </section>
  );
}

let lists: ShoppingLists | undefined;
afterEach(() => {
  lists?.stop();
  localStorage.clear();
});

function renderShop() {
  const toasts: Toast[] = [];
  lists = createShoppingLists({ notify: (toast) => toasts.push(toast) });
  render(
    <ShoppingListsProvider lists={lists}>
      <CartSummary />
      <WishlistSummary />
    </ShoppingListsProvider>,
  );
  return { toasts };
}

describe('useCart and useWishlist', () => {
  it('adds to the cart: the badge counts it, storage holds it, the toast says so', async () => {
    const { toasts } = renderShop();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([toCartItem(dress)]);
    expect(toasts).toEqual([
      { type: 'success', message: 'Ankara Print Maxi Dress has been added to the cart!' },
    ]);
  });

  it('refuses a second add of the same product with the warning, the badge unchanged', async () => {
    const { toasts } = renderShop();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(toasts.at(-1)).toEqual({
      type: 'warning',
      message: 'Ankara Print Maxi Dress is already in the cart!',
    });
  });

  it('updates the subtotal when a quantity changes', async () => {
    localStorage.setItem('cart', JSON.stringify([toCartItem(sneakers)]));
    renderShop();
    expect(screen.getByText('Subtotal KES 2,499.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'One more Canvas Sneakers' }));
    expect(screen.getByText('Subtotal KES 4,999')).toBeInTheDocument();
  });

  it('shows a change another tab made to the cart', () => {
    renderShop();
    const newValue = JSON.stringify([toCartItem(dress), toCartItem(sneakers)]);
    act(() => {
      localStorage.setItem('cart', newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cart', newValue, storageArea: localStorage }),
      );
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByText('Canvas Sneakers')).toBeInTheDocument();
  });

  it('starts with empty lists, without throwing, when storage holds something corrupt', () => {
    localStorage.setItem('cart', '{"not": "a list"');
    localStorage.setItem('wishlist', '[{"id": 42}]');
    renderShop();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('0');
  });

  it('moves a wishlist line to the cart', async () => {
    localStorage.setItem('wishlist', JSON.stringify([toWishlistItem(sneakers)]));
    const { toasts } = renderShop();
    await userEvent.click(screen.getByRole('button', { name: 'Move Canvas Sneakers to cart' }));
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('0');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(toasts).toEqual([
      { type: 'success', message: 'Canvas Sneakers has been added to the cart!' },
    ]);
  });

  it('tells the developer when the provider is missing', () => {
    expect(() => render(<CartSummary />)).toThrow(/ShoppingListsProvider/);
  });
});
