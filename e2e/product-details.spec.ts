import { onPhoneOnly, sameOnEveryScreen } from './screens';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { products } from '../mocks/backend/fixtures/products';
import type { Product } from '@model/catalog/product';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

// The emulator serves the seeded fixtures: the journeys pick the products that fit each case.
const catalog = products();
const available = (all: string[], soldOut: string[]) => all.filter((o) => !soldOut.includes(o));
function seeded(what: string, fits: (product: Product) => boolean): Product {
  const product = catalog.find(fits);
  if (!product) throw new Error(`The seeded catalog holds no product ${what}`);
  return product;
}

const jeans = seeded(
  'with three images, sold-out sizes and colours',
  (p) =>
    p.image.length === 3 &&
    p.unavailableSizes.length > 0 &&
    available(p.sizes, p.unavailableSizes).length > 1 &&
    available(p.colours, p.unavailableColours).length > 1 &&
    p.stock >= 5,
);
const soldOut = seeded('sold out', (p) => p.stock === 0);

const detailsPath = (product: Pick<Product, 'id' | 'productName'>) =>
  `/product-details/${encodeURIComponent(product.productName)}/${product.id}`;

async function openFromItsCategory(page: Page, product: Product) {
  const category = encodeURIComponent(product.category.toLowerCase());
  const subCategory = encodeURIComponent(product.subCategory.toLowerCase());
  await page.goto(`/product-category/${category}/${subCategory}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: product.productName, exact: true }) })
    .getByRole('link', { name: product.productName, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/product-details/.+/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.productName);
}

test('open a product from its category, look through its images, choose and add it', async ({
  page,
}) => {
  await openFromItsCategory(page, jeans);
  const gallery = page.getByRole('region', { name: `Images of ${jeans.productName}` });
  const thumbnail = (n: number) => gallery.getByRole('button', { name: `Show image ${n} of 3:` });
  const shown = gallery.locator('img[width="600"]:visible');

  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  await expect(shown).toHaveAttribute('src', jeans.image[1]!.downloadURL);

  await thumbnail(2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
  await expect(thumbnail(3)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  await expect(gallery.getByText('Image 3 of 3')).toBeAttached();

  const sizes = page.getByRole('group', { name: 'Size' });
  const colours = page.getByRole('group', { name: 'Colour' });
  const soldOutSize = jeans.unavailableSizes[0]!;
  await expect(sizes.getByRole('radio', { name: `${soldOutSize} (sold out)` })).toBeDisabled();

  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(sizes.getByRole('alert')).toHaveText('Choose a size');
  await expect(colours.getByRole('alert')).toHaveText('Choose a colour');
  await expectNoSeriousViolations(page);

  const [size] = available(jeans.sizes, jeans.unavailableSizes);
  const colour = available(jeans.colours, jeans.unavailableColours)[1]!;
  await sizes.getByRole('radio', { name: size, exact: true }).check();
  await colours.getByRole('radio', { name: colour, exact: true }).check();
  await expect(shown).toHaveAttribute(
    'src',
    jeans.image[jeans.colours.indexOf(colour)]!.downloadURL,
  );
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${jeans.productName} has been added to the cart!` }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(panel.getByRole('link', { name: jeans.productName })).toBeVisible();
  await expect(panel.getByText(`Size ${size} · Colour ${colour}`)).toBeVisible();
});

test('once Add to cart scrolls away the add bar holds it, clear of the chat button, and passes axe', async ({
  page,
}) => {
  await page.goto(detailsPath(jeans));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jeans.productName);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const addBar = page.getByTestId('sticky-add-bar');
  await expect(addBar).toBeVisible();
  // One Add to cart for a screen reader or a script: the page's own.
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(1);
  const barButton = (await addBar.getByText('Add to cart').boundingBox())!;
  const chat = (await page.getByRole('link', { name: /Chat with us on WhatsApp/ }).boundingBox())!;
  const apart =
    chat.x >= barButton.x + barButton.width ||
    barButton.x >= chat.x + chat.width ||
    chat.y >= barButton.y + barButton.height ||
    barButton.y >= chat.y + chat.height;
  expect(apart).toBe(true);
  await expectNoSeriousViolations(page);

  // In the middle of the screen, clear of the bottom tab bar, the page's own takes over again.
  await page
    .getByRole('button', { name: 'Add to cart', exact: true })
    .evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await expect(addBar).toBeHidden();
});

test('the page carries schema.org data in KES and a chat link about the product', async ({
  page,
}) => {
  await page.goto(detailsPath(jeans));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jeans.productName);

  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(data).toMatchObject({
    '@type': 'Product',
    name: jeans.productName,
    sku: jeans.id,
    offers: { price: jeans.price, priceCurrency: 'KES' },
  });

  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
  const href = (await chat.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\//);
  expect(decodeURIComponent(href)).toContain(jeans.productName);
  expect(decodeURIComponent(href)).toContain(detailsPath(jeans));

  const related = page.getByRole('region', { name: 'You may also like' });
  await expect(related.getByRole('article')).toHaveCount(8);
  await expect(related.getByRole('link', { name: jeans.productName, exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  expect(decodeURIComponent((await chat.getAttribute('href')) ?? '')).not.toContain(
    jeans.productName,
  );
});

test('the page fits a 360 px phone without sideways scrolling', onPhoneOnly, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(detailsPath(jeans));
  await expect(
    page.getByRole('region', { name: 'You may also like' }).getByRole('article'),
  ).toHaveCount(8);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a sold-out product cannot be added to the cart, and says why', async ({ page }) => {
  await page.goto(detailsPath(soldOut));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(soldOut.productName);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeDisabled();
  await expect(page.getByText(/sold out\. Add it to your wishlist/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expectNoSeriousViolations(page);
});

test(
  'an unknown product shows not found with a way back to the shop',
  sameOnEveryScreen,
  async ({ page }) => {
    await page.goto('/product-details/Anything/no-such-product');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found');
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  },
);

test('a link with a stale name moves to the current one', sameOnEveryScreen, async ({ page }) => {
  await page.goto(`/product-details/Old%20Name/${jeans.id}`);
  await expect(page).toHaveURL((url) => url.pathname === detailsPath(jeans));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(jeans.productName);
});
