import { describe, expect, it } from 'vitest';
import { maxPhotoBytes } from '@model/catalog/product-draft';
import { photoPlan, shrinkPhoto } from './shrink-photo';

const jpeg = (size = 800_000) => ({ type: 'image/jpeg', size });

describe('a photo made smaller before it is uploaded', () => {
  it('sends a photo of an accepted type, small enough, as it is', () => {
    expect(photoPlan(jpeg(), { width: 1600, height: 1200 })).toEqual({ send: 'as-is' });
    expect(photoPlan({ type: 'image/webp', size: 1 }, { width: 400, height: 400 })).toEqual({
      send: 'as-is',
    });
  });

  it('draws a larger photo again with its longest side at 1600 px, keeping its proportions', () => {
    expect(photoPlan(jpeg(), { width: 4000, height: 3000 })).toEqual({
      send: 'redrawn',
      size: { width: 1600, height: 1200 },
    });
    expect(photoPlan(jpeg(), { width: 3024, height: 4032 })).toEqual({
      send: 'redrawn',
      size: { width: 1200, height: 1600 },
    });
  });

  it('draws again a photo over 5 MB, or of a type the shop does not take, at its own size', () => {
    expect(photoPlan(jpeg(maxPhotoBytes + 1), { width: 1200, height: 900 })).toEqual({
      send: 'redrawn',
      size: { width: 1200, height: 900 },
    });
    expect(photoPlan({ type: 'image/heic', size: 1 }, { width: 1000, height: 800 })).toEqual({
      send: 'redrawn',
      size: { width: 1000, height: 800 },
    });
  });

  it('never draws a side of less than one pixel', () => {
    expect(photoPlan(jpeg(), { width: 16_000, height: 4 })).toEqual({
      send: 'redrawn',
      size: { width: 1600, height: 1 },
    });
  });

  it('sends the file as it is where the browser cannot decode it', async () => {
    const file = new File(['not a photo'], 'notes.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(file)).toBe(file);
  });
});
