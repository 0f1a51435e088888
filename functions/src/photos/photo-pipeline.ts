/**
 * A product photo as staff upload it, made fit for the shop: decoded to prove it is a JPEG, PNG
 * or WebP whatever its name says, turned upright, stripped of its metadata (a phone's EXIF can
 * carry where it was taken) and re-encoded as the three WebP renditions the shop's `srcset` asks
 * for (model/catalog/photo-renditions.ts).
 */
import sharp, { type SharpOptions } from 'sharp';
import { renditionWidths, type RenditionWidth } from '@model/catalog/photo-renditions';
import {
  maxPhotoBytes,
  minPhotoSide,
  photoTooHeavy,
  photoTypes,
} from '@model/catalog/product-draft';
import { Refusal } from '../core/refusal';

/** One rendition's WebP bytes. */
export interface Rendition {
  width: RenditionWidth;
  bytes: Buffer;
}

/** Far above any phone camera: a small file that unpacks into more is a decompression bomb. */
export const maxPhotoPixels = 40_000_000;

const decoding: SharpOptions = {
  limitInputPixels: maxPhotoPixels,
  // Damaged or cut-short image data is refused; a harmless decoder warning is not.
  failOn: 'error',
};

export const notAPhoto = 'That file is not a JPEG, PNG or WebP photo.';
export const photoTooManyPixels = `That photo is over ${maxPhotoPixels / 1_000_000} megapixels: save it smaller and try again.`;
export const photoUnreadable =
  'That photo could not be read: it may be damaged. Save it again and try once more.';
export const photoTooSmall = (width: number, height: number) =>
  `That photo is ${width} × ${height} px: its shorter side must be at least ${minPhotoSide} px.`;

const refuse = (message: string) => new Refusal('invalid-argument', message);

const isPhotoFormat = (format: string | undefined) =>
  (photoTypes as readonly string[]).includes(`image/${format}`);

/** Throws the refusal staff should see for a file that is no usable photo. */
async function checkPhoto(bytes: Buffer): Promise<void> {
  if (bytes.length > maxPhotoBytes) throw refuse(photoTooHeavy);
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so the pixel limit can be refused below in staff's words;
    // the renditions' decoder enforces it too.
    metadata = await sharp(bytes, { ...decoding, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(notAPhoto);
  }
  const { format, width, height } = metadata;
  if (!isPhotoFormat(format) || !width || !height) throw refuse(notAPhoto);
  if (width * height > maxPhotoPixels) throw refuse(photoTooManyPixels);
  if (Math.min(width, height) < minPhotoSide) throw refuse(photoTooSmall(width, height));
}

/**
 * The three renditions of an uploaded photo, each no wider than the photo itself, or an
 * `invalid-argument` Refusal saying what is wrong with it.
 */
export async function photoRenditions(bytes: Buffer): Promise<Rendition[]> {
  await checkPhoto(bytes);
  const renditions: Rendition[] = [];
  try {
    // One at a time: three decodes of a large photo at once could outgrow the function's memory.
    for (const width of renditionWidths) {
      // sharp writes no metadata unless asked (`keepMetadata`, `withExif`): none is kept.
      const rendition = await sharp(bytes, decoding)
        .rotate()
        .resize({ width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      renditions.push({ width, bytes: rendition });
    }
  } catch {
    // The header read well but the image data did not (cut short, corrupt).
    throw refuse(photoUnreadable);
  }
  return renditions;
}
