import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@testing/fixtures/products';
import type { Toast } from '../../../machines/shopping-list/types';
import { products } from '../../../mocks/backend/fixtures/products';
import type { Product } from '@model/catalog/product';
import { sizeOptions } from '@model/catalog/stock-rule';
import { ShoppingListsProvider } from '@/cart/use-shopping-lists';
import { createShoppingLists } from '@/cart/use-shopping-lists';
import { useCartCount } from '@/cart/use-shopping-lists';
import { renderRoute } from '@testing/helpers/render-route';
import { CartLines } from '@/cart/cart-lines/CartLines';
import {
  FakeIntersectionObserver,
  latestObserver,
} from '@testing/helpers/fake-intersection-observer';
import { cardSizes } from '../product-pictures';
import type { CardImageLoading } from './CardParts';
import { ProductCard } from './ProductCard';

const catalog = products();
const savedCart = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown[];

/** One card with its own cart and wishlist; toasts recorded. */
function renderCard(product: Product, imageLoading?: CardImageLoading) {
  const toasts: Toast[] = [];
  const lists = createShoppingLists({ notify: (toast) => toasts.push(toast) });
  const view = render(
    <ShoppingListsProvider lists={lists}>
      <MemoryRouter>
        <ProductCard product={product} imageLoading={imageLoading} />
      </MemoryRouter>
    </ShoppingListsProvider>,
  );
  return { toasts, lists, ...view };
}

const addButton = (name: string) => screen.getByRole('button', { name: `Add to cart: ${name}` });

/** Jeans in three waists and two colours: 34 is sold out, and so is 30 in Navy. */
const jeans = aProduct({
  id: 'p-jeans',
  productName: 'Slim Fit Jeans',
  price: '2500',
  sizes: ['30', '32', '34'],
  unavailableSizes: [],
  colours: ['Black', 'Navy'],
  unavailableColours: [],
  stock: 7,
  variantStock: { '30|Black': 2, '30|Navy': 0, '32|Black': 1, '32|Navy': 4, '34|Black': 0 },
});

