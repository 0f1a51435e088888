import { describe, expect, it } from 'vitest';
import { imagesByColour } from './colour-images';

const image = (downloadURL: string, name: string) => ({ downloadURL, name });

describe("a colour's image", () => {
  it('is first the photo staff marked with it, wherever it stands and whatever it is named', () => {
    const images = [
      image('/p/1.jpg', 'Wrap Dress'),
      { ...image('/p/2.jpg', 'Wrap Dress – Black'), colour: 'Mustard Yellow' },
      { ...image('/p/3.jpg', 'Wrap Dress, photo 3'), colour: 'Black' },
    ];
    expect(imagesByColour(images, ['Black', 'Mustard Yellow'])).toEqual({
      Black: 2,
      'Mustard Yellow': 1,
    });
  });

  it('is never a photo staff marked with another colour', () => {
    const images = [
      { ...image('/p/navy.jpg', 'Shirt – Navy'), colour: 'Teal' },
      { ...image('/p/2.jpg', 'Shirt, photo 2'), colour: 'Coral' },
    ];
    // Navy's own name and Teal's place are marked for others; Coral is marked.
    expect(imagesByColour(images, ['Navy', 'Coral', 'Teal'])).toEqual({ Coral: 1, Teal: 0 });
  });

  it('is the image named after it, wherever it stands', () => {
    const images = [
      image('/p/1.jpg', 'Wrap Dress – front'),
      image('/p/2.jpg', 'Wrap Dress – Mustard Yellow'),
      image('/p/3.jpg', 'Wrap Dress – Black'),
    ];
    expect(imagesByColour(images, ['Black', 'Mustard Yellow'])).toEqual({
      Black: 2,
      'Mustard Yellow': 1,
    });
  });

  it('else the image whose file is named after it', () => {
    const images = [
      image('/products/jeans-dark-wash.svg', 'Jeans – front'),
      image('/products/jeans-white.svg', 'Jeans'),
    ];
    expect(imagesByColour(images, ['White', 'Dark Wash'])).toEqual({
      White: 1,
      'Dark Wash': 0,
    });
  });

  it("else the image at the colour's place, and none past the last image", () => {
    const images = [image('/a.jpg', 'front'), image('/b.jpg', 'back')];
    expect(imagesByColour(images, ['Navy', 'Teal', 'Coral'])).toEqual({ Navy: 0, Teal: 1 });
  });

  it('is none for any colour of a product without images', () => {
    expect(imagesByColour([], ['Navy'])).toEqual({});
  });
});
