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

/** A push refused as QA chose: Daraja's own refusal, or an outage page from in front of it. */
export function refusedPush(outcome: RefusedOutcome): Response {
  if (outcome === 'busy') {
    return refuse({
      status: 500,
      errorCode: '500.001.1001',
      errorMessage:
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
  }
  return HttpResponse.html('<html><body><h1>503 Service Unavailable</h1></body></html>', {
    status: 503,
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
