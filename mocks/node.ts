import { setupServer, type SetupServer } from 'msw/node';
import type { SharedOptions } from 'msw';
import { createBackend, type Backend, type BackendOptions } from './handlers';
import type { SeedCollections } from './firestore/store';

export interface NodeBackend extends Backend {
  server: SetupServer;
  /** Back to the seeded data and the `default` scenario. */
  reset(): void;
  close(): void;
}

export interface NodeBackendOptions extends Omit<BackendOptions, 'seed'> {
  onUnhandledRequest?: SharedOptions['onUnhandledRequest'];
}

/** The backend behind msw/node, listening at once: Vitest's Firestore at 127.0.0.1:8080. */
export function startNodeBackend(
  seed: () => SeedCollections,
  { onUnhandledRequest = 'error', ...options }: NodeBackendOptions = {},
): NodeBackend {
  const backend = createBackend({ seed, ...options });
  const server = setupServer(...backend.handlers);
  server.listen({ onUnhandledRequest });
  return {
    ...backend,
    server,
    reset() {
      backend.store.reset();
      backend.scenario.reset();
    },
    close: () => server.close(),
  };
}
