/**
 * Bundles `functions/src` into `functions/lib/index.js`, the file the Functions emulator and
 * `firebase deploy` load. Bundling lets the functions share the shop's model (model: its zod
 * schemas, order rules and catalog documents) without a second copy; firebase-admin,
 * firebase-functions and sharp (native binaries, which cannot be bundled) stay external, installed
 * from functions/package.json.
 */
import { build } from 'esbuild';
import { loadEnv } from 'vite';

// functions/src/shop-config.ts reads `import.meta.env`: the functions get the same VITE_* values
// the browser bundle is built with (.env files and the environment), so both charge the same fees.
const viteEnv = loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'VITE_');

await build({
  entryPoints: ['functions/src/index.ts'],
  outfile: 'functions/lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  define: { 'import.meta.env': JSON.stringify(viteEnv) },
  external: [
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
    'sharp',
  ],
  logLevel: 'warning',
});
