import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
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
/** Reduced: the was price struck through beside the price. */
export const Reduced: Story = {
  args: { product: { ...inStock, wasPrice: String(Number(inStock.price) + 700) } },
};

/** A drawing that names the rendition the browser chose, served under a rendition's URL. */
const renditionDrawing = (width: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750"><rect width="600" height="750" fill="#e8dccb"/><text x="300" y="390" font-size="64" text-anchor="middle" fill="#4a3b2a">${width} px rendition</text></svg>`;

/**
 * A photo staff uploaded, with its renditions (model/catalog/photo-renditions.ts): the card
 * asks for the one that fills it, by srcset and sizes.
 */
export const WithPhotoRenditions: Story = {
  args: {
    product: {
      ...inStock,
      id: 'story-photo',
      image: [{ downloadURL: '/story-photos/p-story/photo-640.webp', name: inStock.productName }],
    },
    imageLoading: 'eager',
  },
  parameters: {
    msw: {
      handlers: [
        http.get(
          '/story-photos/p-story/:file',
          ({ params }) =>
            new HttpResponse(renditionDrawing(String(params.file).replace(/\D/g, '')), {
              headers: { 'content-type': 'image/svg+xml' },
            }),
        ),
      ],
    },
  },
};
