/**
 * The local front's photos (mocks/backend/images/image-handlers.ts), served over HTTP as the
 * local backend serves them: a stored rendition as WebP, cacheable; nothing outside the folder,
 * however the path is spelled; all of it gone after POST /__qa/reset.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorAdmin } from '../emulator-admin';
import { createFront } from '../front/handlers';
import { serveHandlers } from '../server';
import { localImageFolder } from './image-handlers';

const rendition = 'products/NewDress000000000001/0f3c9a7b2d5e4f6a8b9c0d1e2f3a4b5c-640.webp';
const webpBytes = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 stand-in bytes');

let root: string;
let folder: string;
let server: Server;
let origin: string;

async function put(path: string, bytes: Buffer) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

/** A GET sent with its path exactly as written: no client tidies `..` or `%2e` away first. */
function rawGet(
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}/`, { path, headers: { 'accept-encoding': 'identity' } });
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const unused = () => Promise.reject(new Error('not used by these tests'));
const noEmulator: EmulatorAdmin = {
  url: 'http://127.0.0.1:9',
  projectId: 'demo-kenya-shop',
  reset: () => Promise.resolve(),
  restore: () => Promise.resolve(),
  clear: unused,
  seed: unused,
  get: unused,
  list: unused,
  put: unused,
  remove: unused,
  loadRules: unused,
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mtindo-front-images-'));
  folder = join(root, 'images');
  const front = createFront({
    port: 8080,
    admin: noEmulator,
    seed: () => ({}),
    imageFolder: folder,
  });
  server = await serveHandlers(front.handlers, '127.0.0.1', 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  await rm(folder, { recursive: true, force: true });
  await put(join(folder, rendition), webpBytes);
  // What must never be served: a file beside the folder, and one in it the store never writes.
  await put(join(root, 'secret.webp'), Buffer.from('secret'));
  await put(join(folder, 'products', 'notes.txt'), Buffer.from('notes'));
});

describe('the front’s /images/', () => {
  it('serves a stored rendition as WebP, cacheable for a year', async () => {
    const answer = await fetch(`${origin}/images/${rendition}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(webpBytes);
  });

  it('answers 404 for a rendition it does not hold', async () => {
    const answer = await fetch(`${origin}/images/${rendition.replace('-640', '-320')}`);
    expect(answer.status).toBe(404);
  });

  it('answers 404 for a file the store never writes', async () => {
    expect((await rawGet('/images/products/notes.txt')).status).toBe(404);
  });

  it('serves only at the root of the path, as Cloud Storage serves its bucket', async () => {
    expect((await rawGet(`/shop/images/${rendition}`)).status).toBe(404);
  });

  it.each([
    '/images/../secret.webp',
    '/images/%2e%2e/secret.webp',
    '/images/..%2fsecret.webp',
    '/images/..%2Fsecret.webp',
    '/images/products/..%2f..%2fsecret.webp',
    '/images/products/%2E%2E/%2E%2E/secret.webp',
    '/images/..\\secret.webp',
    '/images/%5c..%5csecret.webp',
    '/images//secret.webp',
    '/images/%2Ftmp%2Fsecret.webp',
  ])('serves nothing outside its folder for %s', async (path) => {
    const answer = await rawGet(path);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('secret');
  });

  it('serves nothing once POST /__qa/reset has emptied the folder', async () => {
    expect((await fetch(`${origin}/__qa/reset`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`${origin}/images/${rendition}`)).status).toBe(404);
  });
});

describe('localImageFolder', () => {
  it('is the repository’s .local-images/, the folder functions/.env.demo-kenya-shop names', () => {
    expect(localImageFolder()).toBe(join(process.cwd(), '.local-images'));
  });
});
