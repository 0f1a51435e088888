/** How long an idle callback may wait for an idle moment before it runs anyway. */
const idleTimeoutMs = 5000;
/** Where there is no requestIdleCallback (Safari), a pause after load stands in for idleness. */
const fallbackDelayMs = 1500;
/**
 * How long after the page starts loading nothing else may start: the first screen's reads and
 * pictures come first. An SPA's load event and first idle moment come while its page is still
 * reading the catalog, before its largest paint.
 */
export const firstScreenMs = 3000;

/**
 * Runs `task` once the page has loaded, its first screen has had its time, and the browser is
 * idle, so the work never competes with the first paint or the first page's own code and data
 * on a 3G phone.
 */
export function afterPageIdle(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    } else {
      setTimeout(task, fallbackDelayMs);
    }
  };
  const afterFirstScreen = () =>
    setTimeout(whenIdle, Math.max(0, firstScreenMs - performance.now()));
  if (document.readyState === 'complete') afterFirstScreen();
  else window.addEventListener('load', afterFirstScreen, { once: true });
}
