/**
 * Writes public/hero.svg, the home page's hero picture: three of the catalog's illustrations on
 * a warm backdrop, inlined (an SVG shown by <img> cannot load other files). Run after the
 * product images: `npx tsx scripts/generate-hero-image.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const width = 1200;
const height = 640;
const pieces = [
  { file: 'dress-coral.svg', x: 80, y: 40, scale: 0.8 },
  { file: 'jacket-denim-blue.svg', x: 420, y: 10, scale: 0.84 },
  { file: 'sneaker-black.svg', x: 780, y: 120, scale: 0.66 },
];

/** An illustration's drawing without its own backdrop (its first rect, circle and shadow). */
function drawing(file: string): string {
  const svg = readFileSync(`public/products/${file}`, 'utf8');
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return inner.replace(/^<rect[^>]*\/>/, '').replace(/^<circle[^>]*\/>/, '');
}

const body = pieces
  .map(
    ({ file, x, y, scale }) =>
      `<g transform="translate(${x} ${y}) scale(${scale})">${drawing(file)}</g>`,
  )
  .join('');

writeFileSync(
  'public/hero.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e7c8"/><stop offset="1" stop-color="#e9d3b0"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<circle cx="980" cy="120" r="90" fill="#f5c451" opacity=".55"/>` +
    `<path d="M0 560Q300 500 600 560T1200 540V640H0Z" fill="#1f3d2b" opacity=".12"/>` +
    `${body}</svg>\n`,
);
console.info('wrote public/hero.svg');
