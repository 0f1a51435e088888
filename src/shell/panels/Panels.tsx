import { lazy, Suspense, useState } from 'react';
import type { Panel } from '../../../machines/panels/panels.machine';
import { usePanels, usePanelsFollowRoute } from '../use-panels';

// Dialog code is not part of the first load: a panel's code arrives when it first opens.
const panelComponents = {
  menu: lazy(() => import('./MenuPanel')),
  cart: lazy(() => import('@/cart/panels/CartPanel')),
  wishlist: lazy(() => import('@/cart/panels/WishlistPanel')),
};

/**
 * Mounts each panel on its first opening and keeps it, so it can animate closed and open. A
 * route change closes the open panel.
 */
export function Panels() {
  const { openPanel } = usePanels();
  usePanelsFollowRoute();
  const [mounted, setMounted] = useState<Panel[]>([]);
  if (openPanel && !mounted.includes(openPanel)) setMounted([...mounted, openPanel]);
  return (
    <Suspense fallback={null}>
      {mounted.map((panel) => {
        const PanelComponent = panelComponents[panel];
        return <PanelComponent key={panel} />;
      })}
    </Suspense>
  );
}
