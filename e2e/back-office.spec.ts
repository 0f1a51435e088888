import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { sameOnEveryScreen } from './screens';
import { expectNoSeriousViolations } from './accessibility';
import { login, newEmail, openVerificationLink, shopper, signup } from './account-journeys';
import { aProduct, checkOut, seedCart } from './money-journeys';
import { asOwner, documents, firestoreFront, functionsUrl, resetBackend } from './qa-backend';

/**
 * The back office (../shared/QA-CONTRACT.md, Back office) as the shop's staff use it, against the
 * real local backend: the staff callables, the rules, the M-Pesa and SMS stand-ins.
 */

const staffMember = { email: 'staff@example.com', password: 'Staff#2024' };
const owner = { email: 'owner@example.com', password: 'Owner#2024' };

interface RestDocument {
  name: string;
  fields: Record<string, Record<string, unknown>>;
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

/** A seeded product with a size and colour that has units to spare: an order's one line. */
async function stockedProduct(request: APIRequestContext) {
  const response = await request.get(`${documents}/products?pageSize=400`);
  const { documents: products } = (await response.json()) as { documents: RestDocument[] };
  for (const product of products) {
    if (product.fields.wholesale) continue;
    const perVariant = (
      product.fields.variantStock?.mapValue as {
        fields?: Record<string, { integerValue?: string }>;
      }
    )?.fields;
    const [variant] = Object.entries(perVariant ?? {}).filter(
      ([, units]) => Number(units.integerValue ?? 0) >= 5,
    );
    if (!variant) continue;
    const [size = '', colour = ''] = variant[0].split('|');
    return {
      id: product.name.split('/').at(-1)!,
      productName: String(product.fields.productName!.stringValue),
      price: String(product.fields.price!.stringValue),
      size: size || null,
      colour: colour || null,
    };
  }
  throw new Error('The seeded catalog has no size and colour with 5 units');
}

type Stocked = Awaited<ReturnType<typeof stockedProduct>>;

/** An order as the journeys follow it: its id (the address) and its number (what people read). */
interface PlacedOrder {
  id: string;
  number: string;
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`${documents}/products/${id}`);
  return Number(((await response.json()) as RestDocument).fields.stock?.integerValue ?? 0);
}

const newCheckoutId = () =>
  Array.from(
    { length: 20 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789'[Math.floor(Math.random() * 54)],
  ).join('');

/**
 * An order placed through the shop's own callable, as checkout places it; answers its id (the
 * checkout id) and the number the shop issued.
 */
async function placeOrder(
  request: APIRequestContext,
  product: Stocked,
  paymentMethod: 'mpesa' | 'cash-on-delivery',
): Promise<PlacedOrder> {
  const checkoutId = newCheckoutId();
  const response = await request.post(`${functionsUrl}/placeOrder`, {
    data: {
      data: {
        checkoutId,
        accessToken: `token-${checkoutId}-0123456789abcdef`,
        lines: [
          {
            id: product.id,
            size: product.size,
            colour: product.colour,
            quantity: 2,
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
          paymentMethod,
          mpesaPhone: paymentMethod === 'mpesa' ? '0722 123 456' : '',
        },
      },
    },
  });
  const { result } = (await response.json()) as {
    result: { outcome: string; order: { number: string } };
  };
  expect(result.outcome).toBe('placed');
  return { id: checkoutId, number: result.order.number };
}

async function statusOf(request: APIRequestContext, orderId: string): Promise<string> {
  const response = await request.get(`${documents}/orders/${orderId}`, asOwner);
  return String(((await response.json()) as RestDocument).fields.status?.stringValue);
}

/**
 * The texts the shop sent about an order (`GET /__qa/sms`), oldest first: each names its number,
 * and none its checkout id.
 */
async function textsAbout(
  request: APIRequestContext,
  order: PlacedOrder,
): Promise<Array<{ to: string; message: string }>> {
  const sent = (await (await request.get(`${firestoreFront}/__qa/sms`)).json()) as Array<{
    to: string;
    message: string;
  }>;
  expect(sent.filter((text) => text.message.includes(order.id))).toEqual([]);
  return sent
    .filter((text) => text.message.includes(order.number))
    .map(({ to, message }) => ({ to, message }));
}

/** Opens /staff signed out: the back office sends the visitor to log in, and back. */
async function logInToBackOffice(page: Page, who: { email: string; password: string }) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff/);
  await login(page, who);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** A section of the back office, from its navigation (the dashboard has links of its own). */
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });

