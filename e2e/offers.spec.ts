/**
 * Offers end to end on the real local backend: the owner makes a code in the back office, a
 * shopper applies it in the cart panel and M-Pesa asks for the discounted total; free delivery
 * over a threshold; a code that ended is refused with its reason. Offers made through `saveOffer`
 * with the owner's token are as QA scripts make them (README, Discount codes).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { nairobiLocal } from '../model/offer/nairobi-time';
import { emptyOfferDraft } from '../model/offer/offer';
import { login } from './account-journeys';
import { aProduct, checkOutWithMpesa, checkYourPhone, seedCart } from './money-journeys';
import { authUrl, firestoreFront, functionsUrl, resetBackend } from './qa-backend';

const owner = { email: 'owner@example.com', password: 'Owner#2024' };
const hour = 60 * 60_000;

/** `YYYY-MM-DDTHH:MM` in Nairobi, `hours` from now, as the offers form takes it. */
const nairobiIn = (hours: number) =>
  nairobiLocal(new Date(Date.now() + hours * hour).toISOString());

const kes = (amount: number) => `KES ${amount.toLocaleString('en-US')}`;

/** An offer saved through the callable with the owner's ID token, as a QA script saves one. */
async function saveOffer(request: APIRequestContext, offerId: string, draft: object) {
  const signIn = await request.post(`${authUrl}/accounts:signInWithPassword?key=demo-api-key`, {
    data: { ...owner, returnSecureToken: true },
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const saved = await request.post(`${functionsUrl}/saveOffer`, {
    headers: { authorization: `Bearer ${idToken}` },
    data: {
      data: {
        offerId,
        draft: {
          ...emptyOfferDraft,
          startsAt: nairobiIn(-1),
          ...draft,
        },
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  return page.getByRole('dialog', { name: 'Shopping cart' });
}

async function pushedAmounts(request: APIRequestContext): Promise<number[]> {
  const pushes = (await (await request.get(`${firestoreFront}/__qa/mpesa/pushes`)).json()) as {
    amount: number;
  }[];
  return pushes.map((push) => push.amount);
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('the owner makes a 10 % code with a minimum; a shopper applies it in the cart and M-Pesa asks for the discounted total', async ({
  page,
  request,
}) => {
  const product = await aProduct(request);
  const price = Number(product.price);
  await page.goto('/staff/offers/new');
  await login(page, owner);
  await page.getByLabel('Name').fill('Karibu ten');
  await page.getByRole('radio', { name: 'Percentage off' }).check();
  await page.getByLabel('Percentage', { exact: true }).fill('10');
  await page.getByLabel('Minimum subtotal (KES)').fill(String(Math.ceil(price * 1.5)));
  await page.getByLabel('Starts').fill(nairobiIn(-1));
  await page.getByLabel('Code', { exact: true }).fill('karibu10');
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Offers', exact: true }).click();
  await expect(page.getByText(/Code KARIBU10/)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await seedCart(page, product);
  await page.goto('/');
  const cart = await openCart(page);
  await cart.getByLabel('Discount code').fill('karibu10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  // One unit is below the minimum: the code says how much more to spend.
  const missing = Math.ceil(price * 1.5) - price;
  await expect(
    cart.getByText(`add ${kes(missing)} more to use it`, { exact: false }),
  ).toBeVisible();

  await cart
    .getByRole('button', { name: /Increase quantity|Add one/ })
    .first()
    .click();
  await cart.getByRole('button', { name: 'Apply' }).click();
  const off = Math.ceil(price * 2 * 0.1);
  await expect(cart.getByText('Karibu ten (KARIBU10)')).toBeVisible();
  await expect(cart.getByText(`−${kes(off)}`)).toBeVisible();

  await checkOutWithMpesa(page);
  const total = price * 2 - off + 300;
  await expect(checkYourPhone(page)).toContainText(kes(total));
  expect(await pushedAmounts(request)).toEqual([total]);
});

test('free delivery over a threshold shows in the cart and at checkout, and the order is charged without it', async ({
  page,
  request,
}) => {
  const product = await aProduct(request);
  const price = Number(product.price);
  await saveOffer(request, 'free-delivery-01', {
    name: 'Free delivery this week',
    kind: 'free-delivery',
    minimumSubtotal: String(Math.max(1, Math.floor(price))),
  });
  await seedCart(page, product);
  await page.goto('/');
  const cart = await openCart(page);
  await expect(cart.getByText(/Free with Free delivery this week/)).toBeVisible();

  await checkOutWithMpesa(page);
  await expect(checkYourPhone(page)).toContainText(kes(price));
  expect(await pushedAmounts(request)).toEqual([price]);
});

test('a code that has ended is refused with its reason, and the order is charged in full', async ({
  page,
  request,
}) => {
  const product = await aProduct(request);
  await saveOffer(request, 'ended-code-01', {
    name: 'Last week',
    kind: 'amount',
    value: '200',
    code: 'LASTWEEK',
    startsAt: nairobiIn(-14 * 24),
    endsAt: nairobiIn(-7 * 24),
  });
  await seedCart(page, product);
  await page.goto('/?code=lastweek');
  await expect(page.getByText(/The code LASTWEEK ended on/).first()).toBeVisible();
  await expect(page).not.toHaveURL(/code=/);

  const cart = await openCart(page);
  await cart.getByLabel('Discount code').fill('LASTWEEK');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText(/The code LASTWEEK ended on \d+ \w+ at \d\d:\d\d\./)).toBeVisible();
  await expect(cart.getByText(/−KES/)).toHaveCount(0);
});
