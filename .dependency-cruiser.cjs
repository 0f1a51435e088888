/**
 * The layers' one-way imports and no cycle of any kind, type-only imports included (which
 * `import-x/no-cycle` would skip; lint leaves cycles to this check): `npm run check:deps`, part of
 * `npm test`. The layers, from the
 * ground up: model/, then machines/ and functions/, then the app (src/); README, Architecture.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Modules that import each other, even only for types, are one module in two files.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'model-stands-alone',
      severity: 'error',
      comment: 'The model imports nothing but itself and zod: no React, Firebase, env or app code.',
      from: { path: '^model/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^model/', '^node_modules/zod/'] },
    },
    {
      name: 'layers-never-reach-the-app',
      severity: 'error',
      comment: 'Machines and the functions stand on the model, never on the app (src/).',
      from: { path: '^(machines|functions)/' },
      to: { path: '^src/' },
    },
    {
      name: 'shipped-code-never-imports-testing',
      severity: 'error',
      comment: 'testing/ holds the tests’ fixtures and helpers: only tests and stories use them.',
      from: {
        path: '^(model|machines|src|functions/src|mocks/backend|mocks/browser|scripts)/',
        pathNot: '\\.test\\.tsx?$',
      },
      to: { path: '^testing/' },
    },
    {
      name: 'data-access-uses-no-machines',
      severity: 'error',
      comment:
        "Data access reads and writes what the model describes (model/): the types it answers are the model's, never a machine's.",
      from: { path: ['^src/data/', '^src/[^/]+/data/'] },
      to: { path: '^machines/' },
    },
    {
      name: 'functions-use-no-machines',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^machines/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|storybook-static|functions/lib|node_modules)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
