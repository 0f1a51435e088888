/**
 * `uploadProductPhoto`: one photo for a product being written, from the back office's product
 * form (src/staff/data/products.ts). It is checked and made into its renditions
 * (./photo-pipeline.ts), stored (./image-store.ts), and answered as the image entry the form adds
 * to its list. The product itself is not changed: `saveProduct` writes its photos with the rest of
 * the form, so a photo uploaded to a form never saved is shown nowhere.
 */
import { randomUUID } from 'node:crypto';
import { renditionPath, shownWidth } from '@model/catalog/photo-renditions';
import type { ProductImage } from '@model/catalog/product';
import { uploadPhotoRequestSchema } from '@model/catalog/product-draft';
import type { Call } from '../core/call';
import { writesAlwaysOpen } from '../qa/write-gate';
import { readStaffMember, staffClaim, type StaffContext } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import type { ImageStore } from './image-store';
import { photoRenditions } from './photo-pipeline';

export type PhotoContext = StaffContext & { images: ImageStore };

/**
 * The name an image entry keeps, from the file's: its base name without the extension, which
 * often says what the photo shows (`ankara-dress_front.jpg`); `Photo` when nothing is left.
 */
export function photoName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const name = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\s_]+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
  return name || 'Photo';
}

export async function uploadProductPhoto(
  context: PhotoContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<{ image: ProductImage }> {
  const claim = staffClaim(call);
  const { productId, fileName, data } = readStaffRequest(uploadPhotoRequestSchema, call.data);
  // No transaction follows: the team record is read on its own.
  await readStaffMember(null, context.db, claim);
  await (context.writeGate ?? writesAlwaysOpen)();
  const renditions = await photoRenditions(Buffer.from(data, 'base64'));
  // Random, so a new upload never overwrites a rendition a cache or a saved product still holds.
  const photoId = randomUUID().replaceAll('-', '');
  await Promise.all(
    renditions.map(({ width, bytes }) =>
      context.images.save(renditionPath(productId, photoId, width), bytes, 'image/webp'),
    ),
  );
  return {
    image: {
      downloadURL: context.images.urlOf(renditionPath(productId, photoId, shownWidth)),
      name: photoName(fileName),
    },
  };
}
