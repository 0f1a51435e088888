import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import { aProduct, numberOf, placeByApi, statusOf, useMpesa } from './money-journeys';
import { resetBackend } from './qa-backend';

/**
 * The owner's exports (../shared/QA-CONTRACT.md, Back office: Dashboard), on desktop and a 390 px
 * phone against the real local backend: an order paid by M-Pesa is in this month's orders and
 * payments files, each a UTF-8 CSV with its header row.
 */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const owner = { email: 'owner@example.com', password: 'Owner#2024' };

/** Presses the button and reads the file the browser saves, byte-order mark included. */
async function download(page: Page, button: string) {
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: saved.suggestedFilename(), text: await readFile(await saved.path(), 'utf8') };
}

test('the owner exports this month’s orders and payments as CSV files', async ({
  page,
  request,
}) => {
  await useMpesa(request, 'paid', 500);
  const orderId = await placeByApi(request, await aProduct(request));
  await expect.poll(() => statusOf(request, orderId), { timeout: 20_000 }).toBe('paid');
  const number = await numberOf(request, orderId);

  await page.goto('/login');
  await login(page, owner);
  const form = page.getByRole('form', { name: 'Export' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('From')).toHaveValue(/^\d{4}-\d{2}-01$/);

  const orders = await download(page, 'Export orders');
  expect(orders.name).toMatch(/^mtindo-orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(orders.text.startsWith('\uFEFFOrder number,Date placed,Customer,')).toBe(true);
  expect(orders.text).toContain(`\r\n${number},`);
  await expect(form.getByRole('status')).toHaveText('Downloaded 1 row');

  const payments = await download(page, 'Export payments');
  expect(payments.name).toMatch(/^mtindo-payments-/);
  expect(payments.text.startsWith('\uFEFFTime,M-Pesa receipt,Amount (KES),Phone,')).toBe(true);
  expect(payments.text).toContain(`,${number},Paid\r\n`);
  await expectNoSeriousViolations(page);
});
