/**
 * A small client for Safaricom's Daraja API: M-Pesa Express (the STK push that shows the shopper
 * a PIN prompt), its status query, and the Transaction Reversal that refunds a payment. Its fetch
 * and clock are injected, so tests run it against the local Daraja stand-in (mocks/backend/daraja)
 * and a frozen clock.
 */
import {
  answerOf,
  DarajaError,
  isInvalidToken,
  isStillProcessing,
  refusal,
  text,
  type Answer,
} from './daraja-answers';
import { darajaPhone } from './phone';

export { DarajaError, type DarajaErrorReason } from './daraja-answers';

/** How the shop is paid: into a PayBill number, or a Buy Goods till. */
export type DarajaTransactionType = 'paybill' | 'buy-goods';

const transactionTypes = {
  paybill: 'CustomerPayBillOnline',
  'buy-goods': 'CustomerBuyGoodsOnline',
} as const satisfies Record<DarajaTransactionType, string>;

export interface DarajaConfig {
  /** e.g. `https://sandbox.safaricom.co.ke`, or the stand-in's `http://127.0.0.1:8080/daraja`. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /**
   * Daraja's `BusinessShortCode`, which signs every request: the PayBill number, or for Buy Goods
   * the store (head office) number the till belongs to.
   */
  shortcode: string;
  /** Lipa na M-Pesa Online passkey, from which each request's password is made. */
  passkey: string;
  transactionType: DarajaTransactionType;
  /** Where the money goes (`PartyB`): the PayBill number itself, or the till number. */
  partyB: string;
  /** Where Safaricom posts the outcome of each push. */
  callbackUrl: string;
  /**
   * The Transaction Reversal's settings; absent where the shop has no access to it (refunds are
   * then made by hand).
   */
  reversal?: {
    /** The API operator's user name on the M-Pesa org portal. */
    initiator: string;
    /** The operator's password encrypted with Safaricom's certificate, as the portal makes it. */
    securityCredential: string;
    /** Where Safaricom posts each reversal's result; its timeout notice goes there too. */
    resultUrl: string;
  };
  fetch?: typeof fetch;
  now?: () => Date;
  /** How long each call may take before it fails as `unavailable`; 15 s unless given. */
  timeoutMs?: number;
}

export interface StkPushRequest {
  /** KES; charged in whole shillings, rounded up. */
  amount: number;
  /** As typed or stored; normalised to `2547…`/`2541…`. */
  phone: string;
  /** Shown on the shopper's prompt and statement; at most 12 characters are sent. */
  accountReference: string;
  /** At most 13 characters are sent. */
  description: string;
  /**
   * Added to this push's callback URL, so its callback names what it is for even when the push's
   * own answer never arrives.
   */
  callbackQuery?: Record<string, string>;
}

export interface StkPushAnswer {
  merchantRequestId: string;
  checkoutRequestId: string;
  responseCode: string;
  customerMessage: string;
}

/** A push's result, or `pending` while the shopper has not answered the prompt yet. */
export type StkQueryAnswer =
  { resultCode: number; resultDesc: string } | { resultCode: 'pending'; resultDesc: string };

export interface ReversalRequest {
  /** The M-Pesa receipt of the payment reversed. */
  transactionId: string;
  /** Whole KES. */
  amount: number;
  /** Shown on M-Pesa's records; at most 100 characters are sent. */
  remarks: string;
  /** Added to the result URL (and its timeout notice's), naming the refund the result is for. */
  resultQuery: Record<string, string>;
}

export interface ReversalAnswer {
  conversationId: string;
  originatorConversationId: string;
}

/** Each method throws a `DarajaError`, with its `reason`, for anything but the answers it returns. */
export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<StkPushAnswer>;
  /** `pending` only while Daraja says the push is still being processed, never as a guess. */
  stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer>;
  /** Whether the shop may send reversals: its initiator and credential are set. */
  readonly reversals: boolean;
  /** Asks M-Pesa to reverse a payment; the result is posted to the result URL later. */
  reverse(request: ReversalRequest): Promise<ReversalAnswer>;
}

/** What an order's total costs over M-Pesa: whole shillings, rounded up (cents rounded first). */
export function wholeShillings(total: number): number {
  return Math.ceil(Math.round(total * 100) / 100);
}

