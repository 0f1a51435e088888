import { sameOnEveryScreen } from './screens';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Phones fold the filter form behind the Filters button; wider screens show it. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
}

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').getByText(/^KES /).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

const count = (page: Page) => page.getByText(/^Showing \d+ of \d+ products?$/);

test('filter the shop by brand and size, share the link, sort by price, clear', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(count(page)).toHaveText(/^Showing 24 of \d{3} products$/);
  await openFilters(page);
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('Nike');
  await expect(page).toHaveURL(/[?&]brand=Nike(&|$)/);
  await page.getByRole('combobox', { name: 'Size' }).selectOption('M');
  await expect(page).toHaveURL(/[?&]brand=Nike&size=M$/);
  await expect(count(page)).toHaveText(/^Showing (\d+) of \1 products?$/);
  const filtered = await count(page).textContent();
  // A product card's first line is its brand.
  const brands = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent));
  expect(new Set(brands)).toEqual(new Set(['Nike']));

  await page.reload();
  await expect(count(page)).toHaveText(filtered ?? '');
  await expect(page.getByRole('button', { name: 'Remove filter: Brand Nike' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Size M' })).toBeVisible();

  await openFilters(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Price: low to high');
  await expect(page).toHaveURL(/[?&]sort=price-asc$/);
  await expect(count(page)).toHaveText(filtered ?? '');
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
  await expect(count(page)).toHaveText(/^Showing 24 of \d{3} products$/);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/brand=Nike&size=M&sort=price-asc$/);
  await expect(count(page)).toHaveText(filtered ?? '');
});

test('a category page filtered by price keeps to its category', async ({ page }) => {
  await page.goto('/product-category/ladies');
  await expect(count(page)).toBeVisible();
  await openFilters(page);
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Min price (KES)' }).fill('2000');
  await page.getByRole('textbox', { name: 'Max price (KES)' }).fill('4000');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/product-category\/ladies\?min=2000&max=4000$/);
  await expect(
    page.getByRole('button', { name: 'Remove filter: Min price KES 2,000' }),
  ).toBeVisible();
  await expect(count(page)).toHaveText(/^Showing (\d+) of \1 products?$/);
  for (const price of await shownPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(2000);
    expect(price).toBeLessThanOrEqual(4000);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladies');

  // Moving to a sub-category keeps the price range.
  await page
    .getByRole('navigation', { name: 'Ladies sub-categories' })
    .getByRole('link', { name: 'Dresses' })
    .click();
  await expect(page).toHaveURL(/\/product-category\/ladies\/dresses\?min=2000&max=4000$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladies: Dresses');
  await expect(
    page.getByRole('button', { name: 'Remove filter: Min price KES 2,000' }),
  ).toBeVisible();
});

test('a malformed link shows what was ignored, and a list', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/shop?min=abc&size=XXXXL&sort=bogus&max=5000&min=9000');
  const note = page.getByRole('status').filter({ hasText: 'Part of this link could not be used' });
  await expect(note).toContainText('Min price “abc” is not an amount in shillings');
  await expect(note).toContainText('Size “XXXXL” is not one of our sizes');
  await expect(note).toContainText('Sort “bogus” is not one we offer');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove filter: Max price KES 5,000' }),
  ).toBeVisible();
});

test('nothing matching says so beside Clear filters, and the filtered page passes axe', async ({
  page,
}) => {
  await page.goto('/shop?brand=Gucci&max=1000');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

  await page.goto('/shop?category=Men&brand=Adidas&size=L&colour=Black&sort=price-desc');
  await expect(page.getByRole('article').first()).toBeVisible();
  await openFilters(page);
  await expectNoSeriousViolations(page);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
});
