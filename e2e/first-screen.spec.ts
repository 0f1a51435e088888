import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { products } from '../mocks/backend/fixtures/products';
import type { Product } from '@model/catalog/product';
import { formatKes } from '@model/money';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend } from './qa-backend';

// What a shopper sees on opening a page on a 390 × 844 phone (the mobile project's screen; the
// desktop project leaves this file out, playwright.config.ts): the product's name, price, stock
// and first sizes, or a listing's first products, above the bottom tab bar, and Add to cart
// always at hand.

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const catalog = products();
function seeded(what: string, fits: (product: Product) => boolean): Product {
  const product = catalog.find(fits);
  if (!product) throw new Error(`The seeded catalog holds no product ${what}`);
  return product;
}
const longestName = [...catalog]
  .filter((p) => p.stock > 5 && p.sizes.length > 1)
  .sort((a, b) => b.productName.length - a.productName.length)[0]!;
const pages: Array<{ what: string; product: Product }> = [
  { what: 'with sizes, its name the longest', product: longestName },
  {
    what: 'sold out in one size',
    product: seeded(
      'sold out in one size',
      (p) => p.stock > 5 && p.unavailableSizes.length > 0 && p.sizes.length > 2,
    ),
  },
  {
    what: 'reduced, its was price beside the price',
    product: seeded(
      'reduced',
      (p) => p.stock > 5 && p.wasPrice !== undefined && p.sizes.length > 1,
    ),
  },
  {
    // The seeded catalog sells every product in sizes; a bag comes in one size only.
    what: 'in one size only',
    product: seeded('in one size only', (p) => p.stock > 5 && p.sizes.length === 1),
  },
];

const detailsPath = (product: Pick<Product, 'id' | 'productName'>) =>
  `/product-details/${encodeURIComponent(product.productName)}/${product.id}`;

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height;
}

/** Where the first screen ends: the top of the add bar where it shows, else of the tab bar. */
async function firstScreenEnd(page: Page): Promise<number> {
  const tabBar = (await page.getByRole('navigation', { name: 'Bottom navigation' }).boundingBox())!;
  const addBar = page.getByTestId('sticky-add-bar');
  return (await addBar.isVisible()) ? (await addBar.boundingBox())!.y : tabBar.y;
}

/** The page's own Add to cart is on the screen above the tab bar, or the add bar shows. */
async function expectAddAtHand(page: Page) {
  const addBar = page.getByTestId('sticky-add-bar');
  // Exactly: the related products' cards hold `Add to cart: {name}` buttons.
  const own = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(async () => {
    const tabBarTop = (await page
      .getByRole('navigation', { name: 'Bottom navigation' })
      .boundingBox())!.y;
    const box = await own.boundingBox();
    const ownInView = !!box && box.y >= 0 && box.y + box.height <= tabBarTop;
    expect(ownInView || (await addBar.isVisible())).toBe(true);
  }).toPass({ timeout: 5000 });
}

for (const { what, product } of pages) {
  test(`a product ${what}: name, price, stock and first choices on the first screen, Add to cart at hand`, async ({
    page,
  }) => {
    await page.goto(detailsPath(product));
    const name = page.getByRole('heading', { level: 1, name: product.productName });
    await expect(name).toBeVisible();
    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('radio').first()).toBeAttached();
    const end = await firstScreenEnd(page);

    expect(await bottomOf(name)).toBeLessThanOrEqual(end);
    const price = page.getByText(formatKes(product.price), { exact: true }).first();
    expect(await bottomOf(price)).toBeLessThanOrEqual(end);
    const stock = page.getByText(/^(In stock|Only \d+ left)$/);
    expect(await bottomOf(stock)).toBeLessThanOrEqual(end);
    if (product.wasPrice) {
      const was = page.getByText(`Was ${formatKes(product.wasPrice)}`, { exact: true });
      expect(await bottomOf(was)).toBeLessThanOrEqual(end);
    }
    // The radios are drawn as chips: the chip (the radio's label) is what the eye sees.
    const firstChip = sizes.locator('label').first();
    expect(await bottomOf(firstChip)).toBeLessThanOrEqual(end);
    // The picture is still the largest thing on the screen.
    const picture = page.getByRole('region', { name: `Images of ${product.productName}` });
    const pictureBox = (await picture.boundingBox())!;
    expect(pictureBox.height).toBeGreaterThanOrEqual(240);
    await expectAddAtHand(page);

    await expectNoSeriousViolations(page);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectAddAtHand(page);
  });
}

