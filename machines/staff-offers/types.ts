import type { OfferDraft } from '@model/offer/offer';

export type { OfferDraft };
export type {
  EditedOffer,
  OfferChange,
  OfferCursor,
  OfferEvent,
  OfferEventKind,
  OfferLine,
  OfferListPage,
  OfferListRequest,
  OfferRecord,
  OfferSaveRequest,
  SaveOutcome,
} from '@model/staff/offers';

/** A field of the offers form, as `offerDraftSchema` names it. */
export type OfferField = keyof OfferDraft;

/** One field as staff set it: text as typed, a box ticked or not. */
export type OfferEdit = {
  [Field in OfferField]: { field: Field; value: OfferDraft[Field] };
}[OfferField];

/** The first thing wrong with each field, in the schema's words. */
export type OfferFieldErrors = Partial<Record<OfferField, string>>;
