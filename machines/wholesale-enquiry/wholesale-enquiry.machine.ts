import { assign, fromPromise, setup } from 'xstate';

/** What the enquiry form sends, already checked and trimmed; the phone in E.164 (+254…). */
export interface WholesaleEnquiryDetails {
  name: string;
  businessName: string;
  phone: string;
  items: string;
  message: string;
}

export type WholesaleEnquiryEvent =
  /** `id` is a fresh document id: the enquiry's own unless this repeats a failed send. */
  | { type: 'enquiry.send'; details: WholesaleEnquiryDetails; id: string }
  | { type: 'enquiry.startAgain' };

export interface WholesaleEnquiryContext {
  /** The last enquiry sent: what the thank-you and the WhatsApp handoff repeat. */
  details: WholesaleEnquiryDetails | null;
  /** The id the enquiry is written under: kept through a Retry, so it is never saved twice. */
  attemptId: string | null;
  /** The saved enquiry's id, once saved. */
  enquiryId: string | null;
  /** The last save's failure, for the screen to describe; null when there is none. */
  failure: unknown;
}

/**
 * A wholesale enquiry: editing, then sending (one save at a time: a second send while one is
 * under way is ignored), then sent, or failed with the form kept for a Retry. The save is the
 * injected `saveEnquiry` actor, so the machine knows no backend.
 */
export const wholesaleEnquiryMachine = setup({
  types: {
    context: {} as WholesaleEnquiryContext,
    events: {} as WholesaleEnquiryEvent,
  },
  actors: {
    saveEnquiry: fromPromise<string, { id: string; details: WholesaleEnquiryDetails }>(() =>
      Promise.reject(new Error('wholesaleEnquiryMachine needs a saveEnquiry actor')),
    ),
  },
  actions: {
    keepDetails: assign(
      ({ context }, { details, id }: { details: WholesaleEnquiryDetails; id: string }) => ({
        details,
        // The same enquiry sent again keeps its id: a write that landed is not doubled.
        attemptId:
          context.attemptId !== null && sameEnquiry(context.details, details)
            ? context.attemptId
            : id,
        enquiryId: null,
        failure: null,
      }),
    ),
    forgetEnquiry: assign({ details: null, attemptId: null, enquiryId: null, failure: null }),
  },
}).createMachine({
  id: 'wholesaleEnquiry',
  context: { details: null, attemptId: null, enquiryId: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'enquiry.send': {
          target: 'sending',
          actions: { type: 'keepDetails', params: ({ event }) => event },
        },
      },
    },
    sending: {
      invoke: {
        src: 'saveEnquiry',
        input: ({ context }) => {
          if (context.details === null || context.attemptId === null) {
            throw new Error('sending needs the enquiry details');
          }
          return { id: context.attemptId, details: context.details };
        },
        onDone: { target: 'sent', actions: assign({ enquiryId: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    sent: {
      on: { 'enquiry.startAgain': { target: 'editing', actions: 'forgetEnquiry' } },
    },
    /** The form keeps what was typed; sending it again (Retry) tries once more. */
    failed: {
      on: {
        'enquiry.send': {
          target: 'sending',
          actions: { type: 'keepDetails', params: ({ event }) => event },
        },
      },
    },
  },
});

function sameEnquiry(a: WholesaleEnquiryDetails | null, b: WholesaleEnquiryDetails): boolean {
  return (
    a !== null &&
    a.name === b.name &&
    a.businessName === b.businessName &&
    a.phone === b.phone &&
    a.items === b.items &&
    a.message === b.message
  );
}
