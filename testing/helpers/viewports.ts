/**
 * The widths the back office is checked at: a 390 px phone first, then a 1280 px desktop. jsdom
 * lays nothing out, so a width only changes what reads it (`matchMedia` hooks, resize handlers);
 * the layouts themselves are checked in a browser (e2e/accessibility.ts).
 */
import { act } from '@testing-library/react';
import { expectNoAxeViolations } from './axe';

export const viewportWidths = [390, 1280] as const;

/** axe over the page at each width. */
export async function expectNoAxeViolationsAtEachWidth(): Promise<void> {
  for (const width of viewportWidths) {
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });
    await expectNoAxeViolations();
  }
}