/** Daraja's `Timestamp`: YYYYMMDDHHmmss in Nairobi time (EAT, UTC+3 all year). */
export function darajaTimestamp(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  return nairobi.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** Daraja's `Password`: base64 of shortcode, passkey and timestamp. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

const accountReferenceLength = 12;
const descriptionLength = 13;
const remarksLength = 100;

/** The URL with these query parameters added; Daraja judges a URL that is not one itself. */
function withQuery(url: string, query: Record<string, string> = {}): string {
  const entries = Object.entries(query);
  if (entries.length === 0 || !URL.canParse(url)) return url;
  const parsed = new URL(url);
  for (const [name, value] of entries) parsed.searchParams.set(name, value);
  return parsed.toString();
}

// Errors Node's fetch gives when the connection was never made: nothing reached Daraja.
const neverConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH']);
// A token is dropped a minute early, so none expires between the check and Daraja reading it.
const tokenMarginMs = 60_000;
const defaultTimeoutMs = 15_000;

export function createDarajaClient(config: DarajaConfig): DarajaClient {
  // The global fetch is looked up at each call, so one patched later (tests) is used.
  const send: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const now = config.now ?? (() => new Date());
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;

  async function call(path: string, init: RequestInit): Promise<Answer> {
    // The signal also bounds reading the body: a gateway may send headers and then stall.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await send(`${baseUrl}${path}`, { ...init, signal });
      return answerOf(response.status, await response.text());
    } catch (error) {
      if (signal.aborted) {
        throw new DarajaError(
          `Daraja did not answer within ${timeoutMs} ms.`,
          null,
          null,
          'unavailable',
          true,
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
      throw new DarajaError(
        `Daraja could not be reached: ${reason}`,
        null,
        null,
        'unavailable',
        !neverConnected.has(String(code)),
      );
    }
  }

  async function freshToken(): Promise<string> {
    const basic = btoa(`${config.consumerKey}:${config.consumerSecret}`);
    const answer = await call('/oauth/v1/generate?grant_type=client_credentials', {
      headers: { authorization: `Basic ${basic}` },
    });
    const value = text(answer.body.access_token);
    const lifetimeSeconds = Number(answer.body.expires_in);
    if (answer.status !== 200 || !value || !Number.isFinite(lifetimeSeconds)) {
      // Wrong consumer credentials are refused with 400 or 401, with or without Daraja's JSON.
      const credentialsRefused = answer.status === 400 || answer.status === 401;
      throw refusal(
        answer,
        'The Daraja token request',
        credentialsRefused ? 'misconfigured' : undefined,
      );
    }
    token = { value, expiresAt: now().getTime() + lifetimeSeconds * 1000 - tokenMarginMs };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && now().getTime() < token.expiresAt) return Promise.resolve(token.value);
    // Requests made together share one token request.
    tokenRequest ??= freshToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  /** A token request that failed: the request it was for was never sent. */
  const notSent = (error: unknown) =>
    error instanceof DarajaError
      ? new DarajaError(error.message, error.code, error.httpStatus, error.reason, false)
      : error;

  async function post(path: string, payload: object): Promise<Answer> {
    const attempt = async () => {
      const bearer = await accessToken().catch((error: unknown) => {
        throw notSent(error);
      });
      return call(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
    };
    const answer = await attempt();
    if (!isInvalidToken(answer)) return answer;
    // Revoked early (or the clock drifted): Daraja refused before doing anything, so once more.
    token = null;
    return attempt();
  }

  function signed() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: Number(config.shortcode),
      Password: darajaPassword(config.shortcode, config.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush({ amount, phone, accountReference, description, callbackQuery }) {
      const number = darajaPhone(phone);
      if (!number) {
        throw new DarajaError('Not a Kenyan mobile number.', null, null, 'invalid-phone');
      }
      const charged = wholeShillings(amount);
      if (!Number.isFinite(charged) || charged < 1) {
        throw new DarajaError('The amount must be at least KES 1.', null, null, 'invalid-amount');
      }
      const answer = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: transactionTypes[config.transactionType],
        Amount: charged,
        PartyA: Number(number),
        PartyB: Number(config.partyB),
        PhoneNumber: Number(number),
        CallBackURL: withQuery(config.callbackUrl, callbackQuery),
        AccountReference: accountReference.slice(0, accountReferenceLength),
        TransactionDesc: description.slice(0, descriptionLength),
      });
      const checkoutRequestId = text(answer.body.CheckoutRequestID);
      if (answer.status !== 200 || answer.body.ResponseCode !== '0' || !checkoutRequestId) {
        throw refusal(answer, 'The STK push');
      }
      return {
        merchantRequestId: text(answer.body.MerchantRequestID) ?? '',
        checkoutRequestId,
        responseCode: '0',
        customerMessage: text(answer.body.CustomerMessage) ?? '',
      };
    },

    async stkQuery(checkoutRequestId) {
      const answer = await post('/mpesa/stkpushquery/v1/query', {
        ...signed(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (isStillProcessing(answer)) {
        return { resultCode: 'pending', resultDesc: text(answer.body.errorMessage) ?? '' };
      }
      const resultCode = Number(answer.body.ResultCode);
      const known = /^\d+$/.test(String(answer.body.ResultCode ?? ''));
      if (answer.status !== 200 || !known) throw refusal(answer, 'The STK query');
      return { resultCode, resultDesc: text(answer.body.ResultDesc) ?? '' };
    },

    reversals: !!config.reversal?.initiator && !!config.reversal.securityCredential,

    async reverse({ transactionId, amount, remarks, resultQuery }) {
      const reversal = config.reversal;
      if (!reversal?.initiator || !reversal.securityCredential) {
        throw new DarajaError('Reversals are not set up.', null, null, 'misconfigured');
      }
      const answer = await post('/mpesa/reversal/v1/request', {
        Initiator: reversal.initiator,
        SecurityCredential: reversal.securityCredential,
        CommandID: 'TransactionReversal',
        TransactionID: transactionId,
        Amount: wholeShillings(amount),
        ReceiverParty: Number(config.shortcode),
        // Daraja's own spelling; 11 names the receiver by its shortcode.
        RecieverIdentifierType: '11',
        ResultURL: withQuery(reversal.resultUrl, { ...resultQuery, kind: 'result' }),
        QueueTimeOutURL: withQuery(reversal.resultUrl, { ...resultQuery, kind: 'timeout' }),
        Remarks: remarks.slice(0, remarksLength),
        Occasion: '',
      });
      const conversationId = text(answer.body.ConversationID);
      if (answer.status !== 200 || answer.body.ResponseCode !== '0' || !conversationId) {
        throw refusal(answer, 'The reversal');
      }
      return {
        conversationId,
        originatorConversationId: text(answer.body.OriginatorConversationID) ?? '',
      };
    },
  };
}
