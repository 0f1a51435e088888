import { useEffect, useState } from 'react';

/** Runs `work` once the main thread is idle, or at the next task where idling is not reported. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    // Bounded: a page kept busy still gets its work within half a second.
    const idle = requestIdleCallback(work, { timeout: 500 });
    return () => cancelIdleCallback(idle);
  }
  const task = setTimeout(work, 0);
  return () => clearTimeout(task);
}

/**
 * Whether the screen has painted once since the component mounted, or since `ready` first held.
 * What no first screen shows (the home page's rows, a product's related row and other thumbnails,
 * a listing's count) waits for it, so on a phone's few connections its reads never compete with
 * what the first paint needs.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let cancelIdle: (() => void) | undefined;
    // The next frame paints what was just committed; by the frame after it, that paint is on its
    // way to the screen (a picture decoded, the largest paint counted). The main thread's first
    // idle moment after that is when the phone has nothing more urgent to do.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        cancelIdle = whenIdle(() => setPainted(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelIdle?.();
    };
  }, [ready, painted]);
  return painted;
}
