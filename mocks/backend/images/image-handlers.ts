/**
 * The photos staff upload to the local backend, served by the QA front under `/images/` as Cloud
 * Storage serves them in production: the Functions emulator's `uploadProductPhoto` writes them to
 * a folder (functions/src/photos/image-store.ts, `IMAGE_STORE=folder`), since the Storage emulator
 * cannot run here. A reset empties the folder: the seeded products use none of them.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedImagePath, imageCacheControl } from '../../../functions/src/photos/image-store';

/**
 * The repository's .local-images/, whatever the working directory: functions/.env.demo-kenya-shop
 * names the same folder as `../.local-images`, from the Functions emulator's functions/. Found when
 * asked, not on import: in a browser-like test environment this module's URL is not a file's.
 */
export const localImageFolder = (): string =>
  fileURLToPath(new URL('../../../.local-images', import.meta.url));

const prefix = '/images/';
const notFound = () => new HttpResponse('Not found', { status: 404 });

/** `GET /images/{path}` on any origin: the stored rendition, or 404. */
export function createImageHandlers(folder: string): RequestHandler[] {
  return [
    http.get('*/images/*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith(prefix)) return undefined;
      let path: string;
      try {
        // The store's own rule: plain segments only, so nothing climbs out of the folder.
        path = checkedImagePath(pathname.slice(prefix.length));
      } catch {
        return notFound();
      }
      // The store keeps nothing else.
      if (!path.endsWith('.webp')) return notFound();
      let bytes: Buffer;
      try {
        bytes = await readFile(join(folder, path));
      } catch {
        return notFound();
      }
      return new HttpResponse(new Uint8Array(bytes), {
        headers: { 'Content-Type': 'image/webp', 'Cache-Control': imageCacheControl },
      });
    }),
  ];
}

/** Every uploaded photo gone, as after a fresh start. */
export const clearImages = (folder: string) => rm(folder, { recursive: true, force: true });
