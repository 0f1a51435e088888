/**
 * The order's one vocabulary: where its money stands (`status`), where its parcel stands
 * (`fulfilment`), the moves allowed between them, and the words a shopper reads for each. The
 * checkout machine, the account's order history, the order page and the Cloud Functions all speak
 * it; the order documents hold these exact strings (../shared/QA-CONTRACT.md, Orders).
 */

/** Where the money stands: the order document's `status`. */
export const orderStatuses = [
  /** M-Pesa: the PIN prompt is out, or the next one may be sent. */
  'awaiting-payment',
  'paid',
  /** M-Pesa said no; Try again or cash on delivery may follow. */
  'payment-failed',
  /** Cash on delivery, not yet paid: the shop confirms it by phone. */
  'pending',
  /** Unpaid at the end of its hold: its units went back. */
  'expired',
  'cancelled',
  /** Money that came in went back to the shopper. */
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where the parcel stands: the order document's `fulfilment`. */
export const fulfilmentSteps = ['unfulfilled', 'packed', 'dispatched', 'delivered'] as const;
export type FulfilmentStep = (typeof fulfilmentSteps)[number];

/** A value read from a document that is none of the vocabulary's: shown as such, never guessed. */
export type Unknown = 'unknown';

/** An order's two positions, as a document holds them. */
export interface OrderPosition {
  status: OrderStatus | Unknown;
  fulfilment: FulfilmentStep | Unknown;
  /**
   * A cash order's: whether staff called the shopper and confirmed it (`Mark as confirmed`). Only
   * a confirmed cash order is packed; one unconfirmed at the end of its hold expires.
   */
  confirmed?: boolean;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A stored `status` as the vocabulary knows it, or `unknown` (the reader logs it). */
export function readOrderStatus(value: unknown): OrderStatus | Unknown {
  return isOneOf(orderStatuses, value) ? value : 'unknown';
}

/**
 * A stored `fulfilment`, or `unknown`. An order placed before fulfilment was recorded has none:
 * nothing was packed for it, so it reads as `unfulfilled`.
 */
export function readFulfilment(value: unknown): FulfilmentStep | Unknown {
  if (value === undefined) return 'unfulfilled';
  return isOneOf(fulfilmentSteps, value) ? value : 'unknown';
}

/** How the money may move: each status and the statuses it may become. */
export const statusMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // A prompt that may never have reached the phone is sent again, or cash on delivery takes over.
  'awaiting-payment': [
    'awaiting-payment',
    'paid',
    'payment-failed',
    'pending',
    'expired',
    'cancelled',
  ],
  // Try again prompts once more; cash on delivery takes over; a late success still pays; money
  // of the wrong amount goes back.
  'payment-failed': ['awaiting-payment', 'pending', 'paid', 'expired', 'cancelled', 'refunded'],
  // A cash order is paid when it is delivered; one never confirmed expires.
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['cancelled', 'refunded'],
  // A payment that came after the hold ended goes back.
  expired: ['refunded'],
  // A paid order cancelled owes the shopper their money until it is refunded.
  cancelled: ['refunded'],
  refunded: [],
};

/** Whether the money may move from one status to another. */
export function canMoveStatus(from: OrderStatus | Unknown, to: OrderStatus): boolean {
  return from !== 'unknown' && statusMoves[from].includes(to);
}

/** What staff do to an order; each is one move of the tables below. */
export const orderActions = ['confirm', 'pack', 'dispatch', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

/** The fulfilment step each action needs, and the one it leaves. */
const fulfilmentMoves: Readonly<
  Record<Exclude<OrderAction, 'cancel' | 'confirm'>, { from: FulfilmentStep; to: FulfilmentStep }>
> = {
  pack: { from: 'unfulfilled', to: 'packed' },
  dispatch: { from: 'packed', to: 'dispatched' },
  deliver: { from: 'dispatched', to: 'delivered' },
};

/** The statuses whose parcel may go out: paid, or cash on delivery to be paid at the door. */
const goesOut: readonly OrderStatus[] = ['paid', 'pending'];

/** An order may be cancelled until it is dispatched, unless it is already over. */
const cancellable: readonly OrderStatus[] = [
  'awaiting-payment',
  'payment-failed',
  'pending',
  'paid',
];
const beforeDispatch: readonly FulfilmentStep[] = ['unfulfilled', 'packed'];

/** Whether a cash order still waits for staff to call the shopper and confirm it. */
export const awaitsConfirmation = ({ status, fulfilment, confirmed }: OrderPosition): boolean =>
  status === 'pending' && fulfilment === 'unfulfilled' && confirmed !== true;

/** Whether an order in this position allows the action. */
export function allows(position: OrderPosition, action: OrderAction): boolean {
  const { status, fulfilment } = position;
  if (status === 'unknown' || fulfilment === 'unknown') return false;
  if (action === 'cancel') {
    return cancellable.includes(status) && beforeDispatch.includes(fulfilment);
  }
  if (action === 'confirm') return awaitsConfirmation(position);
  // A cash order goes out once it is confirmed.
  if (action === 'pack' && awaitsConfirmation(position)) return false;
  return goesOut.includes(status) && fulfilmentMoves[action].from === fulfilment;
}

/** Every action an order in this position allows, in the order staff take them. */
export function allowedActions(position: OrderPosition): OrderAction[] {
  return orderActions.filter((action) => allows(position, action));
}

/** Where an action leaves the order; null when the position does not allow it. */
export function afterAction(
  position: OrderPosition,
  action: OrderAction,
): { status: OrderStatus; fulfilment: FulfilmentStep } | null {
  if (!allows(position, action)) return null;
  const status = position.status as OrderStatus;
  const fulfilment = position.fulfilment as FulfilmentStep;
  if (action === 'cancel') return { status: 'cancelled', fulfilment };
  if (action === 'confirm') return { status, fulfilment };
  const step = fulfilmentMoves[action].to;
  // Cash is handed over at the door: a delivered cash order is paid.
  return {
    status: action === 'deliver' && status === 'pending' ? 'paid' : status,
    fulfilment: step,
  };
}

/** The one step a shopper is shown for an order: its money, or its parcel once that moves. */
export type OrderStep =
  | 'awaiting-payment'
  | 'paid'
  | 'payment-failed'
  | 'to-be-confirmed'
  | 'confirmed'
  | 'packed'
  | 'dispatched'
  | 'delivered'
  | 'cancelled'
  | 'expired'
  | 'refunded'
  | Unknown;

/** The order's current step: an ended order says how it ended, a moving parcel where it is. */
export function orderStep(position: OrderPosition): OrderStep {
  const { status, fulfilment } = position;
  if (status === 'unknown') return 'unknown';
  if (status === 'cancelled' || status === 'expired' || status === 'refunded') return status;
  if (fulfilment === 'unknown') return 'unknown';
  if (fulfilment !== 'unfulfilled') return fulfilment;
  if (status !== 'pending') return status;
  return awaitsConfirmation(position) ? 'to-be-confirmed' : 'confirmed';
}

/** Each step in the shopper's words (../shared/QA-CONTRACT.md, the shopper's order page). */
export const orderStepLabels: Readonly<Record<OrderStep, string>> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  'payment-failed': 'Payment failed',
  'to-be-confirmed': 'To be confirmed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
  unknown: 'Status unknown',
};

/** The words a shopper reads for an order's position. */
export const orderStepLabel = (position: OrderPosition): string =>
  orderStepLabels[orderStep(position)];
