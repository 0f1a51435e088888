import { describe, expect, it } from 'vitest';
import { aProduct } from '@testing/fixtures/products';
import { productJsonLd, productUrl } from './product-json-ld';

const origin = 'https://mtindo.co.ke';
const dress = aProduct({
  id: 'p-0028',
  productName: 'Floral Wrap Midi Dress',
  price: '5500',
  brand: 'Katush',
  image: [
    { downloadURL: '/products/dress-black.svg', name: 'front' },
    { downloadURL: 'https://cdn.example.com/dress-blush.jpg', name: 'Blush' },
  ],
  stock: 4,
});

describe('product structured data', () => {
  it('describes the product as schema.org does, with absolute image and page addresses', () => {
    expect(productJsonLd(dress, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Floral Wrap Midi Dress',
      image: [
        'https://mtindo.co.ke/products/dress-black.svg',
        'https://cdn.example.com/dress-blush.jpg',
      ],
      description: dress.description,
      sku: 'p-0028',
      brand: { '@type': 'Brand', name: 'Katush' },
      category: 'Ladies > Dresses',
      offers: {
        '@type': 'Offer',
        price: '5500',
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
        url: 'https://mtindo.co.ke/product-details/Floral%20Wrap%20Midi%20Dress/p-0028',
      },
    });
  });

  it('leaves out an image whose address cannot be read, and keeps the others', () => {
    const image = [{ downloadURL: 'https://[not-an-address', name: 'front' }, dress.image[1]!];
    expect(productJsonLd({ ...dress, image }, origin).image).toEqual([
      'https://cdn.example.com/dress-blush.jpg',
    ]);
  });

  it('says OutOfStock for a sold-out product', () => {
    expect(productJsonLd({ ...dress, stock: 0 }, origin).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it("addresses the page by the shop's origin and the details route", () => {
    expect(productUrl({ id: 'p-1', productName: "Girls' Tops & Tees" }, origin)).toBe(
      "https://mtindo.co.ke/product-details/Girls'%20Tops%20%26%20Tees/p-1",
    );
  });
});
