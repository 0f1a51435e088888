/** What the Daraja stand-in answers and posts, in Daraja's own shapes. */
import { HttpResponse } from 'msw';
import { stkResults, type PromptOutcome, type RefusedOutcome } from './outcomes';
import type { DarajaRefusal } from './requests';

/** One STK push as the stand-in remembers it. */
export interface Push {
  merchantRequestId: string;
  checkoutRequestId: string;
  outcome: PromptOutcome;
  amount: number;
  phone: string;
  callbackUrl: string;
  /** Whether the shopper has answered (the delay passed): the status query tells it from then. */
  answered: boolean;
}

export function random(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
export const digits = (length: number) => random('0123456789', length);

/** YYYYMMDDHHmmss in Nairobi time (UTC+3), as Safaricom writes dates. */
export function nairobiTimestamp(at: Date): string {
  return new Date(at.getTime() + 3 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

export function refuse({ status, errorCode, errorMessage }: DarajaRefusal): Response {
  const requestId = `${digits(5)}-${digits(8)}-1`;
  return HttpResponse.json({ requestId, errorCode, errorMessage }, { status });
}

/** A push refused as QA chose, in Daraja's own words: the phone busy, or Daraja itself. */
export function refusedPush(outcome: RefusedOutcome): Response {
  if (outcome === 'busy') {
    return refuse({
      status: 500,
      errorCode: '500.001.1001',
      errorMessage:
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
  }
  // Daraja's own word that it did nothing: unlike a gateway's error page, which leaves the shop
  // unsure whether the prompt went out (QA's `lost-answer`).
  return refuse({
    status: 503,
    errorCode: '500.003.02',
    errorMessage: 'System is busy. Please try again in few minutes.',
  });
}

/** The body Safaricom posts to the CallBackURL for a push. */
export function stkCallbackBody(push: Push, at = new Date()) {
  const { resultCode, resultDesc } = stkResults[push.outcome];
  const metadata = {
    Item: [
      { Name: 'Amount', Value: push.amount },
      {
        Name: 'MpesaReceiptNumber',
        Value: `T${random('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 9)}`,
      },
      // Safaricom sends this item without a value.
      { Name: 'Balance' },
      { Name: 'TransactionDate', Value: Number(nairobiTimestamp(at)) },
      { Name: 'PhoneNumber', Value: Number(push.phone) },
    ],
  };
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: resultCode,
        ResultDesc: resultDesc,
        ...(resultCode === 0 ? { CallbackMetadata: metadata } : {}),
      },
    },
  };
}

/** The body Safaricom posts to a reversal's ResultURL. */
export function reversalResultBody(result: {
  originatorConversationId: string;
  conversationId: string;
  code: number | string;
  desc: string;
  resultUrl: string;
}) {
  const reversed = result.code === 0;
  return {
    Result: {
      ResultType: 0,
      ResultCode: result.code,
      ResultDesc: result.desc,
      OriginatorConversationID: result.originatorConversationId,
      ConversationID: result.conversationId,
      TransactionID: reversed ? `S${random('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 9)}` : '',
      ...(reversed
        ? {
            ResultParameters: {
              ResultParameter: [{ Key: 'Charge', Value: 0 }],
            },
          }
        : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: result.resultUrl } },
    },
  };
}
