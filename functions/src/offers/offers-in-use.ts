/**
 * The offers an order or a cart is priced with, read as the server trusts them: the code's offer
 * through its claim (`offerCodes/{CODE}`, functions/src/offers/save-offer.ts) with this phone's
 * uses of it, and the automatic offers not paused. Read inside the order's transaction, so a
 * code's last use is taken by one order only: the others' transactions see the count move and
 * run again. The use an order counts follows its units (functions/src/orders/holds.ts): given
 * back when they are (failed payment, expiry, cancellation), taken again with them on Try again.
 */
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { codePattern, offersCollection } from '@model/offer/offer';
import { offerCodesCollection, readOffer } from '@model/offer/stored-offer';
import type { OfferInUse } from '@model/offer/pricing';
import type { OfferUse } from '@model/order/stored-order';
import { text, wholeNumber } from '@model/stored/fields';

/** Each phone's uses of a code, `offers/{id}/phones/{phone}`: what its per-phone limit counts. */
export const offerPhonesCollection = 'phones';

/** What reads the offers: the order's transaction, or Firestore itself for a cart's price. */
export interface OfferReader {
  doc(ref: DocumentReference): Promise<Record<string, unknown> | undefined>;
  query(query: Query): Promise<Array<{ id: string; data: Record<string, unknown> }>>;
}

export const inTransaction = (transaction: Transaction): OfferReader => ({
  doc: async (ref) => (await transaction.get(ref)).data(),
  query: async (query) =>
    (await transaction.get(query)).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
});

export const directly: OfferReader = {
  doc: async (ref) => (await ref.get()).data(),
  query: async (query) => (await query.get()).docs.map((doc) => ({ id: doc.id, data: doc.data() })),
};

const phoneUsesRef = (db: Firestore, offerId: string, phone: string) =>
  db.collection(offersCollection).doc(offerId).collection(offerPhonesCollection).doc(phone);

/**
 * The code's offer (with `phone`'s uses of it, where a phone is known) and the automatic offers
 * not paused; a code nobody claims, or spelt outside the pattern, is simply not among them (the
 * pricing calls it unknown). Ended and future offers are read too: the pricing tells why.
 */
export async function readOffersInUse(
  reader: OfferReader,
  db: Firestore,
  code: string | null,
  phone: string | null,
): Promise<OfferInUse[]> {
  const offers = db.collection(offersCollection);
  const automatic = reader.query(offers.where('code', '==', null).where('paused', '==', false));
  const coded = async (): Promise<OfferInUse | null> => {
    if (code === null || !codePattern.test(code)) return null;
    const offerId = text(
      (await reader.doc(db.collection(offerCodesCollection).doc(code)))?.offerId,
    );
    if (!offerId) return null;
    const inUse = readOffer(offerId, await reader.doc(offers.doc(offerId)));
    if (!inUse || inUse.offer.code !== code) return null;
    if (phone === null || inUse.offer.perPhoneLimit === null) return inUse;
    const phoneUses = wholeNumber((await reader.doc(phoneUsesRef(db, offerId, phone)))?.uses);
    return { ...inUse, phoneUses: Math.max(0, phoneUses) };
  };
  const [codeOffer, running] = await Promise.all([coded(), automatic]);
  const automaticOffers = running
    .map(({ id, data }) => readOffer(id, data))
    .filter((inUse): inUse is OfferInUse => inUse !== null && inUse.offer.code === null);
  return codeOffer ? [codeOffer, ...automaticOffers] : automaticOffers;
}

/**
 * Counts an order's use of a code (`by` 1), or gives it back (-1): the offer's `uses` and the
 * phone's. Writes only, so it follows the transaction's reads.
 */
export function countOfferUse(
  transaction: Transaction,
  db: Firestore,
  use: OfferUse,
  by: 1 | -1,
): void {
  const uses = { uses: FieldValue.increment(by) };
  transaction.set(db.collection(offersCollection).doc(use.offerId), uses, { merge: true });
  transaction.set(phoneUsesRef(db, use.offerId, use.phone), uses, { merge: true });
}
