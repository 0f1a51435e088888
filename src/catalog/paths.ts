import type { Product } from '@model/catalog/product';

/** Details route: /product-details/{productName}/{id} (docs/shop-rules.md, Pages and routes). */
export function productPath(product: Pick<Product, 'id' | 'productName'>): string {
  return `/product-details/${encodeURIComponent(product.productName)}/${encodeURIComponent(product.id)}`;
}

/** The search route: the header sends whatever was typed, URL-encoded, with no validation. */
export function searchPath(text: string): string {
  return `/search/${encodeURIComponent(text)}`;
}

export function categoryPath(category: string, subCategory?: string): string {
  const base = `/product-category/${encodeURIComponent(category.toLowerCase())}`;
  return subCategory ? `${base}/${encodeURIComponent(subCategory.toLowerCase())}` : base;
}
