import { describe, expect, it } from 'vitest';
import { imageSources, renditionPath } from './photo-renditions';

describe('a product photo’s renditions', () => {
  it('are stored under the product, one file per width', () => {
    expect(renditionPath('p-0001', 'ph1', 320)).toBe('products/p-0001/ph1-320.webp');
  });

  it('give an <img> its srcset from the entry the product keeps', () => {
    const url = 'https://storage.googleapis.com/shop/products/p-0001/ph1-640.webp';
    expect(imageSources({ downloadURL: url, name: 'ph1.webp' })).toEqual({
      src: url,
      srcSet: [
        'https://storage.googleapis.com/shop/products/p-0001/ph1-320.webp 320w',
        'https://storage.googleapis.com/shop/products/p-0001/ph1-640.webp 640w',
        'https://storage.googleapis.com/shop/products/p-0001/ph1-1280.webp 1280w',
      ].join(', '),
    });
  });

  it('follow a Firebase download URL, its path encoded and its query kept', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fp-0001%2Fph1-640.webp?alt=media';
    expect(imageSources({ downloadURL: url, name: 'ph1' }).srcSet).toBe(
      [320, 640, 1280]
        .map(
          (width) =>
            `https://firebasestorage.googleapis.com/v0/b/shop/o/products%2Fp-0001%2Fph1-${width}.webp?alt=media ${width}w`,
        )
        .join(', '),
    );
  });

  it('keep a query string where it is', () => {
    const url = 'http://127.0.0.1:8080/images/products/p/ph-640.webp?v=2';
    expect(imageSources({ downloadURL: url, name: 'ph.webp' }).srcSet).toContain(
      'http://127.0.0.1:8080/images/products/p/ph-320.webp?v=2 320w',
    );
  });

  it('leave an image without renditions (the seeded drawings) as it is', () => {
    expect(imageSources({ downloadURL: '/products/p-0001-1.svg', name: 'p-0001-1.svg' })).toEqual({
      src: '/products/p-0001-1.svg',
    });
  });
});
