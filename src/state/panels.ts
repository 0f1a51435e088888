import { createActorContext } from '@xstate/react';
import {
  menuTab,
  openPanel,
  panelsMachine,
  type MenuTab,
  type Panel,
  type PanelCloser,
} from '../../machines/panels/panels.machine';

/** The one panels actor of the app (cart, wishlist, menu); its provider wraps the layout. */
export const PanelsActor = createActorContext(panelsMachine);

export function usePanels() {
  const panels = PanelsActor.useActorRef();
  return {
    openPanel: PanelsActor.useSelector(openPanel),
    menuTab: PanelsActor.useSelector(menuTab),
    open: (panel: Panel) => panels.send({ type: 'panel.open', panel }),
    close: (via: PanelCloser) => panels.send({ type: 'panel.close', via }),
    selectTab: (tab: MenuTab) => panels.send({ type: 'menu.selectTab', tab }),
  };
}
