/**
 * Keeps what listings and search read in step with `products` (src/catalog/catalog-documents.ts)
 * after any write to a product, from the console, the Admin SDK or a script: the product's cards
 * are made again from it, and the search index entries its keywords gained or lost are changed, in
 * one transaction. A write delivered twice, or late, changes nothing more: the cards and the
 * entries are made from the product as it is when the trigger runs.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { cardDocuments } from '../../../src/catalog/catalog-documents';
import { productsCollection } from '../../../src/catalog/product';
import { indexChanges, searchTermsCollection, withEntry } from '../../../src/catalog/search-index';

export async function syncCatalog(
  db: Firestore,
  id: string,
  before: DocumentData | undefined,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const product = await transaction.get(db.collection(productsCollection).doc(id));
    const after = product.data() ?? null;
    const changes = indexChanges(id, before ?? null, after);
    const terms = changes.map(({ term }) => db.collection(searchTermsCollection).doc(term));
    const stored = terms.length > 0 ? await transaction.getAll(...terms) : [];
    for (const [collection, card] of Object.entries(cardDocuments(after))) {
      const ref = db.collection(collection).doc(id);
      if (card) transaction.set(ref, card);
      else transaction.delete(ref);
    }
    for (const [index, { entry }] of changes.entries()) {
      const products = withEntry(stored[index]?.get('products'), id, entry);
      if (products) transaction.set(terms[index]!, { products });
      else transaction.delete(terms[index]!);
    }
  });
}
