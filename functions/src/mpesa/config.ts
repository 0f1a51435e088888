/**
 * M-Pesa's settings as Firebase params: the credentials are Secret Manager secrets, the rest plain
 * params (functions/.env files). Values exist only while a function runs, so the Daraja client is
 * built at call time, never at load (which also runs at deploy).
 */
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { createDarajaClient, type DarajaClient } from './daraja';

export const mpesaConsumerKey = defineSecret('MPESA_CONSUMER_KEY');
export const mpesaConsumerSecret = defineSecret('MPESA_CONSUMER_SECRET');
export const mpesaPasskey = defineSecret('MPESA_PASSKEY');
/** Safaricom's sandbox paybill by default. */
export const mpesaShortcode = defineString('MPESA_SHORTCODE', { default: '174379' });
/** The public URL of the `mpesaCallback` function, where Safaricom posts each push's result. */
export const mpesaCallbackUrl = defineString('MPESA_CALLBACK_URL');
/**
 * How long after a prompt a payment with no callback is asked about with the STK query. A minute
 * in production (a shopper may take that long to find their PIN); the local backend asks sooner.
 */
export const mpesaQueryAfterSeconds = defineInt('MPESA_QUERY_AFTER_SECONDS', { default: 60 });
export const darajaBaseUrl = defineString('DARAJA_BASE_URL', {
  default: 'https://sandbox.safaricom.co.ke',
});

/** Every function that talks to Daraja declares these, or their values are empty. */
export const mpesaSecrets = [mpesaConsumerKey, mpesaConsumerSecret, mpesaPasskey];

let built: { settings: string; send: typeof fetch; client: DarajaClient } | null = null;

/**
 * The Daraja client for the current params. A warm instance keeps its client while they stay the
 * same, so its OAuth token is reused rather than asked for on every call.
 */
export function darajaFromParams(send: typeof fetch = fetch): DarajaClient {
  const config = {
    baseUrl: darajaBaseUrl.value(),
    consumerKey: mpesaConsumerKey.value(),
    consumerSecret: mpesaConsumerSecret.value(),
    shortcode: mpesaShortcode.value(),
    passkey: mpesaPasskey.value(),
    callbackUrl: mpesaCallbackUrl.value(),
  };
  const names: Record<keyof typeof config, string> = {
    baseUrl: darajaBaseUrl.name,
    consumerKey: mpesaConsumerKey.name,
    consumerSecret: mpesaConsumerSecret.name,
    shortcode: mpesaShortcode.name,
    passkey: mpesaPasskey.name,
    callbackUrl: mpesaCallbackUrl.name,
  };
  // Names only: a value, even a wrong one, is never put in a message.
  const missing = (Object.keys(names) as (keyof typeof config)[]).filter((key) => !config[key]);
  if (missing.length > 0) {
    throw new Error(
      `M-Pesa is not configured: set ${missing.map((key) => names[key]).join(', ')}.`,
    );
  }
  const settings = JSON.stringify(config);
  if (built?.settings !== settings || built.send !== send) {
    built = { settings, send, client: createDarajaClient({ ...config, fetch: send }) };
  }
  return built.client;
}
