/**
 * Checks the production bundle in dist/ (run after `vite build`):
 * - no MSW code anywhere in it (MSW is for local runs, tests and Storybook only);
 * - no file pointing to its source map (the maps are built hidden and never served);
 * - the initial JavaScript of `/` (what index.html loads and preloads, the home page's chunk,
 *   and what they import statically),
 *   gzipped, reported and held to the budget, without the Auth SDK, dialogs, toasts, analytics or
 *   the back office.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
// What a phone on 3G downloads, parses and runs before the home page can paint.
const budgetKb = 130;
const homePage = 'src/catalog/home/HomePage.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Strings only MSW's code carries. */
const mswMarkers = [
  'mockServiceWorker',
  '[MSW]',
  'msw/browser',
  'INTEGRITY_CHECKSUM',
  'setupWorker',
];
const failures: string[] = [];

for (const file of filesUnder(dist).filter((f) => !f.endsWith('.map'))) {
  const text = readFileSync(file, 'utf8');
  for (const marker of mswMarkers) {
    if (text.includes(marker)) failures.push(`${file} contains MSW code (${marker})`);
  }
  // Source maps are built hidden: kept for debugging, named by nothing that is served.
  if (/\.(js|css)$/.test(file) && /[#@] sourceMappingURL=/.test(text)) {
    failures.push(`${file} points to its source map`);
  }
}

/** What the first load of / must not carry, by a string only it contains: marker → what it is. */
const notInFirstLoad: Record<string, string> = {
  identitytoolkit: 'the Auth SDK',
  // The catalog is read over REST (src/data/firestore-rest.ts); the SDK is for signed-in work.
  '@firebase/firestore': 'the Firestore SDK',
  FirebaseError: 'the Firebase SDK',
  DialogContent: 'dialog code',
  Toastify__: 'the toast library',
  // Analytics loads once the page is idle: redaction, sink and SDK.
  '[redacted email]': 'the analytics code',
  '/__qa/analytics': 'the analytics sink',
  googletagmanager: 'the Firebase Analytics SDK',
  // The back office (/staff) is its own chunk: a shopper never downloads it.
  'Mark as dispatched': 'the back office’s orders',
  'Stock history': 'the back office’s stock',
  'Staff only': 'the back office’s guard',
  'Sales by day as a table': 'the back office’s dashboard',
};

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

// What index.html loads before anything runs: its script and every module it preloads.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const htmlScripts = [
  ...html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g,
  ),
].map((match) => match[1]!);
const keyOfFile = (file: string) =>
  Object.keys(manifest).find((key) => manifest[key]?.file === file);
const htmlKeys = htmlScripts.map((file) => {
  const key = keyOfFile(file);
  if (!key) throw new Error(`index.html loads ${file}, which the manifest does not name`);
  return key;
});
if (htmlKeys.length === 0) throw new Error('dist/index.html loads no script');
// The home page's own chunk, unless it is built into the app.
const homeKeys = manifest[homePage] ? [homePage] : [];
const initialKeys = new Set([...htmlKeys, ...homeKeys].flatMap((key) => [...closure(key)]));
const initialFiles = [...initialKeys].map((key) => manifest[key]?.file).filter(Boolean) as string[];

let totalGzip = 0;
const rows = initialFiles.map((file) => {
  const content = readFileSync(join(dist, file));
  const gzip = gzipSync(content, { level: 9 }).length;
  totalGzip += gzip;
  for (const [marker, what] of Object.entries(notInFirstLoad)) {
    if (content.includes(marker)) failures.push(`${file}: ${what} is in the first load of /`);
  }
  return `  ${file.padEnd(48)} ${(content.length / 1024).toFixed(1).padStart(8)} KB ${(gzip / 1024).toFixed(1).padStart(7)} KB gz`;
});

console.info(`Initial JS of / (${initialFiles.length} files):\n${rows.join('\n')}`);
console.info(`Total: ${(totalGzip / 1024).toFixed(1)} KB gzipped (budget ${budgetKb} KB)`);
if (totalGzip / 1024 > budgetKb) failures.push(`initial JS of / is over the ${budgetKb} KB budget`);

if (failures.length > 0) {
  console.error(`Bundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.info('Bundle check passed: no MSW code in dist/, budget kept.');
