/**
 * `npm run fonts`: writes src/styles/fonts/, the three font files every first screen paints
 * with, cut to the characters the shop's own words use (`firstScreenCharacters`): about 20 KB in
 * all instead of 39 KB, on every shopper's first load. It also writes src/styles/fonts.css, which
 * pairs each with the full latin file for every other character, downloaded only by a page that
 * shows one (a product named with an é, say). Run it again after changing the characters.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

type Run = [from: number, to: number];

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * Printable ASCII, and the few other characters the shop's copy and prices use: a no-break space,
 * ©, ·, ×, dashes, curly quotes, …, ›, →, −, ≥ (scripts/subset-fonts.test.ts finds them in src/).
 */
export const firstScreenCharacters = `${ascii}\u00a0©·×–—‘’“”•…›€™→−≥`;

/** What fontsource's latin files hold beyond ASCII: the full files serve these. */
export const latinFileRuns: Run[] = [
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** The characters' code points, one run per stretch of consecutive ones. */
export function runsOf(characters: string): Run[] {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: Run[] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs;
}

/** Runs as a CSS unicode-range. */
export function unicodeRange(runs: Run[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/**
 * The three faces: each cut from fontsource's woff2 into `file`, with `full` for every other
 * character. Hind's full files are served as woff, smaller than its woff2 (12 KB against 16 KB).
 */
export const faces = [
  {
    family: 'Outfit',
    weight: 700,
    file: 'outfit-700-first-screen.woff2',
    cutFrom: '@fontsource/outfit/files/outfit-latin-700-normal.woff2',
    full: '@fontsource/outfit/files/outfit-latin-700-normal.woff2',
  },
  {
    family: 'Hind',
    weight: 400,
    file: 'hind-400-first-screen.woff2',
    cutFrom: '@fontsource/hind/files/hind-latin-400-normal.woff2',
    full: '@fontsource/hind/files/hind-latin-400-normal.woff',
  },
  {
    family: 'Hind',
    weight: 600,
    file: 'hind-600-first-screen.woff2',
    cutFrom: '@fontsource/hind/files/hind-latin-600-normal.woff2',
    full: '@fontsource/hind/files/hind-latin-600-normal.woff',
  },
];

export const subsetFolder = new URL('../src/styles/fonts/', import.meta.url);
export const fontsCssFile = new URL('../src/styles/fonts.css', import.meta.url);

function fontFace(family: string, weight: number, url: string, range: string): string {
  const format = url.endsWith('.woff2') ? 'woff2' : 'woff';
  return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('${url}') format('${format}');
  unicode-range: ${range};
}`;
}

/** src/styles/fonts.css as this script writes it. */
export async function fontsCss(): Promise<string> {
  const full = faces.map(({ family, weight, full: url }) =>
    fontFace(family, weight, url, unicodeRange(latinFileRuns)),
  );
  const cut = faces.map(({ family, weight, file }) =>
    fontFace(family, weight, `./fonts/${file}`, unicodeRange(runsOf(firstScreenCharacters))),
  );
  const css = `/*
 * Written by \`npm run fonts\` (scripts/subset-fonts.ts): do not edit by hand.
 *
 * Three faces, each a weight every first screen shows, preloaded by index.html (see
 * vite.config.ts): Outfit bold for headings, Hind regular and semibold for text. Other weights
 * resolve to the nearest of these, by CSS's own matching. font-display: swap shows text at once
 * in the fallback font.
 *
 * Each face is two files: the first-screen file holds the characters the shop's own words use,
 * and is all most pages download; the full latin file holds the rest. Where the two ranges meet,
 * the rule declared last wins: the first-screen file.
 */
${[...full, ...cut].join('\n\n')}
`;
  const options = await prettier.resolveConfig(fileURLToPath(fontsCssFile));
  return prettier.format(css, { ...options, parser: 'css' });
}

/**
 * Without TrueType hinting, half of Hind's bytes: phones (Chrome on Android, Safari on iOS) and
 * macOS never apply it, which is why Google Fonts leaves it out for them too. The option is
 * subset-font's (hb-subset's --no-hinting); its published types do not name it yet.
 */
const subsetOptions: Parameters<typeof subsetFont>[2] & { noHinting: boolean } = {
  targetFormat: 'woff2',
  noHinting: true,
};

async function main() {
  mkdirSync(subsetFolder, { recursive: true });
  for (const { file, cutFrom } of faces) {
    const source = readFileSync(fileURLToPath(import.meta.resolve(cutFrom)));
    const cut = await subsetFont(source, firstScreenCharacters, subsetOptions);
    writeFileSync(new URL(file, subsetFolder), cut);
    console.info(`${file}: ${source.length} → ${cut.length} bytes`);
  }
  writeFileSync(fontsCssFile, await fontsCss());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
