import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const firebase = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only data access (src/data and a domain’s data/ folder) imports Firebase (DESIGN.md).',
};
const react = {
  group: ['react', 'react-dom', 'react/*', '@xstate/react'],
  message: 'Machines are the rule book: they do not import React.',
};
const dataAccess = {
  group: ['**/src/data/**', '**/src/*/data/**'],
  message: 'Machines get their data effects injected, not imported.',
};

const testKit = {
  group: [
    'vitest',
    'vitest/*',
    'msw',
    'msw/*',
    '**/mocks/**',
    '@testing-library/*',
    '@testing/*',
    '**/testing/**',
  ],
  message:
    'Test tools, mocks and the tests’ fixtures and helpers (testing/) stay in tests: MSW must not reach the production bundle.',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Where tests and their helpers live: the only code that may use test tools and mocks. */
const tests = [
  '**/*.test.{ts,tsx}',
  '**/test-*.ts',
  'testing/**',
  'src/data/rules/**',
  'functions/test/**',
];

/**
 * One-way imports through the layers (README, Architecture): model/ is pure TypeScript and zod
 * and imports nothing else; machines/ and functions/ stand on it and never reach into the app.
 */
const modelOnly = (target) => ({
  target,
  from: './src',
  message: `${target} stands on the model (model/), never on the app (src/).`,
});
const oneWayZones = [
  {
    target: './model',
    from: './',
    except: ['./model', './node_modules/zod'],
    message: 'The model imports nothing but itself and zod: no React, Firebase, env or app code.',
  },
  modelOnly('./machines'),
  modelOnly('./functions/src'),
  modelOnly('./functions/test'),
  { target: './functions/src', from: './machines', message: 'The functions do not use machines.' },
];

/**
 * The shop's domains inside src/ and which others each may use (README, Architecture).
 * Generic pieces (src/ui) use no domain; a domain reaches another only along these edges.
 */
const domains = [
  'shell',
  'catalog',
  'cart',
  'checkout',
  'account',
  'content',
  'wholesale',
  'staff',
];
const mayUse = {
  shell: ['catalog', 'cart', 'checkout', 'account', 'content', 'wholesale', 'staff'],
  catalog: ['shell', 'cart'],
  cart: ['shell', 'catalog'],
  checkout: ['catalog', 'cart', 'account'],
  account: ['shell', 'catalog', 'cart'],
  content: ['shell', 'catalog'],
  wholesale: ['shell', 'catalog', 'cart'],
  // The back office signs in through the account's session and finds products with the catalog's
  // search; it shares no screen with the shop.
  staff: ['account', 'catalog'],
  ui: [],
};
const otherDomains = (domain) =>
  domains
    .filter((other) => other !== domain && !mayUse[domain].includes(other))
    .flatMap((other) => [`@/${other}`, `@/${other}/*`]);
const domainZones = Object.keys(mayUse)
  .filter((domain) => otherDomains(domain).length > 0)
  .map((domain) => ({
    files: [`src/${domain}/**/*.{ts,tsx}`],
    ignores: [`src/${domain}/**/data/**`, ...tests],
    rules: restrict(
      {
        group: otherDomains(domain),
        message: `src/${domain} does not use that domain (eslint.config.js, mayUse).`,
      },
      firebase,
      testKit,
    ),
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'public',
      'mocks/browser/public',
      'test-results',
      'playwright-report',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['model/**/*.ts', 'src/**/*.{ts,tsx}', 'machines/**/*.ts', 'functions/**/*.ts'],
    ignores: tests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: oneWayZones }] },
  },
  // The model's tests may use the tests' fixtures (testing/); the model itself may not.
  {
    files: tests.filter((glob) => !glob.startsWith('model')),
    ignores: ['model/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: oneWayZones.slice(1) }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/*/data/**', ...tests],
    rules: restrict(firebase, testKit),
  },
  ...domainZones,
  // Boot code may start the in-browser mocks, behind a dev-only branch the build removes.
  { files: ['src/main.tsx'], rules: restrict(firebase) },
  // Component tests render the real app against the Firestore emulator behind the QA front.
  { files: ['src/**/*.test.{ts,tsx}', 'testing/**'], rules: restrict(firebase) },
  // The rules suite speaks Firestore itself: it proves firestore.rules against the emulator.
  { files: ['src/data/rules/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['stories/**/*.{ts,tsx}'], rules: restrict(firebase) },
  { files: ['model/**/*.ts'], ignores: tests, rules: restrict(react, firebase, testKit) },
  { files: ['machines/**/*.ts'], rules: restrict(react, firebase, dataAccess) },
  {
    files: ['machines/**/*.ts'],
    ignores: tests,
    rules: restrict(react, firebase, dataAccess, testKit),
  },
  // Shipped Cloud Functions: no test tools, no mocks.
  { files: ['functions/src/**/*.ts'], ignores: tests, rules: restrict(testKit) },
);
