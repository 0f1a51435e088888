import { useEffect } from 'react';
import { productPath } from '../paths';
import type { Product } from '@model/catalog/product';
import { stockState } from '@model/catalog/stock-rule';

/** The page's address as a link shared or indexed: the shop's origin and the details route. */
export function productUrl(product: Pick<Product, 'id' | 'productName'>, origin: string): string {
  return new URL(productPath(product), origin).href;
}

/** An address made absolute against the shop's origin; null when it cannot be read as one. */
function absoluteAddress(address: string, origin: string): string | null {
  try {
    return new URL(address, origin).href;
  } catch {
    return null;
  }
}

/** schema.org Product, for search engines' rich results: name, images, price in KES, stock. */
export function productJsonLd(product: Product, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    image: product.image.flatMap((image) => absoluteAddress(image.downloadURL, origin) ?? []),
    description: product.description,
    sku: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    category: `${product.category} > ${product.subCategory}`,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'KES',
      availability:
        stockState(product).kind === 'out'
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      url: productUrl(product, origin),
    },
  };
}

/** Puts the data in the document's head while the page shows, and takes it out on leaving. */
export function useJsonLd(data: object): void {
  const json = JSON.stringify(data);
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
}
