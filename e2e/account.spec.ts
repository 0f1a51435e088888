import { expect, test } from './test';
import { sameOnEveryScreen } from './screens';
import { expectNoSeriousViolations } from './accessibility';
import {
  consoleOf,
  greeting,
  login,
  newEmail,
  norecord,
  shopper,
  signup,
  staff,
} from './account-journeys';
import { asOwner, documents, resetBackend, useScenario } from './qa-backend';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test('signed out, /account goes to /login', sameOnEveryScreen, async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/signup',
  );
});

test('the shopper logs in, is greeted by name and removes a cart line there', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: 'p-0001',
          productName: 'Saved Denim Jacket',
          price: '2500',
          quantity: 1,
          image: [{ downloadURL: '/products/jacket-blue.svg', name: 'front' }],
        },
      ]),
    );
  });
  await page.goto('/login');
  await login(page, shopper);
  await expect(page).toHaveURL(/\/account$/);
  await expect(greeting(page, 'Wanjiku')).toBeVisible();
  await expect(page.getByText('shopper@example.com')).toBeVisible();
  await expect(page.getByText('You have no orders yet.')).toBeVisible();

  const cart = page.getByRole('region', { name: 'Your cart' });
  await expect(cart.getByRole('link', { name: 'Saved Denim Jacket' })).toBeVisible();
  await cart.getByRole('button', { name: 'Remove Saved Denim Jacket' }).click();
  await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expectNoSeriousViolations(page);

  // Still signed in after a reload: the page opens again without the form.
  await page.reload();
  await expect(greeting(page, 'Wanjiku')).toBeVisible();
});

test('the shopper signs out from the account page', async ({ page }) => {
  const lines = consoleOf(page);
  await page.goto('/login');
  await login(page, shopper);
  await expect(greeting(page, 'Wanjiku')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(lines).toContain('Sign out successful');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test(`${norecord.email} is signed out and sent to /login`, sameOnEveryScreen, async ({ page }) => {
  const lines = consoleOf(page);
  await page.goto('/login');
  await login(page, norecord);
  await expect(page.getByText(/That account cannot open the account page/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: /Karibu/ })).toHaveCount(0);
  expect(lines).toEqual(
    expect.arrayContaining([
      'You do not have permission to access this page.',
      'Sign out successful',
    ]),
  );
  expect(lines.indexOf('You do not have permission to access this page.')).toBeLessThan(
    lines.indexOf('Sign out successful'),
  );

  // Signed out for real: the account page sends them to /login again, without the notice.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/That account cannot open/)).toHaveCount(0);
});

test(
  `${staff.email} logging in from the shop lands in the back office, and /account still refuses them`,
  sameOnEveryScreen,
  async ({ page }) => {
    await page.goto('/login');
    await login(page, staff);
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();

    // The shoppers' guard stays: staff who open /account are signed out and told why.
    await page.goto('/account');
    await expect(page.getByText(/That account cannot open the account page/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/staff');
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  },
);

test(
  'a failed Users read shows an error and Retry, and Retry opens the page',
  sameOnEveryScreen,
  async ({ page, request }) => {
    const lines = consoleOf(page);
    await useScenario(request, 'users-read-error');
    await page.goto('/login');
    await login(page, shopper);
    const problem = page.getByRole('alert').filter({ hasText: 'not answering' });
    await expect(problem).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    expect(lines.some((line) => line.startsWith('Error fetching data:'))).toBe(true);

    await useScenario(request, 'default');
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(greeting(page, 'Wanjiku')).toBeVisible();
  },
);

test('a new shopper signs up and reaches /account', async ({ page, request }) => {
  const lines = consoleOf(page);
  const email = newEmail('amani');
  await signup(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(greeting(page, 'Amani')).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  // A new address is not verified yet: the page says so and offers Send again.
  const verification = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(verification).toContainText(`${email} is not verified yet`);
  await expect(verification.getByRole('button', { name: 'Send again' })).toBeVisible();
  expect(lines.some((line) => line.startsWith('User added with ID:'))).toBe(true);

  const users = await request.get(`${documents}/Users`, asOwner);
  const { documents: records } = (await users.json()) as {
    documents: Array<{ name: string; fields: Record<string, { stringValue?: string }> }>;
  };
  const record = records.find((d) => d.fields.email?.stringValue === email);
  // One record per account, keyed by its uid, as the log line names it.
  const uid = record?.name.split('/').at(-1);
  expect(lines).toContain(`User added with ID: ${uid}`);
  expect(record?.fields).toMatchObject({
    role: { stringValue: 'user' },
    firstName: { stringValue: 'Amani' },
    lastName: { stringValue: 'Njoroge' },
  });
});

test(
  'a second signup with the same e-mail, and a wrong password, each say so',
  sameOnEveryScreen,
  async ({ page }) => {
    await signup(page, shopper.email);
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this e-mail already exists' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
    await expect(page).toHaveURL(/\/signup$/);

    await page.goto('/login');
    await login(page, { email: shopper.email, password: 'not-the-password-1' });
    await expect(
      page.getByRole('alert').filter({ hasText: 'That e-mail and password do not match' }),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('not-the-password-1');
  },
);

test('the signup form explains each mistake next to its field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill('amani@example');
  await page.getByLabel('Password', { exact: true }).fill('karibu');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Enter your first name.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Enter an e-mail address like name@example.com.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'Use at least 8 characters.',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('amani@example');
  await expectNoSeriousViolations(page);
});
