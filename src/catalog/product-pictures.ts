/**
 * How wide each place that shows a product's picture is, as `sizes` tells the browser: of a
 * photo's renditions (model/catalog/photo-renditions.ts) it then downloads the smallest that
 * fills the place on the shopper's screen. The entry's preload (src/shell/app/landing-read.ts)
 * says the same, so the picture it fetches is the one the page asks for.
 */
import type { ProductImage } from '@model/catalog/product';
import { imageSources } from '@model/catalog/photo-renditions';

/**
 * A card: half a phone's screen (a row's cards a little less), a third from 640 px, a quarter from
 * 1024 px (src/catalog/product-list/ProductList.module.css).
 */
export const cardSizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * The gallery's picture: the screen's width on a phone, the wider of two columns from 900 px,
 * and at most its 600 px once the page is as wide as it gets
 * (src/catalog/product-details/ProductDetailsPage.module.css).
 */
export const gallerySizes = '(min-width: 1200px) 600px, (min-width: 900px) 52vw, 100vw';

/** A gallery thumbnail (src/catalog/gallery/Gallery.module.css). */
export const thumbnailSizes = '(min-width: 900px) 72px, 60px';

/** A cart, wishlist or checkout line's picture (src/cart/cart-lines/ListLine.module.css). */
export const lineSizes = '72px';

/**
 * An <img>'s sources for an image entry: its renditions with the place's `sizes` when it has
 * some, else its one URL alone (the seeded drawings), as before renditions existed.
 */
export function pictureSources(
  image: ProductImage,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const { src, srcSet } = imageSources(image);
  return srcSet ? { src, srcSet, sizes } : { src };
}
