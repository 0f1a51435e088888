/**
 * M-Pesa's settings as Firebase params: the credentials are Secret Manager secrets, the rest plain
 * params (functions/.env files). Values exist only while a function runs, so the Daraja client is
 * built at call time, never at load (which also runs at deploy).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { defineInt, defineSecret, defineString, select } from 'firebase-functions/params';
import {
  createDarajaClient,
  type DarajaClient,
  type DarajaConfig,
  type DarajaTransactionType,
} from './daraja';

export const mpesaConsumerKey = defineSecret('MPESA_CONSUMER_KEY');
export const mpesaConsumerSecret = defineSecret('MPESA_CONSUMER_SECRET');
export const mpesaPasskey = defineSecret('MPESA_PASSKEY');
/**
 * Sent with each push as the callback URL's `key` query parameter, so a callback proves it comes
 * from a push the shop sent (`callbackKeyMatches`).
 */
export const mpesaCallbackSecret = defineSecret('MPESA_CALLBACK_SECRET');
/**
 * Safaricom's sandbox paybill by default. For Buy Goods, the store (head office) number the till
 * belongs to: it signs each request.
 */
export const mpesaShortcode = defineString('MPESA_SHORTCODE', { default: '174379' });
const transactionTypes = [
  'paybill',
  'buy-goods',
] as const satisfies readonly DarajaTransactionType[];
/** `paybill` pays into MPESA_SHORTCODE itself, `buy-goods` into MPESA_TILL_NUMBER. */
export const mpesaTransactionType = defineString('MPESA_TRANSACTION_TYPE', {
  default: 'paybill',
  input: select([...transactionTypes]),
});
/** The till paid into with `buy-goods`; unused for a paybill. */
export const mpesaTillNumber = defineString('MPESA_TILL_NUMBER', { default: '' });
/**
 * The public URL of the `mpesaCallback` function, where Safaricom posts each push's result. HTTPS
 * except in the Functions emulator.
 */
export const mpesaCallbackUrl = defineString('MPESA_CALLBACK_URL');
/**
 * How long after a prompt a payment with no callback is asked about with the STK query. A minute
 * in production (a shopper may take that long to find their PIN); the local backend asks sooner.
 */
export const mpesaQueryAfterSeconds = defineInt('MPESA_QUERY_AFTER_SECONDS', { default: 60 });
export const darajaBaseUrl = defineString('DARAJA_BASE_URL', {
  default: 'https://sandbox.safaricom.co.ke',
});
/** How long each Daraja call may take before the shop stops waiting for its answer. */
export const darajaTimeoutSeconds = defineInt('DARAJA_TIMEOUT_SECONDS', { default: 15 });

/**
 * Refunds by M-Pesa (Transaction Reversal): the API operator's name on the M-Pesa org portal.
 * Empty turns them off: staff then refund by hand and mark the refund made.
 */
export const mpesaInitiatorName = defineString('MPESA_INITIATOR_NAME', { default: '' });
/** The operator's password encrypted with Safaricom's certificate, as the portal makes it. */
export const mpesaSecurityCredential = defineSecret('MPESA_SECURITY_CREDENTIAL');
/** Sent with each reversal as its result URL's `key`, so a result proves it is Safaricom's. */
export const mpesaReversalSecret = defineSecret('MPESA_REVERSAL_SECRET');
/** The public URL of the `mpesaReversalResult` function. HTTPS except in the emulator. */
export const mpesaReversalResultUrl = defineString('MPESA_REVERSAL_RESULT_URL', { default: '' });

/** Every function that talks to Daraja or reads its callbacks declares these, or they are empty. */
export const mpesaSecrets = [
  mpesaConsumerKey,
  mpesaConsumerSecret,
  mpesaPasskey,
  mpesaCallbackSecret,
];
/** What sending a reversal and reading its result need, besides `mpesaSecrets`. */
export const reversalSecrets = [mpesaSecurityCredential, mpesaReversalSecret];

const isTransactionType = (value: string): value is DarajaTransactionType =>
  (transactionTypes as readonly string[]).includes(value);

// Names only: a value, even a wrong one, is never put in a message.
const notConfigured = (problem: string) => new Error(`M-Pesa is not configured: ${problem}.`);

