import { sameOnEveryScreen } from './screens';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The first product card whose Add to cart can be pressed (sold-out cards cannot). */
async function firstBuyableCard(page: Page) {
  await page.goto('/shop');
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'Add to cart' }) })
    .first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const price = (await card.getByText(/^KES /).textContent()) ?? '';
  return { card, name, price };
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Chooses in a card's chooser the first size, then the first colour, that can be bought
 * together, and adds; answers what was chosen ('' for a choice the product has none of).
 */
async function chooseAndAdd(page: Page, name: string) {
  const chooser = page.getByRole('dialog', { name });
  await expect(chooser).toBeVisible();
  const chosen: Record<'Size' | 'Colour', string> = { Size: '', Colour: '' };
  for (const group of ['Size', 'Colour'] as const) {
    const choices = chooser.getByRole('group', { name: group });
    if ((await choices.count()) === 0) continue;
    const radio = choices.getByRole('radio', { disabled: false }).first();
    await radio.check();
    chosen[group] = (await radio.getAttribute('value')) ?? '';
  }
  await chooser.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(chooser).toBeHidden();
  return { size: chosen.Size, colour: chosen.Colour };
}

/** A card's Add to cart, as a shopper uses it: through the chooser where the product asks. */
async function addFromCard(page: Page, card: Locator, name: string) {
  const button = card.getByRole('button', { name: /Add to cart/ });
  const asks = (await button.getAttribute('aria-haspopup')) === 'dialog';
  await button.click();
  return asks ? chooseAndAdd(page, name) : { size: '', colour: '' };
}

const kes = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('add, refuse a duplicate, change the quantity, see the subtotal, remove', async ({ page }) => {
  const { card, name, price } = await firstBuyableCard(page);
  await addFromCard(page, card, name);
  await expect(toast(page, `${name} has been added to the cart!`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await card.getByRole('button', { name: /Add to cart/ }).click();
  await expect(toast(page, `${name} is already in the cart!`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(panel.getByRole('link', { name })).toBeVisible();
  await expect(panel.getByRole('listitem').getByText(price, { exact: true })).toBeVisible();
  await expect(panel.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
  await expect(panel.getByText('Subtotal')).toBeVisible();
  await expect(panel.locator('dd')).toHaveText(price);

  await panel.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(panel.getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');
  await expect
    .poll(async () => kes((await panel.locator('dd').textContent()) ?? ''))
    .toBe(2 * kes(price));
  await expectNoSeriousViolations(page);

  await panel.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(toast(page, 'Product removed from cart')).toBeVisible();
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

// The journeys run with reduced motion (playwright.config.ts); a toast's timing hangs on its
// progress bar's animation, so it is checked both ways; with motion, once, on desktop.
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    const screens = reducedMotion === 'reduce' ? {} : sameOnEveryScreen;
    test(
      'toasts show top right, stay a while and close by themselves',
      screens,
      async ({ page }) => {
        const { card, name } = await firstBuyableCard(page);
        await addFromCard(page, card, name);
        const message = toast(page, `${name} has been added to the cart!`);
        await expect(message).toBeVisible();
        const box = await message.boundingBox();
        const viewport = page.viewportSize()!;
        expect(box!.y).toBeLessThan(viewport.height / 3);
        expect(box!.x + box!.width).toBeGreaterThan(viewport.width * 0.6);
        await page.waitForTimeout(1000);
        await expect(message).toBeVisible();
        await expect(message).toBeHidden({ timeout: 9000 });
      },
    );
  });
}

test(
  'the cart survives a reload and is saved as a JSON array of its lines',
  sameOnEveryScreen,
  async ({ page }) => {
    const { card, name, price } = await firstBuyableCard(page);
    const { size, colour } = await addFromCard(page, card, name);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(saved).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^p-\d{4}$/),
        productName: name,
        price: String(kes(price)),
        quantity: 1,
        image: expect.arrayContaining([
          expect.objectContaining({ downloadURL: expect.stringMatching(/^\/products\//) }),
        ]),
        ...(size ? { size } : {}),
        ...(colour ? { colour } : {}),
      }),
    ]);
  },
);

test(
  'a cart saved by the earlier shop loads, and bad entries are dropped',
  sameOnEveryScreen,
  async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 'p-0001',
            productName: 'Saved Denim Jacket',
            price: '2500',
            quantity: 2,
            image: [{ downloadURL: '/products/jacket-blue.svg', name: 'front' }],
          },
          { id: 'p-0002', productName: 'Broken price', price: 'abc', quantity: 1, image: [] },
          'not an item',
        ]),
      );
      localStorage.setItem('wishlist', '{not json');
    });
    await page.goto('/');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('wishlist-count')).toHaveText('0');
    await page.getByRole('button', { name: /^Cart/ }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(panel.getByRole('link', { name: 'Saved Denim Jacket' })).toBeVisible();
    await expect(panel.locator('dd')).toHaveText('KES 5,000');
  },
);

