/**
 * A product photo as the shop stores it: three WebP renditions of one upload, named
 * `{photoId}-{width}.webp` (functions/src/photos). A product's `image` entry keeps the spec's
 * `{downloadURL, name}` shape and points at the middle one; cards and the gallery ask for the size
 * they need through `srcset`, so a phone on 3G downloads the small one.
 */
import type { ProductImage } from './product';

export const renditionWidths = [320, 640, 1280] as const;
export type RenditionWidth = (typeof renditionWidths)[number];

/** The rendition an image entry names: the one that fits most screens. */
export const shownWidth: RenditionWidth = 640;

/** Where a rendition is stored, under the product's folder. */
export const renditionPath = (productId: string, photoId: string, width: RenditionWidth): string =>
  `products/${productId}/${photoId}-${width}.webp`;

const renditionUrl = /-(320|640|1280)\.webp(?=$|[?#])/;

/** Whether an image entry is an uploaded photo (its renditions), not one of the shop's drawings. */
export const isUploadedPhoto = (image: ProductImage): boolean =>
  renditionUrl.test(image.downloadURL);

/** What an <img> needs for an image entry: its URL, and the renditions' `srcset` when it has some. */
export function imageSources(image: ProductImage): { src: string; srcSet?: string } {
  const src = image.downloadURL;
  if (!renditionUrl.test(src)) return { src };
  const srcSet = renditionWidths
    .map((width) => `${src.replace(renditionUrl, `-${width}.webp`)} ${width}w`)
    .join(', ');
  return { src, srcSet };
}
