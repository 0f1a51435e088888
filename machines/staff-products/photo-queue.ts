/**
 * The photos chosen for a product, before they are among its photos: each waits its turn, is
 * uploaded alone, and keeps its own refusal or failure (../shared/QA-CONTRACT.md, Back office:
 * Products). Pure functions over the machine's `uploads`.
 */
import { maxPhotoBytes, maxProductPhotos } from '@model/catalog/product-draft';
import type { PhotoUpload, ProductDraft } from './types';

export const tooManyPhotos = `A product has at most ${maxProductPhotos} photos: remove one to add another.`;
export const overMaxBytes = `It is over ${maxPhotoBytes / (1024 * 1024)} MB, even made smaller: choose a smaller photo.`;

/** Still to be uploaded, or being uploaded. */
export const isInFlight = (upload: PhotoUpload): boolean =>
  upload.status === 'waiting' || upload.status === 'uploading';

/** Refused or failed: listed with its reason until staff dismiss it (or retry a failed one). */
export const isSettled = (upload: PhotoUpload): boolean => !isInFlight(upload);

/**
 * The files as new uploads, keyed from `firstKey`: each waits its turn while the product has room
 * for it, counting the photos it has and those on their way; the rest are refused at once.
 */
export function queuedUploads(
  draft: ProductDraft,
  uploads: readonly PhotoUpload[],
  files: readonly File[],
  firstKey: number,
): PhotoUpload[] {
  let room = maxProductPhotos - draft.images.length - uploads.filter(isInFlight).length;
  return files.map((file, index) => {
    const fits = room > 0;
    room -= 1;
    return {
      key: firstKey + index,
      file,
      status: fits ? 'waiting' : 'refused',
      refusal: fits ? null : tooManyPhotos,
      failure: null,
    };
  });
}

/** The upload whose turn it is: the first waiting. */
export const nextWaiting = (uploads: readonly PhotoUpload[]): PhotoUpload | undefined =>
  uploads.find((upload) => upload.status === 'waiting');

/** The upload being sent. */
export const current = (uploads: readonly PhotoUpload[]): PhotoUpload | undefined =>
  uploads.find((upload) => upload.status === 'uploading');

/** The uploads with one changed. */
export const withUpload = (
  uploads: readonly PhotoUpload[],
  key: number | undefined,
  change: Partial<PhotoUpload>,
): PhotoUpload[] =>
  uploads.map((upload) => (upload.key === key ? { ...upload, ...change } : upload));

export const withoutUpload = (uploads: readonly PhotoUpload[], key: number | undefined) =>
  uploads.filter((upload) => upload.key !== key);
