import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolationsAtEachWidth } from '@testing/helpers/viewports';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { aDashboardView, anEmptyDashboard } from '@testing/fixtures/dashboard';
import {
  dashboardCallable,
  type DashboardCallableOptions,
} from '@testing/helpers/dashboard-callable';
import { formatDay } from '../ui/when';

// Signed in for real (Auth emulator) as the seeded staff member; `getDashboard` is answered by
// testing/helpers/dashboard-callable.ts, as the Functions emulator would carry the real one's answer.
beforeAll(() => signInAs('staff'), 30_000);
afterAll(() => signOut());

async function openDashboard(options: DashboardCallableOptions) {
  const callable = dashboardCallable(options);
  testBackend.server.use(...callable.handlers);
  const route = renderRoute('/staff');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 });
  return { ...route, requests: callable.requests };
}

const loaded = () => screen.findByRole('region', { name: 'Today' }, { timeout: 10_000 });
/** A figure of a region by its term: `Sales` → `KES 4,900`. */
const figure = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const view = aDashboardView();

describe('/staff', () => {
  it('shows sales, orders and the average order for today, the last 7 and the last 30 days', async () => {
    const { requests } = await openDashboard({ view });
    await loaded();
    for (const [name, id] of [
      ['Today', 'today'],
      ['Last 7 days', 'week'],
      ['Last 30 days', 'month'],
    ] as const) {
      const region = screen.getByRole('region', { name });
      const figures = view.periods[id];
      expect(figure(region, 'Sales')).toBe(`KES ${figures.sales.toLocaleString('en-US')}`);
      expect(figure(region, 'Orders')).toBe(String(figures.orders));
      expect(figure(region, 'Average order')).toBe(
        `KES ${figures.averageOrder.toLocaleString('en-US')}`,
      );
      expect(figure(region, 'Refunded')).toBe(`KES ${figures.refunded.toLocaleString('en-US')}`);
    }
    expect(screen.getByTestId('sales-today')).toHaveTextContent(
      `KES ${view.periods.today.sales.toLocaleString('en-US')}`,
    );
    const cash = screen.getByRole('region', { name: 'Cash to collect' });
    expect(cash).toHaveTextContent('KES 7,350');
    expect(requests).toHaveLength(1);
  });

  it('links each kind of work waiting to its tab, with how many wait', async () => {
    await openDashboard({ view });
    await loaded();
    const work = screen.getByRole('region', { name: 'Work waiting' });
    expect(
      within(work)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['To confirm 2', '/staff/orders?tab=to-confirm'],
      ['To pack 5', '/staff/orders?tab=to-pack'],
      ['Refunds due 1', '/staff/orders?tab=refunds'],
      ['Returns open 1', '/staff/orders?tab=returns'],
    ]);
    await userEvent.click(within(work).getByRole('link', { name: /^To pack/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^To pack/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('draws sales by day as an image with its label, and the same figures in a table', async () => {
    await openDashboard({ view });
    await loaded();
    const first = view.chart[0]!;
    const last = view.chart.at(-1)!;
    const chart = screen.getByRole('img', { name: /^Sales by day from / });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining(`${formatDay(first.day)} to ${formatDay(last.day)}`) as string,
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    await userEvent.click(screen.getByText('Sales by day as a table'));
    const table = screen.getByRole('table', { name: 'Sales by day, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[29]).toHaveTextContent(
      `${formatDay(last.day)}KES ${last.sales.toLocaleString('en-US')}`,
    );
  });

  it('lists the products low on stock, each linking to its stock, and the best sellers', async () => {
    await openDashboard({ view });
    await loaded();
    const low = screen.getByRole('region', { name: 'Low stock' });
    expect(within(low).getByRole('link', { name: 'Kitenge Scarf' })).toHaveAttribute(
      'href',
      '/staff/stock/scarf',
    );
    expect(
      within(low)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kitenge Scarf Sold out', 'Slim Jeans 2 units left']);
    const top = screen.getByRole('region', { name: 'Top products' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      view.topProducts.map(
        ({ name, units }) => `${name} ${units} ${units === 1 ? 'unit' : 'units'}`,
      ),
    );
    expect(within(top).getAllByRole('listitem')).toHaveLength(5);
    const sizes = screen.getByRole('region', { name: 'Top sizes' });
    expect(within(sizes).getAllByRole('listitem')[0]).toHaveTextContent(
      `Size ${view.topSizes[0]!.size}`,
    );
  });

  it('says plainly when the shop has had no business yet', async () => {
    await openDashboard({ view: anEmptyDashboard() });
    await loaded();
    expect(screen.getByTestId('sales-today')).toHaveTextContent('KES 0');
    expect(screen.getByText(/^No orders in the last 30 days and no work waiting\./)).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Work waiting' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Low stock' })).toHaveTextContent(
      'No product is low on stock.',
    );
  });

  it('is the back office’s first section, current on /staff alone', async () => {
    await openDashboard({ view });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Dashboard');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Stock' }));
    await screen.findByRole('heading', { level: 1, name: 'Stock' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('says the figures could not be read, and Retry reads them', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    let failing = true;
    await openDashboard({ view, fails: () => failing });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Our shop is not answering right now.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await loaded()).toBeVisible();
  });

  it('has no accessibility violations on a phone and a desktop, the table open', async () => {
    await openDashboard({ view });
    await loaded();
    await userEvent.click(screen.getByText('Sales by day as a table'));
    await expectNoAxeViolationsAtEachWidth();
  });
});

describe('/staff and the exports', () => {
  it('shows staff no Export form', async () => {
    await openDashboard({ view });
    await loaded();
    expect(screen.queryByRole('form', { name: 'Export' })).toBeNull();
  });

  it('gives the owner the Export form under the figures, clean on a phone and a desktop', async () => {
    await signInAs('owner');
    try {
      await openDashboard({ view });
      await loaded();
      const form = screen.getByRole('form', { name: 'Export' });
      expect(within(form).getByRole('button', { name: 'Export orders' })).toBeVisible();
      expect(within(form).getByRole('button', { name: 'Export payments' })).toBeVisible();
      await expectNoAxeViolationsAtEachWidth();
    } finally {
      await signInAs('staff');
    }
  });
});
