/**
 * `npm run fonts`: writes src/styles/fonts/, the three font files every first screen paints
 * with, cut to the characters the shop's own words use (`firstScreenCharacters`): about 29 KB in
 * all instead of 39 KB, on every shopper's first load. src/styles/fonts.css pairs each with the
 * full latin file for every other character, which a browser downloads only for a page that
 * shows one (a product named with an é, say). Run it again after changing the characters.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * Printable ASCII, and the few other characters the shop's copy and prices use: a no-break space,
 * ©, ·, ×, dashes, curly quotes, …, ›, →, −, ≥ (scripts/subset-fonts.test.ts finds them in src/).
 */
export const firstScreenCharacters = `${ascii}\u00a0©·×–—‘’“”•…›€™→−≥`;

/** The characters as a CSS unicode-range, one code point or run of them per entry. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/** Each subset file and the fontsource file it is cut from. */
export const subsets = [
  {
    file: 'hind-400-first-screen.woff2',
    from: '@fontsource/hind/files/hind-latin-400-normal.woff2',
  },
  {
    file: 'hind-600-first-screen.woff2',
    from: '@fontsource/hind/files/hind-latin-600-normal.woff2',
  },
  {
    file: 'outfit-700-first-screen.woff2',
    from: '@fontsource/outfit/files/outfit-latin-700-normal.woff2',
  },
];

export const subsetFolder = new URL('../src/styles/fonts/', import.meta.url);

async function main() {
  mkdirSync(subsetFolder, { recursive: true });
  for (const { file, from } of subsets) {
    const full = readFileSync(fileURLToPath(import.meta.resolve(from)));
    const cut = await subsetFont(full, firstScreenCharacters, { targetFormat: 'woff2' });
    writeFileSync(new URL(file, subsetFolder), cut);
    console.info(`${file}: ${full.length} → ${cut.length} bytes`);
  }
  console.info(`unicode-range: ${unicodeRange(firstScreenCharacters)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
