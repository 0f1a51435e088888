import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import { asOwner, documents, firestoreFront, resetBackend } from './qa-backend';

/**
 * Money at M-Pesa's edge (../shared/QA-CONTRACT.md, the M-Pesa control; Back office, Refunds), on
 * desktop and a 390 px phone against the real local backend: a prompt whose answer never reaches
 * the shop is still paid; money that comes after its order expired is listed in Refunds and given
 * back by M-Pesa's reversal or marked refunded by hand, for staff and shopper alike.
 */

interface RestDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

interface CatalogProduct {
  id: string;
  productName: string;
  price: string;
}

const staffMember = { email: 'staff@example.com', password: 'Staff#2024' };
const functionsUrl = 'http://127.0.0.1:5001/demo-kenya-shop/africa-south1';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** A seeded product with units to spare and no wholesale terms, sold without sizes chosen. */
async function aProduct(request: APIRequestContext): Promise<CatalogProduct> {
  const response = await request.get(`${documents}/products?pageSize=60`);
  const { documents: products } = (await response.json()) as { documents: RestDocument[] };
  const found = products.find(
    (d) => Number(d.fields.stock?.integerValue ?? 0) >= 4 && !d.fields.wholesale,
  );
  if (!found) throw new Error('The seeded catalog has no product with 4 units');
  return {
    id: found.name.split('/').at(-1)!,
    productName: String(found.fields.productName!.stringValue),
    price: String(found.fields.price!.stringValue),
  };
}

/** How the local M-Pesa stand-in answers the next prompts, and after how long. */
async function useMpesa(request: APIRequestContext, outcome: string, delayMs: number) {
  const response = await request.post(`${firestoreFront}/__qa/mpesa`, {
    data: { outcome, delayMs },
  });
  expect(response.ok()).toBe(true);
}

async function seedCart(page: Page, product: CatalogProduct) {
  const cart = [{ ...product, quantity: 1, image: [] }];
  await page.addInitScript((lines) => {
    if (sessionStorage.getItem('cart-seeded')) return;
    sessionStorage.setItem('cart-seeded', 'yes');
    localStorage.setItem('cart', lines);
  }, JSON.stringify(cart));
}

