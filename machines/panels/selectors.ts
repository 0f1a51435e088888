import type { SnapshotFrom } from 'xstate';
import {
  closersStayingOnPage,
  type MenuTab,
  type Panel,
  type panelsMachine,
} from './panels.machine';

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

/** Whether the panel that last closed gives focus back to its opener (else the page takes it). */
export function focusReturnsToOpener(snapshot: PanelsSnapshot): boolean {
  const via = snapshot.context.lastClosedVia;
  return via !== null && closersStayingOnPage.includes(via);
}
