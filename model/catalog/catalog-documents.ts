/**
 * The collections a catalog is stored in: `products`, the truth the product page and the server
 * read, and what listings and search read instead, derived from it: product cards with and
 * without facets (model/catalog/card-documents.ts) and the search index (model/catalog/search-index.ts,
 * stored as model/catalog/search-terms.ts says). Whatever writes products keeps them in step: the
 * seed, the order transaction (functions/src/orders), the catalog trigger (functions/src/catalog)
 * and, locally, the QA front (mocks/backend/front/catalog-sync.ts).
 */
import {
  cardDocument,
  facetCardDocument,
  productCardsCollection,
  productFacetCardsCollection,
} from './card-documents';
import { productsCollection } from './product';
import { searchTermsCollection } from './search-index';
import { searchIndexDocuments, searchTermPagesCollection } from './search-terms';

export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Every collection of the catalog, in order; scenarios hide or fail them together. */
export const catalogCollections = [
  productsCollection,
  productCardsCollection,
  productFacetCardsCollection,
  searchTermsCollection,
  searchTermPagesCollection,
] as const;

/** The documents derived from each products document. */
function derived(
  products: readonly StoredDocument[],
  build: (product: Record<string, unknown>) => Record<string, unknown> | null,
): StoredDocument[] {
  return products.flatMap(({ id, data }) => {
    const built = build(data);
    return built ? [{ id, data: built }] : [];
  });
}

/** A whole catalog's documents, collection by collection, from its products documents. */
export function catalogDocuments(
  products: readonly StoredDocument[],
): Record<(typeof catalogCollections)[number], StoredDocument[]> {
  return {
    [productsCollection]: [...products],
    [productCardsCollection]: derived(products, cardDocument),
    [productFacetCardsCollection]: derived(products, facetCardDocument),
    ...searchIndexDocuments(products),
  };
}

/**
 * A product's cards, by collection: null where it has none (it is gone, hidden, or cannot be
 * sold).
 */
export function cardDocuments(
  product: Record<string, unknown> | null,
): Record<
  typeof productCardsCollection | typeof productFacetCardsCollection,
  Record<string, unknown> | null
> {
  return {
    [productCardsCollection]: product && cardDocument(product),
    [productFacetCardsCollection]: product && facetCardDocument(product),
  };
}
