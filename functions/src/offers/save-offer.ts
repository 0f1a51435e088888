/**
 * `saveOffer`: the back office's offers form written (README, Offers), created under the id the
 * form made or changed, in one transaction with its code's claim (`offerCodes/{CODE}`, so no two
 * offers share a code, whatever their case) and its History entry, `offers/{id}/events`, saying
 * who changed what and when. How many orders used the offer (`uses`) is the orders' to count:
 * saving never changes it. Staff and the owner may save offers; shoppers never read them.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { offerDraftSchema, offersCollection, type Offer } from '@model/offer/offer';
import {
  offerCodesCollection,
  offerDraftLabelsFor,
  saveOfferRequestSchema,
} from '@model/offer/stored-offer';
import type { EventActor } from '@model/order/events';
import type { Call } from '../core/call';
import { orderClock } from '../core/context';
import { readFormDraft } from '../core/form-draft';
import { Refusal } from '../core/refusal';
import { writesAlwaysOpen } from '../qa/write-gate';
import { actorOf, readStaffMember, staffClaim, type StaffContext } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';

export const offerEventsCollection = 'events';

type OfferFields = Omit<Offer, 'id'>;

/** The fields as stored: times as timestamps, so orders can ask for the offers running. */
function storedFields(fields: OfferFields): DocumentData {
  return {
    ...fields,
    startsAt: Timestamp.fromDate(new Date(fields.startsAt)),
    endsAt: fields.endsAt === null ? null : Timestamp.fromDate(new Date(fields.endsAt)),
  };
}

/** Each field whose stored value changes, before (null when new) and after. */
function changedFields(
  before: DocumentData | undefined,
  after: DocumentData,
): Record<string, { from: unknown; to: unknown }> {
  const shown = (value: unknown) =>
    value instanceof Timestamp ? value.toDate().toISOString() : (value ?? null);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const from = shown(before?.[field]);
    const to = shown(value);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

function recordOfferEvent(
  transaction: Transaction,
  db: Firestore,
  offerId: string,
  event: { kind: 'created' | 'updated'; at: Date; by: EventActor; changes: DocumentData },
) {
  const events = db.collection(offersCollection).doc(offerId).collection(offerEventsCollection);
  transaction.create(events.doc(), { ...event, at: Timestamp.fromDate(event.at) });
}

export const codeTaken = (code: string) =>
  `The code ${code} is another offer’s already: choose another code.`;

export async function saveOffer(
  context: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<{ offerId: string }> {
  const claim = staffClaim(call);
  const { offerId, draft } = readStaffRequest(saveOfferRequestSchema, call.data);
  const fields = storedFields(
    readFormDraft(offerDraftSchema, draft, offerDraftLabelsFor(draft.kind)),
  );
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const at = orderClock(context);
  const ref = db.collection(offersCollection).doc(offerId);
  const codes = db.collection(offerCodesCollection);
  return db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const before = (await transaction.get(ref)).data();
    const code = fields.code as string | null;
    const claimed = code ? (await transaction.get(codes.doc(code))).data() : undefined;
    if (claimed && claimed.offerId !== offerId)
      throw new Refusal('failed-precondition', codeTaken(code!));
    // Every read is done: what follows only writes.
    const changes = changedFields(before, fields);
    if (before && Object.keys(changes).length === 0) return { offerId };
    const previousCode = typeof before?.code === 'string' ? before.code : null;
    if (previousCode && previousCode !== code) transaction.delete(codes.doc(previousCode));
    if (code && !claimed) transaction.create(codes.doc(code), { offerId });
    transaction.set(ref, {
      ...fields,
      uses: before ? (before.uses ?? 0) : 0,
      ...(before ? {} : { createdAt: FieldValue.serverTimestamp() }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordOfferEvent(transaction, db, offerId, {
      kind: before ? 'updated' : 'created',
      at,
      by,
      changes: before ? changes : {},
    });
    return { offerId };
  });
}
