import { setupWorker } from 'msw/browser';
import { products, seedDocuments } from '../backend/fixtures';
import { createFakeFunctions } from './functions/callables';
import { createBackend } from './backend';
import { isOneOf } from '../backend/is-one-of';
import { scenarioNames } from '../backend/scenarios';

/**
 * The Firestore stand-in and an in-memory fake of the order functions, in the browser's service
 * worker (`npm run dev:mocks`), where no emulator can run. `?scenario=NAME` picks a QA scenario
 * for this page load.
 */
export async function startBrowserMocks(): Promise<void> {
  const backend = createBackend({ seed: seedDocuments });
  const requested = new URLSearchParams(window.location.search).get('scenario');
  if (requested && isOneOf(scenarioNames, requested)) backend.scenario.set(requested);
  const functions = createFakeFunctions({ products: products() });
  await setupWorker(...backend.handlers, ...functions.handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