describe('a product card’s Add to cart', () => {
  it('asks for a size and colour in a dialog, then adds the line with them', async () => {
    const user = userEvent.setup();
    const { toasts } = renderCard(jeans);
    await user.click(addButton('Slim Fit Jeans'));

    const dialog = await screen.findByRole('dialog', { name: 'Slim Fit Jeans' });
    expect(dialog).toHaveAccessibleDescription(/Choose a size and colour/);
    expect(toasts).toEqual([]);
    const sizes = within(dialog).getByRole('group', { name: 'Size' });
    // Every size shows; 34 has no units in any colour: struck through, not selectable.
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['30', '32', '34']);
    expect(within(sizes).getByRole('radio', { name: '34 (sold out)' })).toBeDisabled();
    expect(within(sizes).getByRole('radio', { name: '30' })).not.toBeChecked();
    await user.click(within(sizes).getByRole('radio', { name: '30' }));
    const colours = within(dialog).getByRole('group', { name: 'Colour' });
    expect(within(colours).getByRole('radio', { name: 'Navy (sold out)' })).toBeDisabled();
    await user.click(within(colours).getByRole('radio', { name: 'Black' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts).toEqual([
      { type: 'success', message: 'Slim Fit Jeans has been added to the cart!' },
    ]);
    expect(savedCart()).toEqual([
      expect.objectContaining({ id: 'p-jeans', size: '30', colour: 'Black', stock: 2 }),
    ]);
    await waitFor(() => expect(addButton('Slim Fit Jeans')).toHaveFocus());
  });

  it('names the missing choice and adds nothing until it is made', async () => {
    const user = userEvent.setup();
    const { toasts } = renderCard(jeans);
    await user.click(addButton('Slim Fit Jeans'));
    const dialog = await screen.findByRole('dialog', { name: 'Slim Fit Jeans' });
    await user.click(within(dialog).getByRole('radio', { name: '32' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a colour');
    expect(within(dialog).getByRole('radio', { name: 'Black' })).toHaveFocus();
    expect(toasts).toEqual([]);
    expect(savedCart()).toEqual([]);
  });

  it('closes on Escape, adding nothing, and gives focus back to the card’s button', async () => {
    const user = userEvent.setup();
    renderCard(jeans);
    await user.click(addButton('Slim Fit Jeans'));
    await screen.findByRole('dialog', { name: 'Slim Fit Jeans' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton('Slim Fit Jeans')).toHaveFocus();
    expect(savedCart()).toEqual([]);
  });

  it('refuses a product already in the cart with a warning, without asking again', async () => {
    const user = userEvent.setup();
    const { toasts, lists } = renderCard(jeans);
    lists.cart.send({ type: 'list.add', product: jeans, options: { size: '32', colour: 'Navy' } });
    await user.click(addButton('Slim Fit Jeans'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts.at(-1)).toEqual({
      type: 'warning',
      message: 'Slim Fit Jeans is already in the cart!',
    });
    expect(savedCart()).toHaveLength(1);
  });

  it('adds a product sold without sizes or colours at once', async () => {
    const user = userEvent.setup();
    const giftCard = aProduct({
      id: 'p-gift',
      productName: 'Gift Card',
      sizes: [],
      colours: [],
      stock: 50,
    });
    const { toasts } = renderCard(giftCard);
    await user.click(addButton('Gift Card'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts).toEqual([{ type: 'success', message: 'Gift Card has been added to the cart!' }]);
    expect(savedCart()).toEqual([expect.not.objectContaining({ size: expect.anything() })]);
  });

  it('is out of stock by the stock rule: no units in any variant, whatever the total says', () => {
    renderCard({ ...jeans, variantStock: { '30|Black': 0, '32|Navy': 0 } });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(addButton('Slim Fit Jeans')).toBeDisabled();
  });
});

describe('a card’s price', () => {
  it('shows a reduced product’s was price struck through, read as "Was", in the card and its chooser', async () => {
    const user = userEvent.setup();
    renderCard({ ...jeans, wasPrice: '3200' });
    const card = screen.getByRole('article', { name: 'Slim Fit Jeans' });
    expect(card.querySelector('s')).toHaveTextContent(/^Was KES 3,200$/);
    expect(within(card).getByText(/^KES /, { selector: 'p' })).toHaveTextContent(/^KES 2,500$/);
    await user.click(addButton('Slim Fit Jeans'));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /^KES 2,500 Was KES 3,200\. Choose a size and colour/,
    );
  });

  it('shows the price alone for a product not reduced', () => {
    renderCard(jeans);
    const card = screen.getByRole('article', { name: 'Slim Fit Jeans' });
    expect(within(card).queryByText(/Was/)).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
  });
});

describe('a card’s picture', () => {
  afterEach(() => {
    FakeIntersectionObserver.latest = undefined;
    vi.unstubAllGlobals();
  });

  const photo = (width: number) =>
    `https://storage.googleapis.com/shop/products/p-jeans/ph1-${width}.webp`;
  const photographed = {
    ...jeans,
    image: [{ downloadURL: photo(640), name: 'Slim Fit Jeans, front' }],
  };
  const renditions = [320, 640, 1280].map((width) => `${photo(width)} ${width}w`).join(', ');
  const attributes = (img: Element) =>
    Object.fromEntries([...img.attributes].map(({ name, value }) => [name, value]));

  it('is a drawing without renditions exactly as before: one src, in a sized box', () => {
    const { container } = renderCard(jeans);
    expect(attributes(container.querySelector('img')!)).toEqual({
      src: jeans.image[0]!.downloadURL,
      alt: jeans.image[0]!.name,
      width: '600',
      height: '750',
      loading: 'lazy',
      decoding: 'async',
      sizes: cardSizes,
    });
  });

  it('is a photo’s renditions by srcset, at a card’s width, in the same sized box', () => {
    const { container } = renderCard(photographed, 'eager');
    expect(attributes(container.querySelector('img')!)).toEqual({
      src: photo(640),
      srcset: renditions,
      alt: 'Slim Fit Jeans, front',
      width: '600',
      height: '750',
      loading: 'eager',
      decoding: 'async',
      sizes: cardSizes,
    });
  });

  it('asks for neither the src nor the srcset of a card below the first row until it is near', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = renderCard(photographed, 'near');
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('src');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '600');
    latestObserver().report(true);
    expect(img).toHaveAttribute('src', photo(640));
    expect(img).toHaveAttribute('srcset', renditions);
  });
});

describe('what adding to the cart renders again', () => {
  function CartBadge() {
    return <span>Cart, {useCartCount()}</span>;
  }

  it('the badge and the cart’s lines, not the product cards', async () => {
    const user = userEvent.setup();
    const renders = new Map<string, number>();
    const counted = (id: string, children: ReactNode) => (
      <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
        {children}
      </Profiler>
    );
    const lists = createShoppingLists({ notify: () => {} });
    const dress = aProduct();
    // One size, one colour: the card adds at once, with no chooser.
    const tote = aProduct({
      id: 'leather-tote',
      productName: 'Leather Tote Bag',
      price: '5200',
      sizes: [],
      colours: [],
    });
    render(
      <ShoppingListsProvider lists={lists}>
        <MemoryRouter>
          {counted('badge', <CartBadge />)}
          {counted('dress card', <ProductCard product={dress} />)}
          {counted('tote card', <ProductCard product={tote} />)}
          {counted('cart lines', <CartLines />)}
        </MemoryRouter>
      </ShoppingListsProvider>,
    );
    const before = new Map(renders);

    await user.click(addButton('Leather Tote Bag'));

    expect(screen.getByText('Cart, 1')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Leather Tote Bag');
    const again = (id: string) => renders.get(id)! - before.get(id)!;
    expect(again('badge')).toBe(1);
    expect(again('cart lines')).toBe(1);
    expect(again('dress card')).toBe(0);
    // The card clicked renders only for its own button's focus, never for the cart's change.
    expect(again('tote card')).toBe(0);
    lists.stop();
  });
});

describe('product cards on the home page, read from the backend', () => {
  it('add a product with sizes through the chooser, and refuse it the second time', async () => {
    const user = userEvent.setup();
    const { toasts } = renderRoute('/');
    const cards = await screen.findAllByRole('article');
    const card = cards.find((candidate) => {
      const button = within(candidate).getByRole('button', { name: /Add to cart/ });
      const name = within(candidate).getByRole('link').textContent;
      const product = catalog.find((p) => p.productName === name);
      return !button.hasAttribute('disabled') && product && sizeOptions(product).length > 1;
    })!;
    const name = within(card).getByRole('link').textContent!;
    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));

    const dialog = await screen.findByRole('dialog', { name });
    for (const group of ['Size', 'Colour']) {
      const choices = within(dialog).queryByRole('group', { name: group });
      if (choices) {
        const first = within(choices)
          .getAllByRole('radio')
          .find((radio) => !radio.hasAttribute('disabled'))!;
        await user.click(first);
      }
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedCart()).toEqual([expect.objectContaining({ size: expect.any(String) })]);

    await user.click(within(card).getByRole('button', { name: /Add to cart/ }));
    expect(toasts).toEqual([
      { type: 'success', message: `${name} has been added to the cart!` },
      { type: 'warning', message: `${name} is already in the cart!` },
    ]);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });
});
