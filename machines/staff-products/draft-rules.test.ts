import { describe, expect, it } from 'vitest';
import { emptyProductDraft } from '@model/catalog/product-draft';
import {
  canMovePhoto,
  fieldErrorsOf,
  subCategoriesOf,
  withEdit,
  withoutError,
  withPhotoColour,
  withPhotoMoved,
} from './draft-rules';
import { queuedUploads, tooManyPhotos } from './photo-queue';
import type { PhotoUpload, ProductDraft } from './types';

const photo = (name: string) => ({ downloadURL: `https://photos.example/${name}-640.webp`, name });

const draft: ProductDraft = {
  ...emptyProductDraft,
  name: 'Kitenge shirt',
  price: '1800',
  category: 'Men',
  subCategory: 'Shirts',
  brand: 'Mtindo',
  images: [photo('a'), photo('b'), photo('c')],
};

describe('the product form’s draft', () => {
  it('names every field the schema refuses, each once, in the form’s order', () => {
    expect(fieldErrorsOf(emptyProductDraft)).toEqual({
      name: 'Enter the product’s name.',
      price: 'Enter the price in KES, like 1500 or 1499.50.',
      category: 'Choose a category.',
      subCategory: 'Choose a sub-category.',
      brand: 'Enter the brand.',
    });
    expect(fieldErrorsOf(draft)).toEqual({});
  });

  it('puts a photo’s own problem on the Photos field', () => {
    const broken = { ...draft, images: [{ downloadURL: 'not a url', name: 'a' }] };
    expect(Object.keys(fieldErrorsOf(broken))).toEqual(['images']);
  });

  it('keeps the sub-category only where the new category has it', () => {
    expect(withEdit(draft, 'category', 'Boys').subCategory).toBe('Shirts');
    expect(withEdit(draft, 'category', 'Bags').subCategory).toBe('');
    expect(withEdit(draft, 'name', 'Kitenge top').subCategory).toBe('Shirts');
    expect(subCategoriesOf('Bags')).toEqual(['Men', 'Ladies', 'Luggage', 'Kids']);
    expect(subCategoriesOf('Not a category')).toEqual([]);
  });

  it('forgets the errors of the fields named', () => {
    expect(withoutError({ name: 'x', brand: 'y', images: 'z' }, 'name', 'images')).toEqual({
      brand: 'y',
    });
  });

  it('moves a photo by one place within the photos', () => {
    const [a, b, c] = draft.images;
    expect(withPhotoMoved(draft, c!.downloadURL, -1).images).toEqual([a, c, b]);
    expect(withPhotoMoved(draft, a!.downloadURL, 1).images).toEqual([b, a, c]);
    expect(canMovePhoto(draft, a!.downloadURL, -1)).toBe(false);
    expect(canMovePhoto(draft, 'https://elsewhere/x.webp', 1)).toBe(false);
    expect(withPhotoMoved(draft, a!.downloadURL, -1)).toBe(draft);
  });

  it('marks a photo with one of the colours as typed, or with none', () => {
    const coloured = { ...draft, colours: 'Navy, Mustard Yellow' };
    const [a, b, c] = draft.images;
    const marked = withPhotoColour(coloured, b!.downloadURL, 'Mustard Yellow');
    expect(marked.images).toEqual([a, { ...b, colour: 'Mustard Yellow' }, c]);
    expect(withPhotoColour(marked, b!.downloadURL, '').images).toEqual([a, b, c]);
    expect(withPhotoColour(coloured, b!.downloadURL, 'Red').images).toEqual([a, b, c]);
    expect(withPhotoColour(draft, b!.downloadURL, 'Navy').images).toEqual([a, b, c]);
  });

  it('counts the photos it has and those on their way against the limit', () => {
    const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    const onItsWay: PhotoUpload = {
      key: 1,
      file: file('d.jpg'),
      status: 'uploading',
      refusal: null,
      failure: null,
    };
    const refused: PhotoUpload = { ...onItsWay, key: 2, status: 'refused', refusal: 'Too small.' };
    const withSix = { ...draft, images: [...draft.images, photo('d'), photo('e'), photo('f')] };
    const queued = queuedUploads(withSix, [onItsWay, refused], [file('g.jpg'), file('h.jpg')], 3);
    expect(queued.map(({ key, status, refusal }) => ({ key, status, refusal }))).toEqual([
      { key: 3, status: 'waiting', refusal: null },
      { key: 4, status: 'refused', refusal: tooManyPhotos },
    ]);
  });
});
