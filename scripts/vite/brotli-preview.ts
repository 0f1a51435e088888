import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

const types: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * `vite preview` (what `npm start` and the e2e tests serve) gzips; Firebase Hosting answers a
 * browser that accepts Brotli with Brotli, about 14% smaller for the app's code. This serves the
 * built scripts and styles Brotli-compressed to such a browser, so the shop weighs locally what it
 * weighs in production. Each file is compressed once, at the highest quality, as it is first asked.
 */
export function brotliPreview(): Plugin {
  const compressed = new Map<string, { modified: number; body: Buffer }>();
  return {
    name: 'brotli-preview',
    configurePreviewServer(server) {
      const out = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const [, name, extension] =
          /^\/assets\/([\w.-]+)\.(js|css)$/.exec(request.url?.split('?')[0] ?? '') ?? [];
        const acceptsBrotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (!name || !extension || !acceptsBrotli || request.method !== 'GET') {
          next();
          return;
        }
        const file = join(out, 'assets', `${name}.${extension}`);
        const answer = async () => {
          const { mtimeMs } = await stat(file);
          let cached = compressed.get(file);
          if (cached?.modified !== mtimeMs) {
            const body = await compress(await readFile(file), {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            });
            cached = { modified: mtimeMs, body };
            compressed.set(file, cached);
          }
          response.setHeader('Content-Type', types[extension]!);
          response.setHeader('Content-Encoding', 'br');
          response.setHeader('Vary', 'Accept-Encoding');
          response.setHeader('Content-Length', cached.body.length);
          response.end(cached.body);
        };
        // A file that is not there is the static server's to answer (404).
        answer().catch(() => next());
      });
    },
  };
}
