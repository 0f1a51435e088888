/**
 * `payAgain`: after a failed M-Pesa payment, a new prompt for the same order (to the same or
 * another number), or a switch to cash on delivery where the order's delivery allows it. Either
 * takes the order's units again, or says what is gone; neither is offered while the last prompt is
 * not final by the status query, after money of the wrong amount was taken, or once the order's
 * hold is over. The move is recorded (`payment-retried` or `cash-chosen`, ../orders/order-moves.ts)
 * and a switch to cash texts the shopper what to have ready.
 */
import { savingOf } from '@model/offer/cart-offers';
import { Timestamp } from 'firebase-admin/firestore';
import { deliveryOptionById } from '@model/delivery';
import { kenyanPhoneMessage } from '@model/kenyan-phone';
import { cashNotAvailable, earlierPromptOpen, payAgainRefusals } from '@model/order/refusals';
import { cashOrderRefusal } from '@model/order/price-order';
import { payAgainRequestSchema } from '@model/order/request';
import type { OrderStatus } from '@model/order/status';
import type { PaymentFailure } from '@model/order/view';
import { tokenOpens } from '../orders/access-token';
import { noSuchOrder } from '../orders/errors';
import { Refusal } from '../core/refusal';
import { readPromptSlot } from '../limits/phone-limits';
import { checkPhoneLimit, readHoldProducts, retakeHold } from '../orders/holds';
import { moveOrder } from '../orders/order-moves';
import {
  getOrderSecrets,
  orderSecretsRef,
  pushCleared,
  type OrderSecrets,
} from '../orders/order-secrets';
import { cashHold, orderClock } from '../core/context';
import { readOrderProduct } from '../orders/order-product';
import { getStoredOrder, type StoredOrder } from '../orders/stored-order';
import { cashOrderLimit } from '../shop-config';
import { writesAlwaysOpen } from '../qa/write-gate';
import { queueOrderText, sendOrderTexts } from '../sms/order-texts';
import { readQueued } from '../sms/outbox';
import type { PaymentContext } from '../core/context';
import { darajaPhone } from './phone';
import { promptRetryOpen, readClaim, sendPush, writeClaim } from './push';

export interface PayAgainResult {
  orderId: string;
  status: OrderStatus;
  failure: PaymentFailure | null;
}

/**
 * Refuses a payAgain the order's position does not allow, in words the shopper can act on. An
 * order still awaiting payment may prompt again once its last prompt may never have reached the
 * phone (./push.ts, `promptRetryOpen`).
 */
function refuseUnlessRetryable(order: StoredOrder, secrets: OrderSecrets, now: Date): void {
  // A hold that ran out is over even before the sweep has marked the order expired.
  const holdOver = !!order.expiresAt && order.expiresAt.toMillis() <= now.getTime();
  const retryable =
    (order.status === 'payment-failed' && order.payment.failure !== 'amount-mismatch') ||
    (order.status === 'awaiting-payment' && promptRetryOpen(order, secrets, now));
  if (retryable && !holdOver) return;
  const messages: Partial<Record<OrderStatus, string>> = {
    paid: payAgainRefusals.paid,
    expired: payAgainRefusals.expired,
    cancelled: payAgainRefusals.cancelled,
    // The prompt that is out has not ended yet: it may still be paid.
    'awaiting-payment': earlierPromptOpen,
  };
  const message =
    order.payment.failure === 'amount-mismatch'
      ? payAgainRefusals.amountMismatch
      : holdOver
        ? payAgainRefusals.expired
        : (messages[order.status] ?? payAgainRefusals.notWaiting);
  throw new Refusal('failed-precondition', message);
}

