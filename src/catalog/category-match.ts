import { categoryTree } from '@model/catalog/category-tree';

/** Decodes a URL segment; a malformed percent-encoding is kept as typed instead of throwing. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** How category names compare in URLs: case, hyphens, spaces and encoding do not matter. */
function urlKey(name: string): string {
  return safeDecode(name)
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ')
    .trim();
}

export interface CategoryMatch {
  category: string;
  subCategory?: string;
}

/**
 * Finds the tree's category (and sub-category) that a category URL names, so that
 * `/product-category/ladies/cargo-pants` and `/product-category/Ladies/Cargo%20pants` agree.
 * Null when either part names nothing in the tree.
 */
export function matchCategory(
  categoryParam: string,
  subCategoryParam?: string,
): CategoryMatch | null {
  const category = categoryTree.find((c) => urlKey(c.name) === urlKey(categoryParam));
  if (!category) return null;
  if (subCategoryParam === undefined || subCategoryParam === '') return { category: category.name };
  const subCategory = category.subCategories.find((s) => urlKey(s) === urlKey(subCategoryParam));
  return subCategory ? { category: category.name, subCategory } : null;
}
