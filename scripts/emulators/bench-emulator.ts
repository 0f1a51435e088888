/**
 * What the benches share (scripts/bench-*.ts): a Firestore emulator of their own on a free port,
 * stopped however the run ends, and the run's exit code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator';

const started = performance.now();

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The preferred port when nothing listens on it, else any free one. */
function freePort(preferred: number): Promise<number> {
  const listenOn = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(port, '127.0.0.1', () => {
        const address = probe.address();
        const found = typeof address === 'object' && address ? address.port : port;
        probe.close(() => resolve(found));
      });
    });
  return listenOn(preferred).catch(() => listenOn(0));
}

/** Whether a Firestore emulator's Java process for this port still runs (Linux: /proc). */
function javaRunning(port: number): boolean {
  const pids = existsSync('/proc') ? readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : [];
  return pids.some((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return command.includes('cloud-firestore-emulator') && command.includes(`--port=${port}`);
    } catch {
      return false; // The process ended while being looked at.
    }
  });
}

/** Java outlives the emulator's wrapper script by a moment: wait (up to 5 s) until it is gone. */
async function javaGone(port: number): Promise<void> {
  for (let tries = 0; tries < 50 && javaRunning(port); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let emulator: FirestoreEmulator | undefined;
let stopping: Promise<void> | undefined;
function stopEmulator(): Promise<void> {
  const running = emulator;
  stopping ??= running ? running.stop().then(() => javaGone(running.port)) : Promise.resolve();
  return stopping;
}

// Stopped however the run ends. A signal may come twice (from the terminal and relayed by tsx or
// npm): the handler stays, so a second one cannot end the process before the emulator is
// stopped. A signal before the emulator answers exits at once: the emulator module's exit hook
// then kills the half-started Java process.
let interrupted: { signal: NodeJS.Signals; code: number } | undefined;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = { signal, code };
    console.error(`\n${signal}: stopping the Firestore emulator`);
    void stopEmulator().finally(() => process.exit(code));
  });
}

/**
 * Starts the emulator (on `preferredPort` when free), runs `bench` with its address, stops it and
 * exits with the bench's code: 1 when it throws.
 */
export async function runWithEmulator(
  preferredPort: number,
  bench: (emulatorUrl: string) => Promise<number>,
): Promise<never> {
  let exitCode = 0;
  try {
    emulator = await startFirestoreEmulator({
      port: await freePort(preferredPort),
      onUnexpectedExit: (code, signal) => {
        console.error(`The Firestore emulator exited (${signal ?? code}) before the bench ended`);
        process.exit(1);
      },
    });
    console.info(
      `Firestore emulator on ${emulator.url} (up in ${seconds(performance.now() - started)})`,
    );
    exitCode = await bench(emulator.url);
  } catch (error) {
    // After a signal, what was under way fails as the emulator goes: no news.
    if (!interrupted) console.error(error);
    exitCode = 1;
  } finally {
    await stopEmulator();
  }
  if (interrupted) process.exit(interrupted.code);
  console.info(`Bench ran in ${seconds(performance.now() - started)}`);
  process.exit(exitCode);
}
