/**
 * axe-core over the page as rendered in jsdom, the dialogs' portals included. jsdom lays nothing
 * out, so colour contrast is left to the e2e runs in a browser (e2e/accessibility.ts).
 */
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectNoAxeViolations(): Promise<void> {
  const { violations } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
