import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productDocuments } from '../../../mocks/backend/fixtures';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { lowestUnits } from '@model/catalog/lowest-units';
import { renderRoute } from '@testing/helpers/render-route';
import { answerCallable, CallableRefusal } from '@testing/helpers/back-office';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { amina, baraka } from '@testing/fixtures/staff';

// Staff read products and the stock ledger through the Firestore emulator, judged by
// firestore.rules; `npm run test:vitest` starts the Auth emulator and sets its host.
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const seeded = new Map(productDocuments().map((document) => [document.id, document.data]));
// High Waist Skinny Jeans: sizes 30, 32 (not sold) and 34 in White, 7 units of each sold one.
const jeans = { id: 'p-0001', data: seeded.get('p-0001')! };
// Mom Fit Jeans: one size and colour down to 1 unit.
const momJeans = { id: 'p-0002', data: seeded.get('p-0002')! };

beforeEach(async () => {
  // The server keeps `lowestUnits` on every product (functions/src/stock): these two carry it.
  await testBackend.store.seed({
    products: [jeans, momJeans].map(({ id, data }) => ({
      id,
      data: { ...data, lowestUnits: lowestUnits(data) },
    })),
    stockMovements: [
      {
        id: 'movement-1',
        data: {
          productId: 'p-0001',
          variant: '30|White',
          size: '30',
          colour: 'White',
          change: -1,
          reason: 'order-placed',
          orderId: 'order-0001',
          at: new Date('2025-05-02T07:30:00Z'),
        },
      },
      {
        id: 'movement-2',
        data: {
          productId: 'p-0001',
          variant: '34|White',
          size: '34',
          colour: 'White',
          change: 6,
          reason: 'stock-received',
          orderId: null,
          at: new Date('2025-05-01T07:30:00Z'),
          by: amina,
          note: 'Delivery from Gikomba',
        },
      },
    ],
  });
  await signInAs('staff');
}, 30_000);

afterEach(() => signOut());

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe.skipIf(!withEmulator)('the Stock pages', () => {
  it('lists the products low on stock, each a link to its stock page', async () => {
    renderRoute('/staff/stock');
    await heading('Stock');
    const lowStock = await screen.findByRole('list', { name: 'Low stock' }, { timeout: 10_000 });
    const link = within(lowStock).getByRole('link', { name: 'Mom Fit Jeans' });
    expect(link).toHaveAttribute('href', '/staff/stock/p-0002');
    const item = link.closest('li');
    expect(item).not.toBeNull();
    expect(within(item!).getByText(/Fewest left: 1 unit/)).toBeInTheDocument();
    expect(within(lowStock).queryByRole('link', { name: 'High Waist Skinny Jeans' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('finds a product by name with the shop’s search', async () => {
    renderRoute('/staff/stock');
    await heading('Stock');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Find a product' }),
      'skinny{Enter}',
    );
    const found = await screen.findByRole('list', { name: 'Products found' }, { timeout: 10_000 });
    expect(within(found).getByRole('link', { name: 'High Waist Skinny Jeans' })).toHaveAttribute(
      'href',
      '/staff/stock/p-0001',
    );
    expect(screen.getByText(/found for “skinny”\./)).toBeInTheDocument();
  });

  it('shows every size and colour with its units, and the Stock history', async () => {
    renderRoute('/staff/stock/p-0001');
    await heading('High Waist Skinny Jeans');
    const units = await screen.findByRole('table', { name: 'Units' });
    expect(within(units).getByRole('row', { name: /30 \/ White 7/ })).toBeInTheDocument();
    expect(
      within(units).getByRole('row', { name: /32 \/ White \(not sold\) 0/ }),
    ).toBeInTheDocument();
    expect(within(units).getByRole('row', { name: /In all 14/ })).toBeInTheDocument();

    const history = screen.getByRole('list', { name: 'Stock history' });
    const [placed, received] = within(history).getAllByRole('listitem');
    expect(placed).toHaveTextContent('−1 30 / White · Order placed');
    expect(within(placed!).getByRole('link', { name: 'Order order-0001' })).toHaveAttribute(
      'href',
      '/staff/orders/order-0001',
    );
    expect(received).toHaveTextContent('+6 34 / White · Stock received');
    expect(received).toHaveTextContent('“Delivery from Gikomba”');
    expect(received).toHaveTextContent('by Amina Hassan');

    expect(screen.getByRole('combobox', { name: 'Size and colour' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Change' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('records units received: the server’s new units shown, the history read again', async () => {
    const units = { stock: 26, variantStock: { '30|White': 19, '32|White': 0, '34|White': 7 } };
    const calls = answerCallable('adjustStock', async () => {
      // What the server does in its transaction, as far as this page reads it: the product's
      // units (the page reads them again after Saved) and the movement.
      await testBackend.store.put('products', jeans.id, {
        ...jeans.data,
        ...units,
        lowestUnits: lowestUnits({ ...jeans.data, ...units }),
      });
      await testBackend.store.put('stockMovements', 'movement-3', {
        productId: 'p-0001',
        variant: '30|White',
        size: '30',
        colour: 'White',
        change: 12,
        reason: 'stock-received',
        orderId: null,
        at: new Date('2025-05-03T07:30:00Z'),
        by: baraka,
        note: 'Delivery from the supplier',
      });
      return units;
    });
    renderRoute('/staff/stock/p-0001');
    await heading('High Waist Skinny Jeans');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Size and colour' }),
      '30 / White (7 units)',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Change' }), '12');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason' }),
      'Delivery from the supplier',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Saved: 12 units received of 30 / White.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        productId: 'p-0001',
        variant: '30|White',
        change: 12,
        reason: 'Delivery from the supplier',
      },
    ]);
    // The units shown follow the server's answer, which may land a render after Saved.
    const table = screen.getByRole('table', { name: 'Units' });
    expect(await within(table).findByRole('row', { name: /30 \/ White 19/ })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Stock history' });
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
        '+12 30 / White · Stock received',
      ),
    );
    // Read again, the product has the server's units too.
    expect(within(table).getByRole('row', { name: /30 \/ White 19/ })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Change' })).toHaveValue(null);
  });

  it('shows the server’s refusal when more units are removed than there are', async () => {
    answerCallable(
      'adjustStock',
      () => new CallableRefusal('FAILED_PRECONDITION', 'Only 7 units of 30 / White are left.'),
    );
    renderRoute('/staff/stock/p-0001');
    await heading('High Waist Skinny Jeans');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Size and colour' }),
      '30 / White (7 units)',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Change' }), '-9');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Damaged');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 7 units of 30 / White are left.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Change' })).toHaveValue(-9);
  });

  it('names the fields to correct, and sends nothing', async () => {
    const calls = answerCallable('adjustStock', () => ({ stock: 0, variantStock: {} }));
    renderRoute('/staff/stock/p-0001');
    await heading('High Waist Skinny Jeans');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose the size and colour.')).toBeInTheDocument();
    expect(screen.getByText('Enter the number of units.')).toBeInTheDocument();
    expect(screen.getByText('Say why the units changed.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
