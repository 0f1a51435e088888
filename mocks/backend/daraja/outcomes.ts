/**
 * How the local Daraja stand-in answers STK pushes, as QA chooses with `POST /__qa/mpesa`: the
 * ResultCode and ResultDesc Safaricom sends for each prompt, or the push itself refused.
 */
export const mpesaOutcomes = [
  'paid',
  'insufficient-funds',
  'cancelled',
  'unreachable',
  'wrong-pin',
  'no-callback',
  'busy',
  'unavailable',
  'lost-answer',
] as const;

export type MpesaOutcome = (typeof mpesaOutcomes)[number];

/**
 * The push itself is refused: `busy` as Daraja does while the shopper's phone is in another
 * transaction, `unavailable` as Daraja's own outage answer (HTTP 503). No prompt, no callback,
 * nothing to query.
 */
export const refusedOutcomes = ['busy', 'unavailable'] as const satisfies readonly MpesaOutcome[];
export type RefusedOutcome = (typeof refusedOutcomes)[number];
/** The outcomes of a push Daraja accepted: the shopper is prompted. */
export type PromptOutcome = Exclude<MpesaOutcome, RefusedOutcome>;

export interface StkResult {
  resultCode: number;
  resultDesc: string;
}

const paid: StkResult = {
  resultCode: 0,
  resultDesc: 'The service request is processed successfully.',
};

/**
 * `no-callback` is a payment that went through whose callback never arrives: the status query
 * answers it as paid, so QA sees the shop's reconciliation settle the order as paid.
 * `lost-answer` is a push Daraja accepted, prompted and the shopper paid, whose answer never
 * reached the shop: only its callback tells.
 */
export const stkResults: Record<PromptOutcome, StkResult> = {
  paid,
  'insufficient-funds': {
    resultCode: 1,
    resultDesc: 'The balance is insufficient for the transaction.',
  },
  cancelled: { resultCode: 1032, resultDesc: 'Request cancelled by user' },
  unreachable: { resultCode: 1037, resultDesc: 'DS timeout user cannot be reached' },
  'wrong-pin': { resultCode: 2001, resultDesc: 'The initiator information is invalid.' },
  'no-callback': paid,
  'lost-answer': paid,
};

export const defaultOutcome: MpesaOutcome = 'paid';
/** How long the shopper "takes" to answer the prompt, unless QA says otherwise. */
export const defaultDelayMs = 1500;
/** Five minutes: past the local hold of 90 s, so a payment can come after its order expired. */
export const maxDelayMs = 300_000;

/** How the stand-in answers the next Transaction Reversals (refunds). */
export const reversalOutcomes = ['ok', 'fails'] as const;
export type ReversalOutcome = (typeof reversalOutcomes)[number];

export interface MpesaChoice {
  outcome: MpesaOutcome;
  delayMs: number;
  reversal: ReversalOutcome;
}

/** A reversal as `GET /__qa/mpesa/reversals` lists it (QA contract, Control endpoints). */
export interface ReceivedReversal {
  /** The M-Pesa receipt being reversed. */
  transactionId: string;
  /** Whole KES. */
  amount: number;
  /** ISO time the reversal was received. */
  at: string;
  result: 'ok' | 'failed';
}

/** A push as `GET /__qa/mpesa/pushes` lists it (QA contract, Control endpoints). */
export interface ReceivedPush {
  /** Null for a push refused (`busy`, `unavailable`). */
  checkoutRequestId: string | null;
  /** `2547…` or `2541…`, as the push's PhoneNumber. */
  phone: string;
  /** Whole KES. */
  amount: number;
  accountReference: string;
  callbackUrl: string;
  /** ISO time the push was received. */
  at: string;
}

/** QA's current choice; the stand-in reads it at each push and each reversal. */
export interface MpesaControl {
  get(): MpesaChoice;
  set(outcome: MpesaOutcome, delayMs?: number): void;
  setReversal(reversal: ReversalOutcome): void;
  /** The pushes received since the last reset, oldest first, refused ones included. */
  pushes(): ReceivedPush[];
  /** The reversals received since the last reset, oldest first. */
  reversals(): ReceivedReversal[];
  /**
   * Back to `paid` after the default delay and reversals that succeed; earlier pushes and
   * reversals are forgotten, their answers dropped.
   */
  reset(): void;
}
