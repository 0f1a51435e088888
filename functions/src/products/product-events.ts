/**
 * A product's History, `products/{id}/events`: one entry per change staff make, written in the
 * change's transaction, with who made it, when and each field's value before and after. The back
 * office lists it newest first (src/staff/data/products.ts); firestore.rules lets staff read it
 * and no browser write it.
 */
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { productsCollection } from '@model/catalog/product';
import type { EventActor } from '@model/order/events';
import type { FieldChange } from './product-document';

export const productEventsCollection = 'events';

export type ProductEventKind = 'created' | 'updated' | 'hidden' | 'shown';

export interface ProductEvent {
  kind: ProductEventKind;
  at: Date;
  by: EventActor;
  changes: Record<string, FieldChange>;
}

export function recordProductEvent(
  transaction: Transaction,
  db: Firestore,
  productId: string,
  { kind, at, by, changes }: ProductEvent,
): void {
  const events = db
    .collection(productsCollection)
    .doc(productId)
    .collection(productEventsCollection);
  transaction.create(events.doc(), { kind, at: Timestamp.fromDate(at), by, changes });
}
