/**
 * The back office's order steps (`confirmOrder`, `packOrder`, `dispatchOrder`, `deliverOrder`,
 * `cancelOrder`):
 * the model's table of moves (model/order/status.ts, `afterAction`) decides, in one
 * transaction with the caller's team record and the order, so two members taking steps at once
 * cannot both move it. Each step is recorded with who took it (../orders/order-moves.ts);
 * dispatching and cancelling text the shopper; confirming a cash order (staff called the shopper)
 * ends its hold's clock, so it holds its units until delivered or cancelled. Cancelling is ../orders/cancel.ts's, units and
 * refund included.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { OrderEventType } from '@model/order/events';
import { afterAction, type OrderAction } from '@model/order/status';
import { orderStepRequestSchema } from '@model/staff/requests';
import { asCallable, type Call } from '../core/call';
import { cancelInTransaction } from '../orders/cancel';
import { Refusal } from '../core/refusal';
import { moveOrder, type Position } from '../orders/order-moves';
import { orderClock, type OrderContext } from '../core/context';
import { getStoredOrder, standingOf } from '../orders/stored-order';
import { writesAlwaysOpen } from '../qa/write-gate';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { actorOf, readStaffMember, staffClaim } from './staff-member';
import { readStaffRequest } from './staff-request';
import { claimReceiptNumber, readNextReceiptNumber } from '../receipts/receipt-sequence';
import { countPaid } from '../dashboard/daily-totals';

type ParcelStep = Exclude<OrderAction, 'cancel'>;

const eventOf: Readonly<Record<ParcelStep, OrderEventType>> = {
  confirm: 'confirmed',
  pack: 'packed',
  dispatch: 'dispatched',
  deliver: 'delivered',
};

/** How a refusal names the step, as ../orders/cancel.ts names its own. */
const stepWords: Readonly<Record<ParcelStep, string>> = {
  confirm: 'confirmed',
  pack: 'packed',
  dispatch: 'dispatched',
  deliver: 'marked as delivered',
};

/** Takes `action` on the order the call names; answers where the order stands now. */
export async function takeOrderStep(
  context: OrderContext,
  call: Pick<Call, 'auth' | 'data'>,
  action: OrderAction,
): Promise<Position> {
  const claim = staffClaim(call);
  const request = readStaffRequest(orderStepRequestSchema, call.data);
  if (request.action !== action) {
    throw new Refusal('invalid-argument', `This step is ${action}, not ${request.action}.`);
  }
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const { orderId } = request;
  const now = orderClock(context);

  const { position, text } = await db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    if (request.action === 'cancel') {
      return cancelInTransaction(transaction, db, orderId, { reason: request.reason, by }, now);
    }
    const order = await getStoredOrder(transaction, db, orderId);
    if (!order) throw new Refusal('not-found', 'We could not find that order.');
    const textQueued =
      request.action === 'dispatch' && (await readQueued(transaction, db, orderId, 'dispatched'));
    const after = afterAction(standingOf(order), request.action);
    if (!after) {
      throw new Refusal(
        'failed-precondition',
        `This order cannot be ${stepWords[request.action]} now: it is ${order.status}, ${order.fulfilment}.`,
      );
    }
    // A cash order is paid at the door: it gets the shop's next receipt then.
    const paidAtDoor = order.status === 'pending' && after.status === 'paid';
    const nextReceipt = paidAtDoor ? await readNextReceiptNumber(transaction, db) : null;
    // Every read is done: what follows only writes.
    const move = { to: after, by, at: now };
    if (request.action === 'dispatch') {
      const { courier, tracking } = request;
      const details = { courier, ...(tracking ? { tracking } : {}) };
      moveOrder(
        transaction,
        db,
        orderId,
        order,
        { ...move, events: [{ type: 'dispatched', details }] },
        {
          dispatch: { courier, tracking, at: Timestamp.fromDate(now), by },
        },
      );
      const queued = queueOrderText(transaction, db, textQueued, {
        orderId,
        details: { event: 'dispatched', orderNumber: order.number ?? '', courier, tracking },
        to: order.delivery.phone,
        at: now,
      });
      return { position: after, text: queued };
    }
    if (request.action === 'confirm') {
      moveOrder(
        transaction,
        db,
        orderId,
        order,
        { ...move, to: { ...after, confirmed: true }, events: [{ type: 'confirmed' }] },
        { confirmation: { by, at: Timestamp.fromDate(now) }, expiresAt: FieldValue.delete() },
      );
      return { position: after, text: null };
    }
    // A cash order paid at the door counts in its day's totals as it claims its receipt number.
    if (paidAtDoor) countPaid(transaction, db, order, now);
    // Paid at the door, it no longer holds units unpaid.
    moveOrder(
      transaction,
      db,
      orderId,
      order,
      { ...move, events: [{ type: eventOf[request.action] }] },
      {
        ...(paidAtDoor ? { unpaidHoldPhone: null } : {}),
        ...(nextReceipt === null
          ? {}
          : {
              receiptNumber: claimReceiptNumber(transaction, db, nextReceipt),
              paidAt: Timestamp.fromDate(now),
            }),
        // The return window runs from here (model/return/return.ts).
        ...(request.action === 'deliver' ? { deliveredAt: Timestamp.fromDate(now) } : {}),
      },
    );
    return { position: after, text: null };
  });
  await sendOrderTexts(context, [text]);
  return position;
}

/** Each order step answers where the order stands after it: `{status, fulfilment}`. */
export const confirmOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'confirm'),
);
export const packOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'pack'),
);
export const dispatchOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'dispatch'),
);
export const deliverOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'deliver'),
);
export const cancelOrderCall = asCallable((context: OrderContext, call) =>
  takeOrderStep(context, call, 'cancel'),
);
