/**
 * Writes the catalog's product illustrations to public/products/: one SVG per garment kind and
 * colour the fixtures use, and the category tiles' sprite. Run with `npm run images`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { productImageFiles } from '../mocks/backend/fixtures/products';
import { palette } from '../mocks/backend/fixtures/palette';
import { categoryTilesSvg } from '../src/catalog/home/category-pictures';
import { drawProduct } from './product-art';

const folder = join(import.meta.dirname, '..', 'public', 'products');
mkdirSync(folder, { recursive: true });

const files = productImageFiles();
const wanted = new Set(files.map((file) => basename(file.downloadURL)));
let bytes = 0;
for (const file of files) {
  const svg = drawProduct(file.art, palette[file.colour]);
  writeFileSync(join(folder, basename(file.downloadURL)), svg);
  bytes += Buffer.byteLength(svg);
}

// Pictures of colours or kinds the catalog no longer uses would only ship dead weight.
const stale = readdirSync(folder).filter((name) => name.endsWith('.svg') && !wanted.has(name));
for (const name of stale) rmSync(join(folder, name));

console.info(
  `Wrote ${files.length} images (${Math.round(bytes / 1024)} KB) to ${folder}; removed ${stale.length} stale.`,
);

// The home page's category tiles draw from one sprite of the same pictures.
const sprite = join(folder, '..', 'category-tiles.svg');
writeFileSync(
  sprite,
  categoryTilesSvg((picture) => readFileSync(join(folder, `${picture}.svg`), 'utf8')),
);
console.info(`Wrote ${sprite}.`);
