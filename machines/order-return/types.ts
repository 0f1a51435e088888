import type { Stocked } from '@model/catalog/stock-rule';
import type { ReturnReason, ReturnWish } from '@model/return/return';
import type { RequestReturn, ReturnView } from '@model/return/request';

export type { RequestReturn, ReturnView };

/** An order line the shopper may return units of: its place in the order and what was bought. */
export interface ReturnableLine {
  line: number;
  productId: string;
  productName: string;
  size: string | null;
  colour: string | null;
  /** Units still free to return (model/order/view.ts `OrderReturns.returnable`). */
  returnable: number;
}

/** What the form holds for one line, kept through a refusal or a failure. */
export interface LineChoice {
  chosen: boolean;
  quantity: number;
  reason: ReturnReason | null;
  /** For an exchange: the size and colour wanted, null until chosen. */
  size: string | null;
  colour: string | null;
}

/** A product's sizes, colours and stock as an exchange reads them; null: no longer on sale. */
export type ExchangeStock = Stocked | null;

/** Each product's stock, by product id, read when the form opens. */
export type StockByProduct = Record<string, ExchangeStock>;

/** A field the form names a problem at: the first one gets the focus. */
export type ProblemField =
  | { kind: 'lines' }
  | { kind: 'reason'; line: number }
  | { kind: 'wish' }
  | { kind: 'size'; line: number }
  | { kind: 'colour'; line: number };

export interface Problem {
  field: ProblemField;
  message: string;
}

/** What sending gave: the return, or the server's refusal in the shopper's words. */
export type SendOutcome =
  { outcome: 'sent'; sent: ReturnView } | { outcome: 'refused'; message: string };

export interface OrderReturnInput {
  orderId: string;
  /** The order's proof on this device; null where only its signed-in owner may ask. */
  accessToken: string | null;
  lines: ReturnableLine[];
  /** A new return id (Firestore's auto-id): made once per opening of the form. */
  newReturnId: () => string;
}

export interface OrderReturnContext extends Omit<OrderReturnInput, 'lines'> {
  lines: ReturnableLine[];
  returnId: string | null;
  choices: LineChoice[];
  wish: ReturnWish | null;
  stock: StockByProduct | null;
  /** The stock could not be read: an exchange waits for Check again. */
  stockUnreadable: boolean;
  /** Whether Send request was pressed in this opening: problems show from then on. */
  checked: boolean;
  /** Counts the sends stopped by a problem, so the form moves focus to the first each time. */
  stoppedSends: number;
  refusal: string | null;
  failure: unknown;
  sent: ReturnView | null;
}

export type OrderReturnEvent =
  | { type: 'return.open' }
  | { type: 'return.close' }
  | { type: 'return.choose'; line: number; chosen: boolean }
  | { type: 'return.setQuantity'; line: number; quantity: number }
  | { type: 'return.setReason'; line: number; reason: ReturnReason | null }
  | { type: 'return.setWish'; wish: ReturnWish }
  | { type: 'return.setSize'; line: number; size: string | null }
  | { type: 'return.setColour'; line: number; colour: string | null }
  /** Send request, or Try again after a failure: the same return id either way. */
  | { type: 'return.send' }
  /** Check what is in stock again, after that read failed. */
  | { type: 'return.checkStock' };
