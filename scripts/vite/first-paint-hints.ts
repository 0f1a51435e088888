import type { Plugin, Rollup } from 'vite';
import { chunkHolding } from './chunk-holding';

type OutputBundle = Rollup.OutputBundle;

export interface FirstPaintHints {
  /** Font files every page paints with at once, matched against the built assets' names. */
  fonts: RegExp[];
  /** Origins the first screen reads from (the catalog's Firestore), from the build's env. */
  origins: (env: Record<string, string | undefined>) => string[];
  /**
   * Modules the entry imports dynamically but every page needs at once (the app itself), matched
   * against their source path: they and their static imports are preloaded with the entry.
   */
  modules: RegExp[];
}

/** A chunk's file and the files of everything it imports statically, depth first. */
function staticClosure(bundle: OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Adds to the built index.html what lets a phone start early on what the first paint needs: a
 * preload for each font the first screen uses (found among the built, hashed assets), a
 * preconnect to the catalog's origin, so the connection is ready when the first read goes out,
 * and a modulepreload for each chunk of the app the entry loads.
 */
export function firstPaintHints({ fonts, origins, modules }: FirstPaintHints): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'first-paint-hints',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { path, bundle = {} }) {
        // Only the shop's own page: Storybook builds its iframe.html with this config too.
        if (path !== '/index.html') return [];
        const assets = Object.keys(bundle);
        const preconnects = origins(env).map((href) => ({
          tag: 'link',
          attrs: { rel: 'preconnect', href, crossorigin: '' },
          injectTo: 'head' as const,
        }));
        const preloads = fonts.map((pattern) => {
          const file = assets.find((name) => pattern.test(name));
          if (!file) throw new Error(`No built font matches ${pattern}: is it still imported?`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: file.endsWith('.woff2') ? 'font/woff2' : 'font/woff',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          };
        });
        const moduleFiles = modules.flatMap((pattern) => [
          ...staticClosure(bundle, chunkHolding(bundle, pattern).fileName),
        ]);
        const size = (file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? output.code.length : 0;
        };
        // The largest first: it finishes last, so it should start first.
        const modulePreloads = [...new Set(moduleFiles)]
          .filter((file) => !html.includes(`/${file}"`))
          .toSorted((a, b) => size(b) - size(a))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
        // The app before the fonts: nothing paints before it runs, and a phone (or an HTTP/1.1
        // server's six connections) fetches in the order it is asked.
        return [...preconnects, ...modulePreloads, ...preloads];
      },
    },
  };
}
