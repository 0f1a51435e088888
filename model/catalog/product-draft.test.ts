import { describe, expect, it } from 'vitest';
import { emptyProductDraft, productDraftSchema, type ProductDraft } from './product-draft';

const dress: ProductDraft = {
  ...emptyProductDraft,
  name: 'Ankara Maxi Dress',
  price: '3500',
  category: 'Ladies',
  subCategory: 'Dresses',
  brand: 'Mtindo',
  description: 'A flowing maxi dress.',
  sizes: 'S, M, L, M',
  colours: 'Orange',
  images: [{ downloadURL: '/products/p-0001-1.svg', name: 'p-0001-1.svg' }],
};

const errorsOf = (draft: ProductDraft) => {
  const parsed = productDraftSchema.safeParse(draft);
  return parsed.success
    ? {}
    : // The first word on each field, as the form shows it.
      Object.fromEntries(
        parsed.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]),
      );
};

describe('a product as staff write it', () => {
  it('becomes a product document: lists split and each once, the price as a number too', () => {
    expect(productDraftSchema.parse(dress)).toMatchObject({
      productName: 'Ankara Maxi Dress',
      price: '3500',
      priceValue: 3500,
      sizes: ['S', 'M', 'L'],
      colours: ['Orange'],
      wholesale: null,
    });
  });

  it('names uploaded photos after the product for screen readers, and keeps the shop’s own pictures’ names', () => {
    const upload = (id: string) => ({
      downloadURL: `http://127.0.0.1:8080/images/products/p/${id}-640.webp`,
      name: 'IMG 20261126 101522',
    });
    const { image } = productDraftSchema.parse({
      ...dress,
      images: [upload('ph1'), dress.images[0]!, upload('ph2')],
    });
    expect(image.map(({ name }) => name)).toEqual([
      'Ankara Maxi Dress',
      'p-0001-1.svg',
      'Ankara Maxi Dress, photo 3',
    ]);
    expect(image[0]!.downloadURL).toBe(upload('ph1').downloadURL);
  });

  it('keeps the colour staff marked on a photo while the product is sold in it', () => {
    const [picture] = dress.images;
    const marked = (colour: string, colours = 'Orange, Teal') =>
      productDraftSchema.parse({ ...dress, colours, images: [{ ...picture!, colour }] }).image[0];
    expect(marked('Teal')).toEqual({ ...picture, colour: 'Teal' });
    expect(marked(' Teal ')).toEqual({ ...picture, colour: 'Teal' });
    // Taken off the colours, or never one of them: the photo shows any colour.
    expect(marked('Teal', 'Orange')).toEqual(picture);
    expect(marked('Purple')).toEqual(picture);
    expect(productDraftSchema.parse(dress).image[0]).toEqual(picture);
    expect(
      errorsOf({ ...dress, images: [{ ...picture!, colour: 'x'.repeat(41) }] }),
    ).toHaveProperty(['images.0.colour']);
  });

  it('keeps the shop’s own pictures and uploaded photos, and nothing else', () => {
    const upload = 'https://storage.googleapis.com/shop/products/p/ph-640.webp';
    expect(errorsOf({ ...dress, images: [{ downloadURL: upload, name: 'ph.webp' }] })).toEqual({});
    expect(
      errorsOf({ ...dress, images: [{ downloadURL: 'javascript:alert(1)', name: 'x' }] }),
    ).toHaveProperty(['images.0.downloadURL']);
    expect(
      errorsOf({ ...dress, images: [{ downloadURL: '//evil.example/x.png', name: 'x' }] }),
    ).toHaveProperty(['images.0.downloadURL']);
  });

  it('takes a was price above the price, or none; a draft written before it had none', () => {
    expect(productDraftSchema.parse(dress).wasPrice).toBeNull();
    expect(productDraftSchema.parse({ ...dress, wasPrice: ' 4200 ' }).wasPrice).toBe('4200');
    expect(errorsOf({ ...dress, wasPrice: '3500' })).toEqual({
      wasPrice: 'The was price must be above the price, or leave it empty.',
    });
    expect(errorsOf({ ...dress, wasPrice: '3000' })).toEqual({
      wasPrice: 'The was price must be above the price, or leave it empty.',
    });
    expect(errorsOf({ ...dress, wasPrice: 'KES 4,000' })).toEqual({
      wasPrice: 'Enter the was price in KES, like 1500 or 1499.50.',
    });
    // A QA script's draft from before the field: none.
    const older: ProductDraft = { ...dress };
    delete older.wasPrice;
    expect(productDraftSchema.parse(older).wasPrice).toBeNull();
  });

  it('takes wholesale terms together, below the retail price, or not at all', () => {
    expect(errorsOf({ ...dress, wholesalePrice: '3000' })).toEqual({
      wholesaleMinimum: 'Set the wholesale price and the wholesale minimum together, or neither.',
    });
    expect(errorsOf({ ...dress, wholesalePrice: '3600', wholesaleMinimum: '10' })).toEqual({
      wholesalePrice: 'The wholesale price must be below the retail price.',
    });
    expect(errorsOf({ ...dress, wholesalePrice: '3000', wholesaleMinimum: '1' })).toEqual({
      wholesaleMinimum: 'Enter the wholesale minimum as a whole number of 2 or more.',
    });
    expect(
      productDraftSchema.parse({ ...dress, wholesalePrice: '3000', wholesaleMinimum: '10' })
        .wholesale,
    ).toEqual({ unitPrice: '3000', minQty: 10 });
  });

  it('keeps a wholesale most per order of whole units, from the minimum up to 10,000', () => {
    const terms = { ...dress, wholesalePrice: '3000', wholesaleMinimum: '10' };
    expect(productDraftSchema.parse({ ...terms, wholesaleMaximum: ' 40 ' }).wholesale).toEqual({
      unitPrice: '3000',
      minQty: 10,
      maxQty: 40,
    });
    expect(productDraftSchema.parse({ ...terms, wholesaleMaximum: '10' }).wholesale?.maxQty).toBe(
      10,
    );
    expect(
      productDraftSchema.parse({ ...terms, wholesaleMaximum: '10000' }).wholesale?.maxQty,
    ).toBe(10_000);
  });

  it('leaves the most per order out when it is empty: the shop’s default holds', () => {
    const terms = { ...dress, wholesalePrice: '3000', wholesaleMinimum: '10' };
    expect(productDraftSchema.parse({ ...terms, wholesaleMaximum: '' }).wholesale).toEqual({
      unitPrice: '3000',
      minQty: 10,
    });
  });

  it.each([
    ['below the minimum', '9', 'The most per order must be at least the wholesale minimum.'],
    [
      'over 10,000',
      '10001',
      'Enter the most per order as whole units, up to 10,000, or leave it empty for 500.',
    ],
    [
      'not whole units',
      '12.5',
      'Enter the most per order as whole units, up to 10,000, or leave it empty for 500.',
    ],
    [
      'in words',
      'forty',
      'Enter the most per order as whole units, up to 10,000, or leave it empty for 500.',
    ],
  ])('refuses a most per order %s', (_, wholesaleMaximum, message) => {
    expect(
      errorsOf({ ...dress, wholesalePrice: '3000', wholesaleMinimum: '10', wholesaleMaximum }),
    ).toEqual({ wholesaleMaximum: message });
  });

  it('refuses a most per order without wholesale terms', () => {
    expect(errorsOf({ ...dress, wholesaleMaximum: '40' })).toEqual({
      wholesaleMaximum: 'Set the wholesale price and minimum first, or leave this empty.',
    });
  });

  it('asks for a sub-category of the category chosen', () => {
    expect(errorsOf({ ...dress, subCategory: 'Sandals' })).toEqual({
      subCategory: 'Choose a sub-category of Ladies.',
    });
  });

  it('refuses a price that is not KES, and a list part with the key separator', () => {
    expect(errorsOf({ ...dress, price: '35,00' }).price).toMatch(/Enter the price in KES/);
    expect(errorsOf({ ...dress, sizes: 'S|M' }).sizes).toMatch(/without a \|/);
  });
});
