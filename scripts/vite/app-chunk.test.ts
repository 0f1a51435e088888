import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appChunks } from './app-chunk';

/** A module graph by static imports, as the bundler describes it, with absolute ids. */
function graphOf(imports: Record<string, string[]>) {
  const id = (module: string) => (module.startsWith('/node_modules/') ? module : resolve(module));
  const byId = new Map(
    Object.entries(imports).map(([module, imported]) => [id(module), imported.map(id)]),
  );
  return {
    id,
    getModuleInfo: (module: string) =>
      byId.has(module) ? { importedIds: byId.get(module)! } : null,
  };
}

const graph = graphOf({
  'src/entry.ts': ['src/landing-read.ts'],
  'src/landing-read.ts': ['src/products.ts'],
  'src/products.ts': [],
  'src/main.tsx': ['/node_modules/react-dom/client.js', 'src/header.tsx', 'src/products.ts'],
  '/node_modules/react-dom/client.js': ['/node_modules/scheduler/index.js'],
  '/node_modules/scheduler/index.js': [],
  'src/header.tsx': [],
  'src/shop.tsx': ['src/listing.tsx', 'src/page-frame.tsx'],
  'src/category.tsx': ['src/listing.tsx', 'src/page-frame.tsx'],
  'src/listing.tsx': ['src/filters.tsx'],
  'src/filters.tsx': [],
  'src/product.tsx': ['src/gallery.tsx', 'src/page-frame.tsx'],
  'src/gallery.tsx': [],
  'src/page-frame.tsx': [],
  'src/checkout.tsx': ['src/form.tsx'],
  'src/form.tsx': [],
});

const groups = appChunks({
  app: ['src/main.tsx'],
  entry: 'src/entry.ts',
  framework: /\/node_modules\/(react-dom|scheduler)\//,
  landingPages: {
    listing: ['src/shop.tsx', 'src/category.tsx'],
    product: ['src/product.tsx'],
  },
});

/** The chunk a module lands in: the named group of highest priority that takes it. */
function chunkOf(module: string): string | null {
  const taking = groups
    .map((group) => ({ priority: group.priority, name: group.name(graph.id(module), graph) }))
    .filter(({ name }) => name !== null)
    .toSorted((a, b) => b.priority - a.priority);
  return taking[0]?.name ?? null;
}

describe('appChunks', () => {
  it('keeps what the entry imports in boot, even when the app imports it too', () => {
    expect(chunkOf('src/entry.ts')).toBe('boot');
    expect(chunkOf('src/landing-read.ts')).toBe('boot');
    expect(chunkOf('src/products.ts')).toBe('boot');
  });

  it('puts the framework in its own chunk and the rest of the app in the app chunk', () => {
    expect(chunkOf('/node_modules/react-dom/client.js')).toBe('framework');
    expect(chunkOf('/node_modules/scheduler/index.js')).toBe('framework');
    expect(chunkOf('src/main.tsx')).toBe('app');
    expect(chunkOf('src/header.tsx')).toBe('app');
  });

  it('gives each kind of landing page one chunk with what only it imports', () => {
    for (const module of ['src/shop.tsx', 'src/category.tsx', 'src/listing.tsx', 'src/filters.tsx'])
      expect(chunkOf(module)).toBe('listing');
    expect(chunkOf('src/product.tsx')).toBe('product');
    expect(chunkOf('src/gallery.tsx')).toBe('product');
  });

  it('puts what two kinds of landing page share in the app, so neither loads the other', () => {
    expect(chunkOf('src/page-frame.tsx')).toBe('app');
  });

  it('leaves every other page to the bundler', () => {
    expect(chunkOf('src/checkout.tsx')).toBeNull();
    expect(chunkOf('src/form.tsx')).toBeNull();
  });
});
