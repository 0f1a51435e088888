/**
 * `markReplied`: a contact message or wholesale enquiry answered. firestore.rules lets no browser
 * change either (they hold shoppers' contacts), so the reply is recorded here, with who and when.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { EventActor } from '@model/order/events';
import { markRepliedSchema, type InboxKind } from '@model/staff/requests';
import type { Call } from '../core/call';
import { Refusal } from '../core/refusal';
import { orderClock } from '../core/context';
import { writesAlwaysOpen } from '../qa/write-gate';
import { actorOf, readStaffMember, staffClaim, type StaffContext } from './staff-member';
import { readStaffRequest } from './staff-request';

export const inboxCollections: Readonly<Record<InboxKind, string>> = {
  message: 'messages',
  enquiry: 'wholesaleEnquiries',
};

const missing: Readonly<Record<InboxKind, string>> = {
  message: 'We could not find that message.',
  enquiry: 'We could not find that enquiry.',
};

/** The reply as recorded: the callable's answer. */
export interface Reply {
  status: 'replied';
  /** ISO 8601. */
  repliedAt: string;
  repliedBy: EventActor;
}

/** Marks the item replied; one already replied keeps its first reply, which is answered. */
export async function markReplied(
  context: StaffContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<Reply> {
  const claim = staffClaim(call);
  const { kind, id } = readStaffRequest(markRepliedSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const now = orderClock(context);
  const ref = db.collection(inboxCollections[kind]).doc(id);

  return db.runTransaction(async (transaction): Promise<Reply> => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const item = await transaction.get(ref);
    if (!item.exists) throw new Refusal('not-found', missing[kind]);
    const earlier = item.get('repliedAt') as unknown;
    if (item.get('status') === 'replied' && earlier instanceof Timestamp) {
      return {
        status: 'replied',
        repliedAt: earlier.toDate().toISOString(),
        repliedBy: item.get('repliedBy') as EventActor,
      };
    }
    transaction.update(ref, {
      status: 'replied',
      repliedAt: Timestamp.fromDate(now),
      repliedBy: by,
    });
    return { status: 'replied', repliedAt: now.toISOString(), repliedBy: by };
  });
}
