import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { seedDocuments, type SeedCollections } from '../mocks/backend/fixtures';
import { neverAnswered, staffStories, standIn, unavailable, type StaffAt } from './staff-story';

/**
 * /staff/products against the Firestore stand-in: every product by name a page at a time, the
 * hidden ones, Find a product with the shop's search, and the lists empty, loading or failed. On
 * a phone first.
 */
const meta = {
  title: 'Back office/Products',
  ...staffStories('mobile2'),
  args: { start: '/staff/products' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The seeded catalog with three of its products hidden from the shop. None of them is jeans, so
 * the Search story's index (seeded with every product) agrees with the shop's, which leaves hidden
 * products out.
 */
function catalogSeed(): SeedCollections {
  const seed = seedDocuments();
  const hidden = new Set(['p-0120', 'p-0150', 'p-0230']);
  return {
    ...seed,
    products: (seed.products ?? []).map(({ id, data }) => ({
      id,
      data: hidden.has(id) ? { ...data, hidden: true } : data,
    })),
  };
}

/** The stand-in holding `seed`, after the story's own handlers. */
const backend = (seed: () => SeedCollections, first: RequestHandler[] = []) =>
  standIn(seed, () => first);

const queries = /\/documents:runQuery$/;

/** Every product by name, the first page, with Show more products and New product. */
export const List: Story = { parameters: backend(catalogSeed) };

/** The Hidden tab: the products hidden from the shop, which its search does not find. */
export const HiddenList: Story = {
  parameters: backend(catalogSeed),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Hidden' }, { timeout: 10_000 }));
  },
};

/** Find a product: the products in the shop whose names match, each a link to its page. */
export const Search: Story = {
  parameters: backend(catalogSeed),
  play: async () => {
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Find a product' }, { timeout: 10_000 }),
      'jeans{Enter}',
    );
  },
};

/** A shop without products yet: the lists say so, and New product is the way in. */
export const Empty: Story = {
  parameters: backend(() => ({ ...seedDocuments(), products: [] })),
};

/** The products are being read: Loading. */
export const Loading: Story = { parameters: backend(catalogSeed, [neverAnswered(queries)]) };

/** The products could not be read: the reason and Retry. */
export const Failed: Story = { parameters: backend(catalogSeed, [unavailable(queries)]) };
