/** How Daraja's answers are read: its refusals, and the two it gives that are not failures. */

/**
 * Why a Daraja request failed, for the shop to choose what to tell the shopper and its staff:
 * - `busy`: the shopper's phone is in another M-Pesa transaction; a prompt a little later may work.
 * - `invalid-phone`: the number cannot be prompted (the client's own check, or Daraja's).
 * - `invalid-amount`: the amount cannot be charged.
 * - `unavailable`: Daraja could not be reached, did not answer in time, or answered with an outage
 *   (HTTP 5xx, a rate limit, a page that is not Daraja's JSON).
 * - `misconfigured`: the shop's own settings are wrong (credentials, shortcode, passkey, callback
 *   URL), or Daraja refused the request for another reason the shop has to fix.
 */
export type DarajaErrorReason =
  'busy' | 'invalid-phone' | 'invalid-amount' | 'unavailable' | 'misconfigured';

// Daraja's errorMessage texts, e.g. `500.001.1001` "Unable to lock subscriber, a transaction is
// already in process for the current subscriber", `400.002.02` "Bad Request - Invalid PhoneNumber".
const busy = /unable to lock subscriber/i;
const invalidPhone = /invalid (PhoneNumber|PartyA)\b/i;
const invalidAmount = /invalid Amount\b/i;
// The shop's shortcode or passkey, which Daraja refuses with HTTP 500 and `500.001.1001`.
const shopSide = /wrong credentials|merchant does not exist/i;

/** The reason for a failure read from Daraja's message and HTTP status (null: no answer). */
export function darajaErrorReason(message: string, httpStatus: number | null): DarajaErrorReason {
  if (busy.test(message)) return 'busy';
  if (invalidPhone.test(message)) return 'invalid-phone';
  if (invalidAmount.test(message)) return 'invalid-amount';
  if (shopSide.test(message)) return 'misconfigured';
  // A rate limit passes like an outage; any other refusal is of what the shop sent.
  const refused = httpStatus !== null && httpStatus >= 400 && httpStatus < 500;
  return refused && httpStatus !== 429 ? 'misconfigured' : 'unavailable';
}

/**
 * Daraja refused a request or could not be reached: `code` is its `errorCode` and `httpStatus` its
 * status when it answered; `reason` is read from them unless given. `maybeProcessed` says the
 * request may have reached Daraja and been acted on although its answer never came back (a
 * timeout, a connection lost after sending, an outage page from a gateway in front of it): for a
 * push, the prompt may be on the shopper's phone.
 */
export class DarajaError extends Error {
  override readonly name = 'DarajaError';
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly httpStatus: number | null = null,
    readonly reason: DarajaErrorReason = darajaErrorReason(message, httpStatus),
    readonly maybeProcessed = false,
  ) {
    super(message);
  }
}

export interface Answer {
  status: number;
  /** The JSON object Daraja answered, or `{}`. */
  body: Record<string, unknown>;
  /** Whether the body was a JSON object, as all of Daraja's own answers are. */
  json: boolean;
}

export function answerOf(status: number, payload: string): Answer {
  let body: unknown = null;
  try {
    body = JSON.parse(payload);
  } catch {
    // An HTML error page, or nothing: `json` says so.
  }
  const json = typeof body === 'object' && body !== null && !Array.isArray(body);
  return { status, body: json ? (body as Record<string, unknown>) : {}, json };
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The failure an answer tells. An answer that is not Daraja's JSON comes from a gateway in
 * front of it (an outage page), whatever its status, unless `reason` says otherwise.
 */
export function refusal(answer: Answer, what: string, reason?: DarajaErrorReason): DarajaError {
  const message =
    text(answer.body.errorMessage) ??
    text(answer.body.ResponseDescription) ??
    `${what} answered HTTP ${answer.status}`;
  return new DarajaError(
    message,
    text(answer.body.errorCode),
    answer.status,
    reason ?? (answer.json ? darajaErrorReason(message, answer.status) : 'unavailable'),
    // Daraja's own JSON says what it did; a gateway's error page says nothing of it.
    answer.status >= 500 && !answer.json,
  );
}

/** The status query's answer while the shopper has not answered the prompt yet. */
export function isStillProcessing(answer: Answer): boolean {
  return (
    answer.body.errorCode === '500.001.1001' &&
    /being processed/i.test(text(answer.body.errorMessage) ?? '')
  );
}

/** A token Daraja no longer accepts: the request was refused before anything happened. */
export const isInvalidToken = (answer: Answer) =>
  answer.status === 401 || answer.body.errorCode === '404.001.03';
