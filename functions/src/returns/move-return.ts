/**
 * `moveReturn`: staff's steps on a return, as the model's table allows them (model/return/return.ts
 * `returnMoves`): `approve` or `refuse` (with the reason the shopper is told) a return asked for,
 * then `receive` it, saying of each returned unit whether it can be sold again, then `refund` it
 * (./return-refund.ts) or `send-exchange` (./send-exchange.ts). In one transaction with the
 * caller's team record, the order and the return: resellable units go back to their product's
 * stock through the ledger, damaged ones are written off there, exactly once (a second `receive`
 * finds the return received and is refused); the money is owed once; the exchange's units are
 * taken with its order. Every step is recorded in the order's History with who took it, and the
 * shopper is texted. A refund of an order paid by M-Pesa is sent as a reversal once the move
 * commits; should that fail, the refund stays due with its reason, for staff to send again or
 * make by hand.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { variantKey } from '@model/catalog/stock-rule';
import { variantStock } from '@model/catalog/product-fields';
import type { OrderEventType } from '@model/order/events';
import type { OrderTextDetails, TextEvent } from '@model/order/messages';
import { moveReturnSchema, type MoveReturn, type ReturnView } from '@model/return/request';
import { afterReturnMove, closedReturnSteps, returnStepLabels } from '@model/return/return';
import { readReturn, returnsCollection } from '@model/return/stored-return';
import type { Call } from '../core/call';
import { orderClock, type OrderContext } from '../core/context';
import { Refusal } from '../core/refusal';
import type { DarajaClient } from '../mpesa/daraja';
import { orderRef, readStoredOrder, type StoredOrder } from '../orders/stored-order';
import { writesAlwaysOpen } from '../qa/write-gate';
import { refundByMpesa } from '../refunds/refund-callables';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import { actorOf, readStaffMember, staffClaim } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import { giveBackUnits, readProducts, recordWriteOff, type ReadProduct } from '../stock/ledger';
import { recordReturnStep } from './request-return';
import { oweReturnRefund, readReturnRefund, type ReturnRefundReads } from './return-refund';
import { readExchange, sendExchange, type ExchangeReads } from './send-exchange';

/** The return moves' context: M-Pesa's client, where a refund's reversal can be sent. */
export interface MoveReturnContext extends OrderContext {
  daraja?: DarajaClient;
}

type Move = MoveReturn['move'];

const eventOf: Readonly<Record<Move, OrderEventType>> = {
  approve: 'return-approved',
  refuse: 'return-refused',
  receive: 'return-received',
  refund: 'refund-due',
  'send-exchange': 'exchange-sent',
};

/** The shopper's text for each move; a refund's is sent when its money has gone. */
const textOf: Readonly<
  Partial<Record<Move, Extract<TextEvent, `return-${string}` | 'exchange-sent'>>>
> = {
  approve: 'return-approved',
  refuse: 'return-refused',
  receive: 'return-received',
  'send-exchange': 'exchange-sent',
};

const moveWords: Readonly<Record<Move, string>> = {
  approve: 'approved',
  refuse: 'refused',
  receive: 'marked as received',
  refund: 'refunded',
  'send-exchange': 'exchanged',
};

/** Why the units staff found do not account for the return's, or null when they do. */
function receivedRefusal(view: ReturnView, found: Extract<MoveReturn, { move: 'receive' }>) {
  const returned = new Map(view.lines.map(({ line, quantity }) => [line, quantity]));
  const counted = new Map<number, number>();
  for (const { line, resellable, damaged } of found.lines) {
    if (!returned.has(line)) return 'That item is not in this return.';
    counted.set(line, (counted.get(line) ?? 0) + resellable + damaged);
  }
  for (const [line, quantity] of returned) {
    if (counted.get(line) !== quantity) {
      return `Say of each of the ${quantity} returned ${view.lines.find((entry) => entry.line === line)?.productName ?? 'items'} whether it is resellable or damaged.`;
    }
  }
  return null;
}

/**
 * The variant a returned unit goes back to: the line's own size and colour where the product
 * keeps it, else the one the order took it from (a line bought without a choice).
 */
function returnedVariant(
  order: StoredOrder,
  line: StoredOrder['lines'][number],
  product: ReadProduct,
): string | null {
  const perVariant = variantStock(product.data?.variantStock);
  if (!perVariant) return null;
  const own = variantKey(line.size, line.colour);
  if (own in perVariant) return own;
  const taken = order.stockTaken.find((take) => take.id === line.id);
  return Object.keys(taken?.variants ?? {}).find((key) => key in perVariant) ?? null;
}

/** What each move reads besides the order and the return, before anything is written. */
interface MoveReads {
  products: ReadProduct[];
  refund: ReturnRefundReads | null;
  exchange: ExchangeReads | null;
  textQueued: boolean;
}

/** Puts the returned units back in stock, or writes them off, through the ledger. */
function receiveUnits(
  transaction: Transaction,
  db: Firestore,
  order: StoredOrder,
  request: Extract<MoveReturn, { move: 'receive' }>,
  products: ReadProduct[],
  by: NonNullable<ReturnType<typeof actorOf>>,
  at: Date,
): void {
  const movement = (reason: 'return-resellable' | 'return-damaged') => ({
    reason,
    orderId: request.orderId,
    at,
    by,
    note: `Return ${request.returnId}`,
  });
  for (const { line, resellable, damaged } of request.lines) {
    const bought = order.lines[line];
    const product = products.find((read) => read.id === bought?.id);
    if (!bought || !product) continue;
    const variant = returnedVariant(order, bought, product);
    if (resellable > 0) {
      const variants = variant === null ? {} : { [variant]: resellable };
      giveBackUnits(
        transaction,
        db,
        product,
        { units: resellable, variants },
        movement('return-resellable'),
      );
    }
    if (damaged > 0) {
      recordWriteOff(transaction, db, product.id, variant, damaged, movement('return-damaged'));
    }
  }
}

