/** A page that reads its data first shows its heading late: waiting longer than this gives up. */
const longestWait = 15_000;

let stopWaiting: (() => void) | null = null;

/**
 * Moves focus to the main heading of the page shown, so a screen reader starts on the new page.
 * It waits until no dialog is left on screen (a closing panel still traps focus) and the heading
 * is there; it gives up if the shopper puts focus somewhere on the page meanwhile.
 */
export function focusPageHeading(): void {
  stopWaiting?.();
  if (tryFocus() !== 'waiting') return;
  const observer = new MutationObserver(() => {
    if (tryFocus() !== 'waiting') stop();
  });
  const timer = window.setTimeout(() => stop(), longestWait);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    if (stopWaiting === stop) stopWaiting = null;
  };
  stopWaiting = stop;
  observer.observe(document.body, { childList: true, subtree: true });
}

function tryFocus(): 'focused' | 'waiting' | 'taken' {
  const active = document.activeElement;
  const focusIsFree = !active || active === document.body || !!active.closest('[role="dialog"]');
  if (!focusIsFree) return 'taken';
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading || document.querySelector('[role="dialog"]')) return 'waiting';
  // A heading is not focusable by Tab; -1 lets it take focus from the script alone.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return 'focused';
}
