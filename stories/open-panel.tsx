import { useEffect, type ReactNode } from 'react';
import type { MenuTab, Panel } from '../machines/panels/panels.machine';
import { PanelsActor } from '../src/shell/use-panels';

function Opener({ panel, tab }: { panel: Panel; tab?: MenuTab }) {
  const panels = PanelsActor.useActorRef();
  useEffect(() => {
    panels.send({ type: 'panel.open', panel });
    if (tab) panels.send({ type: 'menu.selectTab', tab });
  }, [panels, panel, tab]);
  return null;
}

/** Renders panels with one opened, for stories of each panel's states. */
export function WithPanelOpen({
  panel,
  tab,
  children,
}: {
  panel: Panel;
  tab?: MenuTab;
  children: ReactNode;
}) {
  return (
    <PanelsActor.Provider>
      <Opener panel={panel} tab={tab} />
      {children}
    </PanelsActor.Provider>
  );
}
