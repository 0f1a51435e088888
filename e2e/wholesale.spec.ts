import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { asOwner, documents, resetBackend, useScenario } from './qa-backend';

const enquiriesUrl = `${documents}/wholesaleEnquiries`;

interface StoredEnquiry {
  name: string;
  fields: Record<string, { stringValue?: string }>;
}

async function savedEnquiries(request: APIRequestContext): Promise<StoredEnquiry[]> {
  const response = await request.get(enquiriesUrl, asOwner);
  expect(response.ok()).toBe(true);
  const { documents = [] } = (await response.json()) as { documents?: StoredEnquiry[] };
  return documents;
}

const enquiry = {
  name: 'Achieng Otieno',
  business: 'Achieng Boutique, Kisumu',
  items: '30 Ankara dresses, sizes M–XL',
  message: 'Delivery to Kisumu by Friday, please.',
};

async function fillEnquiry(page: Page, phone: string) {
  await page.getByLabel('Your name').fill(enquiry.name);
  await page.getByLabel('Business name').fill(enquiry.business);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Items and quantities').fill(enquiry.items);
  await page.getByLabel('Message').fill(enquiry.message);
  await page.getByRole('button', { name: 'Send enquiry' }).click();
}

const kes = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.beforeEach(async ({ request, page }) => {
  await resetBackend(request);
  await page.goto('/wholesale');
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale' })).toBeVisible();
});

test('cards show the price per piece and the minimum; adding at wholesale puts the minimum in the cart', async ({
  page,
}) => {
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/^Showing 24 of \d+ products$/)).toBeVisible();
  const card = page
    .getByRole('article')
    .filter({ has: page.locator('button:enabled', { hasText: 'at wholesale price' }) })
    .first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const unitPrice = (await card.getByText(/^KES [\d,]+ per piece$/).textContent()) ?? '';
  const minimum = (await card.getByText(/^Minimum \d+ pieces$/).textContent()) ?? '';
  const minQty = kes(minimum);
  await expect(card.getByText(/^Retail price KES [\d,]+$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Add to wishlist/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await card
    .getByRole('button', { name: `Add to cart: ${minQty} pieces at wholesale price, ${name}` })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: `${name} has been added to the cart!` }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: /^Cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(panel.getByRole('group', { name: `Quantity of ${name}` })).toContainText(
    String(minQty),
  );
  await expect
    .poll(async () => kes((await panel.locator('dd').textContent()) ?? ''))
    .toBe(kes(unitPrice) * minQty);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(saved).toEqual([
    expect.objectContaining({
      productName: name,
      price: String(kes(unitPrice)),
      quantity: minQty,
      wholesale: { unitPrice: String(kes(unitPrice)), minQty },
    }),
  ]);
});

test('an enquiry with a phone that is not a Kenyan mobile is refused, and nothing is saved', async ({
  page,
  request,
}) => {
  await fillEnquiry(page, '020 123 4567');
  await expect(
    page.getByText('Enter a Kenyan mobile number, e.g. 0712 345 678 or +254 712 345 678'),
  ).toBeVisible();
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByLabel('Phone')).toHaveValue('020 123 4567');
  await expect(page.getByLabel('Items and quantities')).toHaveValue(enquiry.items);
  await expectNoSeriousViolations(page);
  expect(await savedEnquiries(request)).toEqual([]);
});

test('a valid enquiry is saved with the phone as +254…, thanks by name and hands over to WhatsApp', async ({
  page,
  request,
}) => {
  await fillEnquiry(page, '0712 345 678');
  const thanks = page.getByRole('heading', { name: `Thank you, ${enquiry.name}!` });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();

  const whatsapp = page.getByRole('link', { name: 'Continue on WhatsApp' });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
  const text = href.searchParams.get('text') ?? '';
  for (const part of [
    enquiry.name,
    enquiry.business,
    '+254712345678',
    enquiry.items,
    enquiry.message,
  ]) {
    expect(text).toContain(part);
  }
  await expectNoSeriousViolations(page);

  const saved = await savedEnquiries(request);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.fields).toMatchObject({
    name: { stringValue: enquiry.name },
    businessName: { stringValue: enquiry.business },
    phone: { stringValue: '+254712345678' },
    items: { stringValue: enquiry.items },
    message: { stringValue: enquiry.message },
  });
  await expect(page.getByText(`Your reference: ${saved[0]!.name.split('/').at(-1)}`)).toBeVisible();

  await page.getByRole('button', { name: 'Send another enquiry' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByLabel('Your name')).toHaveValue('');
});

test('a failed send says why and keeps the fields; Retry saves exactly one enquiry', async ({
  page,
  request,
}) => {
  await useScenario(request, 'write-error');
  await fillEnquiry(page, '+254 712 345 678');
  const failure = page.getByRole('alert').filter({ hasText: 'not answering' });
  await expect(failure).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue(enquiry.name);
  await expect(page.getByLabel('Message')).toHaveValue(enquiry.message);
  await expectNoSeriousViolations(page);
  expect(await savedEnquiries(request)).toEqual([]);

  await useScenario(request, 'default');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: `Thank you, ${enquiry.name}!` })).toBeVisible();
  expect(await savedEnquiries(request)).toHaveLength(1);
});

test('fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('article').first()).toBeVisible();
  await fillEnquiry(page, '0712');
  await expect(page.getByText(/^Enter a Kenyan mobile number/)).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await page.getByLabel('Phone').fill('0712 345 678');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
});
