import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Vite's marker at the end of a built stylesheet, removed when the file is written. */
const hashMarker = /\/\*\$vite\$:\d+\*\//g;

/**
 * Writes the stylesheets of the chunks every first screen renders with (the app and its landing
 * pages, found by a module each holds) into index.html, in a `<style>`, instead of letting the
 * app's loader fetch them once its script runs. On a phone over 3G that fetch is a round trip
 * after the scripts, before anything can paint, on one of HTTP/1.1's six connections while React
 * itself still downloads. About 7 KB compressed: the page stays within its first round trip.
 * Other pages keep their stylesheets as files, fetched with their code.
 */
export function firstScreenCss({ modules }: { modules: RegExp[] }): Plugin {
  let indexHtml = '';
  /** The inlined stylesheets' files, in the order the app applies them. */
  let inlined: string[] = [];
  let sources = new Map<string, string>();
  return {
    name: 'first-screen-css',
    apply: 'build',
    configResolved(config) {
      indexHtml = resolve(config.root, 'index.html');
    },
    generateBundle: {
      // Before Vite writes each dynamic import's list of files to fetch with it.
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        // Only the shop's own page: Storybook builds its iframe.html with this config too.
        if (!chunks.some((chunk) => chunk.facadeModuleId === indexHtml)) return;
        inlined = modules.flatMap((pattern) => {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => pattern.test(id)),
          );
          if (!chunk) throw new Error(`No built chunk comes from a module matching ${pattern}`);
          const files = [...(chunk.viteMetadata?.importedCss ?? [])];
          chunk.viteMetadata?.importedCss.clear();
          return files;
        });
        sources = new Map(
          inlined.map((file) => {
            const output = bundle[file];
            if (output?.type !== 'asset') throw new Error(`${file} is not among the assets`);
            return [file, String(output.source)];
          }),
        );
        for (const file of inlined) delete bundle[file];
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { path }) {
        if (path !== '/index.html' || inlined.length === 0) return [];
        const css = inlined.map((file) => sources.get(file)!.replace(hashMarker, '')).join('');
        return [{ tag: 'style', children: css, injectTo: 'head' }];
      },
    },
  };
}
