/**
 * A local stand-in for Africa's Talking's SMS API, as MSW handlers under any origin's `/sms` path
 * (the local SMS_BASE_URL is `http://127.0.0.1:8080/sms`): the bulk messaging endpoint
 * `POST /sms/version1/messaging`, checked and answered in Africa's Talking's shapes, and the texts
 * it took listed for QA at `GET /__qa/sms` (QA contract, Control endpoints).
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { gsmLength } from '@model/order/messages';

/** A text as `GET /__qa/sms` lists it. */
export interface SentText {
  /** `+2547…` or `+2541…`. */
  to: string;
  message: string;
  /** ISO time the stand-in took it. */
  at: string;
}

export interface SmsStandIn {
  /** The API under `*\/sms/…`, then `/__qa/sms`. */
  handlers: RequestHandler[];
  /** The texts taken since the last reset, oldest first. */
  sent(): SentText[];
  reset(): void;
}

// A long-running local backend keeps only the newest texts, as the Daraja stand-in keeps pushes.
const remembered = 500;
/** What Africa's Talking charges a part sent to a Kenyan number, in KES. */
const costPerPart = 0.8;
const kenyanMobile = /^\+254[71]\d{8}$/;

/** SMS parts a text takes: 160 GSM characters in one, 153 each when split; UCS-2 70 and 67. */
function messageParts(message: string): number {
  const gsm = gsmLength(message);
  const [length, single, split] = gsm === null ? [message.length, 70, 67] : [gsm, 160, 153];
  return length <= single ? 1 : Math.ceil(length / split);
}

const hex = (length: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length / 2)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

// Africa's Talking refuses a request it cannot authenticate in plain text, not JSON.
const unauthenticated = () =>
  new HttpResponse('The supplied authentication is invalid', {
    status: 401,
    headers: { 'content-type': 'text/plain' },
  });
const missing = (field: string) =>
  new HttpResponse(`Request is missing required form field '${field}'`, {
    status: 400,
    headers: { 'content-type': 'text/plain' },
  });

const kes = (amount: number) => `KES ${amount.toFixed(4)}`;

export function createSmsStandIn(): SmsStandIn {
  const texts: SentText[] = [];

  const handlers: RequestHandler[] = [
    http.post('*/sms/version1/messaging', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const username = form.get('username')?.trim();
      if (!request.headers.get('apiKey')?.trim() || !username) return unauthenticated();
      const message = form.get('message') ?? '';
      if (!message) return missing('message');
      const numbers = (form.get('to') ?? '')
        .split(',')
        .map((number) => number.trim())
        .filter(Boolean);
      if (numbers.length === 0) return missing('to');

      const parts = messageParts(message);
      const at = new Date().toISOString();
      const recipients = numbers.map((number) => {
        if (!kenyanMobile.test(number)) {
          return {
            statusCode: 403,
            number,
            status: 'InvalidPhoneNumber',
            cost: '0',
            messageId: 'None',
          };
        }
        if (texts.length >= remembered) texts.shift();
        texts.push({ to: number, message, at });
        return {
          statusCode: 101,
          number,
          status: 'Success',
          cost: kes(costPerPart * parts),
          messageId: `ATXid_${hex(32)}`,
          messageParts: parts,
        };
      });
      const taken = recipients.filter((recipient) => recipient.statusCode === 101).length;
      const total = taken === 0 ? '0' : kes(costPerPart * parts * taken);
      // 201 Created, as Africa's Talking answers a request it processed.
      return HttpResponse.json(
        {
          SMSMessageData: {
            Message: `Sent to ${taken}/${recipients.length} Total Cost: ${total}`,
            Recipients: recipients,
          },
        },
        { status: 201 },
      );
    }),
    http.get('*/__qa/sms', () => HttpResponse.json(texts.map((text) => ({ ...text })))),
  ];

  return {
    handlers,
    sent: () => texts.map((text) => ({ ...text })),
    reset: () => {
      texts.length = 0;
    },
  };
}
