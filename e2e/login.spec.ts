import { sameOnEveryScreen } from './screens';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { greeting, login, newEmail, shopper } from './account-journeys';
import { withOfflineGoogleSignIn } from './offline-gapi';
import { resetBackend } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('Google sign-in through the emulator’s popup reaches /account', async ({ page, context }) => {
  await withOfflineGoogleSignIn(context);
  const email = newEmail('zawadi');
  await page.goto('/login');
  const popupOpens = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Zawadi Achieng');
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(greeting(page, 'Zawadi')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test(
  'closing Google’s popup leaves the form without a message',
  sameOnEveryScreen,
  async ({ page, context }) => {
    // Firebase notices a closed popup only on its next look (every 2 s) and then waits 8 s more
    // for a late answer before it gives up: about 10 s of the SDK's own.
    await withOfflineGoogleSignIn(context);
    await page.goto('/login');
    const popupOpens = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpens;
    await popup.close();
    // The shopper is back on the shop's window, as a browser shows it once the popup closes.
    await page.bringToFront();
    await expect(page.getByRole('status').filter({ hasText: 'Logging you in' })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(page).toHaveURL(/\/login$/);
    const messages = page.getByRole('alert').filter({ hasText: /\w/ });
    await expect(messages).toHaveCount(0);
  },
);

test('a safe ?redirect= is followed after logging in', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/login?redirect=%2Fcheckout');
  await login(page, shopper);
  await expect(page).toHaveURL(/\/checkout$/);
});

for (const unsafe of [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
]) {
  test(
    `an unsafe ?redirect=${unsafe} is ignored for /account`,
    sameOnEveryScreen,
    async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
      await login(page, shopper);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
      await expect(greeting(page, 'Wanjiku')).toBeVisible();
    },
  );
}

test('/login and /signup have no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(/e-mail/);
  await expectNoSeriousViolations(page);
  await page.goto('/signup');
  await expect(page.getByLabel('Confirm password')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the header’s Account entry says who is signed in, without loading the Auth SDK on /', async ({
  page,
}) => {
  await page.goto('/login');
  await login(page, shopper);
  await expect(greeting(page, 'Wanjiku')).toBeVisible();

  const authRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('identitytoolkit')) authRequests.push(request.url());
  });
  await page.goto('/');
  // The header's entry on a desktop, the bottom tab bar's on a phone: the name stays `Account`.
  const account = page
    .getByRole('link', { name: 'Account', exact: true })
    .filter({ visible: true });
  await expect(account).toHaveAccessibleDescription('Signed in as Wanjiku');
  expect(authRequests).toEqual([]);
});
