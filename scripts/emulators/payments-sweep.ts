/**
 * The local backend's own run of the functions' schedules: the payments sweep
 * (functions/src/mpesa/sweep.ts) and the texts due (functions/src/sms/outbox.ts). The Functions
 * emulator fires no schedules for a Firestore it did not start, so the backend runs them every
 * 15 s itself, with the functions' own local settings (functions/.env.demo-kenya-shop and the
 * secrets in functions/.secret.local, or the second backend's copies of them). Under the `write-error` scenario it skips its turn, as the
 * functions' writes would fail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createDarajaClient } from '../../functions/src/mpesa/daraja';
import { sweep } from '../../functions/src/mpesa/sweep';
import { createSmsClient } from '../../functions/src/sms/africas-talking';
import { sendDueTexts } from '../../functions/src/sms/outbox';

export const sweepEveryMs = 15_000;

/** `NAME=value` lines, as firebase-tools reads its .env files. */
function readEnvFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = match[2] ?? '';
  }
  return values;
}

export interface PaymentsSweep {
  stop(): Promise<void>;
}

export function startPaymentsSweep(options: {
  projectId: string;
  /** Where the functions' settings are: functions/, or the second backend's own folder. */
  functionsFolder: string;
  firestoreHost: string;
  /** Whether writes fail now (the QA front's scenario). */
  writesRefused: () => boolean;
  log: (message: string) => void;
}): PaymentsSweep {
  const settings = {
    ...readEnvFile(join(options.functionsFolder, `.env.${options.projectId}`)),
    ...readEnvFile(join(options.functionsFolder, '.secret.local')),
  };
  const setting = (name: string): string => {
    const value = settings[name];
    if (!value)
      throw new Error(`The local payments sweep needs ${name} in ${options.functionsFolder}`);
    return value;
  };
  // firebase-admin reads it when its Firestore is made; there is no Google Cloud metadata server
  // to probe here.
  process.env.FIRESTORE_EMULATOR_HOST = options.firestoreHost;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: options.projectId }, 'payments-sweep');
  const callbackUrl = new URL(setting('MPESA_CALLBACK_URL'));
  callbackUrl.searchParams.set('key', setting('MPESA_CALLBACK_SECRET'));
  const shortcode = setting('MPESA_SHORTCODE');
  // The sweep texts the shoppers whose orders it settles, as the scheduled function does.
  const sms = createSmsClient({
    baseUrl: setting('SMS_BASE_URL'),
    username: setting('SMS_USERNAME'),
    apiKey: setting('SMS_API_KEY'),
  });
  const context = {
    db: getFirestore(app),
    sms,
    daraja: createDarajaClient({
      baseUrl: setting('DARAJA_BASE_URL'),
      consumerKey: setting('MPESA_CONSUMER_KEY'),
      consumerSecret: setting('MPESA_CONSUMER_SECRET'),
      passkey: setting('MPESA_PASSKEY'),
      shortcode,
      transactionType: 'paybill' as const,
      partyB: shortcode,
      callbackUrl: callbackUrl.toString(),
      timeoutMs: Number(setting('DARAJA_TIMEOUT_SECONDS')) * 1000,
    }),
    holdMs: Number(setting('ORDER_HOLD_SECONDS')) * 1000,
    cashHoldMs: Number(setting('CASH_HOLD_SECONDS')) * 1000,
    queryAfterMs: Number(setting('MPESA_QUERY_AFTER_SECONDS')) * 1000,
  };
  const texts = { db: context.db, sms };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    if (options.writesRefused()) return;
    running = running.then(async () => {
      try {
        // Within the 15 s between runs, however slow the stand-in is made.
        const report = await sweep(context, { budgetMs: 10_000, concurrency: 4 });
        const settled = Object.values(report.queried).reduce((sum, count) => sum + (count ?? 0), 0);
        if (settled + report.expired + report.failures > 0) {
          options.log(
            `payments sweep: ${settled} pushes asked about, ${report.expired} orders expired, ${report.failures} failed`,
          );
        }
        const sent = await sendDueTexts(texts);
        if (sent.sent + sent.retrying + sent.failed > 0) {
          options.log(
            `texts: ${sent.sent} sent, ${sent.retrying} to retry, ${sent.failed} given up`,
          );
        }
      } catch (error) {
        options.log(`payments sweep failed: ${error instanceof Error ? error.message : error}`);
      }
    });
  }, sweepEveryMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await deleteApp(app);
    },
  };
}
