/**
 * What the Offers pages read and change: offers a page at a time, newest first, an offer and its
 * History (Firestore Lite, signed in as staff, firestore.rules), and the `saveOffer` callable,
 * which keeps each code with one offer and records who changed what
 * (functions/src/offers/save-offer.ts). Every query shape here is listed in docs/query-shapes.md.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type DocumentData,
} from 'firebase/firestore/lite';
import { offersCollection } from '@model/offer/offer';
import { offerIdSchema, saveOfferRequestSchema } from '@model/offer/stored-offer';
import {
  readEditedOffer,
  readOfferEvent,
  readOfferLine,
  type OfferEvent,
  type OfferListPage,
  type OfferListRequest,
  type OfferRecord,
  type OfferSaveRequest,
  type SaveOutcome,
} from '@model/staff/offers';
import { newAutoId } from '@/data/auto-id';
import { DataError } from '@/data/data-error';
import { db } from '@/data/firestore-db';
import { callFunction } from '@/data/functions';
import { read } from '@/data/resilience';
import { newestFirst, newestFirstPage } from './newest-first';

/** A page of offers: a phone's screen or two, and a quick read on 3G. */
export const offerPageSize = 20;
/** The latest changes: far more than an offer usually has. */
const historyLength = 50;

const offers = () => collection(db(), offersCollection);

/** One page of offers, newest first (`createdAt`, set by `saveOffer`), after the cursor. */
export async function listOfferPage(
  { after }: OfferListRequest,
  pageSize = offerPageSize,
): Promise<OfferListPage> {
  const snapshot = await read(() => getDocs(query(offers(), ...newestFirst(after, pageSize))));
  const now = new Date().toISOString();
  const { shown, next } = newestFirstPage(snapshot.docs, pageSize);
  return {
    offers: shown.map((document) => readOfferLine(document.id, document.data(), now)),
    next,
  };
}

/**
 * The offer in the form's terms and its History, read at once; null when there is no such offer.
 * The History failing is kept with the offer, not thrown: the form works without it.
 */
export async function readOfferRecord(offerId: string): Promise<OfferRecord | null> {
  if (!offerIdSchema.safeParse(offerId).success) return null;
  const [offer, history] = await Promise.all([
    read(() => getDoc(doc(offers(), offerId))),
    listOfferHistory(offerId).then(
      (events) => ({ events, failure: null }),
      (failure: unknown) => ({ events: [], failure }),
    ),
  ]);
  const data = offer.data();
  return data
    ? {
        offer: readEditedOffer(offerId, data),
        history: history.events,
        historyFailure: history.failure,
      }
    : null;
}

/** The offer's latest changes, newest first. */
export async function listOfferHistory(offerId: string): Promise<OfferEvent[]> {
  const snapshot = await read(() =>
    getDocs(
      query(
        collection(db(), offersCollection, offerId, 'events'),
        orderBy('at', 'desc'),
        limit(historyLength),
      ),
    ),
  );
  return snapshot.docs.map((document) => toOfferEvent(document.id, document.data()));
}

/**
 * Writes the offer from the form. The server refusing it (a field it will not take, a code another
 * offer holds) is an answer in its own words, not a failure; a call that did not come back is one,
 * and may have landed: saving again under the same id writes the same again.
 */
export async function saveOffer(request: OfferSaveRequest): Promise<SaveOutcome> {
  try {
    await callFunction<unknown, unknown>('saveOffer', saveOfferRequestSchema.parse(request));
    return { outcome: 'saved' };
  } catch (error) {
    if (error instanceof DataError && error.kind === 'refused') {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}

/** A new offer's id, made when its form opens: Firestore's 20-character auto-id. */
export const newOfferId = (): string => newAutoId();

/** Listed as unknown, never guessed; the console tells whoever looks into it what was stored. */
function toOfferEvent(id: string, data: DocumentData): OfferEvent {
  const event = readOfferEvent(id, data);
  if (event.kind === 'unknown') {
    console.warn(`Offer event ${id} has a kind outside the server's`, data.kind);
  }
  return event;
}
