import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sameOnEveryScreen } from './screens';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login, staff } from './account-journeys';
import { imageFolder, resetBackend } from './qa-backend';

/**
 * Staff keeping the catalog (../shared/QA-CONTRACT.md, Back office, Products) against the real
 * local backend: the product callables, the photo function with its renditions in the local image
 * folder that the front serves, and the shop's listings and search reading what was saved.
 */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** Every file in the local image folder, however deep; none before the first upload. */
function storedImages(): string[] {
  try {
    return readdirSync(imageFolder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** A real JPEG, as a phone's camera writes one, drawn by the browser itself. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(900, 1200);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 900, 1200);
    gradient.addColorStop(0, '#1f6f8b');
    gradient.addColorStop(1, '#f2a65a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 900, 1200);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function openNewProduct(page: Page) {
  await page.goto('/staff/products');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff%2Fproducts/);
  await login(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
}

/**
 * Fills the form for a product no earlier run has named, so search finds this run's product alone;
 * answers its name.
 */
async function fillNewProduct(page: Page): Promise<string> {
  const name = `Kikoi scarf ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Price (KES)', exact: true }).fill('1450');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Accessories');
  await page.getByRole('combobox', { name: 'Sub-category' }).selectOption('Scarves');
  await page.getByRole('textbox', { name: 'Brand', exact: true }).fill('Mtindo');
  await page.getByRole('textbox', { name: 'Colours', exact: true }).fill('Blue, Orange');
  return name;
}

test(
  'a product created with a photo is found by search with its photo showing',
  sameOnEveryScreen,
  async ({ page }) => {
    await openNewProduct(page);
    const name = await fillNewProduct(page);
    await page.getByLabel('Photos').setInputFiles({
      name: 'kikoi.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(page),
    });
    const photos = page.getByRole('list', { name: 'Product photos' });
    await expect(photos.getByRole('img')).toHaveCount(1, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(/Saved/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide from shop' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(`/search/${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    // Named after the product for screen readers, not after the camera's file.
    const picture = card.getByRole('img', { name, exact: true });
    await expect(picture).toHaveAttribute('src', /\/images\/products\/.+-640\.webp$/);
    await expect(picture).toHaveAttribute(
      'srcset',
      /-320\.webp 320w, .+-640\.webp 640w, .+-1280\.webp 1280w/,
    );
    // Showing: the browser fetched and decoded the rendition it chose.
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
  },
);

test(
  'a hidden product is gone from search and its page says it is no longer available',
  sameOnEveryScreen,
  async ({ page }) => {
    await openNewProduct(page);
    const name = await fillNewProduct(page);
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText(/Saved/)).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/products\/[A-Za-z0-9]{20}$/);
    const productPath = new URL(page.url()).pathname;
    const productId = productPath.split('/').at(-1)!;

    await page.goto(`/search/${encodeURIComponent(name)}`);
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(1);

    await page.goto(productPath);
    await page.getByRole('button', { name: 'Hide from shop' }).click();
    await expect(page.getByRole('button', { name: 'Show in shop' })).toBeVisible();

    await page.goto(`/search/${encodeURIComponent(name)}`);
    await expect(page.getByText(/No products match/)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);

    await page.goto(`/product-details/${encodeURIComponent(name)}/${productId}`);
    await expect(page.getByText(`${name} is no longer available.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  },
);

test(
  'a file that is not a photo is refused by name, with nothing saved',
  sameOnEveryScreen,
  async ({ page }) => {
    await openNewProduct(page);
    const before = storedImages();
    await page.getByLabel('Photos').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('These are the shop’s opening hours, not a photo.\n'),
    });
    const refusal = page.getByRole('alert').filter({ hasText: 'photo.jpg was not added' });
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    await expect(refusal).toContainText('not a JPEG, PNG or WebP');
    await expect(page.getByRole('list', { name: 'Product photos' })).toHaveCount(0);
    await expect(page.getByText('No photos yet.')).toBeVisible();
    expect(storedImages()).toEqual(before);
    await expectNoSeriousViolations(page);
  },
);