test('the add bar asks for the size still missing, takes the shopper to it, then adds', async ({
  page,
}) => {
  const product = pages[1]!.product;
  await page.goto(detailsPath(product));
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const addBar = page.getByTestId('sticky-add-bar');
  await expect(addBar).toBeVisible();
  await expect(addBar).toContainText(formatKes(product.price));

  await addBar.getByText('Add to cart').click();
  await expect(page.getByText('Choose a size')).toBeVisible();
  const firstSize = product.sizes.find((size) => !product.unavailableSizes.includes(size))!;
  await expect(page.getByRole('radio', { name: firstSize, exact: true })).toBeFocused();

  await page.getByRole('radio', { name: firstSize, exact: true }).check();
  const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio');
  const colourCount = await colours.count();
  for (let index = 0; index < colourCount; index += 1) {
    if (await colours.nth(index).isEnabled()) {
      await colours.nth(index).check();
      break;
    }
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await addBar.getByText('Add to cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

for (const { what, product } of pages) {
  test(`a card’s chooser for a product ${what}: name, price, choices and Add to cart without scrolling`, async ({
    page,
  }) => {
    await page.goto(`/search/${encodeURIComponent(product.productName)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: product.productName, exact: true }) });
    if (product.wasPrice) {
      await expect(
        card.getByText(`Was ${formatKes(product.wasPrice)}`, { exact: true }),
      ).toBeVisible();
    }
    await card.getByRole('button', { name: `Add to cart: ${product.productName}` }).click();
    const chooser = page.getByRole('dialog', { name: product.productName });
    await expect(chooser).toBeVisible();
    const screenHeight = page.viewportSize()!.height;
    for (const part of [
      chooser.getByRole('heading', { name: product.productName }),
      chooser.getByText(formatKes(product.price)),
      ...(product.wasPrice
        ? [chooser.getByText(`Was ${formatKes(product.wasPrice)}`, { exact: true })]
        : []),
      chooser.getByRole('group', { name: 'Size' }).locator('label').first(),
      chooser.getByRole('button', { name: 'Add to cart', exact: true }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(screenHeight);
    }
    // A size sold out is shown, crossed out, and cannot be chosen.
    for (const size of product.unavailableSizes) {
      await expect(chooser.getByRole('radio', { name: `${size} (sold out)` })).toBeDisabled();
    }
    await expectNoSeriousViolations(page);
  });
}

for (const path of ['/shop', '/product-category/ladies', '/search/jeans']) {
  test(`${path}: the first products' pictures and names are on the first screen`, async ({
    page,
  }) => {
    await page.goto(path);
    const firstCard = page.getByRole('article').first();
    const firstName = firstCard.getByRole('heading').first();
    await expect(firstName).toBeVisible();
    const end = await firstScreenEnd(page);
    expect(await bottomOf(firstName)).toBeLessThanOrEqual(end);
    // The category chips are one row that scrolls sideways.
    const chips = page.getByRole('main').getByRole('navigation', { name: /categories$/i });
    if (await chips.count()) {
      const links = chips.first().getByRole('link');
      const tops = new Set<number>();
      for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox()))) {
        if (box) tops.add(Math.round(box.y));
      }
      expect(tops.size).toBe(1);
    }
  });
}
