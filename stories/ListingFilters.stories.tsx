import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { readListingFilters } from '../src/catalog/listing-filters';
import { FilterPanel } from '../src/catalog/filter-panel/FilterPanel';
import { ProductList } from '../src/catalog/product-list/ProductList';

const linked = (query: string) => readListingFilters(new URLSearchParams(query));

/** The shop listing's filters: phones fold the form behind the Filters button. */
const meta = {
  title: 'Catalog/ListingFilters',
  component: FilterPanel,
  args: { filters: { sort: 'newest' }, onChange: fn() },
} satisfies Meta<typeof FilterPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

export const PhoneClosed: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: linked('brand=Nike&size=M'),
};

export const PhoneOpen: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { ...linked('brand=Nike&size=M'), initiallyOpen: true },
};

export const WithActiveFilters: Story = {
  args: linked('category=Ladies&subCategory=Dresses&brand=Katush&min=1500&max=6000&colour=Red'),
};

export const OnACategoryPage: Story = {
  args: { filters: { sort: 'price-asc', size: 'L' }, scope: { category: 'Men' } },
};

export const MalformedLink: Story = {
  args: linked('min=abc&size=XXXXL&sort=bogus&min=5000&brand=Nike'),
};

export const NoMatch: Story = {
  args: linked('brand=Gucci&max=1000'),
  render: (args) => (
    <>
      <FilterPanel {...args} />
      <ProductList
        status="empty"
        products={[]}
        onRetry={fn()}
        empty={<p>No products match these filters.</p>}
      />
    </>
  ),
};
