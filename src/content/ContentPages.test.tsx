import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redactionNotice } from '@/shell/analytics/redact';
import { shop } from '@/settings/shop-settings';
import { renderRoute } from '@testing/helpers/render-route';

/** The pages' chunk is compiled on first use, which can be slow on a busy machine. */
const slowMachine = { timeout: 5000 };

const pages = [
  { path: '/about-us', heading: `About ${shop.name}`, title: 'About us' },
  { path: '/refunds-and-returns', heading: 'Refunds and Returns', title: 'Refunds and returns' },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy policy' },
  { path: '/contact', heading: 'Contact us', title: 'Contact us' },
];

/** Heading levels in document order. */
const levels = () =>
  screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

describe('content pages', () => {
  // index.html carries the shop's description; each page replaces it with its own.
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = shop.description;
    document.head.append(meta);
  });
  afterEach(() => document.querySelector('meta[name="description"]')?.remove());

  it.each(pages)('$path has its heading, its own title and description', async (page) => {
    renderRoute(page.path);
    expect(
      await screen.findByRole('heading', { level: 1, name: page.heading }, slowMachine),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${page.title} | ${shop.name}`));
    const description = () =>
      document.querySelector('meta[name="description"]')?.getAttribute('content');
    await waitFor(() => expect(description()).not.toBe(shop.description));
    expect(description()?.length).toBeGreaterThan(40);
  });

  it.each(pages)('$path has headings in order, none skipped', async (page) => {
    renderRoute(page.path);
    await screen.findByRole('heading', { level: 1, name: page.heading }, slowMachine);
    const order = levels();
    order.slice(1).forEach((level, index) => expect(level).toBeLessThanOrEqual(order[index]! + 1));
  });

  it('the returns page states the window, the condition of goods and refunds to M-Pesa', async () => {
    renderRoute('/refunds-and-returns');
    expect(
      await screen.findByRole('heading', { name: 'Returns within 7 days' }, slowMachine),
    ).toBeVisible();
    expect(screen.getByText(/unworn, unwashed and unaltered, with their tags/)).toBeInTheDocument();
    expect(screen.getByText(/we pay your refund to M-Pesa within 5 working days/)).toBeVisible();
    // How a return starts and what comes back, from the rules the server takes returns by.
    expect(
      screen.getByText(
        /press Return or exchange: choose the items, the reason \(Wrong size, Not as described, Damaged or faulty, Changed my mind\)/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/or hand it to our courier, within 5 days/)).toBeVisible();
    expect(
      screen.getByText(
        /The delivery fee is refunded only when the reason is not as described or damaged or faulty\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: shop.phone })).toHaveAttribute(
      'href',
      `tel:+${shop.phoneDigits}`,
    );
  });

  it('the privacy page names the Act, the rights, the ODPC and the analytics redaction', async () => {
    renderRoute('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Your rights' }, slowMachine)).toBeVisible();
    expect(screen.getAllByText(/Data Protection Act 2019/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /odpc\.go\.ke/ })).toHaveAttribute(
      'href',
      'https://www.odpc.go.ke',
    );
    expect(screen.getByText(new RegExp(redactionNotice.replace(/[[\]]/g, '\\$&')))).toBeVisible();
    expect(screen.getAllByRole('link', { name: shop.email })[0]).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
  });

  it('the about page lists delivery choices and fees from the settings', async () => {
    renderRoute('/about-us');
    expect(
      await screen.findByRole('heading', { name: 'Delivery across Kenya' }, slowMachine),
    ).toBeVisible();
    expect(screen.getByText(/Pick up at our Nairobi CBD shop: free/)).toBeInTheDocument();
    expect(screen.getByText(/Delivery within Nairobi: KES 300/)).toBeInTheDocument();
  });
});
