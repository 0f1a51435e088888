import { and, assign, not, or, setup } from 'xstate';

/** Scroll movements shorter than this many pixels are jitter (trackpads, sub-pixel rounding). */
export const scrollJitterThreshold = 4;

export interface StickyHeaderContext {
  /** The last scroll position that counted as movement; never negative. */
  lastY: number;
}

/** `y` is the page's scrollY, sent by a passive, frame-throttled scroll listener. */
export type StickyHeaderEvent = { type: 'header.scrolled'; y: number };

/** Overscroll bounces (iOS) report negative positions: they mean the top. Non-finite input means nothing. */
function scrollPosition(y: number): number | null {
  return Number.isFinite(y) ? Math.max(0, y) : null;
}

/**
 * The header is sticky while scrolling up and not sticky while scrolling down.
 * At the top of the page there is nothing to stick over, so it is never sticky there.
 */
export const stickyHeaderMachine = setup({
  types: {
    context: {} as StickyHeaderContext,
    events: {} as StickyHeaderEvent,
  },
  actions: {
    rememberScrollPosition: assign({ lastY: ({ event }) => scrollPosition(event.y) ?? 0 }),
  },
  guards: {
    isScrollingUp: ({ context, event }) => {
      const y = scrollPosition(event.y);
      return y !== null && context.lastY - y >= scrollJitterThreshold;
    },
    isScrollingDown: ({ context, event }) => {
      const y = scrollPosition(event.y);
      return y !== null && y - context.lastY >= scrollJitterThreshold;
    },
    isAtTop: ({ event }) => scrollPosition(event.y) === 0,
  },
}).createMachine({
  id: 'stickyHeader',
  context: { lastY: 0 },
  initial: 'notSticky',
  states: {
    notSticky: {
      on: {
        'header.scrolled': [
          {
            guard: and(['isScrollingUp', not('isAtTop')]),
            target: 'sticky',
            actions: 'rememberScrollPosition',
          },
          { guard: or(['isScrollingUp', 'isScrollingDown']), actions: 'rememberScrollPosition' },
        ],
      },
    },
    sticky: {
      on: {
        'header.scrolled': [
          {
            guard: or(['isScrollingDown', 'isAtTop']),
            target: 'notSticky',
            actions: 'rememberScrollPosition',
          },
          { guard: 'isScrollingUp', actions: 'rememberScrollPosition' },
        ],
      },
    },
  },
});
