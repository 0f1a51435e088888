import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';

// Runs the real `npm start` backend (after `vite build`), so it needs ports 8080 and 9099 free:
// `npm run test:backend` runs it outside the Auth emulator of `npm run test:vitest`.

function startBackend(port: number) {
  const child = spawn('node_modules/.bin/tsx', ['scripts/local-backend.ts', '--serve'], {
    env: { ...process.env, PORT: String(port) },
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

describe('the local backend (npm start)', () => {
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
    expect((await fetch('http://127.0.0.1:4278/')).status).toBe(200);
    expect(await (await fetch('http://127.0.0.1:8080/__qa/scenario')).json()).toEqual({
      name: 'default',
    });
    expect(await isListening(9099)).toBe(true);

    backend.child.kill('SIGTERM');
    expect(await backend.exited).toBe(0);
    for (const port of [4278, 8080, 9099, 4400]) {
      await expect.poll(() => isListening(port), { timeout: 10_000 }).toBe(false);
    }
  }, 90_000);
});
