/**
 * Orders as the server writes them, for the back office's component tests and stories: order
 * documents and their History events, factories with overrides.
 */
import { orderNumberOf } from '../../../machines/staff-orders/test-staff-orders';
import type { EventActor, OrderEventType } from '@model/order/events';
import { queueOf } from '@model/order/queue';
import type { FulfilmentStep, OrderStatus } from '@model/order/status';

export type OrderData = Record<string, unknown>;

/** Order ids as checkout makes them: 20 letters or digits, in the order page's address. */
export const orderId = (n: number) => `MTD${String(n).padStart(17, '0')}`;

/** Order `n`'s number as the server issues it (`MT-` and six letters or digits). */
export const orderNumber = orderNumberOf;

const placed = Date.parse('2025-03-03T06:00:00.000Z');
/** Order `n` was placed `n` hours before the newest, so a higher number lists lower. */
export const placedAt = (n: number) => new Date(placed - n * 3_600_000);

export const baraka: EventActor = { uid: 'staff-uid', name: 'Baraka Mwangi' };

export interface OrderSeed {
  id: string;
  data: OrderData;
  events: OrderData[];
}

/** An order as the server writes it: paid by M-Pesa, waiting to be packed, with its History. */
export function anOrder(
  n: number,
  overrides: {
    status?: OrderStatus;
    fulfilment?: FulfilmentStep;
    method?: 'mpesa' | 'cash-on-delivery';
    fullName?: string;
    phone?: string;
    refundDue?: boolean;
    /** A cash order staff confirmed with the shopper: who and when, as the server keeps it. */
    confirmed?: boolean;
    /** Left out: an order written before the server kept its queue. */
    withoutQueue?: boolean;
    /** Left out: an order placed before the shop issued numbers. */
    withoutNumber?: boolean;
    data?: OrderData;
    events?: OrderData[];
  } = {},
): OrderSeed {
  const status = overrides.status ?? 'paid';
  const fulfilment = overrides.fulfilment ?? 'unfulfilled';
  const method = overrides.method ?? 'mpesa';
  const phone = overrides.phone ?? '+254712345678';
  const createdAt = placedAt(n);
  const mpesa = method === 'mpesa';
  const paidByMpesa = mpesa && !['awaiting-payment', 'payment-failed', 'expired'].includes(status);
  const confirmed = overrides.confirmed ?? false;
  const confirmedAt = new Date(createdAt.getTime() + 30 * 60_000);
  const data: OrderData = {
    ...(overrides.withoutNumber ? {} : { number: orderNumber(n) }),
    status,
    fulfilment,
    ...(overrides.withoutQueue ? {} : { queue: queueOf({ status, fulfilment, confirmed }) }),
    ...(confirmed ? { confirmation: { by: baraka, at: confirmedAt } } : {}),
    ownerUid: null,
    lines: [
      {
        id: 'linen-dress',
        productName: 'Linen Summer Dress',
        size: 'M',
        colour: 'Orange',
        quantity: 2,
        unitPrice: '3500',
        wholesale: false,
      },
      {
        id: 'leather-tote',
        productName: 'Leather Tote Bag',
        size: null,
        colour: 'Brown',
        quantity: 1,
        unitPrice: '5200',
        wholesale: false,
      },
    ],
    subtotal: 12200,
    deliveryFee: 300,
    total: 12500,
    delivery: {
      fullName: overrides.fullName ?? 'Wanjiku Kamau',
      phone,
      email: 'wanjiku@example.com',
      county: 'Nairobi',
      town: 'Westlands',
      address: 'Mpaka Road, House 4',
      option: 'nairobi-delivery',
    },
    payment: {
      method,
      phone: mpesa ? phone.slice(1) : null,
      receipt: paidByMpesa ? `SGH${String(n).padStart(7, '0')}` : null,
      failure: status === 'payment-failed' ? 'insufficient-funds' : null,
      ...(overrides.refundDue ? { refundDue: true } : {}),
    },
    createdAt,
    updatedAt: createdAt,
    ...overrides.data,
  };
  const events: OrderData[] = overrides.events ?? [
    anEvent('placed', createdAt, null, { status: mpesa ? 'awaiting-payment' : 'pending' }),
    ...(paidByMpesa ? [anEvent('paid', new Date(createdAt.getTime() + 60_000), null)] : []),
    ...(confirmed ? [anEvent('confirmed', confirmedAt, baraka, { status: 'pending' })] : []),
  ];
  return { id: orderId(n), data, events };
}

/** One History event: who (null: the shop itself), when, and what staff wrote with it. */
export function anEvent(
  type: OrderEventType,
  at: Date,
  by: EventActor | null,
  {
    status = 'paid',
    fulfilment = 'unfulfilled',
    details = {},
  }: { status?: OrderStatus; fulfilment?: FulfilmentStep; details?: Record<string, string> } = {},
): OrderData {
  return { type, at, by, status, fulfilment, details };
}

/** The orders for a seed, and their events keyed by collection path (`orders/{id}/events`). */
export function orderCollections(orders: OrderSeed[]) {
  return {
    orders: orders.map(({ id, data }) => ({ id, data })),
    ...Object.fromEntries(
      orders.map(({ id, events }) => [
        `orders/${id}/events`,
        events.map((event, i) => ({ id: `event${String(i).padStart(3, '0')}`, data: event })),
      ]),
    ),
  };
}
