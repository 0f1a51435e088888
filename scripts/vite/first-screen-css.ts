import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chunkHolding } from './chunk-holding';

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
  /** The stylesheets taken out of the build, in the order the app applies them. */
  let css = '';
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
        css = '';
        // Only the shop's own page: Storybook builds its iframe.html with this config too.
        const builtFromIndex = Object.values(bundle).some(
          (output) => output.type === 'chunk' && output.facadeModuleId === indexHtml,
        );
        if (!builtFromIndex) return;
        for (const pattern of modules) {
          const imported = chunkHolding(bundle, pattern).viteMetadata?.importedCss;
          for (const file of imported ?? []) {
            const stylesheet = bundle[file];
            if (stylesheet?.type !== 'asset') throw new Error(`${file} is not among the assets`);
            css += String(stylesheet.source).replace(hashMarker, '');
            delete bundle[file];
          }
          imported?.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { path }) =>
        path === '/index.html' && css ? [{ tag: 'style', children: css, injectTo: 'head' }] : [],
    },
  };
}
