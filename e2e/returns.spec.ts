/**
 * Returns end to end on the real local backend (../shared/QA-CONTRACT.md, Returns), on desktop
 * and a 390 px phone: a shopper's delivered order, a return for the wrong size exchanged for
 * another size, the units right at each step and the exchange walked like any order; a return
 * refunded by M-Pesa's reversal; the shopper's order page and texts following both. The order's
 * pack, dispatch and deliver are staff's callables with a staff member's token, as a QA script
 * takes them; the returns are taken in the pages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import {
  backOfficeLink,
  checkOutWithMpesa,
  numberOf,
  staffMember,
  textsAbout,
  useMpesa as mpesaAnswers,
} from './money-journeys';
import {
  asOwner,
  authUrl,
  documents,
  firestoreFront,
  functionsUrl,
  resetBackend,
} from './qa-backend';

interface SizedProduct {
  id: string;
  productName: string;
  price: string;
  colour: string | null;
  /** The size bought, and the size it is exchanged for: both with units to spare. */
  bought: string;
  wanted: string;
}

interface RestDocument {
  name: string;
  fields: Record<string, { integerValue?: string; stringValue?: string; mapValue?: unknown }>;
}

const variantKey = (size: string, colour: string | null) => `${size}|${colour ?? ''}`;

/** A seeded product in one colour with two sizes of 3 units or more, sold at retail only. */
async function aSizedProduct(request: APIRequestContext): Promise<SizedProduct> {
  const response = await request.get(`${documents}/products?pageSize=300`);
  const { documents: products } = (await response.json()) as { documents: RestDocument[] };
  for (const document of products) {
    if (document.fields.wholesale) continue;
    const variants = (
      document.fields.variantStock?.mapValue as
        { fields?: Record<string, { integerValue?: string }> } | undefined
    )?.fields;
    if (!variants) continue;
    const stocked = Object.entries(variants)
      .filter(([, units]) => Number(units.integerValue ?? 0) >= 3)
      .map(([key]) => key.split('|') as [string, string]);
    const colour = stocked[0]?.[1];
    const sizes = stocked.filter(([size, of]) => size !== '' && of === colour);
    if (sizes.length < 2) continue;
    return {
      id: document.name.split('/').at(-1)!,
      productName: String(document.fields.productName!.stringValue),
      price: String(document.fields.price!.stringValue),
      colour: colour || null,
      bought: sizes[0]![0],
      wanted: sizes[1]![0],
    };
  }
  throw new Error('The seeded catalog has no product with two sizes in stock');
}

/** The product's units of a size, as its document keeps them. */
async function unitsOf(request: APIRequestContext, product: SizedProduct, size: string) {
  const response = await request.get(`${documents}/products/${product.id}`, asOwner);
  const variants = ((await response.json()) as RestDocument).fields.variantStock?.mapValue as {
    fields: Record<string, { integerValue?: string }>;
  };
  return Number(variants.fields[variantKey(size, product.colour)]?.integerValue ?? 0);
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post(`${authUrl}/accounts:signInWithPassword?key=demo-api-key`, {
    data: { ...staffMember, returnSecureToken: true },
  });
  return ((await signIn.json()) as { idToken: string }).idToken;
}

