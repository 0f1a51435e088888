/**
 * A photo made smaller in the browser before it is uploaded: a phone's camera shoots 4,000 px and
 * several megabytes, which the shop never shows and a 3G line takes minutes to send. The server
 * still checks what it gets (functions/src/photos).
 */
import { maxPhotoBytes, photoTypes, uploadLongestSide } from '@model/catalog/product-draft';

export interface PhotoSize {
  width: number;
  height: number;
}

export type PhotoPlan = { send: 'as-is' } | { send: 'redrawn'; size: PhotoSize };

/**
 * Whether a photo is sent as it is (an accepted type, small enough in bytes and sides) or drawn
 * again with its longest side at most `longestSide`, keeping its proportions.
 */
export function photoPlan(
  file: { type: string; size: number },
  { width, height }: PhotoSize,
  longestSide = uploadLongestSide,
): PhotoPlan {
  const longest = Math.max(width, height);
  const accepted = (photoTypes as readonly string[]).includes(file.type);
  if (accepted && file.size <= maxPhotoBytes && longest <= longestSide) return { send: 'as-is' };
  const scale = Math.min(1, longestSide / longest);
  return {
    send: 'redrawn',
    size: {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    },
  };
}

/** WebP where the browser can write it (a canvas writes PNG for a type it cannot), else JPEG. */
const encodings = ['image/webp', 'image/jpeg'] as const;
const quality = 0.85;

/**
 * The photo to upload: as it is, or drawn again smaller. A file the browser cannot decode (or a
 * browser without `createImageBitmap`) is sent as it is, and the server says what is wrong.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const plan = photoPlan(file, bitmap);
    if (plan.send === 'as-is') return file;
    return (await redraw(bitmap, plan.size)) ?? file;
  } finally {
    bitmap.close();
  }
}

async function redraw(bitmap: ImageBitmap, { width, height }: PhotoSize): Promise<Blob | null> {
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  for (const type of encodings) {
    const blob = await encode(canvas, type);
    if (blob?.type === type) return blob;
  }
  return null;
}

/** An OffscreenCanvas where there is one: it draws without touching the page. */
function makeCanvas(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
