import { setupWorker } from 'msw/browser';
import { seedDocuments } from './fixtures';
import { createBackend } from './handlers';
import { isScenarioName } from './scenarios';

/**
 * The same handlers as the local backend, in the browser's service worker (Storybook and
 * `npm run dev:mocks`). `?scenario=NAME` picks a QA scenario for this page load.
 */
export async function startBrowserMocks(): Promise<void> {
  const backend = createBackend({ seed: seedDocuments });
  const requested = new URLSearchParams(window.location.search).get('scenario');
  if (requested && isScenarioName(requested)) backend.scenario.set(requested);
  await setupWorker(...backend.handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
