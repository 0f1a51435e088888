/**
 * Offers as the back office's Offers pages read them (src/staff/data/offers.ts): a page of the
 * list, an offer in the form's terms and its History (`offers/{id}/events`). The offer itself is
 * read by the shop's one reader (../offer/stored-offer.ts, `readOffer`); a document it cannot read
 * gives nothing, and still shows here by its name so staff can put it right.
 */
import { emptyOfferDraft, type Offer, type OfferDraft } from '../offer/offer';
import { offerDraftOf, readOffer } from '../offer/stored-offer';
import { isOneOf, text, wholeNumber, type Fields } from '../stored/fields';
import { readProductEvent, type ProductChange, type SaveOutcome } from './products';

/** One field a save changed, with its stored values before and after: as a product's. */
export type OfferChange = ProductChange;
export type { SaveOutcome };

/** Where an offer stands at a moment: what the Offers list says of it. */
export type OfferState = 'running' | 'paused' | 'scheduled' | 'ended';

/** An ended offer is ended, paused or not; a paused one gives nothing, whenever it runs. */
export function offerStateAt(offer: Offer, now: string): OfferState {
  if (offer.endsAt !== null && now >= offer.endsAt) return 'ended';
  if (offer.paused) return 'paused';
  return now < offer.startsAt ? 'scheduled' : 'running';
}

/** An offer as the Offers page lists it; `offer` null where the stored one cannot be read. */
export interface OfferLine {
  id: string;
  name: string;
  offer: Offer | null;
  /** Orders that used it so far. */
  uses: number;
  state: OfferState | 'unreadable';
}

/** Where the next page starts: after this offer, newest first (its `createdAt`). */
export interface OfferCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

export interface OfferListRequest {
  after: OfferCursor | null;
}

export interface OfferListPage {
  offers: OfferLine[];
  /** Null on the last page. */
  next: OfferCursor | null;
}

/** An offer as its page reads it. */
export interface EditedOffer {
  /** The stored offer in the form's terms; an empty form but for its name where it cannot be read. */
  draft: OfferDraft;
  /** Whether the stored offer could be read: one that cannot gives nothing until saved again. */
  readable: boolean;
  uses: number;
}

export const offerEventKinds = ['created', 'updated'] as const;
export type OfferEventKind = (typeof offerEventKinds)[number];

/** One entry of an offer's History, newest first; each change as stored, before and after. */
export interface OfferEvent {
  id: string;
  /** A kind outside the server's list reads as unknown, never as another. */
  kind: OfferEventKind | 'unknown';
  /** ISO 8601 instant; null while the server has not stamped it. */
  at: string | null;
  by: string | null;
  changes: OfferChange[];
}

/** The offer and its History, read together when its page opens; the History may fail alone. */
export interface OfferRecord {
  offer: EditedOffer;
  history: OfferEvent[];
  historyFailure: unknown;
}

/** What `saveOffer` is sent: the form as typed, under the offer's id. */
export interface OfferSaveRequest {
  offerId: string;
  draft: OfferDraft;
}

/** The offer as listed at `now` (ISO). */
export function readOfferLine(id: string, data: Fields, now: string): OfferLine {
  const read = readOffer(id, data);
  return {
    id,
    name: read?.offer.name ?? (text(data.name).trim() || id),
    offer: read?.offer ?? null,
    uses: read?.uses ?? Math.max(0, wholeNumber(data.uses)),
    state: read ? offerStateAt(read.offer, now) : 'unreadable',
  };
}

export function readEditedOffer(id: string, data: Fields): EditedOffer {
  const read = readOffer(id, data);
  if (read) return { draft: offerDraftOf(read.offer), readable: true, uses: read.uses };
  return {
    draft: { ...emptyOfferDraft, name: text(data.name).trim() },
    readable: false,
    uses: Math.max(0, wholeNumber(data.uses)),
  };
}

/** An event as stored: the same who, when and changes as a product's (./products.ts). */
export function readOfferEvent(id: string, data: Fields): OfferEvent {
  const event = readProductEvent(id, data);
  return { ...event, kind: isOneOf(offerEventKinds, data.kind) ? data.kind : 'unknown' };
}
