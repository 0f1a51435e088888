import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StickyAddBar } from '../src/catalog/product-details/StickyAddBar';

/**
 * The bar a product page holds along the bottom once its own Add to cart is off the screen; on
 * a phone it sits on the bottom tab bar with the chat button at its right end.
 */
const meta = {
  title: 'Catalog/Add bar',
  component: StickyAddBar,
  args: { productName: 'Mom Fit Jeans', price: 'KES 3,200', onAdd: fn() },
} satisfies Meta<typeof StickyAddBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

/** A name too long for the bar is cut short; the price and the button keep their room. */
export const LongName: Story = {
  args: {
    productName: "Toddler Girls' Heart Pocket Jeans with Embroidered Hem",
    price: 'KES 1,499',
  },
};

/** Where a price has cents, as some seeded prices do. */
export const PriceWithCents: Story = { args: { price: 'KES 3,499.50' } };
