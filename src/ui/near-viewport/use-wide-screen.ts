import { useSyncExternalStore } from 'react';

/**
 * Wider than a phone: the bottom tab bar gives way, FilterPanel.module.css shows the form beside
 * the listing and Gallery.module.css the thumbnails below the picture.
 */
const wide = '(min-width: 640px)';

/** The query, where the page can ask it (not in jsdom, which has no media queries). */
const wideQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(wide) : null;

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is wider than a phone (true where unknown). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideQuery()?.matches ?? true,
    () => true,
  );
}