export async function payAgain(
  context: PaymentContext,
  request: unknown,
  uid: string | null,
): Promise<PayAgainResult> {
  const parsed = payAgainRequestSchema.safeParse(request);
  if (!parsed.success) {
    throw new Refusal('invalid-argument', parsed.error.issues[0]?.message ?? 'Bad request.');
  }
  const { orderId, accessToken } = parsed.data;
  const phone = parsed.data.method === 'mpesa' ? darajaPhone(parsed.data.phone) : null;
  if (parsed.data.method === 'mpesa' && !phone) {
    throw new Refusal('invalid-argument', kenyanPhoneMessage);
  }
  await (context.writeGate ?? writesAlwaysOpen)();
  const { db } = context;
  const now = orderClock(context);

  let texts: Array<string | null> = [];
  const push = await db.runTransaction(async (transaction) => {
    texts = [];
    const order = await getStoredOrder(transaction, db, orderId);
    const secrets = await getOrderSecrets(transaction, db, orderId);
    // Someone else's order reads as no order: its existence is not confirmed to strangers.
    const proven =
      !!order &&
      ((uid !== null && order.ownerUid === uid) ||
        (accessToken !== null && tokenOpens(accessToken, secrets?.accessTokenHash)));
    if (!order || !secrets || !proven) throw noSuchOrder();
    refuseUnlessRetryable(order, secrets, now);
    const claim = await readClaim(transaction, db, order, secrets, now);
    const products = await readHoldProducts(transaction, db, order);
    if (phone === null) {
      const delivery = deliveryOptionById(order.delivery.option);
      if (!delivery?.cashOnDelivery) {
        throw new Refusal('failed-precondition', cashNotAvailable(delivery));
      }
      // Cash takes the order only within its bounds, as at checkout.
      const terms = new Map(products.map((read) => [read.id, readOrderProduct(read.data)]));
      const refusal = cashOrderRefusal(order.lines, terms, order.total, cashOrderLimit);
      if (refusal) throw new Refusal('failed-precondition', refusal);
    }
    await checkPhoneLimit(transaction, db, order.delivery.phone, orderId);
    const countPrompt = phone !== null ? await readPromptSlot(transaction, db, phone, now) : null;
    const textQueued =
      phone === null && (await readQueued(transaction, db, orderId, 'cash-confirmed'));
    // Every read is done: what follows only writes.
    // An order still awaiting payment holds its units: only a failed one takes them again.
    const held = order.stockHeld ? {} : retakeHold(transaction, db, orderId, order, products, now);
    const common = {
      ...held,
      unpaidHoldPhone: order.delivery.phone,
      'payment.receipt': null,
      'payment.failure': null,
    };
    const { fulfilment } = order;
    if (phone !== null) {
      const move = { to: { status: 'awaiting-payment', fulfilment }, by: null, at: now } as const;
      moveOrder(
        transaction,
        db,
        orderId,
        order,
        { ...move, events: [{ type: 'payment-retried' }] },
        {
          ...common,
          'payment.method': 'mpesa',
          'payment.phone': phone,
          // A new prompt gets a whole hold of its own.
          expiresAt: Timestamp.fromMillis(now.getTime() + context.holdMs),
        },
      );
      writeClaim(transaction, db, orderId, claim);
      countPrompt?.();
      return {
        orderNumber: order.number ?? orderId,
        attempt: claim.push.attempt,
        total: order.total,
      };
    }
    const move = { to: { status: 'pending', fulfilment }, by: null, at: now } as const;
    moveOrder(
      transaction,
      db,
      orderId,
      order,
      { ...move, events: [{ type: 'cash-chosen' }] },
      {
        ...common,
        'payment.method': 'cash-on-delivery',
        'payment.phone': null,
        // Held until staff confirm it, as any cash order.
        expiresAt: Timestamp.fromMillis(now.getTime() + cashHold(context)),
      },
    );
    transaction.update(orderSecretsRef(db, orderId), pushCleared);
    texts.push(
      queueOrderText(transaction, db, textQueued, {
        orderId,
        details: {
          event: 'cash-confirmed',
          orderNumber: order.number ?? '',
          total: order.total,
          saved: savingOf(order.discounts),
        },
        to: order.delivery.phone,
        at: now,
      }),
    );
    return null;
  });

  if (push === null || phone === null) {
    await sendOrderTexts(context, texts);
    return { orderId, status: 'pending', failure: null };
  }
  const started = await sendPush(context, { orderId, ...push, phone });
  return { orderId, ...started };
}
