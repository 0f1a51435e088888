import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopRenderedLists } from './render-route';

// findBy… and waitFor wait up to 10 s: long enough for a lazy page on a machine that also runs
// the journeys (scripts/run-stages.ts).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  stopRenderedLists();
  window.localStorage.clear();
});
