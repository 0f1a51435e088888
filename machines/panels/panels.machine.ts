import { assertEvent, assign, setup } from 'xstate';

export type Panel = 'cart' | 'wishlist' | 'menu';
export type PanelCloser = 'overlay' | 'closeButton' | 'escape' | 'link';
export type MenuTab = 'categories' | 'menus';

export interface PanelsContext {
  /** How the last panel closed: it decides where focus goes once the panel has gone. */
  lastClosedVia: PanelCloser | 'routeChange' | null;
}

export type PanelsEvent =
  | { type: 'panel.open'; panel: Panel }
  | { type: 'panel.close'; via: PanelCloser }
  | { type: 'menu.selectTab'; tab: MenuTab }
  | { type: 'route.changed' };

/** Closers that leave the shopper on the same page, so focus goes back to the button that opened. */
export const closersStayingOnPage: readonly (PanelCloser | 'routeChange')[] = [
  'overlay',
  'closeButton',
  'escape',
];

/** Opening a panel: from closed any of the three; an open panel is replaced by either other. */
const opens = {
  cart: { guard: 'isCartRequested', target: '#panels.cartOpen' },
  wishlist: { guard: 'isWishlistRequested', target: '#panels.wishlistOpen' },
  menu: { guard: 'isMenuRequested', target: '#panels.menuOpen' },
} as const;

/** How an open panel closes: the same for the cart, the wishlist and the menu. */
const closing = {
  'panel.close': [
    {
      guard: 'isClosedByLink',
      target: '#panels.closed.followingLink',
      actions: 'rememberHowClosed',
    },
    { target: '#panels.closed', actions: 'rememberHowClosed' },
  ],
  'route.changed': {
    target: '#panels.closed',
    actions: ['rememberRouteChange', 'focusPageHeading'],
  },
} as const;

/**
 * The cart, wishlist and menu panels are each open or closed; the overlay, the close button or a
 * link closes them. They are modal dialogs, so at most one is open: opening another replaces it.
 * The menu shows the Categories tab each time it opens. A route change (Back included) closes them
 * too, so no panel stays over the new page; when a link or a route change closes one, focus goes to
 * the new page's heading (`focusPageHeading`, injected with `.provide`; unprovided, it does
 * nothing), after a link once its page shows.
 */
export const panelsMachine = setup({
  types: {
    context: {} as PanelsContext,
    events: {} as PanelsEvent,
  },
  actions: {
    focusPageHeading: () => {},
    rememberHowClosed: assign({
      lastClosedVia: ({ event }) => {
        assertEvent(event, 'panel.close');
        return event.via;
      },
    }),
    rememberRouteChange: assign({ lastClosedVia: 'routeChange' as const }),
  },
  guards: {
    isCartRequested: ({ event }) => event.type === 'panel.open' && event.panel === 'cart',
    isWishlistRequested: ({ event }) => event.type === 'panel.open' && event.panel === 'wishlist',
    isMenuRequested: ({ event }) => event.type === 'panel.open' && event.panel === 'menu',
    isCategoriesTabRequested: ({ event }) =>
      event.type === 'menu.selectTab' && event.tab === 'categories',
    isMenusTabRequested: ({ event }) => event.type === 'menu.selectTab' && event.tab === 'menus',
    isClosedByLink: ({ event }) => event.type === 'panel.close' && event.via === 'link',
  },
}).createMachine({
  id: 'panels',
  context: { lastClosedVia: null },
  initial: 'closed',
  states: {
    closed: {
      initial: 'settled',
      on: {
        'panel.open': [opens.cart, opens.wishlist, opens.menu],
      },
      states: {
        settled: {},
        /** A link closed the panel; the page it opens takes focus once it shows. */
        followingLink: {
          on: { 'route.changed': { target: 'settled', actions: 'focusPageHeading' } },
        },
      },
    },
    cartOpen: {
      on: {
        'panel.open': [opens.wishlist, opens.menu],
        ...closing,
      },
    },
    wishlistOpen: {
      on: {
        'panel.open': [opens.cart, opens.menu],
        ...closing,
      },
    },
    menuOpen: {
      initial: 'categories',
      on: {
        'panel.open': [opens.cart, opens.wishlist],
        ...closing,
      },
      states: {
        categories: {
          on: { 'menu.selectTab': { guard: 'isMenusTabRequested', target: 'menus' } },
        },
        menus: {
          on: { 'menu.selectTab': { guard: 'isCategoriesTabRequested', target: 'categories' } },
        },
      },
    },
  },
});
