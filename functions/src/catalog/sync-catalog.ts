/**
 * Keeps what listings and search read in step with `products` (src/model/catalog/catalog-documents.ts)
 * after any write to a product, from the console, the Admin SDK or a script: the product's cards
 * are made again from it, and the search index entries its keywords gained or lost are changed
 * (src/model/catalog/search-terms.ts), in one transaction. A write delivered twice, or late, changes
 * nothing more: the cards and the entries are made from the product as it is when the trigger
 * runs.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { cardDocuments } from '@/model/catalog/catalog-documents';
import { productsCollection } from '@/model/catalog/product';
import { indexChanges } from '@/model/catalog/search-index';
import { indexWrites } from '@/model/catalog/search-terms';

export async function syncCatalog(
  db: Firestore,
  id: string,
  before: DocumentData | undefined,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const product = await transaction.get(db.collection(productsCollection).doc(id));
    const after = product.data() ?? null;
    const writes = await indexWrites(indexChanges(id, before ?? null, after), async (wanted) => {
      const refs = wanted.map(({ collection, id: documentId }) =>
        db.collection(collection).doc(documentId),
      );
      return (await transaction.getAll(...refs)).map((stored) => stored.data() ?? null);
    });
    for (const [collection, card] of Object.entries(cardDocuments(after))) {
      const ref = db.collection(collection).doc(id);
      if (card) transaction.set(ref, card);
      else transaction.delete(ref);
    }
    for (const { collection, id: documentId, data } of writes) {
      const ref = db.collection(collection).doc(documentId);
      if (data) transaction.set(ref, data);
      else transaction.delete(ref);
    }
  });
}
