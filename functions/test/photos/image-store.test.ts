/**
 * Where photos are kept (functions/src/photos/image-store.ts, config.ts): a folder locally, Cloud
 * Storage in production, chosen by the params; no path may climb out of the store.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageStoreFromParams } from '../../src/photos/config';
import {
  checkedImagePath,
  cloudStorageImages,
  folderImages,
  imageCacheControl,
  type ImageBucket,
} from '../../src/photos/image-store';

const path = 'products/NewDress000000000001/0f3c9a7b2d5e4f6a8b9c0d1e2f3a4b5c-640.webp';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mtindo-image-store-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(folder, { recursive: true, force: true });
});

describe('checkedImagePath', () => {
  it('takes a rendition’s path', () => {
    expect(checkedImagePath(path)).toBe(path);
  });

  it.each([
    'products/../orders/x.webp',
    '../x.webp',
    'products/./x.webp',
    '/products/x.webp',
    'products//x.webp',
    'products/x.webp/',
    'products/.hidden',
    'products/a b.webp',
    'products\\..\\x.webp',
    'products/%2e%2e/x.webp',
    '',
  ])('refuses %j', (bad) => {
    expect(() => checkedImagePath(bad)).toThrow(/Not an image path/);
  });
});

describe('the folder store', () => {
  it('writes under its folder and answers the address the front serves it at', async () => {
    const store = folderImages(folder, 'http://127.0.0.1:8080/images/');
    await store.save(path, Buffer.from('webp bytes'), 'image/webp');
    expect(await readFile(join(folder, path), 'utf8')).toBe('webp bytes');
    expect(store.urlOf(path)).toBe(`http://127.0.0.1:8080/images/${path}`);
  });

  it('writes nothing outside its folder', async () => {
    const store = folderImages(join(folder, 'images'), 'http://127.0.0.1:8080/images');
    await expect(store.save('../escaped.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(readFile(join(folder, 'escaped.webp'))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe('the Cloud Storage store', () => {
  /** A bucket recording each file saved, as firebase-admin's `Bucket` is called. */
  function recordingBucket() {
    const saved: Array<{ path: string; bytes: Buffer; options: unknown }> = [];
    const bucket: ImageBucket = {
      name: 'mtindo-shop.firebasestorage.app',
      file: (path) => ({
        save: async (bytes, options) => void saved.push({ path, bytes, options }),
      }),
    };
    return { bucket, saved };
  }

  it('saves a rendition in one request, cacheable for a year, and answers its public URL', async () => {
    const { bucket, saved } = recordingBucket();
    const store = cloudStorageImages(bucket);
    await store.save(path, Buffer.from('webp bytes'), 'image/webp');
    expect(saved).toEqual([
      {
        path,
        bytes: Buffer.from('webp bytes'),
        options: {
          contentType: 'image/webp',
          metadata: { cacheControl: imageCacheControl },
          resumable: false,
        },
      },
    ]);
    expect(imageCacheControl).toBe('public, max-age=31536000, immutable');
    expect(store.urlOf(path)).toBe(
      `https://firebasestorage.googleapis.com/v0/b/mtindo-shop.firebasestorage.app/o/${encodeURIComponent(path)}?alt=media`,
    );
  });

  it('saves nothing at a path that is not a plain one', async () => {
    const { bucket, saved } = recordingBucket();
    await expect(
      cloudStorageImages(bucket).save('products/../x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow(/Not an image path/);
    expect(saved).toEqual([]);
  });
});

describe('imageStoreFromParams', () => {
  it('is the folder the params name, served at their address', async () => {
    vi.stubEnv('IMAGE_STORE', 'folder');
    vi.stubEnv('IMAGE_FOLDER', folder);
    vi.stubEnv('IMAGE_BASE_URL', 'http://127.0.0.1:8080/images');
    const store = imageStoreFromParams();
    await store.save(path, Buffer.from('webp bytes'), 'image/webp');
    expect(await readFile(join(folder, path), 'utf8')).toBe('webp bytes');
    expect(store.urlOf(path)).toBe(`http://127.0.0.1:8080/images/${path}`);
  });

  it('names what to set when the folder or its address is missing', () => {
    vi.stubEnv('IMAGE_STORE', 'folder');
    vi.stubEnv('IMAGE_FOLDER', folder);
    vi.stubEnv('IMAGE_BASE_URL', '');
    expect(() => imageStoreFromParams()).toThrow(
      'Photos are not configured: set IMAGE_FOLDER and IMAGE_BASE_URL for a folder.',
    );
  });

  it('is Cloud Storage by default: the bucket named, else the project’s default bucket', async () => {
    const app = initializeApp(
      { projectId: 'demo-functions-photos', storageBucket: 'demo-functions-photos.appspot.com' },
      'image-store-test',
    );
    try {
      vi.stubEnv('IMAGE_STORE', '');
      expect(imageStoreFromParams(app).urlOf(path)).toBe(
        `https://firebasestorage.googleapis.com/v0/b/demo-functions-photos.appspot.com/o/${encodeURIComponent(path)}?alt=media`,
      );
      vi.stubEnv('IMAGE_STORE', 'cloud-storage');
      vi.stubEnv('IMAGE_BUCKET', 'mtindo-photos');
      expect(imageStoreFromParams(app).urlOf(path)).toBe(
        `https://firebasestorage.googleapis.com/v0/b/mtindo-photos/o/${encodeURIComponent(path)}?alt=media`,
      );
    } finally {
      await deleteApp(app);
    }
  });

  it('refuses a store it does not know', () => {
    vi.stubEnv('IMAGE_STORE', 'dropbox');
    expect(() => imageStoreFromParams()).toThrow(/IMAGE_STORE is not one it knows/);
  });
});
