import { useActorRef, useSelector } from '@xstate/react';
import { accordionMachine, openSection } from '../../machines/accordion/accordion.machine';

/**
 * The menu's category accordion, controlled for Radix. Radix reports '' when the open section is
 * clicked, which is the machine's rule "clicking an open section closes it".
 */
export function useAccordion() {
  const accordion = useActorRef(accordionMachine);
  const open = useSelector(accordion, openSection);
  return {
    value: open ?? '',
    onValueChange: (value: string) => {
      const section = value || open;
      if (section) accordion.send({ type: 'accordion.toggle', section });
    },
  };
}
