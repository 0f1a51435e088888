import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstScreenCharacters, subsetFolder, subsets, unicodeRange } from './subset-fonts';

const root = new URL('../', import.meta.url);
const css = readFileSync(new URL('src/styles/fonts.css', root), 'utf8');

/** Where the shop's words are: every component and page, and the modules that word prices, filters and settings. */
const wording = [
  'src/components',
  'src/pages',
  'src/app',
  'src/state',
  'src/settings',
  'src/catalog/price.ts',
  'src/catalog/listing-filters.ts',
];

function sourceFiles(path: string): string[] {
  const full = fileURLToPath(new URL(path, root));
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${full}/${file}`);
}

/** Fontsource's latin file beyond ASCII: what a character outside the first-screen file costs. */
const latinRanges: Array<[number, number]> = [
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
  [0x2191, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
const inLatinFile = (character: string) => {
  const point = character.codePointAt(0)!;
  return latinRanges.some(([from, to]) => point >= from && point <= to);
};

describe('the first-screen fonts', () => {
  it('declare exactly the characters they were cut to', () => {
    const ranges = [
      ...css.matchAll(/src: url\('\.\/fonts\/[^']+'\)[^;]*;\s*unicode-range:([^;]+);/g),
    ].map(([, range]) => range!.replace(/\s+/g, ' ').trim());
    expect(ranges).toHaveLength(subsets.length);
    for (const range of ranges) expect(range).toBe(unicodeRange(firstScreenCharacters));
  });

  it('hold every character the shop writes, so no page of its own words needs the full files', () => {
    const written = new Set(
      wording
        .flatMap(sourceFiles)
        .flatMap((file) => [...readFileSync(file, 'utf8')].filter(inLatinFile)),
    );
    expect([...written].filter((character) => !firstScreenCharacters.includes(character))).toEqual(
      [],
    );
  });

  it('are written, and smaller than the files they are cut from', () => {
    for (const { file, from } of subsets) {
      const cut = statSync(new URL(file, subsetFolder)).size;
      const full = statSync(fileURLToPath(import.meta.resolve(from))).size;
      expect(cut).toBeGreaterThan(1000);
      expect(cut).toBeLessThan(full * 0.7);
    }
  });

  it('writes a unicode-range in runs', () => {
    expect(unicodeRange('abcz×')).toBe('U+0061-0063, U+007A, U+00D7');
  });
});
