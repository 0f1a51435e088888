/**
 * A checkout for machine tests: every effect recorded in `log`, every call's request kept, and
 * each call answered in turn from a queue (or, when the queue is empty, as a server would:
 * M-Pesa orders wait for payment, cash ones are placed, getOrder tells the order as it stands).
 */
import { onTestFinished } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import type { CheckoutFields } from '@model/checkout';
import { defaultCashOrderLimit } from '@model/limits';
import { toCartItem } from '../../machines/shopping-list/shopping-list.machine';
import { createShoppingListMachine } from '../../machines/shopping-list/shopping-list.machine';
import { mpesaFields, storedDelivery } from '../fixtures/checkout-details';
import { orderIdOf, orderNumberOf } from '../fixtures/order-ids';
import { aProduct } from '../fixtures/products';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { CartActor, CartOffersActor } from '../../machines/checkout/checkout-rules';
import { checkoutStatus, type CheckoutStatus } from '../../machines/checkout/selectors';
import type {
  CheckoutLine,
  GetOrderRequest,
  OrderView,
  PayAgainRequest,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '../../machines/checkout/types';

export const dress: CheckoutLine = { ...toCartItem(aProduct()), quantity: 2 };
export const tote: CheckoutLine = toCartItem(
  aProduct({ id: 'leather-tote', productName: 'Leather Tote Bag', price: '5200', stock: 3 }),
);

export { cashFields, mpesaFields } from '../fixtures/checkout-details';

/** Tokens as the device makes them: 43 characters. */
export const tokenOf = (n: number) => `token-${n}`.padEnd(43, 'x');

type PaymentOverrides = Partial<OrderView['payment']>;

/** The prompt of an M-Pesa order awaiting payment, as M-Pesa took it: on the phone. */
export const promptOnPhone = { state: 'sent', retryFrom: null } as const;

/**
 * An order as the server shows it, for the checkout with ids number `n`: one awaiting payment has
 * its prompt on the phone unless told otherwise.
 */
export function anOrder(
  overrides: Partial<Omit<OrderView, 'payment'>> & { payment?: PaymentOverrides } = {},
): OrderView {
  const { payment, ...rest } = overrides;
  const awaiting = (rest.status ?? 'awaiting-payment') === 'awaiting-payment';
  return {
    id: orderIdOf(1),
    number: orderNumberOf(1),
    status: 'awaiting-payment',
    fulfilment: 'unfulfilled',
    confirmed: false,
    lines: [
      {
        id: dress.id,
        productName: dress.productName,
        size: null,
        colour: null,
        quantity: 2,
        unitPrice: '3500',
        wholesale: false,
      },
    ],
    subtotal: 7000,
    discountTotal: 0,
    deliveryFee: 300,
    total: 7300,
    discounts: [],
    delivery: storedDelivery,
    placedAt: '2026-01-05T09:00:00.000Z',
    refund: null,
    returns: null,
    receipt: null,
    ...rest,
    payment: {
      method: 'mpesa',
      phone: '2547******678',
      receipt: null,
      failure: null,
      prompt: awaiting ? promptOnPhone : null,
      ...payment,
    },
  };
}

type Answer<Request, Response> = (request: Request) => Promise<Response>;

export interface Answers {
  place?: Answer<PlaceOrderRequest, PlaceOrderResponse>[];
  get?: Answer<GetOrderRequest, OrderView>[];
  pay?: Answer<PayAgainRequest, OrderView>[];
}

export const unavailable = () => Promise.reject(new Error('unavailable'));
/** The server found no order the caller may see, as the data access reports it. */
export const notFound = () =>
  Promise.reject(Object.assign(new Error('We could not find that order.'), { kind: 'not-found' }));

/** What checkout asked of the cart, as the log says it. */
function describeCartEvent(event: AnyEventObject): string {
  switch (event.type) {
    case 'list.remove':
      return `cart: remove ${event.id}`;
    case 'cart.setQuantity':
      return `cart: ${event.id} × ${event.quantity}`;
    case 'cart.setPrice':
      return `cart: ${event.id} at ${event.price}${event.keepsWholesale ? ' wholesale' : ''}`;
    case 'list.clear':
      return 'cart: empty';
    default:
      return `cart: ${event.type}`;
  }
}

export function checkoutOf(
  cart: CheckoutLine[],
  answers: Answers = {},
  /** The shop's cash limit, KES: the model's default unless a test is about it. */
  cashLimit = defaultCashOrderLimit,
  /** The cart's offers, made for the cart, when a test is about them. */
  offersFor?: (cart: CartActor) => CartOffersActor,
) {
  const log: string[] = [];
  const requests = {
    place: [] as PlaceOrderRequest[],
    get: [] as GetOrderRequest[],
    pay: [] as PayAgainRequest[],
  };
  /** The order as the fake server last answered it. */
  let current: OrderView | null = null;
  const answered = (order: OrderView) => {
    current = order;
    return order;
  };
  let ids = 0;
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderRequest }) => {
        log.push(`place ${input.checkoutId}`);
        requests.place.push(input);
        const next = answers.place?.shift();
        const response: PlaceOrderResponse = next
          ? await next(input)
          : {
              outcome: 'placed',
              order: anOrder({
                id: input.checkoutId,
                status: input.details.paymentMethod === 'mpesa' ? 'awaiting-payment' : 'pending',
                payment: {
                  method: input.details.paymentMethod === 'mpesa' ? 'mpesa' : 'cash-on-delivery',
                  phone: input.details.paymentMethod === 'mpesa' ? '2547******678' : null,
                },
              }),
            };
        if (response.outcome === 'placed') answered(response.order);
        return response;
      }),
      getOrder: fromPromise(async ({ input }: { input: GetOrderRequest }) => {
        log.push(`get ${input.orderId}`);
        requests.get.push(input);
        const next = answers.get?.shift();
        return answered(next ? await next(input) : (current ?? anOrder({ id: input.orderId })));
      }),
      payAgain: fromPromise(async ({ input }: { input: PayAgainRequest }) => {
        log.push(`pay ${input.method}`);
        requests.pay.push(input);
        const next = answers.pay?.shift();
        if (next) return answered(await next(input));
        const base = current ?? anOrder({ id: input.orderId });
        return answered(
          input.method === 'mpesa'
            ? {
                ...base,
                status: 'awaiting-payment',
                payment: { ...base.payment, failure: null, prompt: promptOnPhone },
              }
            : {
                ...base,
                status: 'pending',
                payment: {
                  method: 'cash-on-delivery',
                  phone: null,
                  receipt: null,
                  failure: null,
                  prompt: null,
                },
              },
        );
      }),
    },
    actions: {
      rememberOrderAccess: (_, access) => log.push(`remember ${access.checkoutId}`),
      releaseCartHold: (_, { orderId }) => log.push(`release cart hold for ${orderId}`),
    },
  });
  // The shop's real cart, so checkout's changes to it go by the cart's own rules.
  const cartActor = createActor(createShoppingListMachine('cart'), { input: { items: cart } });
  cartActor.start();
  const offers = offersFor?.(cartActor);
  const actor = createActor(machine, {
    // Every event checkout sends the cart is logged.
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event' && inspection.actorRef === cartActor) {
        log.push(describeCartEvent(inspection.event));
      }
    },
    input: {
      cart: cartActor,
      offers,
      cashLimit,
      newCheckout: () => {
        ids += 1;
        return { checkoutId: orderIdOf(ids), accessToken: tokenOf(ids) };
      },
    },
  }).start();
  onTestFinished(() => {
    actor.stop();
    offers?.stop();
    cartActor.stop();
  });
  const cartLines = () => cartActor.getSnapshot().context.items;
  const status = (): CheckoutStatus => checkoutStatus(actor.getSnapshot());
  const place = (fields: CheckoutFields = mpesaFields) =>
    actor.send({ type: 'checkout.place', fields });
  const settledIn = (...statuses: CheckoutStatus[]) =>
    waitFor(actor, (snapshot) => statuses.includes(checkoutStatus(snapshot)));
  const settled = () =>
    settledIn(
      'editing',
      'reviewing',
      'failed',
      'awaitingPayment',
      'paymentUnconfirmed',
      'paymentFailed',
      'paid',
      'placed',
      'ended',
      'orderUnavailable',
      'noAccess',
    );
  return { actor, cart: cartActor, cartLines, log, requests, status, place, settled, settledIn };
}
