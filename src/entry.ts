/**
 * The first script a page runs. It starts the landing page's own chunk (and, through it, the
 * catalog code that page reads with) at once, so it downloads alongside the app instead of after
 * it: on 3G that saves a whole round of downloads before the page can show its content. It also
 * starts the page's catalog read and preloads its first pictures (src/shell/app/landing-read.ts).
 */
import { startLandingRead } from '@/shell/app/landing-read';
import { pageLoaderFor } from '@/shell/app/page-loaders';

// A failure here is reported where the page renders (its error boundary, with Reload).
pageLoaderFor(window.location.pathname)?.().catch(() => undefined);
// In-browser mocks start with the app (src/main.tsx): a read sent before them would miss them.
if (!(import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'browser')) {
  startLandingRead(window.location);
}
void import('./main');
