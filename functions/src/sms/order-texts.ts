/**
 * The shopper's texts about their order (model/order/messages.ts, in the shop's name): queued
 * in the transaction of the move they tell of (./outbox.ts), once per order and event, and sent
 * once that transaction commits. A text never holds up the move: one that cannot be made is
 * logged and left out, and a failed send is the outbox's to retry.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { orderText, type OrderTextDetails } from '@model/order/messages';
import { shopName } from '../shop-config';
import { queueText, sendTextNow, type TextContext } from './outbox';

export interface OrderTextRequest {
  /** The order's document id: one text per order and event. */
  orderId: string;
  /** A return's id, for a text about it: one per order, event and return. */
  about?: string;
  details: OrderTextDetails;
  /** The delivery phone, as the order keeps it. */
  to: string;
  at: Date;
}

/**
 * Queues the text after the transaction's reads, unless `readQueued` found one for this order and
 * event. Answers its id for `sendOrderTexts`, or null when none was queued.
 */
export function queueOrderText(
  transaction: Transaction,
  db: Firestore,
  alreadyQueued: boolean,
  { orderId, about, details, to, at }: OrderTextRequest,
): string | null {
  if (alreadyQueued) return null;
  let message: string;
  try {
    message = orderText(shopName, details);
  } catch (error) {
    // Only an order without a number the shop issued makes the text refuse: the move goes ahead
    // without it.
    logger.error('A text to a shopper could not be made', {
      orderId,
      event: details.event,
      error: String(error),
    });
    return null;
  }
  return queueText(transaction, db, {
    orderId,
    about,
    event: details.event,
    to,
    message,
    at,
  });
}

/** Sends the texts a committed transaction queued, one by one; never throws. */
export async function sendOrderTexts(
  context: TextContext,
  ids: ReadonlyArray<string | null>,
): Promise<void> {
  for (const id of ids) {
    if (id !== null) await sendTextNow(context, id);
  }
}
