import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { seedDocuments, type SeedCollections } from '../mocks/backend/fixtures';
import { lowestUnits } from '../model/catalog/lowest-units';
import {
  callable,
  neverAnswered,
  staffStories,
  standIn,
  unavailable,
  type StaffAt,
} from './staff-story';
import { amina, baraka } from '@testing/fixtures/staff';
import { CallableRefusal } from '@testing/helpers/callables';

/**
 * /staff/stock and a product's stock page against the Firestore stand-in, `adjustStock` answered
 * by each story's own handler: the Low stock list, Find a product, the units, Stock history and
 * the form's answers.
 */
const meta = {
  title: 'Back office/Stock',
  ...staffStories('mobile1'),
  args: { start: '/staff/stock' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const jeansPage = { start: '/staff/stock/p-0001' };

/** The seeded catalog, each product with the `lowestUnits` the server keeps, and some history. */
function stockSeed(
  lowest: (data: Record<string, unknown>) => number = lowestUnits,
): SeedCollections {
  const seed = seedDocuments();
  return {
    ...seed,
    products: (seed.products ?? []).map(({ id, data }) => ({
      id,
      data: { ...data, lowestUnits: lowest(data) },
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
          orderId: 'Hq3kT0rDeR2024xYz91',
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
  };
}

const answerAdjustStock = (answer: () => unknown) => callable('adjustStock', answer);

const reads = /\/documents:(runQuery|batchGet)$/;

/** Twelve units of 30 / White received, and Save pressed. */
async function receiveTwelve() {
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Size and colour' }, { timeout: 10_000 }),
    '30|White',
  );
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Change' }), '12');
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Reason' }),
    'Delivery from the supplier',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

/** The Low stock list, the fewest units first, and the Find a product field. */
export const LowStock: Story = { parameters: standIn(() => stockSeed()) };

/** The reads never answer: Loading. */
export const Loading: Story = {
  parameters: standIn(
    () => stockSeed(),
    () => [neverAnswered(reads)],
  ),
};

/** Every size and colour has five units or more. */
export const NothingLow: Story = { parameters: standIn(() => stockSeed(() => 10)) };

/** The Low stock read failed: the reason and Retry. */
export const LowStockFailed: Story = {
  parameters: standIn(
    () => stockSeed(),
    () => [unavailable(reads)],
  ),
};

/** Find a product: the products whose names match, each a link to its stock page. */
export const FoundByName: Story = {
  parameters: standIn(() => stockSeed()),
  play: async () => {
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Find a product' }, { timeout: 10_000 }),
      'jeans{Enter}',
    );
  },
};

/** A product's units per size and colour, the form, and its Stock history. */
export const ProductStock: Story = { args: jeansPage, parameters: standIn(() => stockSeed()) };

/** The product's reads never answer: Loading. */
export const ProductLoading: Story = {
  args: jeansPage,
  parameters: standIn(
    () => stockSeed(),
    () => [neverAnswered(reads)],
  ),
};

/** The product could not be read: the reason and Retry. */
export const ProductFailed: Story = {
  args: jeansPage,
  parameters: standIn(
    () => stockSeed(),
    () => [unavailable(reads)],
  ),
};

/** A link to a product that is gone. */
export const ProductNotFound: Story = {
  args: { start: '/staff/stock/no-such-product' },
  parameters: standIn(() => stockSeed()),
};

/** Save pressed, no answer yet: Saving, and a second Save waits. */
export const Saving: Story = {
  args: jeansPage,
  parameters: standIn(
    () => stockSeed(),
    () => answerAdjustStock(() => delay('infinite')),
  ),
  play: receiveTwelve,
};

/** Saved: the server's new units shown, its history entry listed, the form ready again. */
export const Saved: Story = {
  args: jeansPage,
  parameters: standIn(
    () => stockSeed(),
    (store) =>
      answerAdjustStock(() => {
        // What the server's transaction writes, as far as this page reads it.
        const units = { stock: 26, variantStock: { '30|White': 19, '32|White': 0, '34|White': 7 } };
        const jeans = stockSeed().products?.find(({ id }) => id === 'p-0001');
        store.put('products', [{ id: 'p-0001', data: { ...jeans?.data, ...units } }]);
        store.put('stockMovements', [
          {
            id: 'movement-3',
            data: {
              productId: 'p-0001',
              variant: '30|White',
              size: '30',
              colour: 'White',
              change: 12,
              reason: 'stock-received',
              orderId: null,
              at: new Date(),
              by: baraka,
              note: 'Delivery from the supplier',
            },
          },
        ]);
        return units;
      }),
  ),
  play: receiveTwelve,
};

/** More units removed than there are: the server's refusal in its words, the form kept. */
export const Refused: Story = {
  args: jeansPage,
  parameters: standIn(
    () => stockSeed(),
    () =>
      answerAdjustStock(
        () =>
          new CallableRefusal(
            'FAILED_PRECONDITION',
            'Only 7 units of 30 / White are left: remove 7 or fewer.',
          ),
      ),
  ),
  play: async () => {
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Size and colour' }, { timeout: 10_000 }),
      '30|White',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Change' }), '-9');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Found damaged');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  },
};

/** The answer never came back: the change may have landed, so staff check before saving again. */
export const SaveFailed: Story = {
  args: jeansPage,
  parameters: standIn(
    () => stockSeed(),
    () => answerAdjustStock(() => HttpResponse.error()),
  ),
  play: receiveTwelve,
};

/** Save pressed with nothing filled in: each field says what it needs. */
export const FieldErrors: Story = {
  args: jeansPage,
  parameters: standIn(() => stockSeed()),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 }));
  },
};
