import type { IndexHtmlTransformContext, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPaintHints } from './first-paint-hints';

type Handler = (html: string, context: Partial<IndexHtmlTransformContext>) => unknown;

const chunk = (fileName: string, bytes: number, imports: string[], moduleIds: string[]) =>
  ({ type: 'chunk', fileName, code: 'x'.repeat(bytes), imports, moduleIds }) as Rollup.OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', fileName }) as Rollup.OutputAsset;

const bundle: Rollup.OutputBundle = {
  'assets/index.js': chunk('assets/index.js', 500, ['assets/boot.js'], ['/src/entry.ts']),
  'assets/boot.js': chunk('assets/boot.js', 30_000, [], ['/src/shell/app/landing-read.ts']),
  'assets/app.js': chunk(
    'assets/app.js',
    130_000,
    ['assets/runtime.js', 'assets/framework.js', 'assets/boot.js'],
    ['/src/main.tsx'],
  ),
  'assets/framework.js': chunk('assets/framework.js', 218_000, [], ['/node_modules/react-dom']),
  'assets/runtime.js': chunk('assets/runtime.js', 700, [], ['\0rolldown/runtime.js']),
  'assets/hind-400-first-screen.woff2': asset('assets/hind-400-first-screen.woff2'),
};
const html =
  '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/boot.js">';

function hintsFor(fonts: RegExp[]) {
  const plugin = firstPaintHints({
    fonts,
    modules: [/\/src\/main\.tsx$/],
    origins: () => ['http://127.0.0.1:8080'],
  });
  const { handler } = plugin.transformIndexHtml as { handler: Handler };
  return handler(html, { path: '/index.html', bundle }) as Array<{
    attrs: Record<string, string>;
  }>;
}

describe('firstPaintHints', () => {
  it('preconnects to the catalog, preloads the app largest file first, then the fonts', () => {
    expect(hintsFor([/hind-400-first-screen/]).map(({ attrs }) => [attrs.rel, attrs.href])).toEqual(
      [
        ['preconnect', 'http://127.0.0.1:8080'],
        ['modulepreload', '/assets/framework.js'],
        ['modulepreload', '/assets/app.js'],
        ['modulepreload', '/assets/runtime.js'],
        ['preload', '/assets/hind-400-first-screen.woff2'],
      ],
    );
  });

  it('fails the build when a first-screen font is no longer among the assets', () => {
    expect(() => hintsFor([/outfit-700-first-screen/])).toThrow(/No built font matches/);
  });
});
