/**
 * Where product photos are kept and the address the shop loads them from: Cloud Storage in
 * production (read by anyone through storage.rules, the bucket kept private), or a folder the
 * local backend's front serves under /images/ (mocks/backend/images), since the Storage emulator
 * cannot run here.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface ImageStore {
  save(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The public web address of what `save` stored at `path`. */
  urlOf(path: string): string;
}

const segment = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * The path, if each of its segments is a plain file name: a stored path is also part of a URL and,
 * locally, of a file's path, so nothing may climb out (`..`) or need encoding.
 */
export function checkedImagePath(path: string): string {
  const segments = path.split('/');
  if (!segments.every((part) => segment.test(part) && part !== '..')) {
    throw new Error(`Not an image path: ${JSON.stringify(path)}`);
  }
  return path;
}

/** Renditions are named by a random photo id and never rewritten, so caches may keep them. */
export const imageCacheControl = 'public, max-age=31536000, immutable';

/** What the store needs of a Cloud Storage bucket (firebase-admin's `Bucket`). */
export interface ImageBucket {
  name: string;
  file(path: string): {
    save(
      bytes: Buffer,
      options: { contentType: string; metadata: { cacheControl: string }; resumable: boolean },
    ): Promise<void>;
  };
}

export function cloudStorageImages(bucket: ImageBucket): ImageStore {
  return {
    async save(path, bytes, contentType) {
      await bucket.file(checkedImagePath(path)).save(bytes, {
        contentType,
        metadata: { cacheControl: imageCacheControl },
        // One request for a file of a few hundred kB; resumable uploads pay for a session first.
        resumable: false,
      });
    },
    // A Firebase download URL: storage.rules decide who may read it (everyone, for products/**),
    // so the bucket itself stays private.
    urlOf: (path) => {
      const object = encodeURIComponent(checkedImagePath(path));
      return `https://firebasestorage.googleapis.com/v0/b/${bucket.name}/o/${object}?alt=media`;
    },
  };
}

/** Files under `root`, served at `baseUrl` (the local front's `/images`). */
export function folderImages(root: string, baseUrl: string): ImageStore {
  const folder = resolve(root);
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async save(path, bytes) {
      const file = join(folder, checkedImagePath(path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    urlOf: (path) => `${base}/${checkedImagePath(path)}`,
  };
}
