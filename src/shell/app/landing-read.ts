import { matchCategory } from '@/catalog/category-match';
import { listingRequest, readListingFilters, type ListingScope } from '@/catalog/listing-filters';
import type { Product } from '@model/catalog/product';
import type { ProductPage, ProductPageRequest } from '@model/catalog/product-query';
import { startGetProduct, startListProducts } from '@/catalog/data/products';
import { heroPicture } from '@/catalog/home/hero-picture';
import { cardSizes, gallerySizes, pictureSources } from '@/catalog/product-pictures';

/** A listing's cards on a phone's first screen: two columns, one row. */
const firstScreenCards = 2;

/**
 * A picture to preload, as the page's <img> will ask for it: its URL, and for a photo with
 * renditions their `srcset` and the place's `sizes` (src/catalog/product-pictures.ts), so the
 * rendition preloaded is the one the page shows.
 */
export interface PreloadedPicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface LandingReads {
  listing: (request: ProductPageRequest) => Promise<ProductPage>;
  product: (id: string) => Promise<Product | null>;
  preloadImage: (picture: PreloadedPicture) => void;
}

const started: LandingReads = {
  listing: startListProducts,
  product: startGetProduct,
  preloadImage({ src, srcSet, sizes }) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    if (srcSet) link.imageSrcset = srcSet;
    if (sizes) link.imageSizes = sizes;
    link.fetchPriority = 'high';
    document.head.append(link);
  },
};

/** A path segment as the router hands it to a page, or null when it cannot be decoded. */
function segment(text: string | undefined): string | null {
  if (!text) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function listingScope(path: string[]): ListingScope | undefined | null {
  if (path[0] === 'shop' && path.length === 1) return undefined;
  if (path[0] !== 'product-category' || path.length < 2 || path.length > 3) return null;
  const category = segment(path[1]);
  const subCategory = path[2] === undefined ? undefined : segment(path[2]);
  if (category === null || subCategory === null) return null;
  return matchCategory(category, subCategory) ?? null;
}

/** The first picture of each product, as shown in a place of these `sizes`. */
function pictures(products: readonly Product[], sizes: string): PreloadedPicture[] {
  return products.flatMap((product) => {
    const image = product.image[0];
    return image?.downloadURL ? [pictureSources(image, sizes)] : [];
  });
}

/**
 * Starts the catalog read of the page at this address while its code still downloads, then
 * preloads the pictures its first screen shows (its largest paint): on a phone over 3G the page
 * then renders with its data and pictures already there. The home page's hero needs no read. The page's own read takes the answer
 * over (src/catalog/data/products.ts); an address that reads nothing, or fails, changes nothing.
 */
export function startLandingRead(
  { pathname, search }: { pathname: string; search: string },
  reads: LandingReads = started,
): void {
  const path = pathname.split('/').slice(1);
  if (path.at(-1) === '') path.pop();
  if (path.length === 0) {
    reads.preloadImage({ src: heroPicture });
    return;
  }
  const scope = listingScope(path);
  if (scope !== null) {
    const { filters } = readListingFilters(new URLSearchParams(search), scope);
    reads
      .listing(listingRequest(filters, scope))
      .then(({ products }) =>
        pictures(products.slice(0, firstScreenCards), cardSizes).forEach(reads.preloadImage),
      )
      .catch(() => undefined);
    return;
  }
  const id = path[0] === 'product-details' && path.length === 3 ? segment(path[2]) : null;
  if (id) {
    reads
      .product(id)
      // A hidden product's page shows no picture (src/catalog/product-details).
      .then((product) =>
        pictures(product && !product.hidden ? [product] : [], gallerySizes).forEach(
          reads.preloadImage,
        ),
      )
      .catch(() => undefined);
  }
}
