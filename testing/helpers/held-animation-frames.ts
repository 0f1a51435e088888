import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Holds the browser's animation frames until the test says the screen paints, so a test can look
 * at a page before and after its first paint (src/ui/near-viewport/use-after-first-paint.ts
 * waits for two frames). Undo it with `vi.unstubAllGlobals()`.
 */
export function holdAnimationFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    next += 1;
    frames.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return {
    /** How many frames are asked for and not yet run. */
    pending: () => frames.size,
    /** Runs the frames asked for so far, as one painted frame would. */
    paint() {
      const due = [...frames.values()];
      frames.clear();
      act(() => {
        for (const callback of due) callback(performance.now());
      });
    },
  };
}
