import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductList } from '../src/catalog/product-list/ProductList';
import { sampleProducts } from './sample-products';

const meta = {
  title: 'Catalog/ProductList',
  component: ProductList,
  args: { onRetry: fn(), products: sampleProducts, status: 'ready' },
} satisfies Meta<typeof ProductList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** A listing's cards with how many match in all. */
export const Counted: Story = { args: { total: 57, more: 'available' } };
/** The cards are shown and the count is still being read: its line is kept, empty. */
export const Counting: Story = { args: { total: null, more: 'available' } };
export const Loading: Story = { args: { status: 'loading', products: [] } };
export const Empty: Story = { args: { status: 'empty', products: [] } };
export const Failed: Story = {
  args: {
    status: 'failed',
    products: [],
    failureMessage: 'Our shop is not answering right now. Please try again in a moment.',
  },
};
