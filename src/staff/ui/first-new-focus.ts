import { useEffect, useRef } from 'react';

/**
 * Focus after Show more, as every back-office list moves it: once the last page is listed its
 * button is gone, so the focus goes to the first item it brought; while there is more, it stays
 * on the button. `itemRef(index)` keeps each item's element; `showMore` reads the next page.
 */
export function useFirstNewFocus<Element extends HTMLElement>(
  count: number,
  hasMore: boolean,
  more: () => void,
) {
  const items = useRef<Array<Element | null>>([]);
  /** How many items were shown when Show more was pressed; null when it was not. */
  const shownBeforeMore = useRef<number | null>(null);
  useEffect(() => {
    const before = shownBeforeMore.current;
    if (before === null || count <= before) return;
    shownBeforeMore.current = null;
    if (!hasMore) items.current[before]?.focus();
  }, [count, hasMore]);
  return {
    itemRef: (index: number) => (element: Element | null) => {
      items.current[index] = element;
    },
    showMore: () => {
      shownBeforeMore.current = count;
      more();
    },
  };
}
