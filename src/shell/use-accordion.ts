import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { accordionMachine } from '../../machines/accordion/accordion.machine';
import { openSection } from '../../machines/accordion/selectors';

/**
 * The menu's category accordion, controlled for Radix. Radix reports '' when the open section is
 * clicked, which is the machine's rule "clicking an open section closes it".
 */
export function useAccordion() {
  const accordion = useActorRef(accordionMachine);
  const open = useSelector(accordion, openSection);
  const onValueChange = useCallback(
    (value: string) => {
      const section = value || open;
      if (section) accordion.send({ type: 'accordion.toggle', section });
    },
    [accordion, open],
  );
  return { value: open ?? '', onValueChange };
}
