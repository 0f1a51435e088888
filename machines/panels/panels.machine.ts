import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export type Panel = 'cart' | 'wishlist' | 'menu';
export type PanelCloser = 'overlay' | 'closeButton' | 'escape' | 'link';
export type MenuTab = 'categories' | 'menus';

export interface PanelsContext {
  /** How the last panel closed; after a link the page changes, so focus need not go back. */
  lastClosedVia: PanelCloser | null;
}

export type PanelsEvent =
  | { type: 'panel.open'; panel: Panel }
  | { type: 'panel.close'; via: PanelCloser }
  | { type: 'menu.selectTab'; tab: MenuTab };

/**
 * Spec 4: the cart, wishlist and menu panels are each open or closed; the overlay, the close
 * button or a link closes them. They are modal dialogs, so at most one is open: opening another
 * replaces it. The menu shows the Categories tab each time it opens.
 */
export const panelsMachine = setup({
  types: {
    context: {} as PanelsContext,
    events: {} as PanelsEvent,
  },
  actions: {
    rememberHowClosed: assign({
      lastClosedVia: ({ event }) => {
        assertEvent(event, 'panel.close');
        return event.via;
      },
    }),
  },
  guards: {
    isCartRequested: ({ event }) => event.type === 'panel.open' && event.panel === 'cart',
    isWishlistRequested: ({ event }) => event.type === 'panel.open' && event.panel === 'wishlist',
    isMenuRequested: ({ event }) => event.type === 'panel.open' && event.panel === 'menu',
    isCategoriesTabRequested: ({ event }) =>
      event.type === 'menu.selectTab' && event.tab === 'categories',
    isMenusTabRequested: ({ event }) => event.type === 'menu.selectTab' && event.tab === 'menus',
  },
}).createMachine({
  id: 'panels',
  context: { lastClosedVia: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'panel.open': [
          { guard: 'isCartRequested', target: 'cartOpen' },
          { guard: 'isWishlistRequested', target: 'wishlistOpen' },
          { guard: 'isMenuRequested', target: 'menuOpen' },
        ],
      },
    },
    cartOpen: {
      on: {
        'panel.open': [
          { guard: 'isWishlistRequested', target: 'wishlistOpen' },
          { guard: 'isMenuRequested', target: 'menuOpen' },
        ],
        'panel.close': { target: 'closed', actions: 'rememberHowClosed' },
      },
    },
    wishlistOpen: {
      on: {
        'panel.open': [
          { guard: 'isCartRequested', target: 'cartOpen' },
          { guard: 'isMenuRequested', target: 'menuOpen' },
        ],
        'panel.close': { target: 'closed', actions: 'rememberHowClosed' },
      },
    },
    menuOpen: {
      initial: 'categories',
      on: {
        'panel.open': [
          { guard: 'isCartRequested', target: 'cartOpen' },
          { guard: 'isWishlistRequested', target: 'wishlistOpen' },
        ],
        'panel.close': { target: 'closed', actions: 'rememberHowClosed' },
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

export type PanelsSnapshot = SnapshotFrom<typeof panelsMachine>;

export function openPanel(snapshot: PanelsSnapshot): Panel | null {
  if (snapshot.matches('cartOpen')) return 'cart';
  if (snapshot.matches('wishlistOpen')) return 'wishlist';
  if (snapshot.matches('menuOpen')) return 'menu';
  return null;
}

/** The selected menu tab, or null while the menu is closed. */
export function menuTab(snapshot: PanelsSnapshot): MenuTab | null {
  if (snapshot.matches({ menuOpen: 'categories' })) return 'categories';
  if (snapshot.matches({ menuOpen: 'menus' })) return 'menus';
  return null;
}
