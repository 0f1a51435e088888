import { readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  faces,
  firstScreenCharacters,
  fontsCss,
  fontsCssFile,
  latinFileRuns,
  runsOf,
  subsetFolder,
  unicodeRange,
} from './subset-fonts';

const root = new URL('../', import.meta.url);

/** Where the shop's words are: every domain's screens and bindings, and the settings. */
const wording = [
  'src/shell',
  'src/ui',
  'src/catalog',
  'src/cart',
  'src/checkout',
  'src/account',
  'src/content',
  'src/wholesale',
  'src/settings',
];

/** Search words are folded, not shown: their apostrophe variants are read, never written. */
const notShown = ['model/catalog/keywords.ts'];

function sourceFiles(path: string): string[] {
  const full = fileURLToPath(new URL(path, root));
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => !notShown.includes(`${path}/${file}`))
    .map((file) => `${full}/${file}`);
}

const inLatinFile = (character: string) => {
  const point = character.codePointAt(0)!;
  return latinFileRuns.some(([from, to]) => point >= from && point <= to);
};

describe('the first-screen fonts', () => {
  it('are declared in src/styles/fonts.css as `npm run fonts` writes it', async () => {
    expect(readFileSync(fontsCssFile, 'utf8')).toBe(await fontsCss());
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
    for (const { file, cutFrom } of faces) {
      const cut = statSync(new URL(file, subsetFolder)).size;
      const full = statSync(fileURLToPath(import.meta.resolve(cutFrom))).size;
      expect(cut).toBeGreaterThan(1000);
      expect(cut).toBeLessThan(full * 0.7);
    }
  });

  it('writes a unicode-range in runs', () => {
    expect(unicodeRange(runsOf('zabc×b'))).toBe('U+0061-0063, U+007A, U+00D7');
  });
});
