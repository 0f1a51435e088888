import { test as base } from '@playwright/test';
import { shopUrl } from './qa-backend';

/**
 * Playwright's test with this worker's shop as the base URL: each of the two workers opens the
 * shop built for its own backend (e2e/qa-backend.ts).
 */
export const test = base.extend({ baseURL: shopUrl });

export { expect } from '@playwright/test';
