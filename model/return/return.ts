/**
 * Returns and exchanges: what a shopper may send back and why, the steps a return takes and who
 * may take each, and the money a refunded return gives back. The shopper's order page, the back
 * office and the return callables all read these rules; the words are the QA contract's
 * (../shared/QA-CONTRACT.md, Returns).
 */
export const returnReasons = [
  'wrong-size',
  'not-as-described',
  'damaged-or-faulty',
  'changed-my-mind',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const returnReasonLabels: Record<ReturnReason, string> = {
  'wrong-size': 'Wrong size',
  'not-as-described': 'Not as described',
  'damaged-or-faulty': 'Damaged or faulty',
  'changed-my-mind': 'Changed my mind',
};

/** The reasons that are the shop's fault: the delivery fee goes back with the items. */
export const shopAtFault: readonly ReturnReason[] = ['not-as-described', 'damaged-or-faulty'];

/** What the shopper wants for the items: their money, or another size or colour. */
export type ReturnWish = 'refund' | 'exchange';

export const returnSteps = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
  'exchange-sent',
] as const;
export type ReturnStep = (typeof returnSteps)[number];

/** What the shopper's order page says of the return. */
export const returnStepLabels: Record<ReturnStep, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  refused: 'Return refused',
  received: 'Return received',
  refunded: 'Refunded',
  'exchange-sent': 'Exchange sent',
};

/** The steps after which nothing more happens to the return. */
export const closedReturnSteps: readonly ReturnStep[] = ['refused', 'refunded', 'exchange-sent'];

/**
 * The moves staff (and the owner) make on a return: from which step, to which, and for which
 * wish. The shopper's only move is asking (`requested`). `refund` owes the money back once; the
 * return reaches `refunded` when the money has gone (functions/src/refunds/complete-refund.ts).
 */
export const returnMoves = {
  approve: { from: 'requested', to: 'approved', wish: null },
  refuse: { from: 'requested', to: 'refused', wish: null },
  receive: { from: 'approved', to: 'received', wish: null },
  // An exchange may be refunded too, when its sizes and colours are out of stock.
  refund: { from: 'received', to: 'refunded', wish: null },
  'send-exchange': { from: 'received', to: 'exchange-sent', wish: 'exchange' },
} as const satisfies Record<string, { from: ReturnStep; to: ReturnStep; wish: ReturnWish | null }>;
export type ReturnMove = keyof typeof returnMoves;

/** The step a move takes the return to, or null when the move is not open to it now. */
export function afterReturnMove(current: ReturnPosition, move: ReturnMove): ReturnStep | null {
  const rule = returnMoves[move];
  if (rule.from !== current.step) return null;
  if (rule.wish !== null && rule.wish !== current.wish) return null;
  // Its money owed, the return waits for the refund to be made.
  if (current.refund) return null;
  return rule.to;
}

/** Where a return stands, as its moves read it: its money owed once Refund was pressed. */
export interface ReturnPosition {
  step: ReturnStep;
  wish: ReturnWish;
  refund?: object | null;
}

/** The moves open to a return at its step: the buttons staff see. */
export const openReturnMoves = (current: ReturnPosition): ReturnMove[] =>
  (Object.keys(returnMoves) as ReturnMove[]).filter(
    (move) => afterReturnMove(current, move) !== null,
  );

/** Days after a return is approved within which the shopper brings or sends the items. */
export const returnDropOffDays = 5;

/** What the shopper does once a return is approved: the order page, the text and the policy. */
export const returnNextStep = `Bring the items to our pickup point or hand them to our courier within ${returnDropOffDays} days.`;

/** Days after delivery a return may be asked for, unless the shop's settings say otherwise. */
export const defaultReturnWindowDays = 7;

const day = 24 * 60 * 60 * 1000;

/**
 * Whether a return may be asked for now: only of a delivered order, and only until the window
 * after its delivery closes (ISO instants).
 */
