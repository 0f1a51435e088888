import type { Meta, StoryObj } from '@storybook/react-vite';
import { productDocument, products, seedDocuments } from '../mocks/backend/fixtures';
import { createBackend } from '../mocks/browser/backend';
import { catalogDocuments } from '@model/catalog/catalog-documents';
import type { Product } from '@model/catalog/product';
import { ProductDetails } from '../src/catalog/product-details/ProductDetailsPage';
import { scenario } from './scenario-handlers';

/** The product page reading from the stand-in in the browser's service worker, per fixture. */
const meta = {
  title: 'Pages/Product details',
  component: ProductDetails,
} satisfies Meta<typeof ProductDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

const catalog = products();
const soldOutIn = (all: string[], soldOut: string[]) =>
  soldOut.length > 0 && soldOut.length < all.length;

/** The seeded product that fits, shown as the route would give it. */
function pageOf(what: string, fits: (product: Product) => boolean): Story['args'] {
  const product = catalog.find(fits);
  if (!product) throw new Error(`The fixtures hold no product ${what}`);
  return { id: product.id, nameInUrl: product.productName };
}

export const WithWholesaleTerms: Story = {
  args: pageOf('with wholesale terms', (p) => !!p.wholesale && p.stock >= p.wholesale.minQty),
};

export const WithoutWholesaleTerms: Story = {
  args: pageOf(
    'without wholesale terms',
    (p) => !p.wholesale && p.stock >= 5 && p.image.length === 3,
  ),
};

export const OutOfStock: Story = { args: pageOf('sold out', (p) => p.stock === 0) };

export const LowStock: Story = { args: pageOf('low on stock', (p) => p.stock > 0 && p.stock < 5) };

export const SoldOutSizes: Story = {
  args: pageOf(
    'with sold-out sizes and colours',
    (p) => soldOutIn(p.sizes, p.unavailableSizes) && soldOutIn(p.colours, p.unavailableColours),
  ),
};

/** Every answer of the stand-in is 1.5 s late: Loading first. */
export const Loading: Story = { args: WithoutWholesaleTerms.args, parameters: scenario('slow') };

export const NotFound: Story = { args: { id: 'no-such-product', nameInUrl: 'Gone' } };

/**
 * The catalog with this product hidden by staff: stored, its cards and search entries gone as
 * the catalog sync leaves them (model/catalog/catalog-documents.ts).
 */
function hiding(product: Product) {
  const seed = () => ({
    ...seedDocuments(),
    ...catalogDocuments(
      catalog.map((each) =>
        productDocument(each.id === product.id ? { ...each, hidden: true } : each),
      ),
    ),
  });
  return { msw: { handlers: createBackend({ seed }).handlers } };
}

const hiddenProduct = catalog.find((p) => !p.wholesale && p.stock >= 5)!;

/** Staff hid it from the shop: its name, that it is no longer available, a way back. */
export const Hidden: Story = {
  args: { id: hiddenProduct.id, nameInUrl: hiddenProduct.productName },
  parameters: hiding(hiddenProduct),
};

export const ReadError: Story = {
  args: WithoutWholesaleTerms.args,
  parameters: scenario('catalog-error'),
};
