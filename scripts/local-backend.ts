/**
 * The local backend of the QA contract (see the README section of that name), in one process tree:
 *   Google's Firestore emulator (Java) with firestore.rules on 127.0.0.1:8180, seeded,
 *   behind the fault-injecting front (MSW handlers over HTTP) on 127.0.0.1:8080, and behind a
 *   relay on 127.0.0.1:8190 for the functions and the sweep, which notes that they wrote,
 *   the Firebase Auth and Functions emulators (firebase-tools) on 127.0.0.1:9099 and :5001,
 *   the payments sweep the Functions emulator cannot schedule, every 15 s,
 *   and the shop: the built bundle on :4173 (`--serve`), or Vite's dev server on :5173 (`--dev`).
 * With `LOCAL_BACKEND=second` it is the journeys' second backend, on the ports of
 * mocks/backend/ports.ts, serving a build of the shop that talks to them.
 * Ctrl-C or SIGTERM ends every child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { resetAuthAccounts, waitForAuthEmulator } from '../mocks/backend/auth-emulator';
import { createEmulatorAdmin } from '../mocks/backend/emulator-admin';
import { seedDocuments } from '../mocks/backend/fixtures';
import { createFront } from '../mocks/backend/front/handlers';
import { localImageFolder } from '../mocks/backend/images/image-handlers';
import { serveHandlers } from '../mocks/backend/server';
import { backendName, backendPorts } from '../mocks/backend/ports';
import { findEmulatorScript, startFirestoreEmulator } from './emulators/firestore-emulator';
import { waitForFunctionsEmulator } from './emulators/functions-emulator';
import { startPaymentsSweep, sweepEveryMs } from './emulators/payments-sweep';
import { prepareSecondBackend, secondBackendFiles } from './emulators/second-backend';

const mode = process.argv.includes('--dev') ? 'dev' : 'serve';
const backend = backendName();
const backendPortsUsed = backendPorts[backend];
// Vite's dev server takes the port 1000 above the built shop's: 5173 for the first backend.
const shopPort =
  Number(process.env.PORT) ||
  (mode === 'dev' ? backendPortsUsed.shop + 1000 : backendPortsUsed.shop);
const host = '127.0.0.1';
const { front: frontPort, firestore: firestorePort, relay: relayPort } = backendPortsUsed;
const ports = [
  { port: shopPort, what: 'the shop' },
  { port: frontPort, what: "the Firestore emulator's front" },
  { port: firestorePort, what: 'the Firestore emulator' },
  { port: relayPort, what: "the Firestore emulator's relay for the functions" },
  { port: backendPortsUsed.auth, what: 'the Auth emulator' },
  { port: backendPortsUsed.functions, what: 'the Functions emulator' },
  { port: backendPortsUsed.hub, what: 'the Firebase emulator hub' },
  { port: backendPortsUsed.logging, what: "the Firebase emulators' log stream" },
];
/** The second backend's own firebase.json, functions settings, photos and build. */
const secondFiles = backend === 'second' ? secondBackendFiles() : undefined;

const closers: Array<() => Promise<void>> = [];
let emulator: ChildProcess | undefined;
let stopping = false;

function log(message: string) {
  process.stdout.write(`[local-backend] ${message}\n`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

function closeServer(server: Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/**
 * The functions' and the sweep's way to the Firestore emulator: firebase-admin speaks gRPC to it,
 * past the QA front, so the front cannot see what they write. Passing their bytes through here
 * tells a reset that they may have written, and that it must look at every document.
 */
async function startRelay(): Promise<{ close: () => Promise<void>; used: () => boolean }> {
  let used = false;
  const open = new Set<() => void>();
  const relay = createNetServer((client) => {
    const emulator = connect(firestorePort, host);
    const end = () => {
      client.destroy();
      emulator.destroy();
      open.delete(end);
    };
    open.add(end);
    client.on('data', () => (used = true));
    client.pipe(emulator).pipe(client);
    for (const socket of [client, emulator]) socket.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => relay.listen(relayPort, host, resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        relay.close(() => resolve());
        for (const end of open) end();
      }),
    used: () => {
      const wasUsed = used;
      used = false;
      return wasUsed;
    },
  };
}

/**
 * The M-Pesa and SMS credentials the Functions emulator reads as secrets. The local Daraja and
 * Africa's Talking stand-ins accept any; the passkey is Safaricom's published sandbox passkey.
 * Values a developer put in
 * the file (their own sandbox credentials) are kept; a secret it lacks is added.
 */
const localSecrets: Record<string, string> = {
  MPESA_CONSUMER_KEY: 'local-consumer-key',
  MPESA_CONSUMER_SECRET: 'local-consumer-secret',
  MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  MPESA_CALLBACK_SECRET: 'local-callback-secret',
  MPESA_SECURITY_CREDENTIAL: 'local-security-credential',
  MPESA_REVERSAL_SECRET: 'local-reversal-secret',
  SMS_API_KEY: 'local-sms-api-key',
};

function writeLocalSecrets() {
  const file = join('functions', '.secret.local');
  const kept = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const named = new Set(kept.split('\n').map((line) => line.split('=')[0]?.trim()));
  const missing = Object.entries(localSecrets).filter(([name]) => !named.has(name));
  if (missing.length === 0) return;
  const lines = missing.map(([name, value]) => `${name}=${value}`);
  writeFileSync(file, `${kept}${kept && !kept.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`);
}

/**
 * firebase-tools' Auth and Functions emulators. The functions' firebase-admin reaches Google's
 * Firestore emulator directly (trusted code, past the rules and the QA front) through the
 * inherited FIRESTORE_EMULATOR_HOST.
 */
function startFirebaseEmulators(firestoreHost: string): ChildProcess {
  const config = secondFiles ? ['--config', secondFiles.firebaseConfig] : [];
  const child = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'firebase'),
    ['emulators:start', '--only', 'auth,functions', '--project', 'demo-kenya-shop', ...config],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, CI: 'true', FIRESTORE_EMULATOR_HOST: firestoreHost },
    },
  );
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) process.stdout.write(`[firebase-emulators] ${line}\n`);
    }
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  child.once('exit', (code, signal) => {
    if (!stopping) {
      log(
        `the Auth and Functions emulators stopped unexpectedly (code ${code ?? 'none'}, signal ${signal ?? 'none'})`,
      );
      void shutdown(1);
    }
  });
  return child;
}

