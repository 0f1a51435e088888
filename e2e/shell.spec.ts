import { onPhoneOnly, sameOnEveryScreen } from './screens';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { resetBackend } from './qa-backend';
import { routes } from './routes';

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} shows its page, with no serious accessibility violation and no sideways scroll`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expect(page).toHaveTitle(/\| Mtindo$/);
      await expectNoSeriousViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'nothing scrolls sideways').toBeLessThanOrEqual(0);
    });
  }

  test(
    'a product details page shows the product as heading level 1',
    sameOnEveryScreen,
    async ({ page }) => {
      await page.goto('/shop');
      const card = page.getByRole('article').first();
      const name = (await card.getByRole('link').textContent()) ?? '';
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/product-details\/.+\/p-\d{4}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText(/^KES [\d,]+(\.\d{2})?$/).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    },
  );
});

test.describe('page not found', () => {
  test('an unknown path shows the 404 screen: ERROR 404, Page not found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('ERROR 404')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('Sorry! The page you are looking for can not be found.'),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'an unknown category or sub-category shows the 404 screen',
    sameOnEveryScreen,
    async ({ page }) => {
      await page.goto('/product-category/electronics');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page.goto('/product-category/men/dresses');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    },
  );

  // Menus link these pages without a leading slash, so the browser resolves them under the page
  // the shopper is on: every such address must still reach the page itself.
  for (const from of [
    '/shop',
    '/product-category/ladies',
    '/product-category/ladies/dresses/',
    '/search/jeans',
    '/product-details/Any%20name/p-0001',
    '/no-such-page/',
  ]) {
    test(
      `about-us and contact written without a leading slash reach their pages from ${from}`,
      sameOnEveryScreen,
      async ({ page }) => {
        for (const [link, heading] of [
          ['about-us', 'About Mtindo'],
          ['contact', 'Contact us'],
        ] as const) {
          const resolved = new URL(link, `http://shop.test${from}`).pathname;
          await page.goto(resolved);
          await expect(page).toHaveURL(new RegExp(`//[^/]+/${link}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        }
      },
    );
  }
});

test.describe('category and search URLs', () => {
  for (const path of [
    '/product-category/ladies/cargo-pants',
    '/product-category/Ladies/Cargo%20pants/',
    '/product-category/LADIES/cargo%20pants',
  ]) {
    test(`${path} names Ladies: Cargo pants`, sameOnEveryScreen, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ladies: Cargo pants');
      await expect(page.getByRole('article').first()).toBeVisible();
    });
  }

  test(
    'a malformed search URL shows the search page instead of crashing',
    sameOnEveryScreen,
    async ({ page }) => {
      await page.goto('/search/%E0%A4%A');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Search results for “%E0%A4%A”',
      );
      await expect(page.getByText(/No products match/)).toBeVisible();
    },
  );

  test(
    'a search for text that looks encoded shows the text as typed',
    sameOnEveryScreen,
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search products' }).fill('%41');
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
      await expect(page).toHaveURL(/\/search\/%2541$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “%41”');
    },
  );

  test('the header search goes to /search/{encoded text}', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toHaveAttribute('placeholder', 'Search here...');
    await search.fill('sweat pants');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/sweat%20pants$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('header, menu and panels', () => {
  // The panels and the header with their animations running, as most shoppers see them.
  test.use({ reducedMotion: 'no-preference' });

  test('the header is sticky while scrolling up and not while scrolling down', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.locator('header').first();
    // A timeline of every value the header takes, with a mark after each scroll has settled:
    // a sticky moment while scrolling down from the top shows in it, however brief.
    await header.evaluate((element: HTMLElement) => {
      const timeline = [element.dataset.sticky];
      Object.assign(window, { stickyTimeline: timeline });
      new MutationObserver(() => timeline.push(element.dataset.sticky)).observe(element, {
        attributeFilter: ['data-sticky'],
      });
    });
    /** Wheels by `dy`, waits until the page has moved and then stood still, and marks it. */
    const scroll = async (dy: number) => {
      const from = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, dy);
      await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(from);
      await page.evaluate(
        (mark) =>
          new Promise<void>((resolve) => {
            let last = window.scrollY;
            let stillFrames = 0;
            const watch = () => {
              stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
              last = window.scrollY;
              if (stillFrames < 3) {
                requestAnimationFrame(watch);
                return;
              }
              (window as unknown as { stickyTimeline: string[] }).stickyTimeline.push(mark);
              resolve();
            };
            requestAnimationFrame(watch);
          }),
        dy > 0 ? 'scrolled down' : 'scrolled up',
      );
    };

    await scroll(1200);
    await scroll(-300);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toBeInViewport();
    await scroll(600);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await expect(header).not.toBeInViewport();
    expect(
      await page.evaluate(() => (window as unknown as { stickyTimeline: string[] }).stickyTimeline),
    ).toEqual(['false', 'scrolled down', 'true', 'scrolled up', 'false', 'scrolled down']);
  });

  test('the menu opens on Categories; one accordion section at a time; Menus links close it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Categories' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const name of [
      'Ladies',
      'Men',
      'Girls',
      'Boys',
      'Kids',
      'Shoes',
      'Bags',
      'Accessories',
      'Sportswear',
      'Outerwear',
    ]) {
      await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Ladies', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Cargo pants' })).toBeVisible();
    await menu.getByRole('button', { name: 'Men', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Khaki' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Cargo pants' })).toBeHidden();
    await menu.getByRole('button', { name: 'Men', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Khaki' })).toBeHidden();

    await menu.getByRole('tab', { name: 'Menus' }).click();
    for (const name of ['Home', 'About', 'Contact', 'Refunds and Returns', 'Privacy Policy']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
  });

  test('a sub-category link in the menu opens its listing and closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sportswear' }).click();
    await menu.getByRole('link', { name: 'Yoga attire' }).click();
    await expect(page).toHaveURL(/\/product-category\/sportswear\/yoga%20attire$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportswear: Yoga attire');
  });

  test('Escape, the overlay and Close each close a panel, and focus returns to the opener', async ({
    page,
  }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await opener.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(menu).toBeVisible();
    await page.mouse.click((page.viewportSize()?.width ?? 400) - 10, 300);
    await expect(menu).toBeHidden();

    await opener.click();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("Back closes an open panel, and focus goes to the new page's heading", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(cart).toBeVisible();

    await page.goBack();

    await expect(page).toHaveURL(/\/$/);
    await expect(cart).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(cart).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Cart/ })).toBeFocused();
  });

  test('a link in the menu focuses the heading of the page it opens', async ({ page }) => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('tab', { name: 'Menus' }).click();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(menu).toBeHidden();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Contact us');
    await expect(heading).toBeFocused();
  });

  test('the header opens the cart and wishlist panels, titled Shopping cart and Wishlist', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping cart' });
    await expect(cart).toBeVisible();
    await expect(cart.getByText('Your cart is empty.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await cart.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(cart).toBeHidden();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.getByTestId('wishlist-count')).toHaveText('0');
  });
});

test.describe('moving between pages', () => {
  test(
    "a page change shows Loading until the next page's code arrives",
    sameOnEveryScreen,
    async ({ page }) => {
      // A page that reads nothing: any Loading shown is the next page's.
      await page.goto('/no-such-page');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Page not found');
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      // The next page's code arrives over a slow line: held until the test lets it through.
      let letThrough = () => {};
      const held = new Promise<void>((resolve) => (letThrough = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });

      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

      await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
      await expect(heading).toHaveText('Page not found');
      letThrough();
      await expect(heading).toHaveText('About Mtindo');
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    },
  );

  test(
    'a page whose code cannot be downloaded offers Reload, under the usual header',
    sameOnEveryScreen,
    async ({ page }) => {
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(routes[0].heading);
      const nextPageCode = /\/assets\/.+\.js$/;
      await page.route(nextPageCode, (route) => route.abort('internetdisconnected'));

      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();

      await expect(heading).toHaveText('Something went wrong');
      await expect(page.getByRole('button', { name: 'Go back home' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
      await page.unroute(nextPageCode);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(heading).toHaveText('About Mtindo');
    },
  );
});

test.describe('small screens and shared parts', () => {
  test('the bottom tab bar shows below 640 px, and its Wishlist opens the wishlist panel', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
    if (!isMobile(page)) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page.getByRole('dialog', { name: 'Wishlist' })).toBeVisible();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // Signed out, the account guard sends the shopper on to log in.
    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/login/);
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Wholesale' }).click();
    await expect(page).toHaveURL(/\/wholesale$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the chat link opens WhatsApp in a new tab, labelled on wide screens', async ({ page }) => {
    await page.goto('/');
    const chat = page.getByRole('link', { name: /Talk to us\?/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/254\d+\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /noopener/);
    const label = chat.getByText('Talk to us?');
    const box = await label.boundingBox();
    // Visually hidden on small screens, but still part of the link's name.
    if (isMobile(page)) expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    else expect(box?.width ?? 0).toBeGreaterThan(20);
  });

  test('the top bar shows call, e-mail, Contact us and About us from 768 px', async ({ page }) => {
    await page.goto('/');
    const topBar = page.getByRole('navigation', { name: 'Contact and information' });
    if (isMobile(page)) {
      await expect(topBar).toBeHidden();
      return;
    }
    await expect(topBar.locator('a[href^="tel:"]')).toBeVisible();
    await expect(topBar.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(topBar.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
  });

  test('nothing scrolls sideways at 360 px', onPhoneOnly, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/shop', '/product-category/ladies/cargo-pants', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
  });
});
