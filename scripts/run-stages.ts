/**
 * `npm test`: every check the shop must pass, as npm scripts run in stages, each stage's wall time
 * printed as it ends and all of them in a table at the end, so a slow CI run shows where its
 * minutes went. The first failing stage ends the run with its exit code, as `a && b` would.
 *
 * Stages in one group run side by side: each of them keeps one core busy and binds no port, so on
 * a two-core machine a group takes about half as long as its stages one after another. Their
 * output is printed whole as each ends, never interleaved. The backend test (it starts the local
 * backend on 8080, 8180 and 9099) and the speed measurement run alone.
 *
 * The journeys leave about half of two cores idle (they wait on the backend, M-Pesa's stand-in
 * and the browser), so Vitest runs beside them at a lower priority and takes what they leave:
 * their waits are timed and keep the CPU they need first. The two share no port: Vitest's Auth
 * emulator and Firestore emulators have their own (testing/auth-emulator.firebase.json,
 * mocks/vitest/test-emulator-url.ts), and its 8080 is answered inside its own process (MSW).
 */
import { spawn } from 'node:child_process';

interface Stage {
  script: string;
  env?: Record<string, string>;
  /** Runs at a lower priority (`nice`), taking only the CPU the stages beside it leave. */
  yields?: boolean;
}

interface Result {
  script: string;
  seconds: number;
  code: number;
}

const groups: Stage[][] = [
  [
    { script: 'typecheck' },
    { script: 'lint' },
    { script: 'check:deps' },
    { script: 'check:copies' },
    // Builds dist/ and functions/lib, which the journeys and perf:check then serve.
    { script: 'check:bundle' },
    { script: 'bench:catalog' },
    { script: 'bench:dashboard' },
    { script: 'build-storybook' },
  ],
  [{ script: 'test:backend' }],
  [
    // Serves the build check:bundle made rather than building again.
    { script: 'test:e2e', env: { SERVE_LAST_BUILD: '1' } },
    { script: 'test:vitest', yields: true },
  ],
  [{ script: 'perf:check' }],
];

function run({ script, env, yields }: Stage, buffered: boolean): Promise<Result> {
  const started = performance.now();
  const command = yields ? ['nice', '-n', '10', 'npm'] : ['npm'];
  return new Promise((resolve) => {
    const child = spawn(command[0]!, [...command.slice(1), 'run', script], {
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const seconds = (performance.now() - started) / 1000;
      const result = { script, seconds, code: code ?? (signal ? 1 : 0) };
      console.info(`\n[stage] ${script}: ${describe(result)}\n`);
      resolve(result);
    });
  });
}

function describe({ seconds, code }: Result): string {
  return `${seconds.toFixed(1)} s${code === 0 ? '' : `, failed (exit ${code})`}`;
}

function report(results: Array<{ results: Result[]; seconds: number }>, total: number) {
  console.info('[stage] wall time per stage (stages on one line ran side by side):');
  for (const group of results) {
    const stages = group.results.map((result) => `${result.script} ${describe(result)}`);
    const together = group.results.length > 1 ? ` (together ${group.seconds.toFixed(1)} s)` : '';
    console.info(`[stage]   ${stages.join(' | ')}${together}`);
  }
  console.info(`[stage] npm test: ${total.toFixed(1)} s`);
}

async function main(): Promise<number> {
  const started = performance.now();
  const done: Array<{ results: Result[]; seconds: number }> = [];
  for (const group of groups) {
    const groupStarted = performance.now();
    const results = await Promise.all(group.map((stage) => run(stage, group.length > 1)));
    done.push({ results, seconds: (performance.now() - groupStarted) / 1000 });
    const failed = results.find((result) => result.code !== 0);
    if (failed) {
      report(done, (performance.now() - started) / 1000);
      return failed.code;
    }
  }
  report(done, (performance.now() - started) / 1000);
  return 0;
}

process.exitCode = await main();
