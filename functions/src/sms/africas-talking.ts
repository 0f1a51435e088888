/**
 * A small client for Africa's Talking's SMS API (bulk messaging, `POST {baseUrl}/version1/messaging`):
 * one text to one Kenyan number per call, form-encoded, the API key in the `apiKey` header, as
 * Africa's Talking's own Node SDK sends it. Its fetch is injected, so tests run it against the
 * local stand-in (mocks/backend/sms).
 */
import { normaliseKenyanPhone } from '@model/kenyan-phone';

export const africasTalkingBaseUrls = {
  production: 'https://api.africastalking.com',
  sandbox: 'https://api.sandbox.africastalking.com',
} as const;

export interface SmsConfig {
  /** e.g. `https://api.africastalking.com`, or the stand-in's `http://127.0.0.1:8080/sms`. */
  baseUrl: string;
  /** The Africa's Talking app's username (`sandbox` for the sandbox). */
  username: string;
  apiKey: string;
  /** A registered alphanumeric sender id or short code; Africa's Talking's default without. */
  senderId?: string;
  fetch?: typeof fetch;
  /** How long a send may take before it fails (retryable); 15 s unless given. */
  timeoutMs?: number;
}

export interface SmsText {
  /** A Kenyan mobile number as typed or stored; sent as `+2547…`/`+2541…`. */
  to: string;
  message: string;
}

export interface SmsClient {
  /** Throws an `SmsError` unless Africa's Talking took the text for sending. */
  send(text: SmsText): Promise<{ messageId: string | null }>;
}

/**
 * A text that did not go: `retryable` when trying again later may work (no answer, an outage, a
 * rate limit, Africa's Talking's own or its gateway's error), not when the same text would be
 * refused again (the number, the balance, the blacklist, the shop's own settings).
 */
export class SmsError extends Error {
  override readonly name = 'SmsError';
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The recipient's `statusCode` Africa's Talking answered, when it did. */
    readonly statusCode: number | null = null,
    /** The HTTP status of the answer, when there was one. */
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/** The recipient `statusCode`s of a text taken: Processed, Sent, Queued. */
const taken = new Set([100, 101, 102]);
/**
 * The recipient `statusCode`s the same text would get again: RiskHold 401, InvalidSenderId 402,
 * InvalidPhoneNumber 403, UnsupportedNumberType 404, InsufficientBalance 405, UserInBlacklist
 * 406, CouldNotRoute 407, DoNotDisturbRejection 409, RejectedByGateway 502. Any other failure
 * (InternalServerError 500, GatewayError 501, a code not documented) is worth another try.
 */
const refusedForGood = new Set([401, 402, 403, 404, 405, 406, 407, 409, 502]);

const defaultTimeoutMs = 15_000;

interface Recipient {
  statusCode?: unknown;
  status?: unknown;
  messageId?: unknown;
}

/** The answer's `SMSMessageData`, or null for a body that is not Africa's Talking's JSON. */
function messageData(payload: string): { Message?: unknown; Recipients?: unknown } | null {
  try {
    const body = JSON.parse(payload) as { SMSMessageData?: unknown } | null;
    const data = body?.SMSMessageData;
    return typeof data === 'object' && data !== null ? data : null;
  } catch {
    return null;
  }
}

export function createSmsClient(config: SmsConfig): SmsClient {
  // The global fetch is looked up at each call, so one patched later (msw/node in tests) is used.
  const send: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/version1/messaging`;

  async function post(body: URLSearchParams): Promise<{ status: number; payload: string }> {
    // The signal also bounds reading the body: a gateway may send headers and then stall.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await send(url, {
        method: 'POST',
        headers: {
          apiKey: config.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: body.toString(),
        signal,
      });
      return { status: response.status, payload: await response.text() };
    } catch (error) {
      if (signal.aborted) {
        throw new SmsError(`Africa's Talking did not answer within ${timeoutMs} ms.`, true);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new SmsError(`Africa's Talking could not be reached: ${reason}`, true);
    }
  }

  return {
    async send({ to, message }) {
      const phone = normaliseKenyanPhone(to);
      if (!phone) throw new SmsError('Not a Kenyan mobile number.', false);
      if (!message) throw new SmsError('An empty text is not sent.', false);
      const body = new URLSearchParams({ username: config.username, to: phone, message });
      if (config.senderId) body.set('from', config.senderId);
      const { status, payload } = await post(body);

      if (status >= 500 || status === 429 || status === 408) {
        throw new SmsError(`Africa's Talking answered HTTP ${status}.`, true, null, status);
      }
      // Refusals of the request itself come as plain text, e.g. 401 "The supplied
      // authentication is invalid": the shop's settings need fixing, not another try.
      if (status >= 300) {
        const detail = payload.trim().slice(0, 200) || `HTTP ${status}`;
        throw new SmsError(`Africa's Talking refused the text: ${detail}`, false, null, status);
      }
      const data = messageData(payload);
      if (!data) {
        throw new SmsError(
          `Africa's Talking answered HTTP ${status} without its JSON.`,
          true,
          null,
          status,
        );
      }
      const recipient = (Array.isArray(data.Recipients) ? data.Recipients[0] : undefined) as
        Recipient | undefined;
      // A request refused as a whole lists no recipient and says why in Message, e.g.
      // "InvalidSenderId".
      if (!recipient) {
        const why = typeof data.Message === 'string' ? data.Message : 'no recipient listed';
        throw new SmsError(`Africa's Talking refused the text: ${why}`, false, null, status);
      }
      const statusCode = Number(recipient.statusCode);
      if (taken.has(statusCode)) {
        const id = typeof recipient.messageId === 'string' ? recipient.messageId : '';
        return { messageId: id && id !== 'None' ? id : null };
      }
      const why = typeof recipient.status === 'string' ? recipient.status : 'failed';
      throw new SmsError(
        `Africa's Talking did not send the text: ${why} (${statusCode}).`,
        !refusedForGood.has(statusCode),
        Number.isFinite(statusCode) ? statusCode : null,
        status,
      );
    },
  };
}
