/**
 * Photos as staff might upload them, made with sharp as each test file loads: a phone's JPEG taken
 * on its side with where it was taken in its EXIF, a PNG, a WebP, and what the shop refuses.
 */
import sharp from 'sharp';
import { maxPhotoBytes } from '@model/catalog/product-draft';

/** Written into the phone photo's EXIF, so a test can look for it in what is stored. */
export const cameraMake = 'Mtindo Test Camera';
export const gpsDatum = 'WGS-84 Nairobi';

/** A flat picture: red on its left half, blue on its right, so a turn shows. */
function picture(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({
    create: { width, height, channels: 3, background: { r: 192, g: 57, b: 43 } },
  }).composite([
    {
      input: {
        create: { width: width - half, height, channels: 3, background: { r: 41, g: 98, b: 255 } },
      },
      left: half,
      top: 0,
    },
  ]);
}

/**
 * 1600 × 900 as stored, EXIF orientation 6 (turn 90° clockwise to view): upright it is a
 * 900 × 1600 portrait with the red half on top. Its EXIF names the camera and a GPS position.
 */
export const phoneJpeg = async () =>
  picture(1600, 900)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: cameraMake, Model: 'Phone' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 17/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '36/1 49/1 0/1',
        GPSMapDatum: gpsDatum,
      },
    })
    .toBuffer();

export const png = (width = 800, height = 600) => picture(width, height).png().toBuffer();
export const webp = (width = 500, height = 700) => picture(width, height).webp().toBuffer();
export const jpeg = (width: number, height: number) => picture(width, height).jpeg().toBuffer();
export const gif = () => picture(800, 800).gif().toBuffer();

/** 8000 × 5200 of one colour: a few kB of PNG that would unpack into 41.6 megapixels. */
export const pixelBomb = () =>
  sharp({ create: { width: 8000, height: 5200, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

/** A text file someone renamed `photo.jpg`. */
export const textFile = () => Buffer.from('Order list for Monday: 3 dresses, 2 bags.\n'.repeat(40));

/** Random noise does not compress: a real PNG heavier than the shop takes. */
export async function heavyPng(): Promise<Buffer> {
  const side = 1400;
  const pixels = Buffer.alloc(side * side * 3);
  let seed = 2024;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[index] = seed >>> 16;
  }
  const bytes = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (bytes.length <= maxPhotoBytes) throw new Error('The heavy PNG is not heavy enough');
  return bytes;
}

/** A good JPEG with bytes after its end, one byte over the limit: still within the request's. */
export async function justOverLimitJpeg(): Promise<Buffer> {
  const photo = await jpeg(800, 600);
  return Buffer.concat([photo, Buffer.alloc(maxPhotoBytes + 1 - photo.length)]);
}
