import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { screen, userEvent } from 'storybook/test';
import type { Product } from '@model/catalog/product';
import ProductChooser from '../src/catalog/product-card/ProductChooser';
import { inStock, longName } from './sample-products';

/** Jeans in three waists and two colours: 34 is sold out everywhere, 30 in Navy. */
const jeans: Product = {
  ...inStock,
  id: 'story-jeans',
  productName: 'Slim Fit Stretch Jeans',
  sizes: ['30', '32', '34'],
  unavailableSizes: [],
  colours: ['Black', 'Navy'],
  unavailableColours: [],
  stock: 9,
  variantStock: { '30|Black': 2, '30|Navy': 0, '32|Black': 3, '32|Navy': 4, '34|Black': 0 },
};

/** The chooser open over a card's button, as a card shows it; closing it leaves the button. */
function OpenChooser({ product }: { product: Product }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Add to cart: {product.productName}
      </button>
      <ProductChooser
        product={product}
        open={open}
        onClose={() => setOpen(false)}
        returnFocusTo={button}
      />
    </>
  );
}

const meta = {
  title: 'Catalog/ProductChooser',
  component: OpenChooser,
} satisfies Meta<typeof OpenChooser>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sizes and colours to choose; 34, sold out, is struck through and cannot be chosen. */
export const SizesAndColours: Story = { args: { product: jeans } };

/** Size 30 chosen: Navy has none left in it, so it is struck through and cannot be chosen. */
export const ColourSoldOutInSize: Story = {
  args: { product: jeans },
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: '30' }));
  },
};

/** Add to cart pressed with nothing chosen: the size is named, and focus waits on it. */
export const ChoiceMissing: Story = {
  args: { product: jeans },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Add to cart')!,
    );
  },
};

/** Sold in sizes only. */
export const SizesOnly: Story = {
  args: {
    product: { ...jeans, colours: [], variantStock: { '30|': 2, '32|': 3, '34|': 0 } },
  },
};

/** Sold in colours only, one of them sold out everywhere (struck through). */
export const ColoursOnly: Story = {
  args: {
    product: {
      ...jeans,
      sizes: [],
      colours: ['Tan', 'Black', 'Red'],
      variantStock: { '|Tan': 3, '|Black': 1, '|Red': 0 },
      stock: 4,
    },
  },
};

/** The only size and colour left are chosen already: Add to cart is one tap. */
export const OneChoiceLeft: Story = {
  args: {
    product: { ...jeans, stock: 2, variantStock: { '30|Black': 2 } },
  },
};

/** Few left: the description says how many. */
export const LowStock: Story = {
  args: { product: { ...jeans, stock: 3, variantStock: { '30|Black': 1, '32|Navy': 2 } } },
};

export const VeryLongName: Story = {
  args: { product: { ...jeans, productName: longName.productName } },
};

/** Reduced: the was price struck through beside the price in the description. */
export const Reduced: Story = {
  args: { product: { ...jeans, wasPrice: String(Number(jeans.price) + 700) } },
};
