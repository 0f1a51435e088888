import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productDocuments } from '../../../mocks/backend/fixtures';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { renderRoute } from '@testing/helpers/render-route';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { productPageSize } from '../data/products';

// Staff read products through the Firestore emulator, judged by firestore.rules; the search is
// the shop's own index, seeded with the catalog. `npm run test:vitest` starts the Auth emulator.
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const seeded = productDocuments();
/** The seeded catalog as Firestore orders it by name: code units, then the document's id. */
const byName = seeded
  .map(({ id, data }) => ({ id, name: String(data.productName) }))
  .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1));

beforeEach(() => signInAs('staff'), 30_000);
afterEach(() => signOut());

async function openProducts() {
  const view = renderRoute('/staff/products');
  await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 15_000 });
  return view;
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe.skipIf(!withEmulator)('the Products page', () => {
  it('lists every product by name, a page at a time, each a link to its page', async () => {
    await openProducts();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/staff/products/new',
    );
    expect(screen.getByRole('searchbox', { name: 'Find a product' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All products' }, { timeout: 10_000 });
    expect(names(list)).toEqual(byName.slice(0, productPageSize).map((product) => product.name));
    const [first] = byName;
    expect(within(list).getByRole('link', { name: first!.name })).toHaveAttribute(
      'href',
      `/staff/products/${first!.id}`,
    );
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    await screen.findByRole(
      'link',
      { name: byName[productPageSize * 2 - 1]!.name },
      {
        timeout: 10_000,
      },
    );
    expect(names(screen.getByRole('list', { name: 'All products' }))).toEqual(
      byName.slice(0, productPageSize * 2).map((product) => product.name),
    );
  });

  it('lists the hidden products under Hidden, which the shop’s search cannot find', async () => {
    const [jeans] = seeded;
    await testBackend.store.put('products', jeans!.id, { ...jeans!.data, hidden: true });
    await openProducts();
    await userEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    const hidden = await screen.findByRole(
      'list',
      { name: 'Hidden products' },
      { timeout: 10_000 },
    );
    expect(names(hidden)).toEqual(['High Waist Skinny Jeans']);
    expect(within(hidden).getByText('Hidden from the shop')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says so when no product is hidden', async () => {
    await openProducts();
    await userEvent.click(screen.getByRole('tab', { name: 'Hidden' }));
    expect(
      await screen.findByText('No product is hidden from the shop.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
  });

  it('finds a product by name with the shop’s search', async () => {
    await openProducts();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find a product' }),
      'skinny{Enter}',
    );
    const found = await screen.findByRole('list', { name: 'Products found' }, { timeout: 10_000 });
    expect(within(found).getByRole('link', { name: 'High Waist Skinny Jeans' })).toHaveAttribute(
      'href',
      '/staff/products/p-0001',
    );
    expect(within(found).getByText(/KES 3,499 · Ladies › Jeans/)).toBeInTheDocument();
    expect(screen.getByText(/found for “skinny”\./)).toBeInTheDocument();
  });

  it('is a section of the back office, between Stock and Offers', async () => {
    await openProducts();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(names(nav)).toEqual([
      'Dashboard',
      'Orders',
      'Payments',
      'Stock',
      'Products',
      'Offers',
      'Inbox',
    ]);
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
