/**
 * The owner's dashboard (../shared/QA-CONTRACT.md, Back office: Dashboard), on desktop and a 390 px
 * phone against the real local backend: an order paid by M-Pesa and another paid then refunded by
 * M-Pesa's reversal move today's figures by exactly their amounts, and the owner's export of
 * today's orders holds both.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import {
  aProduct,
  backOfficeLink,
  cancelPaidOrder,
  numberOf,
  placeByApi,
  statusOf,
  useMpesa,
} from './money-journeys';
import { asOwner, documents, resetBackend } from './qa-backend';

const owner = { email: 'owner@example.com', password: 'Owner#2024' };

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** `KES 12,345` as 12345. */
const shillings = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** A period's figure by its term (`Orders`), as the page lists it. */
async function figure(period: Locator, term: string): Promise<number> {
  const value = period.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  return shillings(await value.textContent());
}

/** Today's sales and orders as the dashboard shows them now. */
async function todayFigures(page: Page) {
  const today = page.getByRole('region', { name: 'Today', exact: true });
  await expect(page.getByTestId('sales-today')).toHaveText(/^-?KES [\d,]+$/);
  return {
    sales: shillings(await page.getByTestId('sales-today').textContent()),
    orders: await figure(today, 'Orders'),
  };
}

/** An order's total as the server stored it, in KES. */
async function totalOf(request: APIRequestContext, orderId: string): Promise<number> {
  const response = await request.get(`${documents}/orders/${orderId}`, asOwner);
  const total = (
    (await response.json()) as {
      fields: { total: { integerValue?: string; doubleValue?: number } };
    }
  ).fields.total;
  return Number(total.integerValue ?? total.doubleValue);
}

/** An M-Pesa order placed as checkout places it, and paid. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const orderId = await placeByApi(request, await aProduct(request));
  await expect.poll(() => statusOf(request, orderId), { timeout: 20_000 }).toBe('paid');
  return orderId;
}

test('a paid and a refunded order move today’s figures by exactly their amounts; the owner’s export holds both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/staff');
  await login(page, owner);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await todayFigures(page);

  await useMpesa(request, 'paid', 500);
  const kept = await paidOrder(request);
  const refunded = await paidOrder(request);
  await cancelPaidOrder(page, refunded);
  await page.getByRole('button', { name: 'Refund by M-Pesa' }).click();
  await expect.poll(() => statusOf(request, refunded), { timeout: 20_000 }).toBe('refunded');

  // Paid in full and then given back, the second order adds an order and nothing to sales.
  await backOfficeLink(page, 'Dashboard').click();
  await expect(page.getByTestId('sales-today')).toHaveText(
    `KES ${(before.sales + (await totalOf(request, kept))).toLocaleString('en-US')}`,
  );
  expect(await todayFigures(page)).toEqual({
    sales: before.sales + (await totalOf(request, kept)),
    orders: before.orders + 2,
  });
  await expectNoSeriousViolations(page);

  const form = page.getByRole('form', { name: 'Export' });
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export orders' }).click(),
  ]);
  const csv = await readFile(await saved.path(), 'utf8');
  expect(csv.startsWith('\uFEFFOrder number,')).toBe(true);
  for (const orderId of [kept, refunded]) {
    expect(csv).toContain(`\r\n${await numberOf(request, orderId)},`);
  }
});
