import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const firebase = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only data access (src/data and a domain’s data/ folder) imports Firebase (DESIGN.md).',
};
const mocks = {
  group: ['**/mocks/**', 'msw', 'msw/*'],
  message: 'The app never imports mocks: MSW must not reach the production bundle.',
};
const react = {
  group: ['react', 'react-dom', 'react/*', '@xstate/react'],
  message: 'Machines are the rule book: they do not import React.',
};
const dataAccess = {
  group: ['**/src/data/**', '**/src/*/data/**'],
  message: 'Machines get their data effects injected, not imported.',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The shop's domains inside src/ and which others each may use (README, Architecture).
 * Generic pieces (src/ui) use no domain; a domain reaches another only along these edges.
 */
const domains = ['shell', 'catalog', 'cart', 'checkout', 'account', 'content', 'wholesale'];
const mayUse = {
  shell: ['catalog', 'cart', 'checkout', 'account', 'content', 'wholesale'],
  catalog: ['shell', 'cart'],
  cart: ['shell', 'catalog'],
  checkout: ['catalog', 'cart', 'account'],
  account: ['shell', 'catalog', 'cart'],
  content: ['shell', 'catalog'],
  wholesale: ['shell', 'catalog', 'cart'],
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
    ignores: [`src/${domain}/**/data/**`, `src/${domain}/**/*.test.{ts,tsx}`],
    rules: restrict(
      {
        group: otherDomains(domain),
        message: `src/${domain} does not use that domain (eslint.config.js, mayUse).`,
      },
      firebase,
      mocks,
    ),
  }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'public',
      'mocks/public',
      'test-results',
      'playwright-report',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/*/data/**'],
    rules: restrict(firebase, mocks),
  },
  ...domainZones,
  // Boot code may start the in-browser mocks, behind a dev-only branch the build removes.
  { files: ['src/main.tsx'], rules: restrict(firebase) },
  // Component tests render the real app against the Firestore emulator behind the QA front.
  { files: ['src/**/*.test.{ts,tsx}', 'src/test/**'], rules: restrict(firebase) },
  // The rules suite speaks Firestore itself: it proves firestore.rules against the emulator.
  { files: ['src/data/rules/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['stories/**/*.{ts,tsx}'], rules: restrict(firebase) },
  { files: ['machines/**/*.ts'], rules: restrict(react, firebase, dataAccess) },
);
