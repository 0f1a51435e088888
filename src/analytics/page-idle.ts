/** How long an idle callback may wait for an idle moment before it runs anyway. */
const idleTimeoutMs = 5000;
/** Where there is no requestIdleCallback (Safari), a pause after load stands in for idleness. */
const fallbackDelayMs = 1500;

/**
 * Runs `task` once the page has loaded and the browser is idle, so the work never competes
 * with the first paint or the first page's own code (spec section 7 on a 3G phone).
 */
export function afterPageIdle(task: () => void): void {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(task, { timeout: idleTimeoutMs });
    } else {
      setTimeout(task, fallbackDelayMs);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
