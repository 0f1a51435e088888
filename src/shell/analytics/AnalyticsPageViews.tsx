import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterPageIdle } from './page-idle';
import { createPageViewQueue } from './page-view-queue';
import { whenTitleSettles } from './title-settled';

const pageViews = createPageViewQueue();
let started = false;

/** Analytics starts once per page load, after the page is idle, from its own chunk. */
function startAnalyticsOnce(): void {
  if (started) return;
  started = true;
  afterPageIdle(() => {
    import('./start-analytics')
      .then(({ startAnalytics }) => startAnalytics())
      .then(pageViews.connect, () => pageViews.connect(null));
  });
}

/**
 * Sends a page view on every route change (docs/shop-rules.md, Analytics) with the path, query
 * and the title the new page sets; mounted once in the layout, it renders nothing.
 */
export function AnalyticsPageViews() {
  const { key, pathname, search } = useLocation();
  const lastTitle = useRef<string | null>(null);
  const recordedKey = useRef<string | null>(null);

  useEffect(startAnalyticsOnce, []);

  useEffect(
    () =>
      whenTitleSettles(lastTitle.current, () => {
        // React's development double run of effects must not count one route twice.
        if (recordedKey.current === key) return;
        recordedKey.current = key;
        lastTitle.current = document.title;
        pageViews.record({ path: pathname, query: search, title: document.title });
      }),
    [key, pathname, search],
  );

  return null;
}
