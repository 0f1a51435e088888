import type { Connect } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { appChunks } from './scripts/vite/app-chunk';
import { brotliPreview } from './scripts/vite/brotli-preview';
import { businessSettingsChecked } from './scripts/vite/business-settings';
import { firstPaintHints } from './scripts/vite/first-paint-hints';
import { firstScreenCss } from './scripts/vite/first-screen-css';

/** Set by `firebase emulators:exec` for the tests that use the Auth emulator. */
const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/**
 * Serves MSW's worker script to the dev server only. It lives in mocks/browser/public, not public/, so no
 * production build ever ships it (the QA contract's stand-in, see the README, is for local runs
 * and tests).
 */
function devMockWorker(): Plugin {
  return {
    name: 'dev-mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync('mocks/browser/public/mockServiceWorker.js'));
      });
    },
  };
}

/**
 * Vite's servers answer a malformed percent-encoding (e.g. /search/%E0%A4%A) with an error page;
 * the shop must get its own page for it, so such a request is served the app like any route.
 */
function malformedUrlsGetTheApp(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    try {
      decodeURI(request.url ?? '/');
    } catch {
      request.url = '/index.html';
    }
    next();
  };
  return {
    name: 'malformed-urls-get-the-app',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** The fakes' contract tests, run against Google's Firestore emulator and the real functions. */
const contractTests = ['mocks/browser/*/contract.test.ts'];

export default defineConfig({
  // `@/…` is src/…, as tsconfig.json's paths say: imports across the shop's domains stop climbing.
  // `@testing/…` is the tests' fixtures and helpers, which no shipped code imports.
  resolve: {
    alias: [
      { find: /^@model\//, replacement: `${fileURLToPath(new URL('./model', import.meta.url))}/` },
      {
        find: /^@testing\//,
        replacement: `${fileURLToPath(new URL('./testing', import.meta.url))}/`,
      },
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
    ],
  },
  plugins: [
    react(),
    devMockWorker(),
    businessSettingsChecked(),
    malformedUrlsGetTheApp(),
    brotliPreview(),
    firstPaintHints({
      // The body text, its bold (buttons, prices) and the headings: what every first screen shows.
      fonts: [/hind-400-first-screen/, /hind-600-first-screen/, /outfit-700-first-screen/],
      // The app, which src/entry.ts imports after starting the landing page's chunk.
      modules: [/\/src\/main\.tsx$/],
      // Where the catalog is read from, as src/settings/shop-settings.ts decides it.
      origins: (env) =>
        env.VITE_BACKEND === 'production'
          ? ['https://firestore.googleapis.com']
          : [
              `http://${env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1'}:${env.VITE_FIRESTORE_EMULATOR_PORT || '8080'}`,
            ],
    }),
    firstScreenCss({
      // The app (with the home page), then the landing pages of src/shell/app/page-loaders.ts.
      modules: [
        /\/src\/main\.tsx$/,
        /\/src\/catalog\/shop\/ShopPage\.tsx$/,
        /\/src\/catalog\/product-details\/ProductDetailsPage\.tsx$/,
      ],
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT) || 4173, strictPort: true },
  // Maps are kept for the shop's own debugging, but nothing in dist/ points to them, and
  // hosting leaves them out (firebase.json ignores *.map).
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: appChunks({
            // The app, and the home page: the page most visits start on.
            app: ['src/main.tsx', 'src/catalog/home/HomePage.tsx'],
            entry: 'src/entry.ts',
            // React's renderer: about 60% of the app's code, and the same from release to release.
            framework: /\/node_modules\/(react-dom|scheduler)\//,
            landingPages: {
              listing: [
                'src/catalog/shop/ShopPage.tsx',
                'src/catalog/category/CategoryPage.tsx',
                'src/catalog/search/SearchPage.tsx',
              ],
              product: ['src/catalog/product-details/ProductDetailsPage.tsx'],
            },
          }),
        },
      },
    },
  },
  test: {
    // `npm run test:vitest` runs unit, contracts, functions, rules, data and component inside
    // `firebase emulators:exec` (the auth tests need the Auth emulator); `npm run test:unit` runs
    // unit alone, without Java; `npm run test:backend` runs backend on its own.
    // Each worker gets its own Firestore emulator (mocks/vitest/test-emulators.ts).
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    // test:vitest's Auth emulator has ports of its own (testing/auth-emulator.firebase.json), so
    // the tests run while `npm start` serves the shop: the app under test signs in there, never
    // on the local backend's :9099.
    env: authEmulatorHost ? { VITE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}` } : {},
    projects: [
      {
        extends: true,
        test: {
          // The model, the machines and everything else that never touches Firestore: no
          // emulator, no Java (`npm run test:unit`).
          name: 'unit',
          environment: 'node',
          include: [
            'model/**/*.test.ts',
            'machines/**/*.test.ts',
            'mocks/**/*.test.ts',
            'src/**/*.test.ts',
            'testing/**/*.test.ts',
          ],
          exclude: [...contractTests, 'src/data/**', 'src/*/data/**'],
        },
      },
      {
        extends: true,
        test: {
          // The browser fakes held to the real thing: the Firestore emulator and the functions.
          name: 'contracts',
          environment: 'node',
          include: contractTests,
          globalSetup: ['mocks/vitest/test-emulators.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Cloud Functions' trusted rules, and their Firestore work against the emulator.
          name: 'functions',
          environment: 'node',
          // Transactions that meet on one document (two Try agains, two sweeps, two starts at
          // once) wait on the emulator's locks, which on a busy two-core machine takes seconds.
          testTimeout: 20_000,
          include: ['functions/test/**/*.test.ts'],
          globalSetup: ['mocks/vitest/test-emulators.ts'],
        },
      },
      {
        extends: true,
        test: {
          // firestore.rules proven against Google's Firestore emulator.
          name: 'rules',
          environment: 'node',
          include: ['src/data/rules/**/*.test.ts'],
          globalSetup: ['mocks/vitest/test-emulators.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Data access against Google's Firestore emulator behind the QA scenarios' front
          // (msw/node), and the Auth emulator.
          name: 'data',
          environment: 'node',
          include: ['src/data/**/*.test.ts', 'src/*/data/**/*.test.ts'],
          exclude: ['src/data/rules/**'],
          globalSetup: ['mocks/vitest/test-emulators.ts'],
          setupFiles: ['mocks/vitest/node-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The real local backend, started as `npm start` starts it: run without the emulator.
          name: 'backend',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // A page's first render loads its lazy chunk and reads the stand-in: on a busy
          // two-core CI machine that can take seconds, which is no failure of the page.
          testTimeout: 20_000,
          include: ['src/**/*.test.tsx'],
          globalSetup: ['mocks/vitest/test-emulators.ts'],
          setupFiles: ['mocks/vitest/node-setup.ts', 'testing/helpers/dom-setup.ts'],
        },
      },
    ],
  },
});
