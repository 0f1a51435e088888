import type { Product } from './product';

/** How many products "You may also like" shows. */
export const relatedCount = 8;

export interface RelatedFilter {
  category: string;
  subCategory?: string;
}

/** Reads up to `pageSize` products of a category (or one of its sub-categories). */
export type ReadProducts = (filter: RelatedFilter, pageSize: number) => Promise<Product[]>;

/**
 * "You may also like": up to 8 other products of the same sub-category, topped up from the rest
 * of the category when the sub-category has fewer. The category is read only when needed.
 */
export async function readRelated(
  product: Product,
  readProducts: ReadProducts,
): Promise<Product[]> {
  // One more than shown: the product itself may be among them.
  const pageSize = relatedCount + 1;
  const related: Product[] = [];
  const keep = (candidates: Product[]) => {
    for (const candidate of candidates) {
      if (related.length === relatedCount) return;
      if (candidate.id !== product.id && !related.some((p) => p.id === candidate.id)) {
        related.push(candidate);
      }
    }
  };
  const { category, subCategory } = product;
  keep(await readProducts({ category, subCategory }, pageSize));
  if (related.length < relatedCount) {
    // Enough to fill the row even if every product already shown comes back again.
    keep(await readProducts({ category }, pageSize + related.length));
  }
  return related;
}
