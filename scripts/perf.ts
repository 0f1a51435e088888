/**
 * `npm run perf`: Lighthouse's mobile preset (simulated Slow 4G, 4× CPU slowdown, a Moto G Power
 * screen) on /, /shop and one product page of the shop as `npm start` serves it (the built bundle
 * over the local backend, after `npm run build`).
 *
 * Each page is measured `--runs` times (3 by default) and each figure's median over the runs is
 * printed (scripts/perf-median.ts). Timings on a shared machine are noisy, so they are reported, not asserted;
 * what is stable is held to its budget and fails the script: layout shift, bytes, requests and
 * accessibility. The initial JavaScript of / has its own budget in `scripts/check-bundle.ts`.
 *
 * Lighthouse 12 because Lighthouse 13 needs Node 22.19 or newer; this project runs on Node 20.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { productPath } from '../src/catalog/paths';
import { medianOfRuns } from './perf-median';
import { products } from '../mocks/backend/fixtures';

const port = Number(process.env.PORT) || 4173;
const origin = `http://localhost:${port}`;
const runs = Number(argument('--runs') ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What may not regress on any page: these do not depend on the machine's speed. */
const budgets = {
  cumulativeLayoutShift: 0.02,
  accessibility: 100,
  firstLoadOfHome: { kilobytes: 350, requests: 30 },
};

/** The targets the shop aims at; reported against each page, not asserted. */
const targets = { performance: 95, largestContentfulPaintMs: 2000, totalBlockingTimeMs: 100 };

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

// The most viewed kind of product page: the first product of the home page's newest arrivals.
const product = products().toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
if (!product) throw new Error('the fixtures hold no product');
const pages = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
  { name: 'product', path: productPath(product) },
];

interface Measure {
  lhr: Result;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  kilobytes: number;
  requests: number;
  lcpElement: string;
  /** Images drawn without a width and height, which shift the page when they arrive. */
  unsizedImages: number;
}

function measure(lhr: Result): Measure {
  const audit = (id: string) => lhr.audits[id];
  const requests = audit('network-requests')?.details as { items?: unknown[] } | undefined;
  const lcpElement = audit('largest-contentful-paint-element')?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return {
    lhr,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
    kilobytes: (audit('total-byte-weight')?.numericValue ?? NaN) / 1024,
    requests: requests?.items?.length ?? NaN,
    lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown',
    unsizedImages:
      (audit('unsized-images')?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0,
  };
}

function startShop(): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'scripts/local-backend.ts', '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: String(port) },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[local-backend] ready')) resolve(child);
    });
    child.once('exit', (code) =>
      reject(new Error(`the local backend exited (${code}):\n${output}`)),
    );
  });
}

function stopShop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || !child.pid) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}

/**
 * The emulator's first answers after a start are slow while Java warms up; Google's Firestore is
 * always warm. So each page is opened once in a plain tab first, as a shopper's visit would never
 * be the first: a tab through Chrome's DevTools HTTP endpoint costs seconds, a Lighthouse run tens.
 */
async function warmUp(chromePort: number, path: string) {
  const devtools = `http://127.0.0.1:${chromePort}/json`;
  const opened = await fetch(`${devtools}/new?${origin}${path}`, { method: 'PUT' });
  if (!opened.ok) throw new Error(`Chrome did not open ${path} to warm up: ${opened.status}`);
  const tab = (await opened.json()) as { id: string };
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await fetch(`${devtools}/close/${tab.id}`);
}

async function main() {
  console.info(`Starting the shop on ${origin} with the local backend…`);
  const shop = await startShop();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: Array<{ name: string; path: string; median: Measure; all: Measure[] }> = [];
  try {
    for (const page of pages) await warmUp(chrome.port, page.path);
    for (const page of pages) {
      const all: Measure[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const answer = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!answer) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (answer.lhr.runtimeError) {
          throw new Error(`${page.path}: ${answer.lhr.runtimeError.message}`);
        }
        all.push(measure(answer.lhr));
        const { performance, lcpMs, tbtMs } = all.at(-1)!;
        console.info(
          `  ${page.name} run ${run}: performance ${performance}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(tbtMs)} ms`,
        );
      }
      results.push({ ...page, median: medianOfRuns(all), all });
    }
  } finally {
    chrome.kill();
    await stopShop(shop);
  }
  report(results);
}

function report(results: Array<{ name: string; path: string; median: Measure; all: Measure[] }>) {
  const rows = results.map(({ name, median: m }) => [
    name,
    String(m.performance),
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    String(m.accessibility),
    `${Math.round(m.kilobytes)} KB`,
    String(m.requests),
  ]);
  const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'bytes', 'requests'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.info(`\nLighthouse 12, mobile preset, median of ${runs} run(s) per page:\n`);
  console.info(line(header));
  for (const row of rows) console.info(line(row));
  for (const { name, median: m } of results)
    console.info(`LCP element of ${name}: ${m.lcpElement}`);
  // The full report of the run with the median score, per page, to open in the Lighthouse viewer.
  mkdirSync('perf-report', { recursive: true });
  for (const { name, median: m } of results) {
    writeFileSync(join('perf-report', `${name}.json`), JSON.stringify(m.lhr));
  }

  const misses: string[] = [];
  for (const { name, median: m } of results) {
    if (m.performance < targets.performance) misses.push(`${name}: performance ${m.performance}`);
    if (m.lcpMs > targets.largestContentfulPaintMs)
      misses.push(`${name}: LCP ${Math.round(m.lcpMs)} ms`);
    if (m.tbtMs > targets.totalBlockingTimeMs)
      misses.push(`${name}: TBT ${Math.round(m.tbtMs)} ms`);
  }
  if (misses.length > 0)
    console.info(`\nBelow target (timings, not asserted): ${misses.join('; ')}`);

  const failures: string[] = [];
  for (const { name, all } of results) {
    for (const m of all) {
      if (m.cls > budgets.cumulativeLayoutShift) failures.push(`${name}: CLS ${m.cls.toFixed(3)}`);
      if (m.unsizedImages > 0) failures.push(`${name}: ${m.unsizedImages} image(s) without a size`);
      if (m.accessibility < budgets.accessibility) {
        failures.push(`${name}: accessibility ${m.accessibility}`);
      }
    }
  }
  const home = results.find(({ name }) => name === 'home')?.median;
  if (home && home.kilobytes > budgets.firstLoadOfHome.kilobytes) {
    failures.push(`home: ${Math.round(home.kilobytes)} KB transferred`);
  }
  if (home && home.requests > budgets.firstLoadOfHome.requests) {
    failures.push(`home: ${home.requests} requests`);
  }
  if (failures.length > 0) {
    console.error(`\nOver budget: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.info(
      `\nWithin budget: CLS ≤ ${budgets.cumulativeLayoutShift} and accessibility ${budgets.accessibility} on every run; the first load of / ≤ ${budgets.firstLoadOfHome.kilobytes} KB in ≤ ${budgets.firstLoadOfHome.requests} requests.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
