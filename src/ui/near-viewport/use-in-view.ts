import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the whole element is on the screen now, within `margin` (a root margin:
 * "0px 0px -64px 0px" leaves out a bar fixed along the bottom); half under that bar is not on
 * the screen. Without IntersectionObserver (old browsers, tests in a DOM without layout) it
 * counts as on the screen.
 */
export function useInView(element: RefObject<Element | null>, margin: string): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        // A ratio a hair under 1 is a whole element measured in fractional pixels.
        if (last) setInView(last.isIntersecting && last.intersectionRatio > 0.99);
      },
      { rootMargin: margin, threshold: [0, 0.5, 1] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin]);
  return inView;
}
