/**
 * M-Pesa's settings as Firebase params: the credentials are Secret Manager secrets, the rest plain
 * params (functions/.env files). Values exist only while a function runs, so the Daraja client is
 * built at call time, never at load (which also runs at deploy).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { defineInt, defineSecret, defineString, select } from 'firebase-functions/params';
import { createDarajaClient, type DarajaClient, type DarajaTransactionType } from './daraja';

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

/** Every function that talks to Daraja or reads its callbacks declares these, or they are empty. */
export const mpesaSecrets = [
  mpesaConsumerKey,
  mpesaConsumerSecret,
  mpesaPasskey,
  mpesaCallbackSecret,
];

const isTransactionType = (value: string): value is DarajaTransactionType =>
  (transactionTypes as readonly string[]).includes(value);

// Names only: a value, even a wrong one, is never put in a message.
const notConfigured = (problem: string) => new Error(`M-Pesa is not configured: ${problem}.`);

/** The callback URL Daraja is given: MPESA_CALLBACK_URL with the callback secret as `key`. */
function keyedCallbackUrl(url: string, key: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notConfigured(`${mpesaCallbackUrl.name} must be a URL`);
  }
  // Daraja wants a secure callback URL, and plain HTTP would carry the key in clear; the
  // emulator serves plain HTTP on this machine only.
  const https = parsed.protocol === 'https:';
  if (!https && process.env.FUNCTIONS_EMULATOR !== 'true') {
    throw notConfigured(`${mpesaCallbackUrl.name} must be an https:// URL`);
  }
  parsed.searchParams.set('key', key);
  return parsed.toString();
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
    callbackUrl: keyedCallbackUrl(mpesaCallbackUrl.value(), mpesaCallbackSecret.value()),
  };
  const settings = JSON.stringify(config);
  if (built?.settings !== settings || built.send !== send) {
    built = { settings, send, client: createDarajaClient({ ...config, fetch: send }) };
  }
  return built.client;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a callback's `key` query parameter is the callback secret. Compared in constant time
 * (digests of equal length), so the time taken tells nothing about the secret. False while the
 * secret is unset.
 */
export function callbackKeyMatches(received: string | undefined): boolean {
  const secret = mpesaCallbackSecret.value();
  if (!secret || received === undefined) return false;
  return timingSafeEqual(digest(received), digest(secret));
}
