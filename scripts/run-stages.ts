/**
 * `npm test`: every check the shop must pass, as npm scripts. Each starts as soon as the stages
 * it needs have passed, so a two-core machine is never idle while one stage waits on another;
 * each stage's wall time is printed as it ends and all of them in a table at the end, so a slow
 * CI run shows where its minutes went. The first failing stage stops the others and ends the run
 * with its exit code, as `a && b` would.
 *
 * The journeys start once the shop is built (check:bundle), first in the CPU's queue. The checks
 * beside them yield a little (`nice`), and so does Vitest, which starts once the checks are done:
 * it takes what the journeys leave while they wait on the backends, M-Pesa's stand-in and the
 * browser, and it ends last. The backend test (it starts the local backend on the ports the
 * journeys' first backend takes) and the benches (they count reads, not seconds) run once the
 * journeys are done, on the CPU Vitest's last files leave. No two stages share a port: Vitest's
 * Auth emulator and Firestore emulators have their own (testing/auth-emulator.firebase.json,
 * mocks/vitest/test-emulator-url.ts), its 8080 is answered inside its own process (MSW), and the
 * benches' emulators take free ports. Lighthouse measures speed, so it runs alone, last.
 *
 * Output of stages that run beside others is printed whole as each ends, never interleaved.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { schedule, type ScheduledStage, type StageOutcome } from './stages/schedule';

interface Stage extends ScheduledStage {
  env?: Record<string, string>;
  /** `nice` value: how much it yields the CPU to the stages beside it (0: not at all). */
  yields?: number;
}

interface Result extends StageOutcome {
  script: string;
  started: number;
  seconds: number;
}

const checks = ['typecheck', 'lint', 'check:deps', 'check:copies', 'build-storybook'];

/** Once the journeys are done: they count reads, not seconds, or need the journeys' ports. */
const afterJourneys = ['test:backend', 'bench:catalog', 'bench:dashboard'];

const stages: Stage[] = [
  // Builds dist/ and functions/lib, which the journeys and perf:check then serve.
  { script: 'check:bundle' },
  // Serves the build check:bundle made rather than building again.
  { script: 'test:e2e', env: { SERVE_LAST_BUILD: '1' }, after: ['check:bundle'] },
  ...checks.map((script) => ({ script, yields: 5 })),
  { script: 'test:vitest', after: checks, yields: 5 },
  ...afterJourneys.map((script) => ({ script, after: ['test:e2e'], yields: 5 })),
  {
    script: 'perf:check',
    after: ['check:bundle', 'test:e2e', ...checks, 'test:vitest', ...afterJourneys],
  },
];

const runStarted = performance.now();
const sinceStart = () => (performance.now() - runStarted) / 1000;
const running = new Map<string, ChildProcess>();
let stopping = false;

function run({ script, env, yields }: Stage, buffered: boolean): Promise<Result> {
  const started = sinceStart();
  const command = yields ? ['nice', '-n', String(yields), 'npm'] : ['npm'];
  return new Promise((resolve) => {
    const child = spawn(command[0]!, [...command.slice(1), 'run', script], {
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Its own process group, so stopping it stops everything it started.
      detached: true,
    });
    running.set(script, child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code, signal) => {
      running.delete(script);
      if (buffered) process.stdout.write(Buffer.concat(output));
      const result = {
        script,
        started,
        seconds: sinceStart() - started,
        code: code ?? (signal ? 1 : 0),
        stopped: stopping,
      };
      console.info(`\n[stage] ${script}: ${describe(result)}\n`);
      resolve(result);
    });
  });
}

function describe({ started, seconds, code, stopped }: Result): string {
  const outcome = code === 0 ? '' : stopped ? ', stopped' : `, failed (exit ${code})`;
  return `${seconds.toFixed(1)} s (from ${started.toFixed(1)} s)${outcome}`;
}

/** Stops every stage still running, and what it started. */
function stopAll() {
  stopping = true;
  for (const child of running.values()) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function report(results: Result[]) {
  console.info('[stage] wall time per stage, in the order they started:');
  for (const result of [...results].sort((a, b) => a.started - b.started)) {
    console.info(`[stage]   ${result.script} ${describe(result)}`);
  }
  console.info(`[stage] npm test: ${sinceStart().toFixed(1)} s`);
}

async function main(): Promise<number> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stopAll);
  const results: Result[] = [];
  const code = await schedule(
    stages,
    async (stage) => {
      // The last stage runs alone: its output need not wait.
      const result = await run(stage, stage !== stages.at(-1));
      results.push(result);
      return result;
    },
    { stopAll, stopping: () => stopping },
  );
  report(results);
  return code;
}

process.exitCode = await main();
