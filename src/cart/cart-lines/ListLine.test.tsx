import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dressLine } from '@testing/fixtures/products';
import type { CartItem } from '../../../machines/shopping-list/types';
import { lineSizes } from '@/catalog/product-pictures';
import { ListLine } from './ListLine';

function pictureOf(item: CartItem) {
  const { container } = render(
    <MemoryRouter>
      <ul>
        <ListLine item={item} onRemove={() => {}} />
      </ul>
    </MemoryRouter>,
  );
  const img = container.querySelector('img')!;
  return Object.fromEntries([...img.attributes].map(({ name, value }) => [name, value]));
}

describe('a cart, wishlist or checkout line’s picture', () => {
  it('is a drawing without renditions as before: one src, in a sized box', () => {
    expect(pictureOf(dressLine)).toEqual({
      src: dressLine.image[0]!.downloadURL,
      alt: '',
      width: '72',
      height: '90',
      loading: 'lazy',
    });
  });

  it('is a photo’s renditions by srcset, at the line’s width', () => {
    const photo = (width: number) => `http://127.0.0.1:8080/images/products/p/ph-${width}.webp`;
    const item = { ...dressLine, image: [{ downloadURL: photo(640), name: 'ph.webp' }] };
    expect(pictureOf(item)).toEqual({
      src: photo(640),
      srcset: [320, 640, 1280].map((width) => `${photo(width)} ${width}w`).join(', '),
      sizes: lineSizes,
      alt: '',
      width: '72',
      height: '90',
      loading: 'lazy',
    });
  });
});
