import { sameOnEveryScreen } from './screens';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend, useScenario } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('the shop reads a page at a time: a count, then Load more', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByRole('article')).toHaveCount(24);
  const count = page.getByText(/^Showing \d+ of \d+ products$/);
  await expect(count).toHaveText(/^Showing 24 of \d{3} products$/);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(48);
  await expect(count).toHaveText(/^Showing 48 of \d{3} products$/);
});

test('browse a category, then a sub-category by its chip, then open a product', async ({
  page,
}) => {
  await page.goto('/product-category/men');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
  await page
    .getByRole('navigation', { name: 'Men sub-categories' })
    .getByRole('link', { name: 'Khaki' })
    .click();
  await expect(page).toHaveURL(/\/product-category\/men\/khaki$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men: Khaki');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Men' })).toHaveAttribute(
    'href',
    '/product-category/men',
  );
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test(
  'every footer brand and top-seller search finds products',
  sameOnEveryScreen,
  async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The links are read at once below, so the footer must be on screen first.
    await expect(footer).toBeVisible();
    const groups = ['Brands', 'Top Sellers'];
    const hrefs: string[] = [];
    for (const group of groups) {
      const links = footer.getByRole('navigation', { name: group }).getByRole('link');
      for (const href of await links.evaluateAll((all) =>
        all.map((a) => a.getAttribute('href') ?? ''),
      )) {
        if (href.startsWith('/search/')) hrefs.push(href);
      }
    }
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('article').first(), href).toBeVisible();
    }
  },
);

test(
  'the shop shows errors with Retry, the empty catalog and the slow scenario',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await useScenario(request, 'catalog-error');
    await page.goto('/shop');
    await expect(page.getByRole('alert')).toContainText('not answering');
    await expectNoSeriousViolations(page);

    await useScenario(request, 'empty-catalog');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No products here yet')).toBeVisible();

    await useScenario(request, 'slow');
    await page.reload();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  },
);

test('the home page shows the hero, category tiles, product rows, brands and wholesale', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('img[src="/hero.svg"]');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  for (const heading of [
    'Shop by category',
    'Featured',
    'New arrivals',
    'Top sellers',
    'Brands we stock',
  ]) {
    await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Outerwear' }).first()).toHaveAttribute(
    'href',
    '/product-category/outerwear',
  );
  await page.getByRole('link', { name: 'See wholesale prices' }).click();
  await expect(page).toHaveURL(/\/wholesale$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a search that finds nothing suggests categories and top sellers', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('zzqx nothing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/zzqx%20nothing$/);
  await expect(page.getByText('No products match “zzqx nothing”', { exact: false })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Browse categories' }).getByRole('link'),
  ).toHaveCount(10);
  await expect(
    page.getByRole('region', { name: 'Top sellers' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