async function openOrder(page: Page, tab: string, order: PlacedOrder) {
  await section(page, 'Orders').click();
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await page.getByRole('link', { name: `Order ${order.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${order.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${order.number}` }),
  ).toBeVisible();
}

test('staff walk a paid order to delivered, and the shopper hears each step', async ({
  page,
  request,
}) => {
  const product = await stockedProduct(request);
  const order = await placeOrder(request, product, 'mpesa');
  // The M-Pesa stand-in answers the prompt; the status query confirms it.
  await expect.poll(() => statusOf(request, order.id), { timeout: 20_000 }).toBe('paid');

  await logInToBackOffice(page, staffMember);
  await openOrder(page, 'To pack', order);
  await expect(page.getByText('Njeri Wambui')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Mark as packed' }).click();
  await page.getByRole('button', { name: 'Mark as dispatched' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Courier or rider').fill('G4S Nairobi');
  await dialog.getByLabel('Tracking reference').fill('G4S-7781');
  await dialog.getByRole('button', { name: 'Mark as dispatched' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeHidden();

  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Packed');
  await expect(history).toContainText('Dispatched');
  await expect(history).toContainText('Delivered');
  await expect(history).toContainText('Baraka Mwangi');
  const stored = (await (
    await request.get(`${documents}/orders/${order.id}`, asOwner)
  ).json()) as RestDocument;
  expect(stored.fields.fulfilment).toEqual({ stringValue: 'delivered' });

  // Texted right after each step's write; polled, as a send that fails is retried a minute on.
  await expect
    .poll(() => textsAbout(request, order))
    .toEqual([
      { to: '+254722123456', message: expect.stringMatching(/payment/) },
      { to: '+254722123456', message: expect.stringMatching(/on its way with G4S Nairobi/) },
    ]);
});

test(
  'a cash order is confirmed with the shopper, then delivered: one order number everywhere',
  sameOnEveryScreen,
  async ({ page, request }) => {
    const product = await aProduct(request);
    await seedCart(page, product);
    await checkOut(page, 'Cash on delivery');
    await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible();
    const heading = page.getByRole('heading', { name: /^Order number / });
    const number = ((await heading.textContent()) ?? '').replace('Order number', '').trim();
    expect(number).toMatch(/^MT-/);
    await expect(page.getByText('To be confirmed')).toBeVisible();
    const order = { id: new URL(page.url()).pathname.split('/').at(-1)!, number };
    await expect
      .poll(async () => (await textsAbout(request, order)).map((text) => text.message))
      .toEqual([expect.stringMatching(/cash/)]);

    await logInToBackOffice(page, staffMember);
    await openOrder(page, 'To confirm', order);
    await expect(page.getByRole('button', { name: 'Mark as packed' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as confirmed' }).click();
    await page.getByRole('button', { name: 'Mark as packed' }).click();
    await page.getByRole('button', { name: 'Mark as dispatched' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Courier or rider').fill('Boda rider Otieno');
    await dialog.getByRole('button', { name: 'Mark as dispatched' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(page.getByRole('button', { name: 'Mark as delivered' })).toBeHidden();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history).toContainText('Confirmed with the shopper');
    await expect(history).toContainText('Delivered');
    // Cash is handed over at the door: the order is paid.
    expect(await statusOf(request, order.id)).toBe('paid');
    await expect
      .poll(async () => (await textsAbout(request, order)).map((text) => text.message))
      .toEqual([expect.stringMatching(/cash/), expect.stringMatching(/on its way/)]);
  },
);

test(
  'a cash order is cancelled before dispatch, and its units come back',
  sameOnEveryScreen,
  async ({ page, request }) => {
    const product = await stockedProduct(request);
    const before = await stockOf(request, product.id);
    const order = await placeOrder(request, product, 'cash-on-delivery');
    expect(await stockOf(request, product.id)).toBe(before - 2);

    await logInToBackOffice(page, staffMember);
    // A cash order waits for staff to call the shopper: it can be cancelled before that.
    await openOrder(page, 'To confirm', order);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('The customer called to cancel.');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('list', { name: 'History' })).toContainText('Cancelled');

    expect(await statusOf(request, order.id)).toBe('cancelled');
    expect(await stockOf(request, product.id)).toBe(before);
    await expect
      .poll(async () => (await textsAbout(request, order)).map((text) => text.message))
      .toEqual([expect.stringMatching(/cash/), expect.stringMatching(/cancelled/)]);
  },
);

test('the dashboard shows each period and links the work waiting to its tab', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, await stockedProduct(request), 'cash-on-delivery');
  await logInToBackOffice(page, staffMember);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const name of ['Today', 'Last 7 days', 'Last 30 days']) {
    const period = page.getByRole('region', { name, exact: true });
    await expect(period.getByText('Sales', { exact: true })).toBeVisible();
    await expect(period.getByText('Orders', { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('sales-today')).toHaveText(/^KES [\d,]+$/);
  await expect(page.getByRole('region', { name: 'Low stock' })).toBeVisible();
  await expect(section(page, 'Dashboard')).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);

  const work = page.getByRole('region', { name: 'Work waiting' });
  await work.getByRole('link', { name: /^To confirm/ }).click();
  await expect(page).toHaveURL(/\/staff\/orders\?tab=to-confirm$/);
  await expect(page.getByRole('link', { name: `Order ${order.number}` })).toBeVisible();
});

test('stock received is counted on the product and in its history', async ({ page, request }) => {
  const product = await stockedProduct(request);
  const before = await stockOf(request, product.id);
  await logInToBackOffice(page, staffMember);
  await section(page, 'Stock').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Low stock' })).toBeVisible();
  await page.getByLabel('Find a product').fill(product.productName);
  await page.getByLabel('Find a product').press('Enter');
  await page.getByRole('link', { name: product.productName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/staff/stock/${product.id}$`));

  // Options are valued by the variant's key (`size|colour`), as the product keeps its units.
  await page
    .getByLabel('Size and colour')
    .selectOption(`${product.size ?? ''}|${product.colour ?? ''}`);
  await page.getByLabel('Change').fill('5');
  await page.getByLabel('Reason').fill('Delivery from the supplier');
  await page.getByRole('button', { name: 'Save' }).click();
  const history = page.getByRole('list', { name: 'Stock history' });
  await expect(history).toContainText('Delivery from the supplier');
  await expect(history).toContainText('+5');
  expect(await stockOf(request, product.id)).toBe(before + 5);
  await expectNoSeriousViolations(page);
});

test(
  'a contact message is answered from the inbox',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Akinyi Odhiambo');
    await page.getByLabel('Email').fill('akinyi@example.com');
    await page.getByLabel('Phone').fill('0711 222 333');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Do you have the Ankara dress in size 14?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Thank you/)).toBeVisible();

    await logInToBackOffice(page, staffMember);
    await page.getByRole('link', { name: 'Inbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.getByRole('tab', { name: 'Messages' }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'Akinyi Odhiambo' });
    await expect(item).toContainText('Do you have the Ankara dress in size 14?');
    await expect(item.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/254711222333/,
    );
    await item.getByRole('button', { name: 'Mark as replied' }).click();
    await expect(item.getByRole('button', { name: 'Mark as replied' })).toBeHidden();

    const statuses = async () => {
      const response = await request.get(`${documents}/messages`, asOwner);
      const { documents: messages } = (await response.json()) as { documents: RestDocument[] };
      return messages.map((message) => message.fields.status);
    };
    await expect.poll(statuses).toEqual([{ stringValue: 'replied' }]);
  },
);

test('the owner makes someone staff once they verified their address, and they open the back office', async ({
  page,
  request,
}) => {
  const email = newEmail('amani');
  await signup(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logInToBackOffice(page, owner);
  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Make staff' }).click();
  // Whoever registered the address first is not staff until its owner proves it is theirs.
  await expect(page.getByRole('alert')).toContainText('has not confirmed their e-mail address');
  await openVerificationLink(request, email);
  await page.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.getByRole('button', { name: 'Remove Amani Njoroge' })).toBeVisible();
  // Signing out ends on the login page, bound back to the page the owner was on.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff%2Fteam$/);

  await logInToBackOffice(page, { email, password: 'Karibu2024' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Only the owner manages the team.
  await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(0);
});

test(
  'a shopper is refused the back office and sees no shop data',
  sameOnEveryScreen,
  async ({ page }) => {
    await logInThenOpen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Orders/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  },
);

async function logInThenOpen(page: Page) {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff/);
  await login(page, shopper);
}
