import { http, HttpResponse } from 'msw';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Server } from 'node:http';
import { serveHandlers } from './server';

const documents = Array.from({ length: 200 }, (_, index) => ({ name: `products/p-${index}` }));
let server: Server;
let origin: string;

beforeAll(async () => {
  server = await serveHandlers(
    [http.post('/v1/documents:runQuery', () => HttpResponse.json(documents))],
    '127.0.0.1',
    0,
  );
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function runQuery(headers: Record<string, string>) {
  const response = await fetch(`${origin}/v1/documents:runQuery`, { method: 'POST', headers });
  return { encoding: response.headers.get('content-encoding'), body: await response.arrayBuffer() };
}

test('gzips an answer for a client that accepts it, as Google’s servers do', async () => {
  // Node's fetch decodes gzip itself, so the raw bytes are read through a plain HTTP request.
  const raw = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
    import('node:http').then(({ request }) => {
      const call = request(`${origin}/v1/documents:runQuery`, {
        method: 'POST',
        headers: { 'accept-encoding': 'gzip' },
      });
      call.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
        );
      });
      call.on('error', reject);
      call.end();
    }, reject);
  });
  expect(raw.encoding).toBe('gzip');
  const json = JSON.stringify(documents);
  expect(raw.bytes.length).toBeLessThan(json.length / 4);
  expect(JSON.parse(gunzipSync(raw.bytes).toString())).toEqual(documents);
});

test('answers in plain JSON to a client that does not ask for gzip', async () => {
  const { encoding, body } = await runQuery({ 'accept-encoding': 'identity' });
  expect(encoding).toBeNull();
  expect(JSON.parse(new TextDecoder().decode(body))).toEqual(documents);
});
