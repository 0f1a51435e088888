import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionUrl } from './emulators/functions-emulator';

// Runs the real `npm start` backend (after `vite build`), so it needs ports 8080, 8180 and 9099
// free: `npm run test:backend` runs it outside the emulators of `npm run test:vitest`.

function startBackend(port: number, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn('node_modules/.bin/tsx', ['scripts/local-backend.ts', '--serve'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function isListening(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

/** Java processes running Google's Firestore emulator on the given port. */
function firestoreEmulatorProcesses(port: number): string[] {
  const listing = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return listing
    .split('\n')
    .filter((line) => line.includes('CloudFirestore') && line.includes(`--port=${port}`));
}

const documents = 'http://127.0.0.1:8080/v1/projects/demo-kenya-shop/databases/(default)/documents';

// Each case starts tsx, which on a busy two-core machine takes longer than Vitest's 5 s default.
describe('the local backend (npm start)', { timeout: 30_000 }, () => {
  it('names what to install when Java or the Firestore emulator is missing', async () => {
    // A PATH with node alone: no java, no cloud_firestore_emulator.
    const bin = mkdtempSync(join(tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const backend = startBackend(4277, { ...process.env, PATH: bin });
    expect(await backend.exited).toBe(1);
    expect(backend.output()).toContain(
      'apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator',
    );
    expect(await isListening(8080)).toBe(false);
  });

  it('says which port is taken and exits, starting nothing', async () => {
    const taken = await occupy(4279);
    try {
      const backend = startBackend(4279);
      expect(await backend.exited).toBe(1);
      expect(backend.output()).toContain('port 4279 (the shop) is already in use');
      expect(await isListening(8080)).toBe(false);
    } finally {
      taken.close();
    }
  });

  it('serves the shop and the backend, and SIGTERM ends every process it started', async () => {
    const backend = startBackend(4278);
    await expect.poll(backend.output, { timeout: 60_000, interval: 250 }).toContain('ready in');
    const page = await fetch('http://127.0.0.1:4278/');
    expect(page.status).toBe(200);
    // The app's code comes Brotli-compressed to a browser that accepts it, as Hosting sends it.
    const [app] = /\/assets\/app-[\w-]+\.js/.exec(await page.text()) ?? [];
    expect(app).toBeDefined();
    const code = await fetch(`http://127.0.0.1:4278${app}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(code.headers.get('content-encoding')).toBe('br');
    expect(code.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await code.text()).toContain('react');
    expect(await (await fetch('http://127.0.0.1:8080/__qa/scenario')).json()).toEqual({
      name: 'default',
    });
    expect(await isListening(9099)).toBe(true);
    // Google's emulator answers behind the front, seeded, and enforces firestore.rules.
    const product = await fetch(`${documents}/products/p-0001`);
    expect(product.status).toBe(200);
    expect(((await product.json()) as { name: string }).name).toMatch(/\/products\/p-0001$/);
    expect((await fetch(`${documents}/messages`)).status).toBe(403);
    expect(firestoreEmulatorProcesses(8180)).toHaveLength(1);
    // The Functions emulator has loaded the shop's functions: getOrder refuses an empty call.
    const getOrder = await fetch(functionUrl('getOrder'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    expect(getOrder.status).toBe(400);

    backend.child.kill('SIGTERM');
    expect(await backend.exited).toBe(0);
    for (const port of [4278, 8080, 8180, 9099, 4400, 5001]) {
      await expect.poll(() => isListening(port), { timeout: 10_000 }).toBe(false);
    }
    await expect.poll(() => firestoreEmulatorProcesses(8180), { timeout: 10_000 }).toEqual([]);
  }, 90_000);
});
