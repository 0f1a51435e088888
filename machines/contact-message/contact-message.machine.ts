import { assign, fromPromise, setup } from 'xstate';
import type { ContactMessageContext, ContactMessageDetails, ContactMessageEvent } from './types';

/**
 * The contact form (docs/shop-rules.md, Contact): editing → sending → sent, or failed with the
 * message kept and a Retry. While a message is sending, nothing else is sent: a double click
 * saves it once. The write (`saveMessage`) is injected.
 */
export const contactMessageMachine = setup({
  types: {
    context: {} as ContactMessageContext,
    events: {} as ContactMessageEvent,
  },
  actors: {
    saveMessage: fromPromise<string, { id: string; details: ContactMessageDetails }>(() =>
      Promise.reject(new Error('contactMessageMachine needs a saveMessage actor')),
    ),
  },
  actions: {
    keepDetails: assign(({ context, event }) => {
      if (event.type !== 'message.send') return {};
      // The same words sent again are the same message: its id stays, so it is saved once.
      const same = context.messageId !== null && sameMessage(context.details, event.details);
      return {
        details: event.details,
        messageId: same ? context.messageId : event.id,
        failure: null,
      };
    }),
  },
}).createMachine({
  id: 'contactMessage',
  context: { details: null, messageId: null, savedId: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'message.send': { target: 'sending', actions: 'keepDetails' } },
    },
    sending: {
      invoke: {
        src: 'saveMessage',
        input: ({ context }) => {
          if (context.details === null || context.messageId === null) {
            throw new Error('sending needs a message');
          }
          return { id: context.messageId, details: context.details };
        },
        onDone: { target: 'sent', actions: assign({ savedId: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    failed: {
      on: {
        'message.retry': { target: 'sending', actions: assign({ failure: null }) },
        // The shopper may correct the kept message and send that instead.
        'message.send': { target: 'sending', actions: 'keepDetails' },
      },
    },
    sent: {
      on: {
        'message.writeAnother': {
          target: 'editing',
          actions: assign({ details: null, messageId: null, savedId: null, failure: null }),
        },
      },
    },
  },
});

function sameMessage(a: ContactMessageDetails | null, b: ContactMessageDetails): boolean {
  return (
    a !== null &&
    a.name === b.name &&
    a.email === b.email &&
    a.phone === b.phone &&
    a.message === b.message
  );
}
