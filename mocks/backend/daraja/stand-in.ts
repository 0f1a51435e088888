/**
 * A local stand-in for Safaricom's Daraja API (M-Pesa Express and Transaction Reversal), as MSW
 * handlers under any origin's `/daraja` path: the OAuth token, the STK push and its status query,
 * answered as Daraja does, and the callback posted to the shop's CallBackURL once the "shopper"
 * has answered the prompt; a reversal of a receipt it issued, its result posted to the ResultURL.
 * PayBill (`CustomerPayBillOnline`) and Buy Goods (`CustomerBuyGoodsOnline`) pushes are accepted.
 * QA chooses the answers with `POST /__qa/mpesa` and reads the pushes and reversals received with
 * `GET /__qa/mpesa/pushes` and `GET /__qa/mpesa/reversals` (see ./qa.ts).
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { isOneOf } from '../is-one-of';
import {
  digits,
  nairobiTimestamp,
  random,
  refuse,
  refusedPush,
  reversalResultBody,
  stkCallbackBody,
  type Push,
} from './answers';
import {
  defaultDelayMs,
  defaultOutcome,
  refusedOutcomes,
  stkResults,
  type MpesaChoice,
  type MpesaControl,
  type ReceivedPush,
  type ReceivedReversal,
} from './outcomes';
import { createMpesaQaHandlers } from './qa';
import { checkReversal, checkSignature, checkStkPush } from './requests';

/** The passkey Safaricom publishes for its sandbox shortcode. */
export const sandboxPasskey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
export const sandboxShortcode = '174379';

export interface DarajaStandInOptions {
  /** How callbacks are posted to the CallBackURL. */
  send?: typeof fetch;
  /** How the shopper's answer waits `delayMs`; tests pass a manual scheduler. */
  schedule?: (run: () => void, delayMs: number) => unknown;
  /** The passkey request passwords are checked with. */
  passkey?: string;
  /**
   * How long a `lost-answer` push's answer is held before a gateway's error page is sent in its
   * place: longer than the shop waits (its Daraja timeout), so the shop's call times out. Tests
   * pass 0.
   */
  lostAnswerMs?: number;
}

export interface DarajaStandIn {
  /** The Daraja API under `*\/daraja/…`, then `/__qa/mpesa` and `/__qa/mpesa/pushes`. */
  handlers: RequestHandler[];
  control: MpesaControl;
}

// A long-running local backend keeps only the newest pushes and tokens (and lists as many).
const remembered = 500;

