/**
 * A small in-memory stand-in for the order functions of functions/src (placeOrder, getOrder,
 * payAgain), answering as their contract says (src/model/order/request.ts, view.ts) and as
 * ./contract.test.ts holds it to the real ones: the cart priced again and its stock checked with
 * the model's own pricing (changes answered, nothing written), one order per checkout id (a
 * repeat with its token answers the same order), M-Pesa orders awaiting payment until the
 * "callback" arrives with the outcome chosen, cash orders pending. A missing order and someone
 * else's read the same. It is not the server: no Firestore, no Daraja, no clock.
 */
import type { Product } from '@/model/catalog/product';
import { checkoutSchema } from '@/model/checkout';
import { deliveryOptionById } from '@/model/delivery';
import { kenyanPhoneMessage, normaliseKenyanPhone } from '@/model/kenyan-phone';
import { priceOrder, type OrderedProduct } from '@/model/order/price-order';
import {
  getOrderRequestSchema,
  payAgainRequestSchema,
  placeOrderRequestSchema,
} from '@/model/order/request';
import {
  orderDelivery,
  type OrderView,
  type PaymentFailure,
  type PlaceOrderResponse,
} from '@/model/order/view';
import { deliveryFees } from '@/settings/shop-settings';

export type FakeProduct = Pick<Product, 'id'> & OrderedProduct;

/** How M-Pesa answers the next prompts: paid, a failure, or never (the order keeps waiting). */
export type FakeMpesaOutcome = 'paid' | PaymentFailure | 'pending';

export type CallableStatus =
  | 'INVALID_ARGUMENT'
  | 'FAILED_PRECONDITION'
  | 'NOT_FOUND'
  | 'PERMISSION_DENIED'
  | 'UNAUTHENTICATED'
  | 'UNAVAILABLE'
  | 'DEADLINE_EXCEEDED'
  | 'INTERNAL';

/** A refusal as an HttpsError carries it to the client. */
export class CallableFailure extends Error {
  constructor(
    readonly status: CallableStatus,
    message: string,
  ) {
    super(message);
  }
}

interface StoredOrder {
  view: OrderView;
  accessToken: string;
  ownerUid: string | null;
  /** The prompt out for it: how it ends, after how many more getOrder calls. */
  push: { outcome: FakeMpesaOutcome; checksLeft: number } | null;
}

export interface FakeOrdersOptions {
  products: readonly FakeProduct[];
  mpesa?: FakeMpesaOutcome;
  /**
   * getOrder calls an answer takes to arrive after the prompt: 0, by the first; Infinity, only
   * when the prompts are answered by hand (`answerPrompts`).
   */
  callbackAfterChecks?: number;
}

const noSuchOrder = () => new CallableFailure('NOT_FOUND', 'We could not find that order.');

const problems = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  issues
    .map(({ path, message }) =>
      path.length ? `${path.map(String).join('.')}: ${message}` : message,
    )
    .join('; ');

/** `254712345678` as `2547*****678`, as the server masks the number prompted. */
const masked = (phone: string) =>
  `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 7))}${phone.slice(-3)}`;

/**
 * The most one M-Pesa payment takes, in whole KES: Daraja refuses a larger push
 * (mocks/backend/daraja/requests.ts), and the functions fail the order with `failed`.
 */
const mpesaMaxAmount = 250_000;

/**
 * What the real functions' Firestore throws when a transaction fails: not a refusal, so the
 * callable protocol answers it `internal`, as firebase-functions answers any error that is not an
 * HttpsError (./callables.ts does the same).
 */
class WriteFailure extends Error {
  override readonly name = 'WriteFailure';
}