function stopEmulator(): Promise<void> {
  const child = emulator;
  if (!child?.pid || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 8000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    log('stopping…');
    await Promise.allSettled([stopEmulator(), ...closers.map((close) => close())]);
    log('stopped');
  }
  process.exit(code);
}

/**
 * The shop's settings that name the backend (src/settings/shop-settings.ts), for the second's
 * build or dev server: variables set here come before the .env files.
 */
function pointShopAtSecondBackend() {
  process.env.VITE_FIRESTORE_EMULATOR_PORT = String(frontPort);
  process.env.VITE_AUTH_EMULATOR_URL = `http://${host}:${backendPortsUsed.auth}`;
  process.env.VITE_FUNCTIONS_EMULATOR_PORT = String(backendPortsUsed.functions);
}

/**
 * The second backend's shop: `npm run build` made dist/ for the first, so the second builds its
 * own, which talks to the second's ports.
 */
async function buildSecondShop(outDir: string): Promise<void> {
  const vite = await import('vite');
  await vite.build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

async function startShop(): Promise<void> {
  const vite = await import('vite');
  if (mode === 'dev') {
    const server = await vite.createServer({ server: { host, port: shopPort, strictPort: true } });
    await server.listen();
    closers.push(() => server.close());
  } else {
    const server = await vite.preview({
      preview: { host, port: shopPort, strictPort: true },
      ...(secondFiles ? { build: { outDir: secondFiles.distFolder } } : {}),
    });
    closers.push(() => server.close());
  }
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0));
  }
  try {
    findEmulatorScript();
  } catch (error) {
    log(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const taken: string[] = [];
  for (const { port, what } of ports) {
    if (!(await isFree(port))) taken.push(`port ${port} (${what})`);
  }
  if (taken.length > 0) {
    log(`cannot start: ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already in use.`);
    log(
      'Another `npm start` or Firebase emulator may still be running: stop it (find it with `lsof -i :PORT`), or set PORT for the shop.',
    );
    process.exit(1);
  }

  const started = Date.now();
  writeLocalSecrets();
  if (secondFiles) {
    pointShopAtSecondBackend();
    prepareSecondBackend();
  }
  // Built while the emulators start: it needs none of them.
  const secondShopBuilt =
    secondFiles && mode === 'serve' ? buildSecondShop(secondFiles.distFolder) : Promise.resolve();
  // Awaited once the emulators are up, which reports a failed build.
  secondShopBuilt.catch(() => undefined);
  const firestore = await startFirestoreEmulator({
    host,
    port: firestorePort,
    onUnexpectedExit: (code, signal) => {
      if (stopping) return;
      log(
        `the Firestore emulator stopped unexpectedly (code ${code ?? 'none'}, signal ${signal ?? 'none'})`,
      );
      void shutdown(1);
    },
  });
  closers.push(() => firestore.stop());
  const admin = createEmulatorAdmin(firestore.url);
  await admin.reset(seedDocuments);
  const relay = await startRelay();
  closers.push(relay.close);
  const front = createFront({
    port: frontPort,
    admin,
    seed: seedDocuments,
    imageFolder: secondFiles?.imageFolder ?? localImageFolder(),
    onReset: resetAuthAccounts,
    writtenElsewhere: relay.used,
  });
  closers.push(closeServer(await serveHandlers(front.handlers, host, frontPort)));
  log(
    `Firestore emulator on ${firestore.url} with firestore.rules, seeded; its front on http://${host}:${frontPort} (scenario: ${front.scenario.get()})`,
  );

  emulator = startFirebaseEmulators(`${host}:${relayPort}`);
  await waitForAuthEmulator(60_000);
  await resetAuthAccounts();
  log(`Auth emulator on http://${host}:${backendPortsUsed.auth}, seeded accounts created`);
  await waitForFunctionsEmulator(60_000);
  log(
    `Functions emulator on http://${host}:${backendPortsUsed.functions}: orders, M-Pesa, the back office, products and photos`,
  );
  const payments = startPaymentsSweep({
    projectId: 'demo-kenya-shop',
    functionsFolder: secondFiles?.functionsFolder ?? 'functions',
    firestoreHost: `${host}:${relayPort}`,
    writesRefused: () => front.scenario.get() === 'write-error',
    log,
  });
  closers.push(() => payments.stop());
  log(`payments swept every ${sweepEveryMs / 1000} s: pushes nobody settled, holds that ran out`);

  await secondShopBuilt;
  await startShop();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`ready in ${seconds} s: the shop is at http://localhost:${shopPort}`);
  log(
    `QA control: POST http://${host}:${frontPort}/__qa/reset, POST/GET http://${host}:${frontPort}/__qa/scenario`,
  );
}

main().catch((error: unknown) => {
  log(`failed to start: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
