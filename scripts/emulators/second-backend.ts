/**
 * What the second local backend (mocks/backend/ports.ts) needs of its own, made fresh at each
 * start in node_modules/.cache, which no check reads and `npm ci` clears:
 *   a firebase.json whose emulators listen on the second's ports;
 *   a functions folder whose lib/ is the functions' build (functions/lib), with the first's
 *   functions/.env.demo-kenya-shop and .secret.local, the first's addresses made the second's.
 * The Functions emulator takes the functions' settings only from the .env files beside their
 * code, never from its environment, so the second's addresses need files of their own. Photos the
 * second's functions store go to its own folder (IMAGE_FOLDER is relative to the functions').
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { backendPorts, type BackendPorts } from '../../mocks/backend/ports';
import { functionsEmulator } from './functions-emulator';

export interface SecondBackendFiles {
  /** firebase-tools' `--config`. */
  firebaseConfig: string;
  /** The functions folder the second's emulator runs, as functions/ is the first's. */
  functionsFolder: string;
  /** Where its functions store photos, served by its front. */
  imageFolder: string;
  /** Where its build of the shop goes. */
  distFolder: string;
}

/** The first's addresses in a settings file, made the second's. */
export function withSecondAddresses(text: string): string {
  const names = Object.keys(backendPorts.first) as Array<keyof BackendPorts>;
  return names.reduce(
    (settings, name) =>
      settings.replaceAll(
        `127.0.0.1:${backendPorts.first[name]}`,
        `127.0.0.1:${backendPorts.second[name]}`,
      ),
    text,
  );
}

/** Where the second backend's files are, in a checkout at `root`. */
export function secondBackendFiles(root = process.cwd()): SecondBackendFiles {
  const folder = join(root, 'node_modules', '.cache', 'local-backend-second');
  return {
    firebaseConfig: join(folder, 'firebase.json'),
    functionsFolder: join(folder, 'functions'),
    imageFolder: join(folder, '.local-images'),
    distFolder: join(folder, 'dist'),
  };
}

/** Writes the second backend's firebase.json and functions folder afresh. */
export function prepareSecondBackend(root = process.cwd()): SecondBackendFiles {
  const files = secondBackendFiles(root);
  const { functionsFolder } = files;
  rmSync(functionsFolder, { recursive: true, force: true });
  mkdirSync(functionsFolder, { recursive: true });

  const functions = join(root, 'functions');
  copyFileSync(join(functions, 'package.json'), join(functionsFolder, 'package.json'));
  symlinkSync(resolve(functions, 'lib'), join(functionsFolder, 'lib'), 'dir');
  for (const file of [`.env.${functionsEmulator.projectId}`, '.secret.local']) {
    if (!existsSync(join(functions, file))) continue;
    const settings = readFileSync(join(functions, file), 'utf8');
    writeFileSync(join(functionsFolder, file), withSecondAddresses(settings));
  }

  const firebase = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    functions: Array<Record<string, unknown>>;
  };
  const { second } = backendPorts;
  const config = {
    functions: firebase.functions.map((codebase) => ({ ...codebase, source: 'functions' })),
    emulators: {
      auth: { host: '127.0.0.1', port: second.auth },
      functions: { host: '127.0.0.1', port: second.functions },
      hub: { host: '127.0.0.1', port: second.hub },
      logging: { host: '127.0.0.1', port: second.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(files.firebaseConfig, `${JSON.stringify(config, null, 2)}\n`);
  return files;
}
