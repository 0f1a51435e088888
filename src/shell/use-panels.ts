import { createActorContext } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { focusReturnsToOpener, menuTab, openPanel } from '../../machines/panels/selectors';
import {
  panelsMachine,
  type MenuTab,
  type Panel,
  type PanelCloser,
} from '../../machines/panels/panels.machine';
import { focusPageHeading } from './app/focus-page-heading';

/** The one panels actor of the app (cart, wishlist, menu); its provider wraps the layout. */
export const PanelsActor = createActorContext(
  panelsMachine.provide({ actions: { focusPageHeading: () => focusPageHeading() } }),
);

/** Which panel is open and the menu's tab, and the panels' named senders (stable across renders). */
export function usePanels() {
  const panels = PanelsActor.useActorRef();
  const senders = useMemo(
    () => ({
      open: (panel: Panel) => panels.send({ type: 'panel.open', panel }),
      close: (via: PanelCloser) => panels.send({ type: 'panel.close', via }),
      selectTab: (tab: MenuTab) => panels.send({ type: 'menu.selectTab', tab }),
    }),
    [panels],
  );
  return {
    openPanel: PanelsActor.useSelector(openPanel),
    menuTab: PanelsActor.useSelector(menuTab),
    focusReturnsToOpener: PanelsActor.useSelector(focusReturnsToOpener),
    ...senders,
  };
}

/** Tells the panels of every route change (Back included), once the new page is on screen. */
export function usePanelsFollowRoute() {
  const panels = PanelsActor.useActorRef();
  const { pathname, search } = useLocation();
  useEffect(() => {
    panels.send({ type: 'route.changed' });
  }, [panels, pathname, search]);
}