export function createFakeOrders(options: FakeOrdersOptions) {
  const products = new Map(options.products.map((product) => [product.id, { ...product }]));
  const orders = new Map<string, StoredOrder>();
  let mpesa: FakeMpesaOutcome = options.mpesa ?? 'paid';
  let receipts = 0;
  let writeFails = false;

  /** Where the real function's transaction starts: a failing one reads and writes nothing. */
  function transaction() {
    if (!writeFails) return;
    writeFails = false;
    throw new WriteFailure('The order store failed the transaction.');
  }

  /** A prompt Daraja refuses (an amount M-Pesa does not take) fails the order at once. */
  function prompt(order: StoredOrder, phone: string) {
    const charged = Math.ceil(Math.round(order.view.total * 100) / 100);
    const refused = charged < 1 || charged > mpesaMaxAmount;
    order.view = {
      ...order.view,
      status: refused ? 'payment-failed' : 'awaiting-payment',
      payment: {
        method: 'mpesa',
        phone: masked(phone),
        receipt: null,
        failure: refused ? 'failed' : null,
      },
    };
    order.push = refused ? null : { outcome: mpesa, checksLeft: options.callbackAfterChecks ?? 0 };
  }

  /** The callback arrives (or, for `pending`, never does). */
  function settle(order: StoredOrder) {
    const push = order.push;
    if (!push || order.view.status !== 'awaiting-payment' || push.outcome === 'pending') return;
    if (push.checksLeft > 0) {
      push.checksLeft -= 1;
      return;
    }
    order.push = null;
    const paid = push.outcome === 'paid';
    receipts += 1;
    order.view = {
      ...order.view,
      status: paid ? 'paid' : 'payment-failed',
      payment: {
        ...order.view.payment,
        receipt: paid ? `SFK${String(receipts).padStart(7, '0')}` : null,
        failure: paid ? null : (push.outcome as PaymentFailure),
      },
    };
  }

  function proven(data: { orderId: string; accessToken: string }, uid: string | null) {
    const order = orders.get(data.orderId);
    const owner = uid !== null && order?.ownerUid === uid;
    if (!order || (!owner && order.accessToken !== data.accessToken)) throw noSuchOrder();
    return order;
  }

  function placeOrder(input: unknown, uid: string | null): PlaceOrderResponse {
    const parsed = placeOrderRequestSchema.safeParse(input);
    if (!parsed.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `This order request is malformed: ${problems(parsed.error.issues)}`,
      );
    }
    const request = parsed.data;
    // A cash order may leave the M-Pesa number out (functions/src/orders/order-request.ts).
    const details = checkoutSchema.safeParse({ mpesaPhone: '', ...request.details });
    if (!details.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `Check your details: ${problems(details.error.issues)}`,
      );
    }
    transaction();
    const existing = orders.get(request.checkoutId);
    if (existing) {
      if (existing.accessToken !== request.accessToken) throw noSuchOrder();
      return { outcome: 'placed', order: existing.view };
    }

    const ordered = new Map(request.lines.map(({ id }) => [id, products.get(id) ?? null]));
    const pricing = priceOrder(
      request.lines,
      ordered,
      details.data.deliveryOption,
      deliveryFees,
      details.data.paymentMethod,
    );
    if (pricing.outcome === 'changed') return { outcome: 'changed', changes: pricing.changes };
    if (pricing.outcome === 'over-limit') {
      throw new CallableFailure('INVALID_ARGUMENT', pricing.message);
    }
    for (const [id, take] of pricing.stock) {
      const product = products.get(id)!;
      const left = Object.entries(take.variants).map(([key, units]) => [
        key,
        (product.variantStock?.[key] ?? 0) - units,
      ]);
      products.set(id, {
        ...product,
        stock: product.stock - take.units,
        ...(product.variantStock
          ? { variantStock: { ...product.variantStock, ...Object.fromEntries(left) } }
          : {}),
      });
    }
    const mpesaPhone = details.data.mpesaPhone;
    const order: StoredOrder = {
      accessToken: request.accessToken,
      ownerUid: uid,
      push: null,
      view: {
        id: request.checkoutId,
        status: 'pending',
        fulfilment: 'unfulfilled',
        lines: pricing.lines,
        ...pricing.totals,
        delivery: orderDelivery(details.data),
        payment: { method: 'cash-on-delivery', phone: null, receipt: null, failure: null },
        placedAt: new Date().toISOString(),
      },
    };
    if (mpesaPhone) prompt(order, mpesaPhone.slice(1));
    orders.set(request.checkoutId, order);
    return { outcome: 'placed', order: order.view };
  }

  function getOrder(input: unknown, uid: string | null): OrderView {
    const parsed = getOrderRequestSchema.safeParse(input);
    if (!parsed.success)
      throw new CallableFailure('INVALID_ARGUMENT', 'This is not an order link.');
    const order = proven(parsed.data, uid);
    settle(order);
    return order.view;
  }

  function payAgain(input: unknown, uid: string | null): OrderView {
    const parsed = payAgainRequestSchema.safeParse(input);
    if (!parsed.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        parsed.error.issues[0]?.message ?? 'Bad request.',
      );
    }
    const request = parsed.data;
    const phone = request.method === 'mpesa' ? normaliseKenyanPhone(request.phone) : null;
    if (request.method === 'mpesa' && !phone) {
      throw new CallableFailure('INVALID_ARGUMENT', kenyanPhoneMessage);
    }
    transaction();
    const order = proven(request, uid);
    if (order.view.status !== 'payment-failed') {
      throw new CallableFailure(
        'FAILED_PRECONDITION',
        order.view.status === 'paid'
          ? 'This order is paid already.'
          : 'This order is not waiting for a new payment.',
      );
    }
    if (phone) {
      prompt(order, phone.slice(1));
      return order.view;
    }
    const delivery = deliveryOptionById(order.view.delivery.option);
    if (!delivery?.cashOnDelivery) {
      throw new CallableFailure(
        'FAILED_PRECONDITION',
        delivery
          ? `Cash on delivery is not available with ${delivery.label.toLowerCase()}: pay with M-Pesa.`
          : 'Cash on delivery is not available for this order: pay with M-Pesa.',
      );
    }
    order.view = {
      ...order.view,
      status: 'pending',
      payment: { method: 'cash-on-delivery', phone: null, receipt: null, failure: null },
    };
    return order.view;
  }

  return {
    placeOrder,
    getOrder,
    payAgain,
    /** How the next prompts end. */
    setMpesaOutcome: (outcome: FakeMpesaOutcome) => {
      mpesa = outcome;
    },
    /**
     * The next placeOrder or payAgain fails where the real one's Firestore transaction would:
     * once its request is read, before anything is read or written.
     */
    failNextWrite: () => {
      writeFails = true;
    },
    /** The catalog changes under the shopper: a new price, less stock, or the product gone. */
    updateProduct: (id: string, change: Partial<FakeProduct> | null) => {
      const product = products.get(id);
      if (change === null) products.delete(id);
      else if (product) products.set(id, { ...product, ...change });
    },
    product: (id: string) => products.get(id),
    /** Every order placed, as its owner sees it. */
    orders: () => [...orders.values()].map((order) => order.view),
    /** An order placed earlier (e.g. before a reload), with the token that opens it. */
    addOrder: (view: OrderView, accessToken: string, push?: FakeMpesaOutcome) => {
      orders.set(view.id, {
        view,
        accessToken,
        ownerUid: null,
        push: push ? { outcome: push, checksLeft: options.callbackAfterChecks ?? 0 } : null,
      });
    },
    ownerOf: (orderId: string) => orders.get(orderId)?.ownerUid ?? null,
    /** M-Pesa's answer to the prompt out for an order arrives at last (by its next getOrder). */
    answerPrompt: (orderId: string, outcome: FakeMpesaOutcome) => {
      const order = orders.get(orderId);
      if (order?.push) order.push = { outcome, checksLeft: 0 };
    },
    /** The shopper answers every prompt out, each as chosen when it was sent: the callbacks arrive. */
    answerPrompts: () => {
      for (const order of orders.values()) {
        if (!order.push) continue;
        order.push.checksLeft = 0;
        settle(order);
      }
    },
  };
}

export type FakeOrders = ReturnType<typeof createFakeOrders>;
