import type { IndexHtmlTransformContext, ResolvedConfig, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstScreenCss } from './first-screen-css';

type GenerateBundle = (options: unknown, bundle: Rollup.OutputBundle) => void;
type TransformHtml = (html: string, context: Partial<IndexHtmlTransformContext>) => unknown;

const chunk = (fileName: string, moduleIds: string[], css: string[], facade?: string) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    facadeModuleId: facade ?? null,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rollup.OutputChunk;
const stylesheet = (fileName: string, source: string) =>
  ({ type: 'asset', fileName, source }) as Rollup.OutputAsset;

function shopBundle(entry = '/shop/index.html'): Rollup.OutputBundle {
  return {
    'assets/index.js': chunk('assets/index.js', ['/shop/src/entry.ts'], [], entry),
    'assets/app.js': chunk('assets/app.js', ['/shop/src/main.tsx'], ['assets/app.css']),
    'assets/listing.js': chunk(
      'assets/listing.js',
      ['/shop/src/catalog/shop/ShopPage.tsx'],
      ['assets/listing.css'],
    ),
    'assets/checkout.js': chunk(
      'assets/checkout.js',
      ['/shop/src/checkout/CheckoutPage.tsx'],
      ['assets/checkout.css'],
    ),
    'assets/app.css': stylesheet('assets/app.css', 'body{margin:0}/*$vite$:1*/'),
    'assets/listing.css': stylesheet('assets/listing.css', '._grid_1{display:grid}/*$vite$:1*/'),
    'assets/checkout.css': stylesheet('assets/checkout.css', '._form_2{gap:1rem}'),
  };
}

function build(bundle: Rollup.OutputBundle, modules = [/\/src\/main\.tsx$/, /ShopPage\.tsx$/]) {
  const plugin = firstScreenCss({ modules });
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: '/shop' } as ResolvedConfig);
  const { handler: generateBundle } = plugin.generateBundle as { handler: GenerateBundle };
  generateBundle({}, bundle);
  const { handler: transform } = plugin.transformIndexHtml as { handler: TransformHtml };
  return transform('<html></html>', { path: '/index.html', bundle }) as Array<{
    tag: string;
    children: string;
  }>;
}

const importedCss = (bundle: Rollup.OutputBundle, file: string) => [
  ...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []),
];

describe('firstScreenCss', () => {
  it("writes the app's and the landing pages' stylesheets into index.html, app first", () => {
    const bundle = shopBundle();
    expect(build(bundle)).toEqual([
      { tag: 'style', children: 'body{margin:0}._grid_1{display:grid}', injectTo: 'head' },
    ]);
  });

  it('leaves their chunks nothing to fetch, and no file behind, while other pages keep theirs', () => {
    const bundle = shopBundle();
    build(bundle);
    expect(importedCss(bundle, 'assets/app.js')).toEqual([]);
    expect(importedCss(bundle, 'assets/listing.js')).toEqual([]);
    expect(bundle['assets/app.css']).toBeUndefined();
    expect(bundle['assets/listing.css']).toBeUndefined();
    expect(importedCss(bundle, 'assets/checkout.js')).toEqual(['assets/checkout.css']);
    expect(bundle['assets/checkout.css']).toBeDefined();
  });

  it('changes nothing in a build of another page (Storybook builds its iframe.html)', () => {
    const bundle = shopBundle('/shop/iframe.html');
    expect(build(bundle)).toEqual([]);
    expect(importedCss(bundle, 'assets/app.js')).toEqual(['assets/app.css']);
    expect(bundle['assets/app.css']).toBeDefined();
  });

  it('fails the build when a first-screen module is no longer in any chunk', () => {
    expect(() => build(shopBundle(), [/ProductDetailsPage\.tsx$/])).toThrow(
      /No built chunk comes from a module matching/,
    );
  });
});
