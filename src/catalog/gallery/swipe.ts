/** How far (CSS px) a finger must travel sideways before it counts as a swipe. */
export const swipeThreshold = 40;

/**
 * What a finger's travel asks for: a swipe to the left shows the next image, to the right the
 * previous one. Travel mostly up or down is the page scrolling, and asks for nothing.
 */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (!(Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(dy))) return null;
  return dx < 0 ? 'next' : 'previous';
}
