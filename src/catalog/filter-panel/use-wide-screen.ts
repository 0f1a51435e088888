import { useSyncExternalStore } from 'react';

/** Wider than a phone: FilterPanel.module.css shows the form beside the listing from here on. */
const wide = '(min-width: 640px)';

/** The query, where the page can ask it (not in jsdom, which has no media queries). */
const wideQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(wide) : null;

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough to show the filter form unfolded (true where unknown). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideQuery()?.matches ?? true,
    () => true,
  );
}
