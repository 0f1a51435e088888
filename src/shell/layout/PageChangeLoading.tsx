import { usePageChunkDownloading } from '../app/page-chunks';
import styles from './PageChangeLoading.module.css';

/**
 * Loading, as a thin bar across the top, while the next page's code downloads: the router keeps
 * the old page on screen meanwhile. Before the first page shows, the Suspense fallback says it.
 */
export function PageChangeLoading() {
  if (!usePageChunkDownloading()) return null;
  return (
    <div role="status" aria-label="Loading" className={styles.bar}>
      <span className="visually-hidden">Loading</span>
      <span className={styles.progress} aria-hidden="true" />
    </div>
  );
}
