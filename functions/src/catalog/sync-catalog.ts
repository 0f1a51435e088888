/**
 * Keeps what listings and search read in step with `products` (model/catalog/catalog-documents.ts):
 * a product's cards are made again from it, and the search index entries its keywords gained or
 * lost are changed (model/catalog/search-terms.ts), in the transaction that writes the product
 * where there is one (the back office's product callables, functions/src/products), and by the
 * `catalogSync` trigger after any write, from the console, the Admin SDK or a script. A write
 * delivered twice, or late, changes nothing more: the cards and the entries are made from the
 * product as it is when the trigger runs.
 */
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import { cardDocuments } from '@model/catalog/catalog-documents';
import { productsCollection } from '@model/catalog/product';
import { indexChanges } from '@model/catalog/search-index';
import { indexWrites, type IndexWrite } from '@model/catalog/search-terms';

/** A document of the catalog to write, by collection and id (data null: delete it). */
export type CatalogWrite = IndexWrite;

/**
 * What makes a product's cards and search entries those of `after` (null: no product) when they
 * were those of `before`. It reads the index documents the change depends on in the transaction,
 * so a caller asks for it before the transaction writes anything, and writes it with
 * `writeCatalog`.
 */
export async function catalogWrites(
  transaction: Transaction,
  db: Firestore,
  id: string,
  before: DocumentData | null,
  after: DocumentData | null,
): Promise<CatalogWrite[]> {
  const index = await indexWrites(indexChanges(id, before, after), async (wanted) => {
    const refs = wanted.map(({ collection, id: documentId }) =>
      db.collection(collection).doc(documentId),
    );
    return (await transaction.getAll(...refs)).map((stored) => stored.data() ?? null);
  });
  const cards = Object.entries(cardDocuments(after)).map(([collection, data]) => ({
    collection,
    id,
    data,
  }));
  return [...cards, ...index];
}

export function writeCatalog(
  transaction: Transaction,
  db: Firestore,
  writes: readonly CatalogWrite[],
): void {
  for (const { collection, id, data } of writes) {
    const ref = db.collection(collection).doc(id);
    if (data) transaction.set(ref, data);
    else transaction.delete(ref);
  }
}

/** The trigger's: the product as it is now, its catalog documents from what it was before. */
export async function syncCatalog(
  db: Firestore,
  id: string,
  before: DocumentData | undefined,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const product = await transaction.get(db.collection(productsCollection).doc(id));
    const writes = await catalogWrites(transaction, db, id, before ?? null, product.data() ?? null);
    writeCatalog(transaction, db, writes);
  });
}