/** A URL Daraja posts to, with a secret as its `key`: `name` says which param it came from. */
function keyedUrl(url: string, key: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notConfigured(`${name} must be a URL`);
  }
  // Daraja wants a secure URL, and plain HTTP would carry the key in clear; the emulator serves
  // plain HTTP on this machine only.
  const https = parsed.protocol === 'https:';
  if (!https && process.env.FUNCTIONS_EMULATOR !== 'true') {
    throw notConfigured(`${name} must be an https:// URL`);
  }
  parsed.searchParams.set('key', key);
  return parsed.toString();
}

/** Reversals' settings when all are set (the function declares `reversalSecrets`), else none. */
function reversalSettings(): DarajaConfig['reversal'] {
  const initiator = mpesaInitiatorName.value();
  const securityCredential = mpesaSecurityCredential.value();
  const resultUrl = mpesaReversalResultUrl.value();
  const key = mpesaReversalSecret.value();
  if (!initiator || !securityCredential || !resultUrl || !key) return undefined;
  return {
    initiator,
    securityCredential,
    resultUrl: keyedUrl(resultUrl, key, mpesaReversalResultUrl.name),
  };
}

let built: { settings: string; send: typeof fetch; client: DarajaClient } | null = null;

/**
 * The Daraja client for the current params. A warm instance keeps its client while they stay the
 * same, so its OAuth token is reused rather than asked for on every call.
 */
export function darajaFromParams(send: typeof fetch = fetch): DarajaClient {
  // An unset param reads as empty at run time (its default is applied by the Firebase CLI).
  const transactionType = mpesaTransactionType.value() || 'paybill';
  if (!isTransactionType(transactionType)) {
    throw notConfigured(`${mpesaTransactionType.name} must be ${transactionTypes.join(' or ')}`);
  }
  const required = {
    [darajaBaseUrl.name]: darajaBaseUrl.value(),
    [mpesaConsumerKey.name]: mpesaConsumerKey.value(),
    [mpesaConsumerSecret.name]: mpesaConsumerSecret.value(),
    [mpesaShortcode.name]: mpesaShortcode.value(),
    [mpesaPasskey.name]: mpesaPasskey.value(),
    [mpesaCallbackUrl.name]: mpesaCallbackUrl.value(),
    [mpesaCallbackSecret.name]: mpesaCallbackSecret.value(),
    ...(transactionType === 'buy-goods' ? { [mpesaTillNumber.name]: mpesaTillNumber.value() } : {}),
  };
  const missing = Object.keys(required).filter((name) => !required[name]);
  if (missing.length > 0) throw notConfigured(`set ${missing.join(', ')}`);

  const shortcode = mpesaShortcode.value();
  const config = {
    baseUrl: darajaBaseUrl.value(),
    consumerKey: mpesaConsumerKey.value(),
    consumerSecret: mpesaConsumerSecret.value(),
    shortcode,
    passkey: mpesaPasskey.value(),
    transactionType,
    partyB: transactionType === 'buy-goods' ? mpesaTillNumber.value() : shortcode,
    callbackUrl: keyedUrl(
      mpesaCallbackUrl.value(),
      mpesaCallbackSecret.value(),
      mpesaCallbackUrl.name,
    ),
    timeoutMs: (darajaTimeoutSeconds.value() || 15) * 1000,
    reversal: reversalSettings(),
  };
  const settings = JSON.stringify(config);
  if (built?.settings !== settings || built.send !== send) {
    built = { settings, send, client: createDarajaClient({ ...config, fetch: send }) };
  }
  return built.client;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a `key` query parameter is the secret. Compared in constant time (digests of equal
 * length), so the time taken tells nothing about the secret. False while the secret is unset.
 */
function keyMatches(secret: string, received: string | undefined): boolean {
  if (!secret || received === undefined) return false;
  return timingSafeEqual(digest(received), digest(secret));
}

/** Whether a callback's `key` is the callback secret. */
export const callbackKeyMatches = (received: string | undefined): boolean =>
  keyMatches(mpesaCallbackSecret.value(), received);

/** Whether a reversal result's `key` is the reversal secret. */
export const reversalKeyMatches = (received: string | undefined): boolean =>
  keyMatches(mpesaReversalSecret.value(), received);
