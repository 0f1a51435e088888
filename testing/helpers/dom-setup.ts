import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopRenderedLists } from './render-route';

// findBy… and waitFor wait up to 5 s: long enough for a lazy page on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  stopRenderedLists();
  window.localStorage.clear();
});
