import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { login } from './account-journeys';
import {
  aProduct,
  backOfficeLink,
  checkOutWithMpesa,
  checkYourPhone,
  endHold,
  lookAtOrder,
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
 * Money that comes after its order expired (../shared/QA-CONTRACT.md, the M-Pesa control's
 * `delayMs`), against the real local backend: the order expires at the end of its hold, the
 * payment arrives after, and it is listed in Refunds and given back. It runs once, on desktop: the
 * screens it uses are the ones e2e/refunds.spec.ts runs on desktop and a 390 px phone, and the
 * rest happens on the server, the same on any screen.
 */

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('money that comes after its order expired is refunded by M-Pesa, or marked refunded with a code', async ({
  page,
  request,
}) => {
  // The shoppers pay 25 s after their prompts; before that, their holds are made over (as the
  // local hold of 90 s would be, without the wait). The order page the shopper keeps open asks
  // for the order every few seconds, which ends a hold that is over (the sweep, every 15 s, ends
  // any other).
  test.setTimeout(120_000);
  const product = await aProduct(request);
  await useMpesa(request, 'paid', 25_000);
  await seedCart(page, product);
  await checkOutWithMpesa(page);
  await expect(checkYourPhone(page)).toBeVisible({ timeout: 15_000 });
  const byMpesa = (await storedOrders(request)).map((order) => order.name.split('/').at(-1)!)[0]!;
  const byHand = await placeByApi(request, product);
  await endHold(request, byMpesa);
  await endHold(request, byHand);

  // Both expire, then their money arrives: it is due back, and the shopper is told so.
  await expect
    .poll(
      async () => {
        await lookAtOrder(request, byHand);
        return [await statusOf(request, byMpesa), await statusOf(request, byHand)];
      },
      { timeout: 20_000, intervals: [1_000] },
    )
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
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
});
