/** The longest a page view waits for its page (a lazy chunk on 3G) to set the title. */
export const titleWaitMs = 3000;

function touchesTitle(record: MutationRecord): boolean {
  return (
    record.target.nodeName === 'TITLE' ||
    record.target.parentNode?.nodeName === 'TITLE' ||
    [...record.addedNodes].some((node) => node.nodeName === 'TITLE')
  );
}

/**
 * Calls `onSettled` once the page has set its title: at once when the title already differs
 * from the last page's, else on the next title change, else after `titleWaitMs`. Answers a
 * function that settles it at once (a further route change does not wait).
 */
export function whenTitleSettles(previousTitle: string | null, onSettled: () => void): () => void {
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    observer.disconnect();
    clearTimeout(timer);
    onSettled();
  };
  const observer = new MutationObserver((records) => {
    if (records.some(touchesTitle)) settle();
  });
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  const timer = setTimeout(settle, titleWaitMs);
  if (previousTitle !== null && document.title !== previousTitle) settle();
  return settle;
}
