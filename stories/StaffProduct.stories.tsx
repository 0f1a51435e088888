import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { seedDocuments, type SeedCollections } from '../mocks/backend/fixtures';
import { callable, staffStories, standIn, unavailable, type StaffAt } from './staff-story';
import { amina, baraka } from '@testing/fixtures/staff';
import { CallableRefusal } from '@testing/helpers/callables';

/**
 * A product's page and a new product's, against the Firestore stand-in, the products callables
 * answered by each story's own handlers: the form, photos uploading or refused, saving, saved,
 * refused, and the product hidden from the shop. On a phone first.
 */
const meta = {
  title: 'Back office/Product',
  ...staffStories('mobile2'),
  args: { start: '/staff/products/p-0001' },
} satisfies Meta<typeof StaffAt>;
export default meta;

type Story = StoryObj<typeof meta>;

const jeans = 'p-0001';

/**
 * The seeded catalog, High Waist Skinny Jeans with a History and `change` made to it. Its photos'
 * addresses are made whole, as the form's schema takes them (the seed's are root-relative).
 */
function productSeed(
  change: (data: Record<string, unknown>) => Record<string, unknown> = (data) => data,
): SeedCollections {
  const seed = seedDocuments();
  return {
    ...seed,
    products: (seed.products ?? []).map(({ id, data }) => {
      if (id !== jeans) return { id, data };
      const images = (data.image as Array<{ downloadURL: string; name: string }>).map((image) => ({
        ...image,
        downloadURL: new URL(image.downloadURL, window.location.origin).href,
      }));
      return { id, data: change({ ...data, image: images }) };
    }),
    [`products/${jeans}/events`]: [
      {
        id: 'event-1',
        data: { kind: 'created', at: new Date('2026-03-02T11:41:00Z'), by: amina, changes: {} },
      },
      {
        id: 'event-2',
        data: {
          kind: 'updated',
          at: new Date('2026-03-09T08:15:00Z'),
          by: baraka,
          changes: {
            price: { from: '3799', to: '3499' },
            sizes: { from: ['30', '32'], to: ['30', '32', '34'] },
          },
        },
      },
    ],
  };
}

const refused = (message: string) => new CallableRefusal('INVALID_ARGUMENT', message);

const field = (name: string) => screen.findByRole('textbox', { name }, { timeout: 10_000 });

const choosePhoto = async (name: string) =>
  userEvent.upload(
    await screen.findByLabelText('Photos', undefined, { timeout: 10_000 }),
    new File(['not really a photo'], name, { type: 'image/jpeg' }),
  );

/** The price changed and Save product pressed. */
async function changePriceAndSave() {
  const price = await field('Price (KES)');
  await userEvent.clear(price);
  await userEvent.type(price, '3299');
  await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
}

/** A new product: the empty form, its id already made so photos can go up first. */
export const NewProduct: Story = {
  args: { start: '/staff/products/new' },
  parameters: standIn(productSeed),
};

/** A product in its form: In the shop with Hide from shop, its units' link, and its History. */
export const Editing: Story = { parameters: standIn(productSeed) };

/** A photo chosen, its upload not answered yet: Uploading, and Save product waits for it. */
export const PhotoUploading: Story = {
  parameters: standIn(productSeed, () => [
    ...callable('uploadProductPhoto', () => delay('infinite')),
  ]),
  play: () => choosePhoto('back.jpg'),
};

/** The server refused a photo: its name and the reason in an alert, everything else kept. */
export const PhotoRefused: Story = {
  parameters: standIn(productSeed, () =>
    callable('uploadProductPhoto', () =>
      refused('The photo is under 400 px on its shortest side: choose a larger one.'),
    ),
  ),
  play: () => choosePhoto('label-close-up.jpg'),
};

/** Save product pressed, no answer yet: Saving, and nothing can change meanwhile. */
export const Saving: Story = {
  parameters: standIn(productSeed, () => callable('saveProduct', () => delay('infinite'))),
  play: changePriceAndSave,
};

/** Saved: Saved shown, and the change first in the History. */
export const Saved: Story = {
  parameters: standIn(productSeed, (store) =>
    callable('saveProduct', () => {
      // What the server's transaction writes, as far as this page reads it.
      store.put(`products/${jeans}/events`, [
        {
          id: 'event-3',
          data: {
            kind: 'updated',
            at: new Date(),
            by: baraka,
            changes: { price: { from: '3499', to: '3299' } },
          },
        },
      ]);
      return { productId: jeans };
    }),
  ),
  play: changePriceAndSave,
};

/** Save product pressed with fields to correct: each says what it needs, the first focused. */
export const RefusedField: Story = {
  parameters: standIn(productSeed),
  play: async () => {
    await userEvent.clear(await field('Name'));
    await userEvent.clear(await field('Wholesale minimum'));
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
  },
};

/** A wholesale most per order below the wholesale minimum: the schema's words, focused. */
export const RefusedWholesaleMost: Story = {
  parameters: standIn(() =>
    productSeed((data) => ({ ...data, wholesale: { unitPrice: '2900', minQty: 6 } })),
  ),
  play: async () => {
    await userEvent.type(await field('Wholesale most per order'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
  },
};

/** The server refused the save: its message, naming the field, and nothing saved. */
export const RefusedByServer: Story = {
  parameters: standIn(productSeed, () =>
    callable('saveProduct', () =>
      refused('Brand: this brand is not one the shop sells; ask the owner to add it.'),
    ),
  ),
  play: changePriceAndSave,
};

/** Each photo marked with the colour it shows: `Colour in photo N`. */
export const PhotosMarkedWithColours: Story = {
  parameters: standIn(() =>
    productSeed((data) => {
      const colours = data.colours as string[];
      const images = data.image as Array<Record<string, unknown>>;
      return {
        ...data,
        image: images.map((image, index) =>
          colours[index] ? { ...image, colour: colours[index] } : image,
        ),
      };
    }),
  ),
};

/** A product hidden from the shop: Show in shop. */
export const Hidden: Story = {
  parameters: standIn(() => productSeed((data) => ({ ...data, hidden: true }))),
};

/** A link to a product that is gone. */
export const NotFound: Story = {
  args: { start: '/staff/products/no-such-product' },
  parameters: standIn(productSeed),
};

/** The product could not be read: the reason and Retry. */
export const Failed: Story = {
  parameters: standIn(productSeed, () => [unavailable(/\/documents:batchGet$/)]),
};
