/**
 * The SMS settings as Firebase params: the API key a Secret Manager secret, the rest plain params
 * (functions/.env files). Values exist only while a function runs, so the client is built at
 * call time, never at load (which also runs at deploy). Locally SMS_BASE_URL is the stand-in on
 * the QA front, `http://127.0.0.1:8080/sms` (mocks/backend/sms/stand-in.ts).
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import {
  africasTalkingBaseUrls,
  createSmsClient,
  SmsError,
  type SmsClient,
} from './africas-talking';

export const smsApiKey = defineSecret('SMS_API_KEY');
/** Africa's Talking's live API; its sandbox is `https://api.sandbox.africastalking.com`. */
export const smsBaseUrl = defineString('SMS_BASE_URL', {
  default: africasTalkingBaseUrls.production,
});
/** The Africa's Talking app's username: `sandbox` for its sandbox. */
export const smsUsername = defineString('SMS_USERNAME');
/** A sender id registered with Africa's Talking; empty sends from its shared default. */
export const smsSenderId = defineString('SMS_SENDER_ID', { default: '' });

/** Every function that sends texts declares these, or they are empty. */
export const smsSecrets = [smsApiKey];

let built: { settings: string; send: typeof fetch; client: SmsClient } | null = null;

/**
 * The SMS client for the current params; a warm instance keeps it while they stay the same. It is
 * built even when a setting is missing, so an order never fails for want of texts: each send then
 * fails, not retryable, naming what to set.
 */
export function smsFromParams(send: typeof fetch = fetch): SmsClient {
  const config = {
    // An unset param reads as empty at run time (its default is applied by the Firebase CLI).
    baseUrl: smsBaseUrl.value() || africasTalkingBaseUrls.production,
    username: smsUsername.value(),
    apiKey: smsApiKey.value(),
    senderId: smsSenderId.value() || undefined,
  };
  const missing = [
    ...(config.username ? [] : [smsUsername.name]),
    ...(config.apiKey ? [] : [smsApiKey.name]),
  ];
  if (missing.length > 0) {
    // Names only: a value, even a wrong one, is never put in a message.
    const problem = `SMS is not configured: set ${missing.join(', ')}.`;
    return { send: () => Promise.reject(new SmsError(problem, false)) };
  }
  const settings = JSON.stringify(config);
  if (built?.settings !== settings || built.send !== send) {
    built = { settings, send, client: createSmsClient({ ...config, fetch: send }) };
  }
  return built.client;
}
