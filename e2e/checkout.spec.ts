import { onPhoneOnly, sameOnEveryScreen } from './screens';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login, shopper } from './account-journeys';
import { asOwner, documents, firestoreFront, functionsUrl, resetBackend } from './qa-backend';

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

/**
 * Chooses how the local M-Pesa stand-in answers the next prompts (README, The local backend and
 * the QA contract).
 */
async function useMpesa(request: APIRequestContext, outcome: string, delayMs = 800) {
  const response = await request.post(`${firestoreFront}/__qa/mpesa`, {
    data: { outcome, delayMs },
  });
  expect(response.ok()).toBe(true);
}

/** A product's stock as the catalog holds it. */
async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`${documents}/products/${id}`);
  const { fields } = (await response.json()) as RestDocument;
  return Number(fields.stock?.integerValue ?? 0);
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

/** Sets a product's stock past the rules, as staff would: one variant-less count. */
async function setStock(request: APIRequestContext, id: string, stock: number) {
  const response = await request.post(`${documents}:commit`, {
    ...asOwner,
    data: {
      writes: [
        {
          update: {
            name: `projects/demo-kenya-shop/databases/(default)/documents/products/${id}`,
            fields: { stock: { integerValue: String(stock) } },
          },
          updateMask: { fieldPaths: ['stock', 'variantStock'] },
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
}

/** Another guest's cash order for one of the product, as the checkout page would send it. */
function otherShoppersOrder(product: CatalogProduct) {
  return {
    checkoutId: 'OtherShopperOrder001',
    accessToken: 'other-shopper-token-0123456789abcdefghijkl',
    lines: [
      {
        id: product.id,
        productName: product.productName,
        size: null,
        colour: null,
        quantity: 1,
        mode: 'retail',
        unitPrice: product.price,
      },
    ],
    details: {
      fullName: 'Otieno Odhiambo',
      phone: '0722 000 111',
      email: '',
      county: 'Nairobi',
      town: 'Kilimani',
      address: 'Argwings Kodhek Road',
      deliveryOption: 'nairobi-delivery',
      paymentMethod: 'cash-on-delivery',
      mpesaPhone: '',
    },
  };
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
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByLabel('County').selectOption(county);
  await page.getByLabel('Town or area').fill('Westlands');
  await page.getByLabel('Delivery address').fill('Mpaka Road, House 4');
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' }).click();

/**
 * The order the confirmation shows: its number as the page reads it (the one the shop issued,
 * `MT-…`) and its id, in the page's address; the stored order carries that number.
 */
async function confirmedOrder(page: Page): Promise<{ id: string; number: string }> {
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Order number / });
  const number = ((await heading.textContent()) ?? '').replace('Order number', '').trim();
  expect(number).toMatch(/^MT-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page).toHaveURL(/\/checkout\/order\/[A-Za-z0-9]{20}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(id).not.toBe(number);
  return { id, number };
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** The page while the PIN prompt is out on the shopper's phone. */
const checkYourPhone = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Check your phone' });

test('a guest pays with M-Pesa: Check your phone, then the receipt; the order is paid and stock kept', async ({
  page,
  request,
}) => {
  const products = await twoProducts(request);
  const stockBefore = await stockOf(request, products[0]!.id);
  await seedCart(page, products);
  await page.goto('/checkout');
  await fillDetails(page);
  await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
  await page.getByRole('radio', { name: 'M-Pesa' }).check();
  await expect(page.getByLabel('M-Pesa phone number')).toHaveValue('0712 345 678');
  const total = products.reduce((sum, p) => sum + Number(p.price), 0) + 300;
  await placeOrder(page);

  await expect(checkYourPhone(page)).toContainText(`KES ${total.toLocaleString('en-US')}`);
  const { id } = await confirmedOrder(page);
  await expect(page.getByText(/M-Pesa receipt/)).toContainText(/[A-Z0-9]{10}/);
  await expect(page).toHaveURL(new RegExp(`/checkout/order/${id}$`));
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  const [order, ...others] = await storedOrders(request);
  expect(others).toEqual([]);
  expect(order!.name.endsWith(`/orders/${id}`)).toBe(true);
  expect(order!.fields.status).toEqual({ stringValue: 'paid' });
  expect(order!.fields.total).toEqual({ integerValue: String(total) });
  expect(JSON.stringify(order!.fields.payment)).toMatch(
    /"receipt":\{"stringValue":"[A-Z0-9]{10}"\}/,
  );
  expect(await stockOf(request, products[0]!.id)).toBe(stockBefore - 1);

  // Coming back to the confirmation shows the order as it is now.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
  await expect(page.getByText(/M-Pesa receipt/)).toBeVisible();
});

test(
  'a cancelled prompt says so; Try again prompts for the same order, which is then paid',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await useMpesa(request, 'cancelled');
    await seedCart(page, (await twoProducts(request)).slice(0, 1));
    await page.goto('/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
    await placeOrder(page);

    const failure = page.getByRole('alert').filter({ hasText: /cancel/i });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await useMpesa(request, 'paid');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(checkYourPhone(page)).toBeVisible();
    const { id } = await confirmedOrder(page);
    await expect(page.getByText(/M-Pesa receipt/)).toBeVisible();
    const orders = await storedOrders(request);
    expect(orders.map((o) => o.name.split('/').at(-1))).toEqual([id]);
    expect(orders[0]!.fields.status).toEqual({ stringValue: 'paid' });
  },
);

test(
  'a payment whose callback never comes is settled by the status query',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await useMpesa(request, 'no-callback');
    await seedCart(page, (await twoProducts(request)).slice(0, 1));
    await page.goto('/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
    await placeOrder(page);
    await expect(checkYourPhone(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible({
      timeout: 30_000,
    });
    const [order] = await storedOrders(request);
    expect(order!.fields.status).toEqual({ stringValue: 'paid' });
  },
);

test('a guest picks up in Nairobi CBD and pays cash on delivery', async ({ page, request }) => {
  const products = await twoProducts(request);
  await seedCart(page, products.slice(0, 1));
  await page.goto('/checkout');
  await fillDetails(page, { county: 'Kiambu' });
  await page.getByRole('radio', { name: /Pick up at our Nairobi CBD shop/ }).check();
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await expect(page.getByLabel('M-Pesa phone number')).toHaveCount(0);
  await placeOrder(page);

  const { id } = await confirmedOrder(page);
  const orders = await storedOrders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.name.endsWith(`/orders/${id}`)).toBe(true);
  expect(orders[0]!.fields.status).toEqual({ stringValue: 'pending' });
  const json = JSON.stringify(orders[0]!.fields);
  expect(json).toContain('"method":{"stringValue":"cash-on-delivery"}');
  expect(json).toContain('"option":{"stringValue":"pickup-cbd"}');
  expect(orders[0]!.fields.deliveryFee).toEqual({ integerValue: '0' });
});

test(
  'an invalid phone number is refused and nothing is stored',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await seedCart(page, (await twoProducts(request)).slice(0, 1));
    await page.goto('/checkout');
    await fillDetails(page, { phone: '0212 345 678' });
    await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await placeOrder(page);
    await expect(page.getByText(/Enter a Kenyan mobile number/).last()).toBeVisible();
    await expect(page.getByLabel('Phone', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('0212 345 678');
    expect(await storedOrders(request)).toEqual([]);
  },
);

test(
  'a price changed before placing is shown and confirmed before anything is charged',
  sameOnEveryScreen,
  async ({ page, request }) => {
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
    await expect(notice).toContainText(`KES ${newPrice.toLocaleString('en-US')}`);
    expect(await storedOrders(request)).toEqual([]);
    await notice.getByRole('button', { name: 'Confirm new total' }).click();
    await confirmedOrder(page);
    const [order] = await storedOrders(request);
    expect(JSON.stringify(order!.fields.lines)).toContain(String(newPrice));
  },
);

test(
  'an order whose answer was lost is not placed twice: Retry shows the same order',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await seedCart(page, (await twoProducts(request)).slice(0, 1));
    await page.goto('/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    // The call reaches the server and the order is placed, but the phone gets a 503.
    let lost = 0;
    await page.route('**/placeOrder', async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      return route.fulfill({
        status: 503,
        json: { error: { status: 'UNAVAILABLE', message: 'Connection lost' } },
      });
    });
    await placeOrder(page);
    const failure = page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Retry' }) });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const [landed, ...others] = await storedOrders(request);
    expect(others).toEqual([]);

    await failure.getByRole('button', { name: 'Retry' }).click();
    const { id } = await confirmedOrder(page);
    expect(landed!.name.endsWith(`/orders/${id}`)).toBe(true);
    expect(await storedOrders(request)).toHaveLength(1);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  },
);

test(
  'the last item bought twice: one order gets it, the other is told before paying',
  sameOnEveryScreen,
  async ({ page, request }) => {
    const [product] = await twoProducts(request);
    await setStock(request, product!.id, 1);
    await seedCart(page, [product!]);
    await page.goto('/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    // Another shopper buys the last one first, through the same function.
    const other = await request.post(`${functionsUrl}/placeOrder`, {
      data: { data: otherShoppersOrder(product!) },
    });
    expect(((await other.json()) as { result: { outcome: string } }).result.outcome).toBe('placed');
    await placeOrder(page);

    const notice = page.getByRole('alert').filter({ hasText: 'Your cart has changed' });
    await expect(notice).toBeVisible();
    expect(await storedOrders(request)).toHaveLength(1);
    expect(await stockOf(request, product!.id)).toBe(0);
  },
);

test(
  'a signed-in shopper’s order is theirs and listed on /account',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await seedCart(page, (await twoProducts(request)).slice(0, 1));
    await page.goto('/login');
    await login(page, shopper);
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/checkout');
    await expect(page.getByLabel('Full name')).toHaveValue('Wanjiku Kamau');
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await fillDetails(page, { county: 'Nakuru' });
    await page.getByRole('radio', { name: /Courier to other counties/ }).check();
    await placeOrder(page);
    const { number } = await confirmedOrder(page);

    const [order] = await storedOrders(request);
    expect(order!.fields.ownerUid).toEqual({ stringValue: 'shopper-uid' });
    expect(order!.fields.number).toEqual({ stringValue: number });
    await page.goto('/account');
    await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible();
  },
);

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

test(
  'checkout and its confirmation fit a 360 px phone without sideways scrolling',
  onPhoneOnly,
  async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await seedCart(page, await twoProducts(request));
    await page.goto('/checkout');
    await fillDetails(page);
    await page.getByRole('radio', { name: /Delivery within Nairobi/ }).check();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await placeOrder(page);
    await confirmedOrder(page);
    expect(await fits()).toBe(true);
  },
);
