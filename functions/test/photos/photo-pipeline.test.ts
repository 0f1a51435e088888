/**
 * The photo pipeline (functions/src/photos/photo-pipeline.ts): what staff upload becomes three
 * upright WebP renditions with nothing of the camera's metadata, and anything that is not really
 * a JPEG, PNG or WebP of a usable size is refused with a message staff can act on.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoTooHeavy } from '@model/catalog/product-draft';
import { Refusal } from '../../src/core/refusal';
import {
  notAPhoto,
  photoRenditions,
  photoTooManyPixels,
  photoTooSmall,
  photoUnreadable,
} from '../../src/photos/photo-pipeline';
import {
  cameraMake,
  gif,
  gpsDatum,
  heavyPng,
  jpeg,
  phoneJpeg,
  pixelBomb,
  png,
  textFile,
  webp,
} from './photo-fixtures';

/** Each rendition's format and size, in the order made. */
async function shapes(bytes: Buffer) {
  const renditions = await photoRenditions(bytes);
  return Promise.all(
    renditions.map(async ({ width, bytes: stored }) => {
      const { format, width: pixelsWide, height } = await sharp(stored).metadata();
      return { width, format, size: `${pixelsWide}×${height}` };
    }),
  );
}

/** The colour of one pixel, as [r, g, b]. */
async function pixel(bytes: Buffer, left: number, top: number) {
  const raw = await sharp(bytes).extract({ left, top, width: 1, height: 1 }).raw().toBuffer();
  return [...raw.subarray(0, 3)];
}

describe('photoRenditions', () => {
  it('makes WebP renditions 320, 640 and 1280 px wide of a larger photo', async () => {
    expect(await shapes(await png(2000, 1500))).toEqual([
      { width: 320, format: 'webp', size: '320×240' },
      { width: 640, format: 'webp', size: '640×480' },
      { width: 1280, format: 'webp', size: '1280×960' },
    ]);
  });

  it('never makes a rendition wider than the photo itself', async () => {
    expect(await shapes(await webp(500, 700))).toEqual([
      { width: 320, format: 'webp', size: '320×448' },
      { width: 640, format: 'webp', size: '500×700' },
      { width: 1280, format: 'webp', size: '500×700' },
    ]);
  });

  it('turns a photo taken on its side upright, as its EXIF orientation says', async () => {
    const photo = await phoneJpeg();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1600, height: 900 });
    expect(await shapes(photo)).toEqual([
      { width: 320, format: 'webp', size: '320×569' },
      { width: 640, format: 'webp', size: '640×1138' },
      { width: 1280, format: 'webp', size: '900×1600' },
    ]);
    const [, shown] = await photoRenditions(photo);
    const [top, bottom] = [
      await pixel(shown!.bytes, 320, 10),
      await pixel(shown!.bytes, 320, 1127),
    ];
    expect(top[0]).toBeGreaterThan(150);
    expect(top[2]).toBeLessThan(100);
    expect(bottom[2]).toBeGreaterThan(200);
  });

  it('keeps no EXIF, GPS position or other metadata of the camera', async () => {
    const photo = await phoneJpeg();
    const exif = (await sharp(photo).metadata()).exif?.toString('latin1') ?? '';
    expect(exif).toContain(cameraMake);
    expect(exif).toContain(gpsDatum);

    for (const { bytes } of await photoRenditions(photo)) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata).not.toHaveProperty('exif');
      expect(metadata).not.toHaveProperty('xmp');
      expect(metadata).not.toHaveProperty('iptc');
      expect(metadata).not.toHaveProperty('icc');
      expect(metadata.orientation).toBeUndefined();
      const text = bytes.toString('latin1');
      expect(text).not.toContain(cameraMake);
      expect(text).not.toContain(gpsDatum);
    }
  });

  it.each([
    ['a text file named like a photo', textFile, notAPhoto],
    ['a GIF', gif, notAPhoto],
    ['an empty file', async () => Buffer.alloc(0), notAPhoto],
    ['a photo under 400 px on its shorter side', () => jpeg(300, 300), photoTooSmall(300, 300)],
    ['a wide photo only 399 px high', () => png(1600, 399), photoTooSmall(1600, 399)],
    ['a photo over 5 MB', heavyPng, photoTooHeavy],
    ['a small file that unpacks into over 40 megapixels', pixelBomb, photoTooManyPixels],
    ['a JPEG cut short', async () => (await jpeg(1200, 900)).subarray(0, 2000), photoUnreadable],
  ])('refuses %s', async (_what, photo, message) => {
    const refusal = await photoRenditions(await photo()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ code: 'invalid-argument', message });
  });

  it('takes a photo exactly 400 px on its shorter side', async () => {
    expect((await shapes(await jpeg(600, 400))).map(({ size }) => size)).toEqual([
      '320×213',
      '600×400',
      '600×400',
    ]);
  });

  it('says in each refusal what to do, in the shop’s terms', () => {
    expect(notAPhoto).toBe('That file is not a JPEG, PNG or WebP photo.');
    expect(photoTooHeavy).toMatch(/^That photo is over 5 MB/);
    expect(photoTooSmall(300, 300)).toMatch(/400 px/);
  });
});
