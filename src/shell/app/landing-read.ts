import { matchCategory } from '@/catalog/category-match';
import { listingRequest, readListingFilters, type ListingScope } from '@/catalog/listing-filters';
import type { Product } from '@/model/catalog/product';
import type { ProductPage, ProductPageRequest } from '@/model/catalog/product-query';
import { startGetProduct, startListProducts } from '@/catalog/data/products';
import { heroPicture } from '@/catalog/home/hero-picture';

/** A listing's cards on a phone's first screen: two columns, one row. */
const firstScreenCards = 2;

export interface LandingReads {
  listing: (request: ProductPageRequest) => Promise<ProductPage>;
  product: (id: string) => Promise<Product | null>;
  preloadImage: (url: string) => void;
}

const started: LandingReads = {
  listing: startListProducts,
  product: startGetProduct,
  preloadImage(url) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
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

function pictures(products: readonly Product[]): string[] {
  return products.flatMap((product) => product.image[0]?.downloadURL || []);
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
    reads.preloadImage(heroPicture);
    return;
  }
  const scope = listingScope(path);
  if (scope !== null) {
    const { filters } = readListingFilters(new URLSearchParams(search), scope);
    reads
      .listing(listingRequest(filters, scope))
      .then(({ products }) =>
        pictures(products.slice(0, firstScreenCards)).forEach(reads.preloadImage),
      )
      .catch(() => undefined);
    return;
  }
  const id = path[0] === 'product-details' && path.length === 3 ? segment(path[2]) : null;
  if (id) {
    reads
      .product(id)
      .then((product) => pictures(product ? [product] : []).forEach(reads.preloadImage))
      .catch(() => undefined);
  }
}
