import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productDocument, products } from '../../../mocks/backend/fixtures/products';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { productPath } from '../paths';
import { formatKes, savingInCents } from '@model/money';
import type { Product } from '@model/catalog/product';
import { unitsBuyable } from '@model/catalog/stock-rule';
import { availableVariants } from '@model/catalog/stock-rule';
import { gallerySizes, thumbnailSizes } from '../product-pictures';
import { renderRoute } from '@testing/helpers/render-route';
import { holdAnimationFrames } from '@testing/helpers/held-animation-frames';
import { FakeIntersectionObserver, observerOf } from '@testing/helpers/fake-intersection-observer';

const catalog = products();
const available = (all: string[], soldOut: string[]) => all.filter((o) => !soldOut.includes(o));
const find = (what: string, test: (p: Product) => boolean) => {
  const found = catalog.find(test);
  if (!found) throw new Error(`The fixtures hold no product ${what}`);
  return found;
};

/** Three pictures, a sold-out size and a sold-out colour, well stocked. */
const jeans = find(
  'with three images and sold-out sizes and colours',
  (p) =>
    p.image.length === 3 &&
    p.unavailableSizes.length > 0 &&
    p.unavailableColours.length > 0 &&
    available(p.sizes, p.unavailableSizes).length > 1 &&
    p.stock >= 5 &&
    !p.wholesale,
);
/** A size and colour whose units cover the wholesale minimum: a wholesale line is one of them. */
const wholesaleChoice = (p: Product) =>
  availableVariants(p)
    .map((key) => key.split('|') as [string, string])
    .find(([size, colour]) => unitsBuyable(p, { size, colour }) >= (p.wholesale?.minQty ?? 1));
const wholesale = find(
  'with wholesale terms the stock covers in one size and colour',
  (p) => !!p.wholesale && wholesaleChoice(p) !== undefined,
);
const soldOut = find('sold out', (p) => p.stock === 0);
const lowStock = find('low on stock', (p) => p.stock > 0 && p.stock < 5);

/** A product stored for one test: the emulator answers it like any other. */
async function storeProduct(product: Product) {
  const { id, data } = productDocument(product);
  await testBackend.store.put('products', id, data);
  return product;
}

async function openPage(product: Product) {
  const view = renderRoute(productPath(product));
  await screen.findByRole('heading', { level: 1, name: product.productName }, { timeout: 5000 });
  return view;
}

const storedCart = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]');
const gallery = (product: Product) =>
  screen.getByRole('region', { name: `Images of ${product.productName}` });
const shownImage = (product: Product) =>
  within(gallery(product))
    .getAllByRole('img')
    .find((img) => !img.hidden && img.getAttribute('alt') !== '');

