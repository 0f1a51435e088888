import { useEffect, useState } from 'react';

/**
 * Whether the screen has painted once since the component mounted, or since `ready` first held.
 * What no first screen shows (the home page's rows, a product's related row, a listing's count)
 * waits for it, so on a phone's few connections its reads never compete with what the first
 * paint needs.
 */
export function useAfterFirstPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let frame = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    // The next frame paints what was just committed; by the frame after it, that paint is on the
    // screen (a picture decoded, its largest paint counted), and a task queued then runs after.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        task = setTimeout(() => setPainted(true), 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [ready, painted]);
  return painted;
}
