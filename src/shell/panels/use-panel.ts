import type { Panel } from '../../../machines/panels/panels.machine';
import { usePanels } from '../use-panels';

/**
 * What a panel hands its SlideOver (open while it is the panel open, each way of closing told to
 * the panels machine), and how its links close it.
 */
export function usePanel(panel: Panel) {
  const panels = usePanels();
  return {
    panels,
    slideOver: {
      open: panels.openPanel === panel,
      onClose: panels.close,
      returnFocusToOpener: panels.focusReturnsToOpener,
    },
    closeByLink: () => panels.close('link'),
  };
}
