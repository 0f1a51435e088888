/**
 * `npm test`: every check the shop must pass, as npm scripts run in stages, each stage's wall time
 * printed as it ends and all of them in a table at the end, so a slow CI run shows where its
 * minutes went. The first failing stage ends the run with its exit code, as `a && b` would.
 *
 * A group's lanes run side by side, each lane's stages one after another. The first group's
 * stages each keep one core busy and bind no port. In the second, the Vitest projects (their own
 * Firestore emulators from :8181 and Auth emulator on :9199) run beside the local backend's test
 * and then the journeys (:8080, :9099, …): the browser and the emulators leave about a third of
 * two cores idle while the journeys run, which the Vitest workers fill. The output of every lane
 * but the last is printed whole as its stage ends, so lanes never interleave line by line; the
 * last lane's streams as it runs. Lighthouse measures speed, so it runs alone.
 */
import { spawn } from 'node:child_process';

interface Stage {
  script: string;
  env?: Record<string, string>;
}

interface Result {
  script: string;
  seconds: number;
  code: number;
}

type Lane = Stage[];

const groups: Lane[][] = [
  [
    [{ script: 'typecheck' }],
    [{ script: 'lint' }],
    [{ script: 'check:deps' }],
    [{ script: 'check:copies' }],
    // Builds dist/ and functions/lib, which the journeys and perf:check then serve.
    [{ script: 'check:bundle' }],
    [{ script: 'bench:catalog' }],
    [{ script: 'build-storybook' }],
  ],
  [
    [{ script: 'test:vitest' }],
    // Serves the build check:bundle made rather than building again.
    [{ script: 'test:backend' }, { script: 'test:e2e', env: { SERVE_LAST_BUILD: '1' } }],
  ],
  [[{ script: 'perf:check' }]],
];

function run({ script, env }: Stage, buffered: boolean): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
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
  console.info(
    '[stage] wall time per stage (stages on one line ran in one group, their lanes side by side):',
  );
  for (const group of results) {
    const stages = group.results.map((result) => `${result.script} ${describe(result)}`);
    const together = group.results.length > 1 ? ` (together ${group.seconds.toFixed(1)} s)` : '';
    console.info(`[stage]   ${stages.join(' | ')}${together}`);
  }
  console.info(`[stage] npm test: ${total.toFixed(1)} s`);
}

/** A lane's stages in turn, up to the first that fails. */
async function runLane(lane: Lane, buffered: boolean): Promise<Result[]> {
  const results: Result[] = [];
  for (const stage of lane) {
    const result = await run(stage, buffered);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

async function main(): Promise<number> {
  const started = performance.now();
  const done: Array<{ results: Result[]; seconds: number }> = [];
  for (const group of groups) {
    const groupStarted = performance.now();
    const lanes = await Promise.all(
      group.map((lane, index) => runLane(lane, group.length > 1 && index < group.length - 1)),
    );
    const results = lanes.flat();
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