describe('product details page', () => {
  it('shows the name, price, stock, description and details, with links to the category', async () => {
    await openPage(jeans);
    expect(screen.getByText(formatKes(jeans.price), { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText(jeans.description)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Product details' });
    expect(within(facts).getByRole('link', { name: jeans.subCategory })).toHaveAttribute(
      'href',
      `/product-category/${encodeURIComponent(jeans.category.toLowerCase())}/${encodeURIComponent(jeans.subCategory.toLowerCase())}`,
    );
    for (const tag of jeans.tags) {
      expect(within(facts).getByRole('link', { name: tag })).toBeInTheDocument();
    }
    expect(document.title).toContain(jeans.productName);
  });

  it('shows the first image at once and the others lazily, in sized boxes', async () => {
    await openPage(jeans);
    const images = within(gallery(jeans))
      .getAllByRole('img', { hidden: true })
      .filter((img) => img.getAttribute('width') === '600');
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    images.forEach((img) => expect(img).toHaveAttribute('height', '750'));
  });

  it('gives a photo’s renditions a srcset at the gallery’s width, and a drawing none', async () => {
    const photo = (n: number, width = 640) =>
      `http://127.0.0.1:8080/images/products/photo-jeans/ph${n}-${width}.webp`;
    const renditions = (n: number) =>
      [320, 640, 1280].map((width) => `${photo(n, width)} ${width}w`).join(', ');
    const photographed = await storeProduct({
      ...jeans,
      id: 'photo-jeans',
      image: [1, 2].map((n) => ({ downloadURL: photo(n), name: `${jeans.productName} ${n}` })),
    });
    await openPage(photographed);
    const [first, second] = within(gallery(photographed))
      .getAllByRole('img', { hidden: true })
      .filter((img) => img.getAttribute('width') === '600');
    expect(first).toHaveAttribute('src', photo(1));
    expect(first).toHaveAttribute('srcset', renditions(1));
    expect(first).toHaveAttribute('sizes', gallerySizes);
    expect(first).toHaveAttribute('height', '750');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('srcset', renditions(2));
    expect(second).toHaveAttribute('loading', 'lazy');
    // The first thumbnail is the picture shown, by the same rendition; the others small ones.
    const thumbnails = [...gallery(photographed).querySelectorAll('button img')];
    expect(thumbnails[0]).toHaveAttribute('sizes', gallerySizes);
    await waitFor(() => expect(thumbnails[1]).toHaveAttribute('srcset', renditions(2)));
    expect(thumbnails[1]).toHaveAttribute('sizes', thumbnailSizes);
    expect(thumbnails[1]).toHaveAttribute('height', '90');
  });

  it('shows the seeded drawings as they are, without srcset or sizes', async () => {
    await openPage(jeans);
    const images = [...gallery(jeans).querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(3);
    for (const img of images) {
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });

  it('asks for the other thumbnails once the product has painted, in boxes of their size', async () => {
    const frames = holdAnimationFrames();
    try {
      await openPage(jeans);
      // Decorative pictures (alt=""), inside buttons named for the image they show.
      const thumbnails = () => [...gallery(jeans).querySelectorAll('button img')];
      expect(thumbnails()).toHaveLength(3);
      thumbnails().forEach((img) => expect(img).toHaveAttribute('height', '90'));
      expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual([
        jeans.image[0]!.downloadURL,
        null,
        null,
      ]);

      frames.paint();
      frames.paint();
      await waitFor(() =>
        expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual(
          jeans.image.map((image) => image.downloadURL),
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('moves between images with Next, Previous, thumbnails and the arrow keys', async () => {
    await openPage(jeans);
    const region = gallery(jeans);
    const position = within(region).getByText('Image 1 of 3');
    expect(position).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(within(region).getByRole('button', { name: 'Next image' }));
    expect(position).toHaveTextContent('Image 2 of 3');
    expect(shownImage(jeans)).toHaveAttribute('src', jeans.image[1]!.downloadURL);

    await userEvent.click(within(region).getByRole('button', { name: 'Previous image' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Previous image' }));
    expect(position).toHaveTextContent('Image 3 of 3');

    const first = within(region).getByRole('button', {
      name: `Show image 1 of 3: ${jeans.image[0]!.name}`,
    });
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('Image 2 of 3');
    expect(within(region).getByRole('button', { name: /^Show image 2 of 3/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(position).toHaveTextContent('Image 3 of 3');
    await userEvent.keyboard('{Home}');
    expect(position).toHaveTextContent('Image 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(position).toHaveTextContent('Image 3 of 3');
  });

  it('moves to the next image on a swipe to the left, and leaves a short or upward drag alone', async () => {
    await openPage(jeans);
    const stage = shownImage(jeans)!.parentElement!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { clientX: to[0], clientY: to[1] });
    };
    swipe([300, 200], [280, 200]);
    swipe([300, 200], [250, 40]);
    expect(shownImage(jeans)).toHaveAttribute('src', jeans.image[0]!.downloadURL);
    swipe([300, 200], [180, 210]);
    expect(shownImage(jeans)).toHaveAttribute('src', jeans.image[1]!.downloadURL);
    swipe([100, 200], [260, 200]);
    expect(shownImage(jeans)).toHaveAttribute('src', jeans.image[0]!.downloadURL);
  });

  it("shows a colour's image when the colour is chosen", async () => {
    await openPage(jeans);
    const colour = available(jeans.colours, jeans.unavailableColours)[1]!;
    const colours = screen.getByRole('group', { name: 'Colour' });
    await userEvent.click(within(colours).getByRole('radio', { name: colour }));
    expect(shownImage(jeans)).toHaveAttribute(
      'src',
      jeans.image[jeans.colours.indexOf(colour)]!.downloadURL,
    );
  });

  it('shows the photo staff marked with a colour when that colour is chosen', async () => {
    const [first, second] = available(jeans.colours, jeans.unavailableColours) as [string, string];
    const placeOf = (colour: string) => jeans.colours.indexOf(colour);
    // A photo at neither colour's place is marked as the first colour's.
    const markedAt = [0, 1, 2].find((i) => i !== placeOf(first) && i !== placeOf(second))!;
    const marked = await storeProduct({
      ...jeans,
      id: 'marked-photos',
      image: jeans.image.map((image, i) => (i === markedAt ? { ...image, colour: first } : image)),
    });
    await openPage(marked);
    const colours = screen.getByRole('group', { name: 'Colour' });
    await userEvent.click(within(colours).getByRole('radio', { name: first }));
    expect(shownImage(marked)).toHaveAttribute('src', jeans.image[markedAt]!.downloadURL);
    await userEvent.click(within(colours).getByRole('radio', { name: second }));
    expect(shownImage(marked)).toHaveAttribute('src', jeans.image[placeOf(second)]!.downloadURL);
  });

  it('shows sold-out sizes and colours disabled and named so', async () => {
    await openPage(jeans);
    const sizes = screen.getByRole('group', { name: 'Size' });
    for (const size of jeans.unavailableSizes) {
      expect(within(sizes).getByRole('radio', { name: `${size} (sold out)` })).toBeDisabled();
    }
    const colours = screen.getByRole('group', { name: 'Colour' });
    for (const colour of jeans.unavailableColours) {
      expect(within(colours).getByRole('radio', { name: `${colour} (sold out)` })).toBeDisabled();
    }
    expect(within(sizes).getAllByRole('radio')).toHaveLength(jeans.sizes.length);
  });

  it('shows a reduced price with the price before it struck through, read as "Was", and the saving', async () => {
    const reduced = find('reduced', (p) => p.wasPrice !== undefined && p.stock > 0);
    await openPage(reduced);
    const summary = screen.getByRole('heading', { level: 1 }).parentElement!;
    const was = summary.querySelector('s')!;
    expect(was).toHaveTextContent(`Was ${formatKes(reduced.wasPrice!)}`);
    expect(was.parentElement).toHaveTextContent(
      `Was ${formatKes(reduced.wasPrice!)} Save ${formatKes(savingInCents(reduced.price, reduced.wasPrice!) / 100)}`,
    );
  });

  it('shows no was price for a product that is not reduced', async () => {
    await openPage(find('not reduced', (p) => p.wasPrice === undefined && p.stock > 0));
    expect(screen.queryByText(/^Save KES/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('chooses nothing for the shopper where there is a choice to make', async () => {
    await openPage(jeans);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('asks for a size and colour before adding, then adds them with the product', async () => {
    const { toasts } = await openPage(jeans);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(storedCart()).toEqual([]);
    const sizes = screen.getByRole('group', { name: 'Size' });
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(within(sizes).getByRole('alert')).toHaveTextContent('Choose a size');
    expect(within(colours).getByRole('alert')).toHaveTextContent('Choose a colour');
    const [size] = available(jeans.sizes, jeans.unavailableSizes);
    expect(within(sizes).getByRole('radio', { name: size })).toHaveFocus();

    await userEvent.click(within(sizes).getByRole('radio', { name: size }));
    expect(within(sizes).queryByRole('alert')).not.toBeInTheDocument();
    const [colour] = available(jeans.colours, jeans.unavailableColours);
    await userEvent.click(within(colours).getByRole('radio', { name: colour }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(storedCart()).toEqual([expect.objectContaining({ id: jeans.id, size, colour })]);
    expect(toasts).toEqual([
      { type: 'success', message: `${jeans.productName} has been added to the cart!` },
    ]);
    await userEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    const panel = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(panel).getByText(`Size ${size} · Colour ${colour}`)).toBeInTheDocument();
  });

  it('chooses the only available size and colour for the shopper', async () => {
    const onlyOne = await storeProduct({
      ...jeans,
      id: 'only-one-choice',
      unavailableSizes: jeans.sizes.slice(1),
      colours: [jeans.colours[0]!],
      unavailableColours: [],
    });
    await openPage(onlyOne);
    expect(screen.getByRole('radio', { name: onlyOne.sizes[0] })).toBeChecked();
    expect(screen.getByRole('radio', { name: onlyOne.colours[0] })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(storedCart()).toEqual([
      expect.objectContaining({ size: onlyOne.sizes[0], colour: onlyOne.colours[0] }),
    ]);
  });

  it('cannot add a sold-out product to the cart, says why, and still adds it to the wishlist', async () => {
    const { toasts } = await openPage(soldOut);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/sold out/);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(toasts).toEqual([
      { type: 'success', message: `${soldOut.productName} has been added to the wishlist!` },
    ]);
  });

  it('says how few are left when the stock is low', async () => {
    await openPage(lowStock);
    expect(screen.getByText(`Only ${lowStock.stock} left`)).toBeInTheDocument();
  });

  it('shows wholesale terms and adds the minimum quantity at the wholesale price', async () => {
    const terms = wholesale.wholesale!;
    await openPage(wholesale);
    const offer = screen.getByText(/^Wholesale:/).closest('p')!;
    expect(offer).toHaveTextContent(
      `Wholesale: ${formatKes(terms.unitPrice)} per piece from ${terms.minQty} pieces.`,
    );
    expect(within(offer).getByRole('link')).toHaveAttribute('href', '/wholesale');
    const [size, colour] = wholesaleChoice(wholesale)!;
    for (const [legend, choice] of [
      ['Size', size],
      ['Colour', colour],
    ] as const) {
      if (choice === '') continue;
      const group = screen.getByRole('group', { name: legend });
      const radio = within(group).getByRole('radio', { name: choice });
      if (!(radio as HTMLInputElement).checked) await userEvent.click(radio);
    }
    await userEvent.click(
      screen.getByRole('button', { name: `Add ${terms.minQty} at wholesale price` }),
    );
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: wholesale.id,
        price: terms.unitPrice,
        quantity: terms.minQty,
        wholesale: terms,
      }),
    ]);
  });

  it('offers no wholesale add when fewer are left than the minimum', async () => {
    const few = await storeProduct({
      ...wholesale,
      id: 'few-left-wholesale',
      stock: wholesale.wholesale!.minQty - 1,
    });
    await openPage(few);
    const add = screen.getByRole('button', { name: /at wholesale price$/ });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/fewer than the wholesale minimum/);
  });

  it('adds schema.org data with the price in KES while shown, and removes it on leaving', async () => {
    await openPage(jeans);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: jeans.productName,
      sku: jeans.id,
      offers: {
        price: jeans.price,
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.image[0]).toMatch(/^http:\/\/localhost(:\d+)?\/products\//);

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull(),
    );
  });

  it("prefills the chat with the product's name and address, and the greeting on leaving", async () => {
    await openPage(jeans);
    const chat = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const text = new URL(chat.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe(
      `Hello Mtindo! I would like to ask about ${jeans.productName}: ${window.location.origin}${productPath(jeans)}`,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).not.toContain(
        jeans.productName,
      ),
    );
  });

  it('shows up to 8 other products of the same kind below', async () => {
    await openPage(jeans);
    const related = screen.getByRole('region', { name: 'You may also like' });
    const cards = await within(related).findAllByRole('article');
    expect(cards).toHaveLength(8);
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(names).not.toContain(jeans.productName);
    const sameKind = catalog.filter(
      (p) =>
        p.category === jeans.category && p.subCategory === jeans.subCategory && p.id !== jeans.id,
    );
    expect(names).toEqual(expect.arrayContaining(sameKind.map((p) => p.productName)));
  });

  it('reads the related products only once the product has painted', async () => {
    const frames = holdAnimationFrames();
    let reads = 0;
    const countRead = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(':runQuery')) reads += 1;
    };
    testBackend.server.events.on('request:start', countRead);
    try {
      await openPage(jeans);
      const related = screen.getByRole('region', { name: 'You may also like' });
      expect(within(related).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(reads).toBe(0);

      frames.paint();
      frames.paint();
      expect(await within(related).findAllByRole('article')).toHaveLength(8);
      expect(reads).toBeGreaterThan(0);
    } finally {
      testBackend.server.events.removeListener('request:start', countRead);
      vi.unstubAllGlobals();
    }
  });

  it('keeps the product when the related read fails, and Retry reads it again', async () => {
    testBackend.server.use(
      http.post(/:runQuery$/, () =>
        HttpResponse.json(
          { error: { code: 503, status: 'UNAVAILABLE', message: 'The service is unavailable.' } },
          { status: 503 },
        ),
      ),
    );
    await openPage(jeans);
    const related = screen.getByRole('region', { name: 'You may also like' });
    const retry = await within(related).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(within(related).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    testBackend.server.resetHandlers();
    await userEvent.click(retry);
    expect(await within(related).findAllByRole('article')).toHaveLength(8);
  });

  it('hides the related row when the product is alone in its category', async () => {
    let reads = 0;
    testBackend.server.use(
      http.post(/:runQuery$/, () => {
        reads += 1;
        return HttpResponse.json([{ readTime: new Date().toISOString() }]);
      }),
    );
    await openPage(jeans);
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(jeans.productName);
  });

  it('says a product staff hid is no longer available: named, nothing to choose or add', async () => {
    const hidden = await storeProduct({ ...jeans, id: 'hidden-jeans', hidden: true });
    renderRoute(productPath(hidden));
    expect(
      await screen.findByRole('heading', { level: 1, name: hidden.productName }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${hidden.productName} is no longer available.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(
      screen.queryByRole('button', { name: /Add to cart|Add to wishlist|wholesale/ }),
    ).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(formatKes(hidden.price))).toBeNull();
    expect(document.title).toContain(`${hidden.productName}: no longer available`);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // No related row of its own, even once the page has painted.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
  });

  it('says a product cannot be found, with a way back to the shop', async () => {
    renderRoute('/product-details/Anything/no-such-product');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('moves a link with a stale name to the product under its current name', async () => {
    renderRoute(`/product-details/Old%20Name/${jeans.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: jeans.productName }),
    ).toBeInTheDocument();
  });

  it('shows the failure with Retry when the product cannot be read', async () => {
    testBackend.scenario.set('catalog-error');
    renderRoute(productPath(jeans));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('not answering');
    testBackend.scenario.set('default');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: jeans.productName }),
    ).toBeInTheDocument();
  });
});

describe('the add bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.all = [];
  });

  /** The product page with the screen's view of its own buttons under the test's control. */
  async function openWatched(product: Product) {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const view = await openPage(product);
    const ownButton = screen.getByRole('button', { name: 'Add to cart' });
    return { view, scrolledAway: (away: boolean) => observerOf(ownButton).report(!away) };
  }
  const bar = () => screen.queryByTestId('sticky-add-bar');

  it('holds the price and Add to cart once the page’s own are off the screen, for the eye only', async () => {
    const { scrolledAway } = await openWatched(jeans);
    expect(bar()).not.toBeInTheDocument();

    scrolledAway(true);
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    expect(bar()).toHaveTextContent(jeans.productName);
    expect(bar()).toHaveTextContent(formatKes(jeans.price));
    expect(within(bar()!).getByText('Add to cart')).toHaveAttribute('tabindex', '-1');
    // A screen reader, a keyboard and a QA script still find one Add to cart: the page's own.
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
    // The chat button and the page's foot make room for it.
    expect(document.documentElement).toHaveAttribute('data-add-bar');

    scrolledAway(false);
    expect(bar()).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-add-bar');
  });

  it('asks for the size still missing, taking the shopper to it, then adds the choice', async () => {
    const { scrolledAway } = await openWatched(jeans);
    scrolledAway(true);
    await userEvent.click(within(bar()!).getByText('Add to cart'));
    expect(await screen.findByText('Choose a size')).toBeInTheDocument();
    const size = available(jeans.sizes, jeans.unavailableSizes)[0]!;
    expect(screen.getByRole('radio', { name: size })).toHaveFocus();
    expect(storedCart()).toEqual([]);

    const colour = available(jeans.colours, jeans.unavailableColours)[0]!;
    await userEvent.click(screen.getByRole('radio', { name: size }));
    await userEvent.click(screen.getByRole('radio', { name: colour }));
    await userEvent.click(within(bar()!).getByText('Add to cart'));
    await waitFor(() =>
      expect(storedCart()).toEqual([expect.objectContaining({ id: jeans.id, size, colour })]),
    );
  });

  it('never shows for a product that cannot be bought', async () => {
    const { scrolledAway } = await openWatched(soldOut);
    scrolledAway(true);
    expect(bar()).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-add-bar');
  });

  it('leaves with the page', async () => {
    const { view, scrolledAway } = await openWatched(jeans);
    scrolledAway(true);
    view.unmount();
    expect(document.documentElement).not.toHaveAttribute('data-add-bar');
  });
});