/** Staff pack, dispatch and deliver the order, as the back office's steps do. */
async function deliver(request: APIRequestContext, orderId: string) {
  const token = await staffToken(request);
  const steps = [
    ['packOrder', { action: 'pack' }],
    ['dispatchOrder', { action: 'dispatch', courier: 'Rider Otieno', tracking: '' }],
    ['deliverOrder', { action: 'deliver' }],
  ] as const;
  for (const [name, step] of steps) {
    const answer = await request.post(`${functionsUrl}/${name}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { data: { orderId, ...step } },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** The shopper buys one unit of the size bought, by M-Pesa, and the order is delivered. */
async function deliveredPurchase(page: Page, request: APIRequestContext, product: SizedProduct) {
  const line = {
    id: product.id,
    productName: product.productName,
    price: product.price,
    quantity: 1,
    size: product.bought,
    ...(product.colour ? { colour: product.colour } : {}),
    image: [],
  };
  await page.addInitScript(
    (lines) => {
      if (sessionStorage.getItem('cart-seeded')) return;
      sessionStorage.setItem('cart-seeded', 'yes');
      localStorage.setItem('cart', lines);
    },
    JSON.stringify([line]),
  );
  await mpesaAnswers(request, 'paid', 800);
  await checkOutWithMpesa(page);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible({
    timeout: 20_000,
  });
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  await deliver(request, orderId);
  return { orderId, number: await numberOf(request, orderId) };
}

/** On the shopper's order page: Return or exchange, the one line, the reason and the wish. */
async function askForReturn(
  page: Page,
  product: SizedProduct,
  wish: 'Refund' | 'Another size or colour',
) {
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('checkbox', { name: new RegExp(product.productName) }).check();
  await form.getByLabel('Reason').selectOption({ label: 'Wrong size' });
  await form.getByRole('radio', { name: wish }).check();
  if (wish === 'Another size or colour') {
    await form.getByLabel('Size', { exact: true }).selectOption({ label: product.wanted });
    if (product.colour) {
      await form.getByLabel('Colour', { exact: true }).selectOption({ label: product.colour });
    }
  }
  await expectNoSeriousViolations(page);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Return requested', { exact: true })).toBeVisible();
}

/** Staff open the return's order from the Returns tab, approve it and receive it resellable. */
async function approveAndReceive(page: Page, number: string) {
  await page.goto('/staff');
  await login(page, staffMember);
  await backOfficeLink(page, 'Orders').click();
  await page.getByRole('tab', { name: /^Returns/ }).click();
  await page.getByRole('link', { name: new RegExp(number) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const returns = page.getByRole('region', { name: 'Returns' });
  await returns.getByRole('button', { name: 'Approve' }).click();
  await expect(returns.getByText('Return approved', { exact: true })).toBeVisible();
  await returns.getByRole('button', { name: 'Mark as received' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Resellable' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Mark as received' }).click();
  await expect(dialog).toBeHidden();
  await expect(returns.getByText('Return received', { exact: true })).toBeVisible();
  return returns;
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('a delivered order’s wrong size is exchanged for another size, the units right at each step', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await aSizedProduct(request);
  const { orderId, number } = await deliveredPurchase(page, request, product);
  const bought = await unitsOf(request, product, product.bought);
  const wanted = await unitsOf(request, product, product.wanted);

  await page.goto(`/checkout/order/${orderId}`);
  await askForReturn(page, product, 'Another size or colour');
  expect(await unitsOf(request, product, product.bought)).toBe(bought);

  const returns = await approveAndReceive(page, number);
  // The unit sent back is on sale again; the size wanted is not yet taken.
  expect(await unitsOf(request, product, product.bought)).toBe(bought + 1);
  expect(await unitsOf(request, product, product.wanted)).toBe(wanted);

  await returns.getByRole('button', { name: 'Send exchange' }).click();
  await expect(returns.getByText('Exchange sent', { exact: true })).toBeVisible();
  expect(await unitsOf(request, product, product.wanted)).toBe(wanted - 1);
  await expectNoSeriousViolations(page);

  // The exchange is an order of its own, walked like any other.
  await returns.getByRole('link', { name: /Exchange order MT-/ }).click();
  await page.getByRole('button', { name: 'Mark as packed' }).click();
  await page.getByRole('button', { name: 'Mark as dispatched' }).click();
  const dispatch = page.getByRole('dialog');
  await dispatch.getByLabel('Courier or rider').fill('Rider Otieno');
  await dispatch.getByRole('button', { name: 'Mark as dispatched' }).click();
  await page.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Delivered');
  expect(await unitsOf(request, product, product.wanted)).toBe(wanted - 1);

  await page.goto(`/checkout/order/${orderId}`);
  await expect(page.getByText('Exchange sent', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await textsAbout(request, orderId)).join('\n'))
    .toMatch(/we are sending your exchange for order/);
});

test('a return for the wrong size is refunded by M-Pesa, and the shopper’s page and texts say so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await aSizedProduct(request);
  const { orderId, number } = await deliveredPurchase(page, request, product);
  await page.goto(`/checkout/order/${orderId}`);
  await askForReturn(page, product, 'Refund');

  const returns = await approveAndReceive(page, number);
  await returns.getByRole('button', { name: 'Refund' }).click();
  await expect(returns.getByText(/Refund pending|Refunded/).first()).toBeVisible();
  const reversals = async () =>
    (await (await request.get(`${firestoreFront}/__qa/mpesa/reversals`)).json()) as Array<{
      amount: number;
      result: string;
    }>;
  await expect
    .poll(reversals)
    .toEqual([expect.objectContaining({ amount: Number(product.price), result: 'ok' })]);
  await expect
    .poll(async () => (await textsAbout(request, orderId)).join('\n'), { timeout: 20_000 })
    .toMatch(/we have refunded KES/);

  await page.goto(`/checkout/order/${orderId}`);
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
});
