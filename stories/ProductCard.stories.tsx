import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from '../src/catalog/product-card/ProductCard';
import { inStock, longName, noImage, outOfStock } from './sample-products';

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { product: inStock, imageLoading: 'eager' } };
export const OutOfStock: Story = { args: { product: outOfStock } };
export const VeryLongName: Story = { args: { product: longName } };
export const WithoutImage: Story = { args: { product: noImage } };
