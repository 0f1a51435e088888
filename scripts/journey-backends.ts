/**
 * The journeys' two local backends (playwright.config.ts), started side by side: the first as
 * `npm start` runs it, the second with `LOCAL_BACKEND=second` on the ports of
 * mocks/backend/ports.ts. Playwright runs two journeys at a time, each on its own backend
 * (e2e/qa-backend.ts). Prints `journey backends ready` once both serve the shop; if either stops,
 * the other is stopped too and this exits 1. SIGTERM or Ctrl-C stops both.
 *
 * `SERVE_LAST_BUILD=1` (as `npm test` sets it) serves the build there is; otherwise the shop and
 * the functions are built first, as `npm start` does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BackendName } from '../mocks/backend/ports';

const names: BackendName[] = ['first', 'second'];
const running = new Map<BackendName, ChildProcess>();
const ready = new Set<BackendName>();
let stopping = false;

function say(message: string) {
  process.stdout.write(`[journey-backends] ${message}\n`);
}

function start(name: BackendName): ChildProcess {
  const child = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'tsx'),
    ['scripts/local-backend.ts', '--serve'],
    { env: { ...process.env, LOCAL_BACKEND: name }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      process.stdout.write(`[${name}] ${line}\n`);
      if (line.includes('[local-backend] ready in') && !ready.has(name)) {
        ready.add(name);
        if (ready.size === names.length) say('journey backends ready');
      }
    }
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  child.once('exit', (code, signal) => {
    running.delete(name);
    if (!stopping) {
      say(`the ${name} backend stopped (code ${code ?? 'none'}, signal ${signal ?? 'none'})`);
      void stop(1);
    } else if (running.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (running.size === 0) process.exit(code);
  // Each backend stops its own emulators on SIGTERM (scripts/local-backend.ts).
  for (const child of running.values()) child.kill('SIGTERM');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stop(0));
}

if (!process.env.SERVE_LAST_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
for (const name of names) running.set(name, start(name));