test('a change in another tab reaches this one', sameOnEveryScreen, async ({ page, context }) => {
  const { card, name } = await firstBuyableCard(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('cart-count')).toHaveText('0');
  await addFromCard(page, card, name);
  await expect(other.getByTestId('cart-count')).toHaveText('1');
  await card.getByRole('button', { name: /Add to wishlist/ }).click();
  await expect(other.getByTestId('wishlist-count')).toHaveText('1');
});

test('wishlist: add, refuse a duplicate, move to cart, remove', async ({ page }) => {
  const { card, name } = await firstBuyableCard(page);
  await card.getByRole('button', { name: /Add to wishlist/ }).click();
  await expect(toast(page, `${name} has been added to the wishlist!`)).toBeVisible();
  await card.getByRole('button', { name: /Add to wishlist/ }).click();
  await expect(toast(page, `${name} is already in the wishlist!`)).toBeVisible();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');

  await page
    .getByRole('button', { name: /^Wishlist/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Wishlist' });
  await expect(panel.getByRole('link', { name })).toBeVisible();
  await panel.getByRole('button', { name: `Move ${name} to cart` }).click();
  await expect(toast(page, `${name} has been added to the cart!`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  await expect(panel.getByText(/Your wishlist is empty/)).toBeVisible();

  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: /Add to wishlist/ }).click();
  await page
    .getByRole('button', { name: /^Wishlist/ })
    .first()
    .click();
  await panel.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(toast(page, 'Product removed from wishlist')).toBeVisible();
});

test('a link inside the cart panel closes it; so do Close, Escape and the overlay', async ({
  page,
}) => {
  const { card, name } = await firstBuyableCard(page);
  await addFromCard(page, card, name);
  const open = page.getByRole('button', { name: /^Cart/ });
  const panel = page.getByRole('dialog', { name: 'Shopping cart' });

  await open.click();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  await open.click();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await open.click();
  await page.mouse.click(10, 300);
  await expect(panel).toBeHidden();

  await open.click();
  await panel.getByRole('link', { name }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await open.click();
  await panel.getByRole('link', { name: 'Checkout' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('checkout shows the cart lines with quantity and Remove, and an empty cart says so', async ({
  page,
}) => {
  const { card, name, price } = await firstBuyableCard(page);
  await addFromCard(page, card, name);
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${name}` })).toContainText('1');
  await expect(page.getByText(price).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
    'href',
    '/shop',
  );
});

test('the product details page adds to the cart and the wishlist', async ({ page }) => {
  const { card, name } = await firstBuyableCard(page);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Exact names: the related products' cards below carry `Add to cart: {name}` buttons too.
  const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
  for (const group of ['Size', 'Colour']) {
    const choices = page
      .getByRole('group', { name: group })
      .getByRole('radio', { disabled: false });
    if ((await choices.count()) > 0) await choices.first().check();
  }
  await addToCart.click();
  await expect(toast(page, `${name} has been added to the cart!`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(toast(page, `${name} has been added to the wishlist!`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
});

test('a card asks for a size and colour; the panel and checkout show them; again is refused', async ({
  page,
}) => {
  await page.goto('/shop');
  // A product sold in sizes: its card's Add to cart opens the chooser (aria-haspopup).
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled[aria-haspopup="dialog"]') })
    .first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const button = card.getByRole('button', { name: /Add to cart/ });
  await button.click();

  const chooser = page.getByRole('dialog', { name });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('group', { name: 'Size' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await button.click();
  const { size, colour } = await chooseAndAdd(page, name);
  expect(size).not.toBe('');
  await expect(toast(page, `${name} has been added to the cart!`)).toBeVisible();
  await expect(button).toBeFocused();
  const chosen = [`Size ${size}`, colour ? `Colour ${colour}` : ''].filter(Boolean).join(' · ');

  await page.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(panel.getByRole('link', { name })).toBeVisible();
  await expect(panel.getByText(chosen, { exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // The panel closes on the way; what is checked next is the checkout page's own summary.
  await expect(panel).toBeHidden();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(chosen, { exact: true })).toBeVisible();

  await page.goto('/shop');
  await card.getByRole('button', { name: /Add to cart/ }).click();
  await expect(toast(page, `${name} is already in the cart!`)).toBeVisible();
  await expect(page.getByRole('dialog', { name })).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a sold-out wishlist line is not moved to the cart, and the toast says why', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem(
      'wishlist',
      JSON.stringify([
        {
          id: 'p-0001',
          productName: 'Saved Denim Jacket',
          price: '2500',
          image: [{ downloadURL: '/products/jacket-blue.svg', name: 'front' }],
          stock: 0,
        },
      ]),
    );
  });
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Wishlist/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Wishlist' });
  await panel.getByRole('button', { name: 'Move Saved Denim Jacket to cart' }).click();
  await expect(
    toast(page, 'Saved Denim Jacket is sold out, so it was not added to the cart.'),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(panel.getByRole('link', { name: 'Saved Denim Jacket' })).toBeVisible();
});
