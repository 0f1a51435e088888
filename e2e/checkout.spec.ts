import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { logIn, shopper } from './account-journeys';
import { asOwner, documents, resetBackend, useScenario } from './qa-backend';

interface RestDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

interface CatalogProduct {
  id: string;
  productName: string;
  price: string;
}

/** Two seeded products with stock for two of each and no wholesale terms. */
async function twoProducts(request: APIRequestContext): Promise<CatalogProduct[]> {
  const response = await request.get(`${documents}/products?pageSize=60`);
  const { documents: products } = (await response.json()) as { documents: RestDocument[] };
  return products
    .filter((d) => Number(d.fields.stock?.integerValue ?? 0) >= 2 && !d.fields.wholesale)
    .slice(0, 2)
    .map((d) => ({
      id: d.name.split('/').at(-1)!,
      productName: String(d.fields.productName!.stringValue),
      price: String(d.fields.price!.stringValue),
    }));
}

/** The orders the backend holds, read back as QA does. */
async function storedOrders(request: APIRequestContext): Promise<RestDocument[]> {
  const response = await request.get(`${documents}/orders`, asOwner);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
}

/** Changes a product's price in the backend with the REST commit (an update with a mask). */
async function changePrice(request: APIRequestContext, id: string, price: number) {
  const response = await request.post(`${documents}:commit`, {
    ...asOwner,
    data: {
      writes: [
        {
          update: {
            name: `projects/demo-kenya-shop/databases/(default)/documents/products/${id}`,
            fields: {
              price: { stringValue: String(price) },
              priceValue: { integerValue: String(price) },
            },
          },
          updateMask: { fieldPaths: ['price', 'priceValue'] },
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
}

/** Starts the page with these lines in the cart, once: a reload keeps what the shop saved. */
async function seedCart(page: Page, products: CatalogProduct[]) {
  const cart = products.map((p) => ({ ...p, quantity: 1, image: [] }));
  await page.addInitScript((lines) => {
    if (sessionStorage.getItem('cart-seeded')) return;
    sessionStorage.setItem('cart-seeded', 'yes');
    localStorage.setItem('cart', lines);
  }, JSON.stringify(cart));
}

async function fillDetails(page: Page, { phone = '0712 345 678', county = 'Nairobi' } = {}) {
  const name = page.getByLabel('Full name');
  if ((await name.inputValue()) === '') await name.fill('Achieng Otieno');
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('County').selectOption(county);
  await page.getByLabel('Town or area').fill('Westlands');
  await page.getByLabel('Delivery address').fill('Mpaka Road, House 4');
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' }).click();

/** The order number the confirmation shows. */
async function confirmedOrderId(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Order number / });
  const id = ((await heading.textContent()) ?? '').replace('Order number', '').trim();
  expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  return id;
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a guest pays with M-Pesa and the order is stored as placed', async ({ page, request }) => {
  const products = await twoProducts(request);
  await seedCart(page, products);
  await page.goto('/checkout');
  await fillDetails(page);
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  const total = products.reduce((sum, p) => sum + Number(p.price), 0) + 300;
  const amount = `KES ${total.toLocaleString('en-US')}`;
  await expect(page.getByText(/^Amount/)).toContainText(amount);
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  await page.getByLabel('M-Pesa code').fill('sgh7k2lq9p');
  await placeOrder(page);

  const id = await confirmedOrderId(page);
  await expect(page.getByText(products[0]!.productName)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const chat = page.getByRole('link', { name: 'Ask about this order on WhatsApp' });
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${id}`));
  await expect(chat).toHaveAttribute('target', '_blank');

  const [order, ...others] = await storedOrders(request);
  expect(others).toEqual([]);
  expect(order!.name.endsWith(`/orders/${id}`)).toBe(true);
  const json = JSON.stringify(order!.fields);
  expect(json).toContain('"mpesaCode":{"stringValue":"SGH7K2LQ9P"}');
  expect(json).toContain('"phone":{"stringValue":"+254712345678"}');
  expect(json).toContain('"status":{"stringValue":"pending"}');
  expect(order!.fields.total).toEqual({ integerValue: String(total) });
});

test('a guest picks up in Nairobi CBD and pays cash on delivery', async ({ page, request }) => {
  const products = await twoProducts(request);
  await seedCart(page, products.slice(0, 1));
  await page.goto('/checkout');
  await fillDetails(page, { county: 'Kiambu' });
  await page.getByRole('radio', { name: /Pick up at our Nairobi CBD shop/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page.getByLabel('M-Pesa code')).toHaveCount(0);
  await placeOrder(page);

  const id = await confirmedOrderId(page);
  const orders = await storedOrders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.name.endsWith(`/orders/${id}`)).toBe(true);
  const json = JSON.stringify(orders[0]!.fields);
  expect(json).toContain('"method":{"stringValue":"cash-on-delivery"}');
  expect(json).toContain('"option":{"stringValue":"pickup-cbd"}');
  expect(orders[0]!.fields.deliveryFee).toEqual({ integerValue: '0' });
});

test('an invalid phone number is refused and nothing is stored', async ({ page, request }) => {
  await seedCart(page, (await twoProducts(request)).slice(0, 1));
  await page.goto('/checkout');
  await fillDetails(page, { phone: '0212 345 678' });
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await placeOrder(page);
  await expect(page.getByText(/Enter a Kenyan mobile number/).last()).toBeVisible();
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByLabel('Phone')).toHaveValue('0212 345 678');
  expect(await storedOrders(request)).toEqual([]);
});

test('a price changed before placing is shown and confirmed', async ({ page, request }) => {
  const [product] = await twoProducts(request);
  await seedCart(page, [product!]);
  await page.goto('/checkout');
  await fillDetails(page);
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  const newPrice = Number(product!.price) + 250;
  await changePrice(request, product!.id, newPrice);
  await placeOrder(page);

  const notice = page.getByRole('alert').filter({ hasText: 'Your cart has changed' });
  await expect(notice).toContainText(
    `now KES ${newPrice.toLocaleString('en-US')} (was KES ${Number(product!.price).toLocaleString('en-US')})`,
  );
  expect(await storedOrders(request)).toEqual([]);
  await notice.getByRole('button', { name: 'Confirm new total' }).click();
  await confirmedOrderId(page);
  const [order] = await storedOrders(request);
  expect(JSON.stringify(order!.fields.lines)).toContain(
    `"unitPrice":{"stringValue":"${newPrice}"}`,
  );
});

test('a failed write keeps everything; Retry leaves exactly one order', async ({
  page,
  request,
}) => {
  const products = await twoProducts(request);
  await seedCart(page, products);
  await page.goto('/checkout');
  await fillDetails(page);
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await useScenario(request, 'write-error');
  await placeOrder(page);

  const failure = page.getByRole('alert').filter({ hasText: 'Our shop is not answering' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByLabel('Full name')).toHaveValue('Achieng Otieno');
  expect(await storedOrders(request)).toEqual([]);

  await resetBackend(request);
  await failure.getByRole('button', { name: 'Retry' }).click();
  const id = await confirmedOrderId(page);
  const orders = await storedOrders(request);
  expect(orders.map((o) => o.name.split('/').at(-1))).toEqual([id]);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a guest whose order landed but whose answer was lost sees the confirmation on Retry', async ({
  page,
  request,
}) => {
  const products = await twoProducts(request);
  await seedCart(page, products.slice(0, 1));
  await page.goto('/checkout');
  await fillDetails(page);
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  // The first commit reaches the backend and is saved, but the shopper's phone gets a 503, and
  // the line stays down for the SDK's own second attempt: the shopper sees the failure.
  const unavailable = {
    status: 503,
    json: { error: { code: 503, message: 'Connection lost', status: 'UNAVAILABLE' } },
  };
  let landedOnce = false;
  await page.route(/\/documents:(batchGet|commit)\?/, async (route) => {
    if (landedOnce) return route.fulfill(unavailable);
    if (!route.request().url().includes(':commit?')) return route.continue();
    landedOnce = (await route.fetch()).ok();
    return route.fulfill(unavailable);
  });
  await placeOrder(page);

  const failure = page.getByRole('alert').filter({ hasText: 'Our shop is not answering' });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  expect(landedOnce).toBe(true);
  const [landed, ...others] = await storedOrders(request);
  expect(others).toEqual([]);

  await page.unrouteAll();
  await failure.getByRole('button', { name: 'Retry' }).click();
  const id = await confirmedOrderId(page);
  expect(landed!.name.endsWith(`/orders/${id}`)).toBe(true);
  expect(await storedOrders(request)).toHaveLength(1);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a signed-in shopper’s order is theirs and listed on /account', async ({ page, request }) => {
  await seedCart(page, (await twoProducts(request)).slice(0, 1));
  await page.goto('/login');
  await logIn(page, shopper);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/checkout');
  await expect(page.getByLabel('Full name')).toHaveValue('Wanjiku Kamau');
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await fillDetails(page, { county: 'Nakuru' });
  await page.getByRole('radio', { name: /Courier to other counties/ }).check();
  await page.getByLabel('M-Pesa code').fill('QWERTY1234');
  await placeOrder(page);
  const id = await confirmedOrderId(page);

  const [order] = await storedOrders(request);
  expect(order!.fields.ownerUid).toHaveProperty('stringValue');
  await page.goto('/account');
  await expect(page.getByText(`Order ${id}`)).toBeVisible();
});

test('/checkout has no serious accessibility violation, with the form and its errors', async ({
  page,
  request,
}) => {
  await seedCart(page, (await twoProducts(request)).slice(0, 1));
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await placeOrder(page);
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expectNoSeriousViolations(page);
});

test('checkout and its confirmation fit a 360 px phone without sideways scrolling', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedCart(page, await twoProducts(request));
  await page.goto('/checkout');
  await fillDetails(page);
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page.getByLabel('M-Pesa code').fill('SGH7K2LQ9P');
  await placeOrder(page);
  await confirmedOrderId(page);
  expect(await fits()).toBe(true);
});