export function returnWindowOpen(
  deliveredAt: string | null,
  now: string,
  windowDays = defaultReturnWindowDays,
): boolean {
  const closes = returnWindowCloses(deliveredAt, windowDays);
  return closes !== null && Date.parse(now) < Date.parse(closes);
}

/** When asking for a return of an order delivered then closes (ISO instants); null if unknown. */
export function returnWindowCloses(
  deliveredAt: string | null,
  windowDays = defaultReturnWindowDays,
): string | null {
  const delivered = deliveredAt === null ? NaN : Date.parse(deliveredAt);
  return Number.isFinite(delivered) ? new Date(delivered + windowDays * day).toISOString() : null;
}

/** One line of a return: which order line (its place in the order), how many, and why. */
export interface ReturnLine {
  line: number;
  quantity: number;
  reason: ReturnReason;
}

/** A return as the units and the money need it. */
export interface ReturnUnits {
  step: ReturnStep;
  lines: readonly Pick<ReturnLine, 'line' | 'quantity'>[];
}

/**
 * Units of each order line still free to return: bought, less those in returns not refused. A
 * refused return gives its units back to be asked for again.
 */
export function returnableUnits(
  orderLines: readonly { quantity: number }[],
  returns: readonly ReturnUnits[],
): number[] {
  const left = orderLines.map((line) => Math.max(0, line.quantity));
  for (const taken of returns) {
    if (taken.step === 'refused') continue;
    for (const { line, quantity } of taken.lines) {
      if (left[line] !== undefined) left[line] = Math.max(0, left[line] - quantity);
    }
  }
  return left;
}

/** Why a return's lines cannot be asked for, or null when they can. */
export function returnLinesRefusal(
  lines: readonly ReturnLine[],
  free: readonly number[],
): string | null {
  if (lines.length === 0) return 'Choose at least one item to return.';
  const asked = new Map<number, number>();
  for (const { line, quantity } of lines) {
    if (free[line] === undefined) return 'That item is not in this order.';
    if (!Number.isInteger(quantity) || quantity < 1)
      return 'Return at least one of each item chosen.';
    asked.set(line, (asked.get(line) ?? 0) + quantity);
  }
  for (const [line, quantity] of asked) {
    if (quantity > free[line]!) {
      return free[line] === 0
        ? 'Every unit of that item is already being returned.'
        : `Only ${free[line]} of that item can still be returned.`;
    }
  }
  return null;
}

/** An order as a refund of its returns reads it: what each line cost and was paid. */
export interface ReturnedOrder {
  lines: readonly { unitPrice: string; quantity: number }[];
  /** KES off each line (model/offer/pricing.ts `lineDiscounts`); missing entries are none. */
  lineDiscounts: readonly number[];
  /** KES paid for delivery, after offers. */
  deliveryFee: number;
  /** KES paid in all. */
  total: number;
}

const cents = (kes: number | string) => Math.round(Number(kes) * 100);

/**
 * What a return gives back, whole KES and below what was paid for it: each unit at the price paid
 * (its line's price less its share of the discount, shared evenly over the line's units, rounded
 * down to the shilling), and the delivery fee where the shop is at fault and no earlier return
 * already gave it back. Never more than the order's total less what went back before.
 */
export function returnRefund(
  order: ReturnedOrder,
  lines: readonly ReturnLine[],
  earlier: { refunded: number; deliveryRefunded: boolean },
): { amount: number; delivery: boolean } {
  let owed = 0;
  for (const { line, quantity } of lines) {
    const bought = order.lines[line];
    if (!bought || bought.quantity < 1) continue;
    const paid = cents(bought.unitPrice) * bought.quantity - cents(order.lineDiscounts[line] ?? 0);
    owed += Math.floor((Math.max(0, paid) * Math.min(quantity, bought.quantity)) / bought.quantity);
  }
  const delivery =
    !earlier.deliveryRefunded && lines.some(({ reason }) => shopAtFault.includes(reason));
  if (delivery) owed += cents(order.deliveryFee);
  const room = Math.max(0, cents(order.total) - cents(earlier.refunded));
  return { amount: Math.floor(Math.min(owed, room) / 100), delivery };
}
