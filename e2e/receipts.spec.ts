/**
 * Receipts end to end on the real local backend (../shared/QA-CONTRACT.md, Receipt), on desktop
 * and a 390 px phone: an order paid through the QA M-Pesa control shows `Receipt` on its page, and
 * the receipt has the shop's receipt number, its `KRA PIN`, the line bought, the `VAT` it includes
 * and the M-Pesa receipt it was paid with; the staff order page's `Receipt` shows the same.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import {
  aProduct,
  checkOutWithMpesa,
  seedCart,
  staffMember,
  useMpesa as mpesaAnswers,
} from './money-journeys';
import { resetBackend } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The receipt shown, checked for what the QA contract names; answers its number and M-Pesa's. */
async function expectReceipt(page: Page, productName: string) {
  const heading = page.getByRole('heading', { level: 1, name: /^Receipt R\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Receipt', '').trim();
  const receipt: Locator = page.getByRole('article', { name: `Receipt ${number}` });
  await expect(receipt.getByText('KRA PIN')).toBeVisible();
  await expect(receipt.getByRole('row', { name: new RegExp(productName) })).toBeVisible();
  await expect(receipt.getByText(/^VAT \(16 %\) included$/)).toBeVisible();
  const mpesa = receipt
    .getByText('M-Pesa receipt', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(mpesa).toHaveText(/^[A-Z0-9]{10}$/);
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  return { number, mpesaReceipt: (await mpesa.textContent()) ?? '' };
}

test('an order paid by M-Pesa has a receipt, for the shopper and for staff alike', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await mpesaAnswers(request, 'paid', 0);
  const product = await aProduct(request);
  await seedCart(page, product);
  await checkOutWithMpesa(page);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  // On a busy machine the status query can settle the payment before M-Pesa's callback brings
  // its receipt number: the order is paid, and the number follows. The shopper looks again.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^M-Pesa receipt [A-Z0-9]{10}$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Receipt', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/order/${orderId}/receipt$`));
  const shopper = await expectReceipt(page, product.productName);
  await expectNoSeriousViolations(page);

  // Printing leaves the shop's header, menu and footer out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: `Receipt ${shopper.number}` }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/staff/orders/${orderId}`);
  await login(page, staffMember);
  await page.getByRole('link', { name: 'Receipt', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}/receipt$`));
  expect(await expectReceipt(page, product.productName)).toEqual(shopper);
  await expectNoSeriousViolations(page);
});
