import express from 'express';
import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve } from 'node:path';
import {
  globToRegExp,
  headersFor,
  hostingConfig,
  localBackendOrigins,
  localPolicy,
  type HostingConfig,
} from '../scripts/hosting-config';
import { backendPorts } from '../mocks/backend/ports';
import { authEmulatorUrl, backend, shopBuild } from './qa-backend';

export interface HostingServer {
  origin: string;
  config: HostingConfig;
  close: () => Promise<void>;
}

/**
 * Serves the shop built for this worker's backend as Firebase Hosting would under firebase.json:
 * the same headers (the policy with that backend added), ignored files left out, every other path
 * answered with index.html. On a free port of 127.0.0.1.
 */
export async function serveAsHosting(): Promise<HostingServer> {
  const { front, functions } = backendPorts[backend];
  const origins = localBackendOrigins({
    firestoreHost: '127.0.0.1',
    firestorePort: front,
    authUrl: authEmulatorUrl,
    functionsHost: '127.0.0.1',
    functionsPort: functions,
  });
  const config = hostingConfig(localPolicy(origins));
  const root = resolve(shopBuild);
  const ignored = config.ignore.map(globToRegExp);
  const rewrite = config.rewrites[0]!;

  /** The file a request path names, if it is served: inside the root, a file, not ignored. */
  function servedFile(path: string): string | null {
    const relative = normalize(path).replace(/^\/+/, '/');
    if (ignored.some((glob) => glob.test(relative))) return null;
    const file = join(root, relative);
    if (!file.startsWith(`${root}/`) || !existsSync(file) || !statSync(file).isFile()) return null;
    return file;
  }

  const app = express();
  app.use((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      path = rewrite.destination;
    }
    response.set(headersFor(config, request.path));
    response.sendFile(servedFile(path) ?? join(root, rewrite.destination));
  });

  const server: Server = await new Promise((done, fail) => {
    const listening = app.listen(0, '127.0.0.1');
    listening.once('listening', () => done(listening));
    listening.once('error', fail);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    config,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
