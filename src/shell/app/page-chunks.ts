import { useSyncExternalStore } from 'react';

let downloading = 0;
let shown = false;
const listeners = new Set<() => void>();

/**
 * Counts a page's code while it downloads, so the shop can show that the next page is coming:
 * the router keeps the old page on screen meanwhile, which on 3G looks like nothing happening.
 */
export function trackedPageChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    count(+1);
    return load().finally(() => count(-1));
  };
}

function count(change: number) {
  downloading += change;
  // React asks for a page's code while rendering; listeners hear of it once that render is done.
  queueMicrotask(() => {
    if (shown === downloading > 0) return;
    shown = downloading > 0;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the code of a page is on its way. */
export function usePageChunkDownloading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
