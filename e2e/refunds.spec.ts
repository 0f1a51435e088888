import { sameOnEveryScreen } from './screens';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import {
  aProduct,
  backOfficeLink,
  cancelPaidOrder,
  checkOutWithMpesa,
  checkYourPhone,
  numberOf,
  openRefundsOrder,
  placeByApi,
  refundsDue,
  seedCart,
  staffMember,
  statusOf,
  storedOrders,
  textsAbout,
  useMpesa,
} from './money-journeys';
import { firestoreFront, resetBackend } from './qa-backend';

/**
 * Money at M-Pesa's edge (../shared/QA-CONTRACT.md, the M-Pesa control; Back office, Refunds), on
 * desktop and a 390 px phone against the real local backend: a prompt whose answer never reaches
 * the shop is still paid; money a paid order cannot keep is listed in Refunds and given back by
 * M-Pesa's reversal or marked refunded by hand, for staff and shopper alike.
 */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test(
  'a prompt whose answer is lost: the shopper is told, pays anyway, and the order is paid',
  sameOnEveryScreen,
  async ({ page, request }) => {
    // Daraja takes the push and prompts, but its answer never reaches the shop (its call gives up
    // after 5 s); the shopper pays 8 s after the prompt, and only the callback tells.
    await useMpesa(request, 'lost-answer', 8_000);
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
  },
);

test('a paid order cancelled is refunded by M-Pesa for staff and shopper; another is marked refunded with a code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await aProduct(request);
  await useMpesa(request, 'paid', 800);
  await seedCart(page, product);
  await checkOutWithMpesa(page);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/ })).toBeVisible({
    timeout: 20_000,
  });
  const byMpesa = (await storedOrders(request)).map((order) => order.name.split('/').at(-1)!)[0]!;
  const byHand = await placeByApi(request, product);
  await expect.poll(() => statusOf(request, byHand), { timeout: 20_000 }).toBe('paid');

  await page.goto('/staff');
  await login(page, staffMember);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  for (const orderId of [byMpesa, byHand]) await cancelPaidOrder(page, orderId);
  await expect.poll(() => refundsDue(request)).toEqual([byMpesa, byHand].sort());
  await backOfficeLink(page, 'Orders').click();
  await page.getByRole('tab', { name: /^Refunds/ }).click();
  const refunds = page.getByRole('list', { name: 'Refunds' });
  const numbers = {
    byMpesa: await numberOf(request, byMpesa),
    byHand: await numberOf(request, byHand),
  };
  await expect(refunds.getByRole('link', { name: `Order ${numbers.byMpesa}` })).toBeVisible();
  await expect(refunds.getByRole('link', { name: `Order ${numbers.byHand}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Refund by M-Pesa: pending until M-Pesa's result, then refunded.
  await openRefundsOrder(page, numbers.byMpesa);
  await expect(page.getByText('Refund due').first()).toBeVisible();
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
  await openRefundsOrder(page, numbers.byHand);
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
});