export function createDarajaStandIn({
  // Looked up at each call, so a fetch patched later (msw/node in tests) is the one used.
  send = (input, init) => fetch(input, init),
  schedule = setTimeout,
  passkey = sandboxPasskey,
  lostAnswerMs = 30_000,
}: DarajaStandInOptions = {}): DarajaStandIn {
  const firstChoice: MpesaChoice = {
    outcome: defaultOutcome,
    delayMs: defaultDelayMs,
    reversal: 'ok',
  };
  let choice: MpesaChoice = { ...firstChoice };
  // A reset starts a new generation: answers scheduled before it are dropped.
  let generation = 0;
  const tokens = new Set<string>();
  const pushes = new Map<string, Push>();
  const received: ReceivedPush[] = [];
  /** Each receipt a paid prompt was given, with its amount and whether it was reversed. */
  const receipts = new Map<string, { amount: number; reversed: boolean }>();
  const reversals: ReceivedReversal[] = [];

  const control: MpesaControl = {
    get: () => ({ ...choice }),
    set: (outcome, delayMs = defaultDelayMs) => {
      choice = { ...choice, outcome, delayMs };
    },
    setReversal: (reversal) => {
      choice = { ...choice, reversal };
    },
    pushes: () => received.map((push) => ({ ...push })),
    reversals: () => reversals.map((reversal) => ({ ...reversal })),
    reset: () => {
      choice = { ...firstChoice };
      generation += 1;
      pushes.clear();
      received.length = 0;
      receipts.clear();
      reversals.length = 0;
    },
  };

  /** Lists a push that passed Daraja's checks, accepted or refused as QA chose. */
  function record(body: Record<string, unknown>, checkoutRequestId: string | null) {
    if (received.length >= remembered) received.shift();
    received.push({
      checkoutRequestId,
      phone: String(body.PhoneNumber),
      amount: Number(body.Amount),
      accountReference: String(body.AccountReference),
      callbackUrl: String(body.CallBackURL),
      at: new Date().toISOString(),
    });
  }

  function makeRoom(items: Set<string> | Map<string, Push>) {
    const oldest = items.keys().next();
    if (items.size >= remembered && !oldest.done) items.delete(oldest.value);
  }

  /** Posts Safaricom's JSON to one of the shop's URLs, saying in the log what went wrong. */
  async function post(url: string, payload: unknown) {
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (!response.ok) console.warn(`[daraja] the post to ${url} answered ${response.status}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[daraja] the post to ${url} failed: ${reason}`);
    }
  }

  async function deliver(push: Push) {
    const body = stkCallbackBody(push);
    const paid = body.Body.stkCallback.CallbackMetadata?.Item.find(
      (item) => item.Name === 'MpesaReceiptNumber',
    )?.Value;
    if (typeof paid === 'string') {
      if (receipts.size >= remembered) receipts.delete(receipts.keys().next().value ?? '');
      receipts.set(paid, { amount: push.amount, reversed: false });
    }
    await post(push.callbackUrl, body);
  }

  /** The request's JSON body, if it carries a token this stand-in issued. */
  async function authorised(request: Request): Promise<Record<string, unknown> | Response> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!bearer?.[1] || !tokens.has(bearer[1])) {
      return refuse({ status: 401, errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    }
    let body: unknown = null;
    try {
      body = JSON.parse(await request.text());
    } catch {
      // Refused below.
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return refuse({
        status: 400,
        errorCode: '400.002.05',
        errorMessage: 'Invalid Request Payload',
      });
    }
    return body as Record<string, unknown>;
  }

  const handlers: RequestHandler[] = [
    http.get('*/daraja/oauth/v1/generate', ({ request }) => {
      if (new URL(request.url).searchParams.get('grant_type') !== 'client_credentials') {
        return refuse({
          status: 400,
          errorCode: '400.008.02',
          errorMessage: 'Invalid grant type passed',
        });
      }
      const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
      let credentials = '';
      try {
        credentials = atob(basic?.[1] ?? '');
      } catch {
        // Not base64: refused below.
      }
      if (!/^[^:]+:.+$/.test(credentials)) {
        return refuse({
          status: 400,
          errorCode: '400.008.01',
          errorMessage: 'Invalid Authentication passed',
        });
      }
      const token = random('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 28);
      makeRoom(tokens);
      tokens.add(token);
      return HttpResponse.json({ access_token: token, expires_in: '3599' });
    }),

    http.post('*/daraja/mpesa/stkpush/v1/processrequest', async ({ request }) => {
      const body = await authorised(request);
      if (body instanceof Response) return body;
      const refusal = checkStkPush(body, passkey);
      if (refusal) return refuse(refusal);
      const { outcome } = choice;
      // After the checks: Daraja refuses a malformed push before trying the shopper's phone.
      if (isOneOf(refusedOutcomes, outcome)) {
        record(body, null);
        return refusedPush(outcome);
      }
      const push: Push = {
        merchantRequestId: `${digits(5)}-${digits(8)}-1`,
        checkoutRequestId: `ws_CO_${nairobiTimestamp(new Date())}${digits(6)}`,
        outcome,
        amount: Number(body.Amount),
        phone: String(body.PhoneNumber),
        callbackUrl: String(body.CallBackURL),
        answered: false,
      };
      makeRoom(pushes);
      pushes.set(push.checkoutRequestId, push);
      record(body, push.checkoutRequestId);
      const pushedIn = generation;
      schedule(() => {
        if (pushedIn !== generation) return;
        push.answered = true;
        if (push.outcome !== 'no-callback') void deliver(push);
      }, choice.delayMs);
      if (outcome === 'lost-answer') {
        // Accepted and prompted, but the answer never reaches the shop: held past the shop's
        // timeout, then a gateway's page in place of Daraja's answer.
        await new Promise((resolve) => setTimeout(resolve, lostAnswerMs));
        return HttpResponse.html('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
          status: 504,
        });
      }
      const accepted = 'Success. Request accepted for processing';
      return HttpResponse.json({
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: accepted,
        CustomerMessage: accepted,
      });
    }),

    http.post('*/daraja/mpesa/stkpushquery/v1/query', async ({ request }) => {
      const body = await authorised(request);
      if (body instanceof Response) return body;
      const refusal = checkSignature(body, passkey);
      if (refusal) return refuse(refusal);
      const push = pushes.get(String(body.CheckoutRequestID));
      if (!push) {
        return refuse({
          status: 400,
          errorCode: '400.002.02',
          errorMessage: 'Bad Request - Invalid CheckoutRequestID',
        });
      }
      if (!push.answered) {
        return refuse({
          status: 500,
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        });
      }
      const { resultCode, resultDesc } = stkResults[push.outcome];
      return HttpResponse.json({
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(resultCode),
        ResultDesc: resultDesc,
      });
    }),

    http.post('*/daraja/mpesa/reversal/v1/request', async ({ request }) => {
      const body = await authorised(request);
      if (body instanceof Response) return body;
      const refusal = checkReversal(body);
      if (refusal) return refuse(refusal);
      const transactionId = String(body.TransactionID);
      const amount = Number(body.Amount);
      const paid = receipts.get(transactionId);
      // M-Pesa's own result codes: a receipt it never issued, or one reversed already.
      const result =
        choice.reversal === 'fails'
          ? { code: 1, desc: 'The balance is insufficient for the transaction.' }
          : !paid || amount > paid.amount
            ? { code: 'R000002', desc: 'The OriginalTransactionID is invalid.' }
            : paid.reversed
              ? { code: 'R000001', desc: 'The transaction has already been reversed.' }
              : { code: 0, desc: 'The service request is processed successfully.' };
      if (result.code === 0 && paid) paid.reversed = true;
      if (reversals.length >= remembered) reversals.shift();
      reversals.push({
        transactionId,
        amount,
        at: new Date().toISOString(),
        result: result.code === 0 ? 'ok' : 'failed',
      });
      const conversation = {
        originatorConversationId: `${digits(5)}-${digits(8)}-1`,
        conversationId: `AG_${nairobiTimestamp(new Date())}_${random('0123456789abcdef', 20)}`,
      };
      const resultUrl = String(body.ResultURL);
      const sentIn = generation;
      schedule(() => {
        if (sentIn !== generation) return;
        void post(resultUrl, reversalResultBody({ ...conversation, ...result, resultUrl }));
      }, choice.delayMs);
      return HttpResponse.json({
        OriginatorConversationID: conversation.originatorConversationId,
        ConversationID: conversation.conversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }),

    ...createMpesaQaHandlers(control),
  ];

  return { handlers, control };
}
