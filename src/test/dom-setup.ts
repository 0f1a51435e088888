import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopRenderedLists } from './render-route';

afterEach(() => {
  cleanup();
  stopRenderedLists();
  window.localStorage.clear();
});
