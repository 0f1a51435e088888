/**
 * Google's Firestore emulator (Debian package google-cloud-cli-firestore-emulator, on Java 17),
 * started directly: firebase-tools refuses it because it wants Java 21. The emulator evaluates
 * `firestore.rules`, so what passes locally passes in production.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const installHint =
  'apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator';

const packagedScript =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

export interface FirestoreEmulator {
  host: string;
  port: number;
  /** `http://host:port` */
  url: string;
  /** Ends the Java process (and its wrapper script); resolves once it is gone. */
  stop(): Promise<void>;
}

export interface FirestoreEmulatorOptions {
  port: number;
  host?: string;
  rulesFile?: string;
  /** Each line the emulator prints, for a caller that relays it. */
  onLine?: (line: string) => void;
  /** Called if the emulator exits before `stop()` was asked for. */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
  timeoutMs?: number;
}

/** The emulator's start script, or an error whose message names what to install. */
export function findEmulatorScript(): string {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(`Java is missing; install it and the Firestore emulator: ${installHint}`);
  }
  const onPath = spawnSync('sh', ['-c', 'command -v cloud_firestore_emulator'], {
    encoding: 'utf8',
  }).stdout.trim();
  const script = onPath || (existsSync(packagedScript) ? packagedScript : '');
  if (!script) throw new Error(`The Firestore emulator is missing; install it: ${installHint}`);
  return script;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Whether any process of the child's group is still running. */
function groupAlive(child: ChildProcess): boolean {
  try {
    if (child.pid) process.kill(-child.pid, 0);
    return Boolean(child.pid);
  } catch {
    return false;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Java's quick compiler only, and its single-threaded collector: an emulator serving tests and
 * journeys for minutes spends more CPU compiling its hottest code again than that code then saves.
 * Measured on the rules tests: 76 core-seconds of CPU and 41 s without, 39 and 23 s with.
 */
export function withLightJava(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const light = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  const options = env.JAVA_TOOL_OPTIONS ? `${env.JAVA_TOOL_OPTIONS} ${light}` : light;
  return { ...env, JAVA_TOOL_OPTIONS: options };
}

/** Starts the emulator in its own process group and waits until it answers. */
export async function startFirestoreEmulator({
  port,
  host = '127.0.0.1',
  rulesFile = resolve('firestore.rules'),
  onLine,
  onUnexpectedExit,
  timeoutMs = 60_000,
}: FirestoreEmulatorOptions): Promise<FirestoreEmulator> {
  const script = findEmulatorScript();
  // Detached: the wrapper script and Java share a new process group, ended together by stop().
  const child = spawn(
    script,
    ['start', `--host=${host}`, `--port=${port}`, `--rules=${rulesFile}`],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: withLightJava(process.env) },
  );
  let stopping = false;
  let exited = false;
  const output: string[] = [];
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 40) output.shift();
      onLine?.(line);
    }
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  const exit = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      exited = true;
      if (!stopping) onUnexpectedExit?.(code, signal);
      done();
    }),
  );
  // A parent that exits without stop() (a crash, process.exit) still takes Java with it.
  const onParentExit = () => signalGroup(child, 'SIGKILL');
  process.once('exit', onParentExit);

  const url = `http://${host}:${port}`;
  const stop = async () => {
    stopping = true;
    process.removeListener('exit', onParentExit);
    if (!exited) signalGroup(child, 'SIGTERM');
    const giveUp = Date.now() + 8000;
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
    await exit;
    // The wrapper script exits first; Java, in the same group, may take a moment longer.
    while (groupAlive(child) && Date.now() < giveUp) {
      await new Promise((done) => setTimeout(done, 100));
    }
    if (groupAlive(child)) signalGroup(child, 'SIGKILL');
    clearTimeout(force);
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited ? 'exited' : `did not answer within ${timeoutMs / 1000} s`;
      throw new Error(`The Firestore emulator on ${url} ${why}:\n${output.join('\n')}`);
    }
    await new Promise((done) => setTimeout(done, 150));
  }
  return { host, port, url, stop };
}
