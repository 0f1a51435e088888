import { sameOnEveryScreen } from './screens';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend, useScenario } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('the home page lists products from the backend with images and KES prices', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  const first = cards.first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/product-details\/.+\/.+$/);
  await expect(first.getByText(/^KES \d{1,3}(,\d{3})*(\.\d{2})?$/)).toBeVisible();
  const image = first.getByRole('img');
  await expect(image).toHaveAttribute('width', '600');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test(
  'a failed catalog read shows an error and Retry, and Retry recovers after a reset',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await useScenario(request, 'catalog-error');
    await page.goto('/');
    await expect(page.getByRole('alert').first()).toContainText('not answering');
    const retry = page.getByRole('button', { name: 'Retry' }).first();
    await expect(retry).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await resetBackend(request);
    await retry.click();
    await expect(page.getByRole('article').first()).toBeVisible();
  },
);

test(
  'the slow scenario shows the Loading status until products arrive',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await useScenario(request, 'slow');
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Loading' }).first()).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  },
);

test('the empty catalog says so instead of showing a blank page', async ({ page, request }) => {
  await useScenario(request, 'empty-catalog');
  await page.goto('/');
  await expect(page.getByText('No products here yet').first()).toBeVisible();
});

test('the home page has no serious accessibility violation, loaded or failed', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await useScenario(request, 'catalog-error');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
