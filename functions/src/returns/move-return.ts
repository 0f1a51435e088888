/**
 * `moveReturn`: staff's steps on a return, as the model's table allows them (model/return/return.ts
 * `returnMoves`): `approve` or `refuse` (with the reason the shopper is told) a return asked for,
 * then `receive` it, saying of each returned unit whether it can be sold again. In one transaction
 * with the caller's team record, the order and the return: resellable units go back to their
 * product's stock through the ledger, damaged ones are written off there, exactly once (a second
 * `receive` finds the return received and is refused). Every step is recorded in the order's
 * History with who took it. The refund and the exchange's dispatch follow from `received`.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { variantKey } from '@model/catalog/stock-rule';
import type { OrderEventType } from '@model/order/events';
import { moveReturnSchema, type MoveReturn, type ReturnView } from '@model/return/request';
import { afterReturnMove, returnStepLabels, type ReturnMove } from '@model/return/return';
import { variantStock } from '@model/catalog/product-fields';
import type { Call } from '../core/call';
import { orderClock } from '../core/context';
import { Refusal } from '../core/refusal';
import { orderRef, readStoredOrder, type StoredOrder } from '../orders/stored-order';
import { writesAlwaysOpen } from '../qa/write-gate';
import { actorOf, readStaffMember, staffClaim } from '../staff/staff-member';
import { readStaffRequest } from '../staff/staff-request';
import { giveBackUnits, readProducts, recordWriteOff, type ReadProduct } from '../stock/ledger';
import { readReturn, returnsCollection } from '@model/return/stored-return';
import { recordReturnStep, type ReturnContext } from './request-return';

const eventOf: Readonly<Record<MoveReturn['move'], OrderEventType>> = {
  approve: 'return-approved',
  refuse: 'return-refused',
  receive: 'return-received',
};

const moveWords: Readonly<Record<MoveReturn['move'], string>> = {
  approve: 'approved',
  refuse: 'refused',
  receive: 'marked as received',
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

export async function moveReturn(
  context: ReturnContext,
  call: Pick<Call, 'auth' | 'data'>,
): Promise<ReturnView> {
  const claim = staffClaim(call);
  const request = readStaffRequest(moveReturnSchema, call.data);
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const now = orderClock(context);
  const ref = orderRef(db, request.orderId);
  const returnRef = ref.collection(returnsCollection).doc(request.returnId);

  return db.runTransaction(async (transaction) => {
    const by = actorOf(await readStaffMember(transaction, db, claim));
    const [orderSnapshot, returnSnapshot] = await transaction.getAll(ref, returnRef);
    const order = readStoredOrder(orderSnapshot?.data());
    if (!order || !returnSnapshot?.exists) {
      throw new Refusal('not-found', 'We could not find that return.');
    }
    const view = readReturn(returnSnapshot.id, returnSnapshot.data());
    const to = afterReturnMove(view, request.move as ReturnMove);
    if (!to) {
      throw new Refusal(
        'failed-precondition',
        `This return cannot be ${moveWords[request.move]} now: it is at ${returnStepLabels[view.step]}.`,
      );
    }
    let products: ReadProduct[] = [];
    if (request.move === 'receive') {
      const refusal = receivedRefusal(view, request);
      if (refusal) throw new Refusal('invalid-argument', refusal);
      const ids = [...new Set(view.lines.map(({ line }) => order.lines[line]?.id ?? ''))];
      products = await readProducts(transaction, db, ids.filter(Boolean));
    }
    // Every read is done: what follows only writes.
    if (request.move === 'receive') {
      const movement = (reason: 'return-resellable' | 'return-damaged') => ({
        reason,
        orderId: request.orderId,
        at: now,
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
    transaction.update(returnRef, {
      step: to,
      updatedAt: Timestamp.fromDate(now),
      ...(request.move === 'refuse' ? { refusal: request.reason } : {}),
      ...(request.move === 'receive' ? { received: request.lines } : {}),
    });
    recordReturnStep(
      transaction,
      db,
      request.orderId,
      order,
      {
        type: eventOf[request.move],
        details: {
          return: request.returnId,
          ...(request.move === 'refuse' ? { reason: request.reason } : {}),
        },
        by,
        at: now,
      },
      // A refused return is over; the others stay open until refunded or exchanged.
      to === 'refused' ? { returnsOpen: FieldValue.increment(-1) } : {},
    );
    return { ...view, step: to };
  });
}
