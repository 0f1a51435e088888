/**
 * What the order functions answer (functions/src): an order as its shopper may see it, and the
 * differences found between a cart and the catalog.
 */
import type { CheckoutDetails } from '../checkout';
import type { DiscountLine } from '../offer/pricing';
import type { ReturnView } from '../return/request';
import type { FulfilmentStep, OrderStatus, Unknown } from './status';

/** Why an M-Pesa payment did not go through, as the shopper is told. */
export const paymentFailures = [
  'insufficient-funds',
  'cancelled',
  'unreachable',
  'wrong-pin',
  /** Money moved, but not the order's total: staff settle it; no Try again. */
  'amount-mismatch',
  /** Kept for orders settled before unanswered prompts were left unknown. */
  'no-answer',
  /** Another M-Pesa request was waiting on the phone: the prompt was refused. */
  'busy',
  /** M-Pesa refused the number the prompt was for. */
  'invalid-phone',
  /** M-Pesa could not be reached, or refused the shop's request. */
  'unavailable',
  'failed',
] as const;
export type PaymentFailure = (typeof paymentFailures)[number];

export interface OrderViewLine {
  id: string;
  productName: string;
  size: string | null;
  colour: string | null;
  quantity: number;
  /** KES, as a numeric string. */
  unitPrice: string;
  wholesale: boolean;
}

/** Where and to whom an order goes, as the order document keeps it. */
export interface OrderDelivery {
  fullName: string;
  phone: string;
  email: string | null;
  county: string;
  town: string;
  address: string;
  option: string;
}

/** The delivery of an order placed with these checkout details. */
export function orderDelivery(details: CheckoutDetails): OrderDelivery {
  return {
    fullName: details.fullName,
    phone: details.phone,
    email: details.email,
    county: details.county,
    town: details.town,
    address: details.address,
    option: details.deliveryOption,
  };
}

/** An order as the shopper may see it (no access token, no M-Pesa ids). */
export interface OrderView {
  /** The order's document id: the device's checkout id, in the order page's address. */
  id: string;
  /**
   * The number the shop issued (./number.ts, e.g. `MT-4K7Q2P`): what the shopper reads and quotes.
   * An order placed before numbers were issued shows its id.
   */
  number: string;
  /** Where its money stands; `unknown` for a stored value outside the vocabulary (logged). */
  status: OrderStatus | Unknown;
  /** Where its parcel stands. */
  fulfilment: FulfilmentStep | Unknown;
  /** A cash order's: staff called the shopper and confirmed it (../order/status.ts). */
  confirmed: boolean;
  lines: OrderViewLine[];
  /** KES: the lines, then what offers take off them, the delivery fee they leave, the total. */
  subtotal: number;
  discountTotal: number;
  deliveryFee: number;
  total: number;
  /**
   * Each offer applied, as placed: free delivery's line is the fee it saved (model/offer/pricing.ts);
   * none on an order without offers.
   */
  discounts: DiscountLine[];
  delivery: OrderDelivery;
  payment: {
    method: 'mpesa' | 'cash-on-delivery';
    /** The number prompted, masked except its last three digits, e.g. `2547******678`. */
    phone: string | null;
    receipt: string | null;
    failure: PaymentFailure | null;
    /** The M-Pesa prompt of an order awaiting payment, as far as the shop knows it; else null. */
    prompt: PaymentPrompt | null;
  };
  /** Money that came in for the order and goes back, or went back; null when none. */
  refund: OrderRefund | null;
  /**
   * The order an exchange is sent for (functions/src/returns/send-exchange.ts): nothing to pay;
   * null, or absent, on an order the shopper placed.
   */
  exchangeOf?: { orderId: string; number: string } | null;
  /** Its returns and what may still be returned; null for an order not delivered. */
  returns: OrderReturns | null;
  /** Its receipt (model/receipt/receipt.ts), once paid; null until then. */
  receipt: OrderReceipt | null;
  /** ISO 8601. */
  placedAt: string;
}

/** A refund made on the order: its credit number, whole KES given back, when (ISO 8601). */
export interface ReceiptCredit {
  number: string;
  amount: number;
  at: string;
}

/** An order's receipt as the order answers it. */
export interface OrderReceipt {
  /** `R000123` (model/receipt/receipt-number.ts). */
  number: string;
  /** When it was paid. ISO 8601. */
  paidAt: string;
  /** Each refund made on the order, oldest first. */
  credits: ReceiptCredit[];
}

/** A delivered order's returns, as its shopper may see them (model/return/return.ts). */
export interface OrderReturns {
  /** When asking for a return closes. ISO 8601. */
  closesAt: string;
  /** Whether a return may be asked for now: the window is open and some unit is left. */
  open: boolean;
  /** Units of each line still free to return, in the lines' order. */
  returnable: number[];
  /** Each return asked for, newest first. */
  list: ReturnView[];
}

/**
 * Where the prompt of an order awaiting payment stands:
 * - `sending`: being sent to M-Pesa now (or the sending stopped: `retryFrom` says when to give up);
 * - `sent`: M-Pesa took it and it is on the shopper's phone;
 * - `unconfirmed`: M-Pesa's answer to the shop was lost, so it may or may not be on the phone.
 */
export const promptStates = ['sending', 'sent', 'unconfirmed'] as const;
export type PromptState = (typeof promptStates)[number];

export interface PaymentPrompt {
  state: PromptState;
  /**
   * When `Try again` opens for a prompt that may never have reached the phone (ISO 8601); null
   * for a prompt that did (`Try again` follows its failure).
   */
  retryFrom: string | null;
}

/** What the shop owes back, or gave back, for an order: whole KES. */
export interface OrderRefund {
  /** Still to go back. */
  due: number;
  /** Gone back. */
  refunded: number;
  /** When the last refund was made. ISO 8601. */
  refundedAt: string | null;
}

/** A difference the server found between the cart and the catalog: nothing was written. */
export type OrderChange =
  | { kind: 'price'; id: string; productName: string; from: string; to: string }
  | { kind: 'gone'; id: string; productName: string }
  | {
      kind: 'stock';
      id: string;
      productName: string;
      size: string | null;
      colour: string | null;
      quantity: number;
      available: number;
    }
  /**
   * The offers save another amount than the shopper saw (`from`, KES; `to`, now): an offer
   * ended, was used up or was paused since the cart was priced. `message` says why the code
   * gives nothing, where it does not.
   */
  | { kind: 'discount'; from: number; to: number; message: string | null };

export type PlaceOrderResponse =
  { outcome: 'placed'; order: OrderView } | { outcome: 'changed'; changes: OrderChange[] };
