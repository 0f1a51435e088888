import { assertEvent, assign, setup } from 'xstate';

export interface AccordionContext {
  /** The open category section, or null while all are closed. */
  openSection: string | null;
}

export type AccordionEvent =
  { type: 'accordion.toggle'; section: string } | { type: 'accordion.closeAll' };

/**
 * Only one category section is open at a time, and clicking the open section closes it.
 * The 300 ms transition belongs to CSS, not to this machine.
 */
export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
  },
  actions: {
    openRequestedSection: assign({
      openSection: ({ event }) => {
        assertEvent(event, 'accordion.toggle');
        return event.section;
      },
    }),
    forgetOpenSection: assign({ openSection: null }),
  },
  guards: {
    isNamedSection: ({ event }) => event.type === 'accordion.toggle' && event.section !== '',
    isOpenSection: ({ context, event }) =>
      event.type === 'accordion.toggle' && event.section === context.openSection,
  },
}).createMachine({
  id: 'accordion',
  context: { openSection: null },
  initial: 'allClosed',
  states: {
    allClosed: {
      on: {
        'accordion.toggle': {
          guard: 'isNamedSection',
          target: 'sectionOpen',
          actions: 'openRequestedSection',
        },
      },
    },
    sectionOpen: {
      on: {
        'accordion.toggle': [
          { guard: 'isOpenSection', target: 'allClosed', actions: 'forgetOpenSection' },
          { guard: 'isNamedSection', actions: 'openRequestedSection' },
        ],
        'accordion.closeAll': { target: 'allClosed', actions: 'forgetOpenSection' },
      },
    },
  },
});
