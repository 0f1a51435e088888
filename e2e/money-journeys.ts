/**
 * What the money journeys share (e2e/refunds.spec.ts, e2e/refund-after-expiry.spec.ts): a product
 * to buy, the M-Pesa control, checkout with M-Pesa, orders placed through the callable, and the
 * back office's Refunds tab, against the real local backend.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { asOwner, documents, firestoreFront, functionsUrl } from './qa-backend';

interface RestDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

interface CatalogProduct {
  id: string;
  productName: string;
  price: string;
}

export const staffMember = { email: 'staff@example.com', password: 'Staff#2024' };

/** A seeded product with units to spare and no wholesale terms, sold without sizes chosen. */
export async function aProduct(request: APIRequestContext): Promise<CatalogProduct> {
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
export async function useMpesa(request: APIRequestContext, outcome: string, delayMs: number) {
  const response = await request.post(`${firestoreFront}/__qa/mpesa`, {
    data: { outcome, delayMs },
  });
  expect(response.ok()).toBe(true);
}

export async function seedCart(page: Page, product: CatalogProduct) {
  const cart = [{ ...product, quantity: 1, image: [] }];
  await page.addInitScript((lines) => {
    if (sessionStorage.getItem('cart-seeded')) return;
    sessionStorage.setItem('cart-seeded', 'yes');
    localStorage.setItem('cart', lines);
  }, JSON.stringify(cart));
}

/** The shopper checks out the cart, delivered in Nairobi, paying as `method` says. */
export async function checkOut(page: Page, method: 'M-Pesa' | 'Cash on delivery') {
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Achieng Otieno');
  await page.getByLabel('Phone', { exact: true }).fill('0712 345 678');
  await page.getByLabel('County').selectOption('Nairobi');
  await page.getByLabel('Town or area').fill('Westlands');
  await page.getByLabel('Delivery address').fill('Mpaka Road, House 4');
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

export const checkOutWithMpesa = (page: Page) => checkOut(page, 'M-Pesa');

export const checkYourPhone = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Check your phone' });

export async function storedOrders(request: APIRequestContext): Promise<RestDocument[]> {
  const response = await request.get(`${documents}/orders`, asOwner);
  return ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
}

export async function statusOf(request: APIRequestContext, orderId: string): Promise<string> {
  const response = await request.get(`${documents}/orders/${orderId}`, asOwner);
  return String(((await response.json()) as RestDocument).fields.status?.stringValue);
}

/** The orders whose money is due back, from the refunds staff read. */
export async function refundsDue(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${documents}/refunds`, asOwner);
  const found = ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
  return found
    .filter((refund) => refund.fields.state?.stringValue === 'due')
    .map((refund) => String(refund.fields.orderId?.stringValue))
    .sort();
}

/** The number the shop issued an order, as the order keeps it. */
export async function numberOf(request: APIRequestContext, orderId: string): Promise<string> {
  const response = await request.get(`${documents}/orders/${orderId}`, asOwner);
  return String(((await response.json()) as RestDocument).fields.number?.stringValue);
}

/** The texts the shop sent about an order (`GET /__qa/sms`), found by the order's number. */
export async function textsAbout(request: APIRequestContext, orderId: string): Promise<string[]> {
  const number = await numberOf(request, orderId);
  const sent = (await (await request.get(`${firestoreFront}/__qa/sms`)).json()) as Array<{
    message: string;
  }>;
  return sent.filter((text) => text.message.includes(number)).map((text) => text.message);
}

/** A guest's M-Pesa order placed through the shop's callable, as checkout places it. */
export async function placeByApi(
  request: APIRequestContext,
  product: CatalogProduct,
): Promise<string> {
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

export const backOfficeLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });

/** Staff cancel a paid order from its page: its money is then due back. */
export async function cancelPaidOrder(page: Page, orderId: string) {
  await page.goto(`/staff/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The shopper asked to cancel.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Cancelled');
}

/**
 * The shopper of an order placed by `placeByApi` looks at it (`getOrder`): a hold that is over
 * ends then, as it does for a shopper who keeps the order page open.
 */
export async function lookAtOrder(request: APIRequestContext, orderId: string): Promise<void> {
  const response = await request.post(`${functionsUrl}/getOrder`, {
    data: { data: { orderId, accessToken: `token-${orderId}-0123456789abcdef` } },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Makes an order's hold over now, as its end would (owner access to the emulator): what the
 * shop does at the end of a hold is then seen without waiting for it.
 */
export async function endHold(request: APIRequestContext, orderId: string): Promise<void> {
  const response = await request.patch(
    `${documents}/orders/${orderId}?updateMask.fieldPaths=expiresAt`,
    {
      ...asOwner,
      data: {
        fields: { expiresAt: { timestampValue: new Date(Date.now() - 60_000).toISOString() } },
      },
    },
  );
  expect(response.ok()).toBe(true);
}

/** Opens an order, by its number, from the Orders page's Refunds tab. */
export async function openRefundsOrder(page: Page, number: string) {
  await backOfficeLink(page, 'Orders').click();
  await page.getByRole('tab', { name: /^Refunds/ }).click();
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
}
