/**
 * A small in-memory stand-in for the order functions of functions/src (placeOrder, getOrder,
 * payAgain), answering as the contract in src/model/order/order-api.ts says: the cart priced again
 * and its stock checked (changes answered, nothing written), one order per checkout id (a repeat
 * with its token answers the same order), M-Pesa orders awaiting payment until the "callback"
 * arrives with the outcome chosen, cash orders pending. A missing order and someone else's read
 * the same. It is not the server: no Firestore, no Daraja, no clock.
 */
import { unitsInStock, type Stocked } from '@/model/catalog/stock-rule';
import { priceOrderLine } from '@/model/order/line-price';
import { formatKes } from '@/model/money';
import type { Product } from '@/model/catalog/product';
import { checkoutSchema } from '@/model/checkout';
import { allowsCash, deliveryOptionById } from '@/model/delivery';
import { kenyanPhoneMessage, normaliseKenyanPhone } from '@/model/kenyan-phone';
import { maxOrderAmount } from '@/model/limits';
import {
  getOrderRequestSchema,
  payAgainRequestSchema,
  placeOrderRequestSchema,
} from '@/model/order/request';
import {
  type OrderChange,
  type OrderView,
  type OrderViewLine,
  type PaymentFailure,
  type PlaceOrderResponse,
} from '@/model/order/view';
import { orderTotals } from '@/model/order/totals';
import { deliveryFees } from '@/settings/shop-settings';

export type FakeProduct = Pick<Product, 'id' | 'productName' | 'price' | 'wholesale'> & Stocked;

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
  /** getOrder calls an answer takes to arrive after the prompt: 0, by the first. */
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

export function createFakeOrders(options: FakeOrdersOptions) {
  const products = new Map(options.products.map((product) => [product.id, { ...product }]));
  const orders = new Map<string, StoredOrder>();
  let mpesa: FakeMpesaOutcome = options.mpesa ?? 'paid';
  let receipts = 0;

  function prompt(order: StoredOrder, phone: string) {
    order.view = {
      ...order.view,
      status: 'awaiting-payment',
      payment: { method: 'mpesa', phone: masked(phone), receipt: null, failure: null },
    };
    order.push = { outcome: mpesa, checksLeft: options.callbackAfterChecks ?? 0 };
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
    const details = checkoutSchema.safeParse(request.details);
    if (!details.success) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `Check your details: ${problems(details.error.issues)}`,
      );
    }
    const existing = orders.get(request.checkoutId);
    if (existing) {
      if (existing.accessToken !== request.accessToken) throw noSuchOrder();
      return { outcome: 'placed', order: existing.view };
    }

    const changes: OrderChange[] = [];
    const lines: OrderViewLine[] = [];
    for (const line of request.lines) {
      const product = products.get(line.id);
      if (!product) {
        changes.push({ kind: 'gone', id: line.id, productName: line.productName ?? line.id });
        continue;
      }
      const { priced, change } = priceOrderLine(line, product);
      if (change) changes.push(change);
      const available = unitsInStock(product, line.size, line.colour);
      if (available < line.quantity) {
        const { size, colour, quantity } = line;
        changes.push({
          kind: 'stock',
          id: line.id,
          productName: product.productName,
          size,
          colour,
          quantity,
          available,
        });
      }
      lines.push(priced);
    }
    if (changes.length > 0) return { outcome: 'changed', changes };

    const totals = orderTotals(lines, details.data.deliveryOption, deliveryFees);
    if (totals.total >= maxOrderAmount) {
      throw new CallableFailure(
        'INVALID_ARGUMENT',
        `We take orders below ${formatKes(maxOrderAmount)} online; this one comes to ${formatKes(totals.total)}. Split it, or call us for a wholesale order.`,
      );
    }
    for (const line of lines) {
      const product = products.get(line.id)!;
      product.stock -= line.quantity;
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
        lines,
        ...totals,
        delivery: {
          fullName: details.data.fullName,
          phone: details.data.phone,
          email: details.data.email,
          county: details.data.county,
          town: details.data.town,
          address: details.data.address,
          option: details.data.deliveryOption,
        },
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
    if (!allowsCash(order.view.delivery.option)) {
      const label = deliveryOptionById(order.view.delivery.option)?.label.toLowerCase();
      throw new CallableFailure(
        'FAILED_PRECONDITION',
        `Cash on delivery is not available with ${label ?? 'this delivery'}: pay with M-Pesa.`,
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
  };
}

export type FakeOrders = ReturnType<typeof createFakeOrders>;