/** The shopper checks out the cart with M-Pesa, delivered in Nairobi. */
async function checkOutWithMpesa(page: Page) {
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Achieng Otieno');
  await page.getByLabel('Phone', { exact: true }).fill('0712 345 678');
  await page.getByLabel('County').selectOption('Nairobi');
  await page.getByLabel('Town or area').fill('Westlands');
  await page.getByLabel('Delivery address').fill('Mpaka Road, House 4');
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

const checkYourPhone = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Check your phone' });

async function storedOrders(request: APIRequestContext): Promise<RestDocument[]> {
  const response = await request.get(`${documents}/orders`, asOwner);
  return ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
}

async function statusOf(request: APIRequestContext, orderId: string): Promise<string> {
  const response = await request.get(`${documents}/orders/${orderId}`, asOwner);
  return String(((await response.json()) as RestDocument).fields.status?.stringValue);
}

/** The orders whose money is due back, from the refunds staff read. */
async function refundsDue(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${documents}/refunds`, asOwner);
  const found = ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
  return found
    .filter((refund) => refund.fields.state?.stringValue === 'due')
    .map((refund) => String(refund.fields.orderId?.stringValue))
    .sort();
}

/** The texts the shop sent about an order (`GET /__qa/sms`). */
async function textsAbout(request: APIRequestContext, orderId: string): Promise<string[]> {
  const sent = (await (await request.get(`${firestoreFront}/__qa/sms`)).json()) as Array<{
    message: string;
  }>;
  return sent.filter((text) => text.message.includes(orderId)).map((text) => text.message);
}

/** A guest's M-Pesa order placed through the shop's callable, as checkout places it. */
async function placeByApi(request: APIRequestContext, product: CatalogProduct): Promise<string> {
  const checkoutId = Array.from(
    { length: 20 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789'[Math.floor(Math.random() * 54)],
  ).join('');
  const response = await request.post(`${functionsUrl}/placeOrder`, {
    data: {
      data: {
        checkoutId,
        accessToken: `token-${checkoutId}-0123456789abcdef`,
        lines: [
          {
            id: product.id,
            size: null,
            colour: null,
            quantity: 1,
            mode: 'retail',
            unitPrice: product.price,
            productName: product.productName,
          },
        ],
        details: {
          fullName: 'Njeri Wambui',
          phone: '0722 123 456',
          email: '',
          county: 'Nairobi',
          town: 'Kilimani',
          address: 'Argwings Kodhek Road, Apartment 3B',
          deliveryOption: 'nairobi-delivery',
          paymentMethod: 'mpesa',
          mpesaPhone: '0722 123 456',
        },
      },
    },
  });
  expect(((await response.json()) as { result: { outcome: string } }).result.outcome).toBe(
    'placed',
  );
  return checkoutId;
}

/** Opens an order from the Orders page's Refunds tab. */
async function openRefundsOrder(page: Page, orderId: string) {
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByRole('tab', { name: /^Refunds/ }).click();
  await page.getByRole('link', { name: new RegExp(orderId) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderId) })).toBeVisible();
}

test('a prompt whose answer is lost: the shopper is told, pays anyway, and the order is paid', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Daraja takes the push and prompts, but its answer never reaches the shop; the shopper pays
  // 12 s later, and only the callback tells.
  await useMpesa(request, 'lost-answer', 12_000);
  await seedCart(page, await aProduct(request));
  await checkOutWithMpesa(page);

  const told = checkYourPhone(page);
  await expect(told).toContainText(
    'We could not confirm that the M-Pesa prompt reached your phone',
    {
      timeout: 15_000,
    },
  );
  await expect(told).toContainText(/Try again opens at \d\d:\d\d/);
  await expectNoSeriousViolations(page);

  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/M-Pesa receipt/)).toContainText(/[A-Z0-9]{10}/);
  const [order, ...others] = await storedOrders(request);
  expect(others).toEqual([]);
  expect(order!.fields.status).toEqual({ stringValue: 'paid' });
  // One prompt only: the shopper was never asked to pay twice.
  const pushes = (await (
    await request.get(`${firestoreFront}/__qa/mpesa/pushes`)
  ).json()) as unknown[];
  expect(pushes).toHaveLength(1);
});

test('money that comes after its order expired is refunded by M-Pesa, or marked refunded with a code', async ({
  page,
  request,
}) => {
  // The local hold is 90 s and the sweep runs every 15 s: the shoppers pay after 115 s.
  test.setTimeout(240_000);
  const product = await aProduct(request);
  await useMpesa(request, 'paid', 115_000);
  await seedCart(page, product);
  await checkOutWithMpesa(page);
  await expect(checkYourPhone(page)).toBeVisible({ timeout: 15_000 });
  const byMpesa = (await storedOrders(request)).map((order) => order.name.split('/').at(-1)!)[0]!;
  const byHand = await placeByApi(request, product);

  // Both expire, then their money arrives: it is due back, and the shopper is told so.
  await expect
    .poll(async () => [await statusOf(request, byMpesa), await statusOf(request, byHand)], {
      timeout: 130_000,
      intervals: [5_000],
    })
    .toEqual(['expired', 'expired']);
  await expect
    .poll(() => refundsDue(request), { timeout: 60_000, intervals: [2_000] })
    .toEqual([byMpesa, byHand].sort());
  // The shopper's order page, opened again, says the money goes back.
  await page.reload();
  await expect(page.getByText(/will be refunded to your M-Pesa/)).toBeVisible();
  // Reversals answer at once from here on.
  await useMpesa(request, 'paid', 500);

  await page.goto('/staff');
  await login(page, staffMember);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByRole('tab', { name: /^Refunds/ }).click();
  const refunds = page.getByRole('list', { name: 'Refunds' });
  await expect(refunds.getByRole('link', { name: new RegExp(byMpesa) })).toBeVisible();
  await expect(refunds.getByRole('link', { name: new RegExp(byHand) })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Refund by M-Pesa: pending until M-Pesa's result, then refunded.
  await openRefundsOrder(page, byMpesa);
  await expect(page.getByText('Refund due', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Refund by M-Pesa' }).click();
  await expect(page.getByText(/Refund pending|Refunded/).first()).toBeVisible();
  await expect.poll(() => statusOf(request, byMpesa), { timeout: 20_000 }).toBe('refunded');
  await page.reload();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Refunded');
  const reversals = (await (
    await request.get(`${firestoreFront}/__qa/mpesa/reversals`)
  ).json()) as Array<{ result: string }>;
  expect(reversals).toEqual([expect.objectContaining({ result: 'ok' })]);
  await expect
    .poll(async () => (await textsAbout(request, byMpesa)).at(-1))
    .toMatch(/we have refunded KES/);

  // Mark as refunded, with the code of a refund made outside the shop.
  await openRefundsOrder(page, byHand);
  await page.getByRole('button', { name: 'Mark as refunded' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('M-Pesa code or note').fill('SBX12ABC34');
  await dialog.getByRole('button', { name: 'Mark as refunded' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => statusOf(request, byHand)).toBe('refunded');
  await page.reload();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('SBX12ABC34');
  await expect
    .poll(async () => (await textsAbout(request, byHand)).at(-1))
    .toMatch(/we have refunded KES/);

  // The shopper's order page says so.
  await page.goto(`/checkout/order/${byMpesa}`);
  await expect(page.getByText(/refunded to your M-Pesa/)).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
});
