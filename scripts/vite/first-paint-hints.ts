import type { Plugin } from 'vite';

export interface FirstPaintHints {
  /** Font files every page paints with at once, matched against the built assets' names. */
  fonts: RegExp[];
  /** Origins the first screen reads from (the catalog's Firestore), from the build's env. */
  origins: (env: Record<string, string | undefined>) => string[];
}

/**
 * Adds to the built index.html what lets a phone start early on what the first paint needs: a
 * preload for each font the first screen uses (found among the built, hashed assets), and a
 * preconnect to the catalog's origin, so the connection is ready when the first read goes out.
 */
export function firstPaintHints({ fonts, origins }: FirstPaintHints): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'first-paint-hints',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.keys(bundle ?? {});
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
        return [...preconnects, ...preloads];
      },
    },
  };
}