export async function moveReturn(
  context: MoveReturnContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<ReturnView> {
  const claim = staffClaim(call);
  const request = readStaffRequest(moveReturnSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const now = orderClock(context);
  const ref = orderRef(db, request.orderId);
  const returnRef = ref.collection(returnsCollection).doc(request.returnId);

  const moved = await db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const [orderSnapshot, returnSnapshot] = await transaction.getAll(ref, returnRef);
    const data = orderSnapshot?.data();
    const order = readStoredOrder(data);
    if (!data || !order || !returnSnapshot?.exists) {
      throw new Refusal('not-found', 'We could not find that return.');
    }
    const view = readReturn(returnSnapshot.id, returnSnapshot.data());
    const to = afterReturnMove(view, request.move);
    if (!to) {
      throw new Refusal(
        'failed-precondition',
        `This return cannot be ${moveWords[request.move]} now: it is at ${returnStepLabels[view.step]}.`,
      );
    }
    if (request.move === 'receive') {
      const refusal = receivedRefusal(view, request);
      if (refusal) throw new Refusal('invalid-argument', refusal);
    }
    const text = textOf[request.move];
    const reads: MoveReads = {
      products:
        request.move === 'receive'
          ? await readProducts(transaction, db, [
              ...new Set(view.lines.map(({ productId }) => productId)),
            ])
          : [],
      refund:
        request.move === 'refund'
          ? await readReturnRefund(transaction, db, request.orderId, view.id)
          : null,
      exchange:
        request.move === 'send-exchange'
          ? await readExchange(transaction, db, request.orderId, view)
          : null,
      textQueued: text ? await readQueued(transaction, db, request.orderId, text, view.id) : true,
    };
    // Every read is done: what follows only writes.
    const after: ReturnView = { ...view, step: to, updatedAt: now.toISOString() };
    let orderFields: Record<string, unknown> = {};
    let details: Record<string, string> = { return: view.id };
    let exchangeNumber = '';
    if (request.move === 'receive') {
      receiveUnits(transaction, db, order, request, reads.products, by, now);
      after.received = request.lines;
    } else if (request.move === 'refuse') {
      after.refusal = request.reason;
      details = { ...details, reason: request.reason };
    } else if (request.move === 'refund' && reads.refund) {
      const owed = oweReturnRefund(transaction, db, order, view, reads.refund, now);
      after.refund = owed.refund;
      orderFields = owed.orderFields;
      details = owed.details;
      // The return is refunded when its money has gone (../refunds/complete-refund.ts).
      if (owed.refund.amount > 0) after.step = view.step;
    } else if (request.move === 'send-exchange' && reads.exchange) {
      const exchange = sendExchange(
        transaction,
        db,
        { id: request.orderId, order, data },
        view,
        reads.exchange,
        by,
        now,
      );
      after.exchangeOrder = exchange;
      exchangeNumber = exchange.number;
      details = { ...details, exchange: exchange.number };
    }
    after.open = !closedReturnSteps.includes(after.step);
    transaction.update(returnRef, {
      step: after.step,
      open: after.open,
      refusal: after.refusal,
      received: after.received,
      refund: after.refund,
      exchangeOrder: after.exchangeOrder,
      updatedAt: Timestamp.fromDate(now),
    });
    recordReturnStep(
      transaction,
      db,
      request.orderId,
      order,
      { type: eventOf[request.move], details, by, at: now },
      after.open ? orderFields : { ...orderFields, returnsOpen: FieldValue.increment(-1) },
    );
    const textDetails: OrderTextDetails | null =
      text === 'exchange-sent'
        ? { event: text, orderNumber: order.number ?? '', exchangeNumber }
        : text === 'return-refused'
          ? { event: text, orderNumber: order.number ?? '', reason: after.refusal }
          : text
            ? { event: text, orderNumber: order.number ?? '' }
            : null;
    const textId = textDetails
      ? queueOrderText(transaction, db, reads.textQueued, {
          orderId: request.orderId,
          about: view.id,
          details: textDetails,
          to: order.delivery.phone,
          at: now,
        })
      : null;
    const reverse =
      request.move === 'refund' &&
      after.refund !== null &&
      after.refund.amount > 0 &&
      order.payment.method === 'mpesa' &&
      order.payment.receipt !== null;
    return { after, textId, reverse };
  });

  await sendOrderTexts(context, [moved.textId]);
  if (!moved.reverse || !moved.after.refund || !context.daraja) return moved.after;
  try {
    await refundByMpesa(
      { ...context, daraja: context.daraja },
      {
        auth: call.auth,
        data: { paymentId: moved.after.refund.id },
      },
    );
  } catch (error) {
    // Left due, with the refund's own buttons for staff to send again or refund by hand.
    logger.warn("A return's refund was owed but not sent to M-Pesa", {
      returnId: request.returnId,
      error: String(error),
    });
  }
  return readReturn(request.returnId, (await returnRef.get()).data());
}
