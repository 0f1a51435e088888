import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium: Playwright cannot download its own browsers on this network. Its headless
 * shell (Debian's `chromium-headless-shell`, as Playwright itself runs headless) spends about a
 * quarter less CPU per journey than the whole browser; `CHROMIUM_PATH=/usr/bin/chromium` runs the
 * browser a shopper has, as `--headed` needs.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Two journeys at a time, each on a backend of its own (scripts/journey-backends.ts): a journey
  // resets its backend and sets its scenarios, so none ever shares one (e2e/qa-backend.ts).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // In `npm test` two journeys, their two backends and Vitest share two cores: a long journey (a
  // paid order walked to delivered, its texts sent every 15 s) can take twice its quiet time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker's shop is its backend's (e2e/test.ts).
  use: {
    // A trace costs a fifth of a journey's CPU; CI keeps none of its files.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // As a shopper who asked their phone for less motion sees the shop (src/styles/global.css):
    // nothing waits on an animation, and software rendering spends far less of the CPU the
    // backend shares. The header, menu and panels journeys and the toasts run with motion too.
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // A phone's first screen, checked on the phone only.
      testIgnore: /first-screen\.spec\.ts$/,
      // Journeys that narrow the window to a small phone's 360 px run on the phone (e2e/screens.ts).
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'mobile',
      // Headers, analytics, the QA endpoints and the wholesale page (which checks a 360 px phone
      // itself) behave the same on every screen: checked once, on desktop.
      // Money that comes after its order expired passes through the screens refunds.spec.ts runs
      // on this phone; the rest happens on the server.
      testIgnore: /(qa-contract|hosting|analytics|wholesale|refund-after-expiry)\.spec\.ts$/,
      // Journeys tagged so in e2e/screens.ts: the same on any screen, checked once, on desktop.
      grepInvert: /@same-on-every-screen/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    // Both backends, started side by side; with SERVE_LAST_BUILD (`npm test`, after check:bundle)
    // the first serves that build rather than building again as `npm start` does.
    command: 'npx tsx scripts/journey-backends.ts',
    wait: { stdout: /journey backends ready/ },
    timeout: 180_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
