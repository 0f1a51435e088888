import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  wholesaleEnquiryMachine,
  type WholesaleEnquiryDetails,
} from '../../machines/wholesale-enquiry/wholesale-enquiry.machine';
import { addWholesaleEnquiry, newWholesaleEnquiryId } from '../data/submissions';
import { failureMessage } from '../data/data-error';

const machine = wholesaleEnquiryMachine.provide({
  actors: {
    saveEnquiry: fromPromise(
      ({ input }: { input: { id: string; details: WholesaleEnquiryDetails } }) =>
        addWholesaleEnquiry(input.id, input.details),
    ),
  },
});

export type WholesaleEnquiryStatus = 'editing' | 'sending' | 'sent' | 'failed';

/** The wholesale-enquiry machine bound to the `wholesaleEnquiries` collection. */
export function useWholesaleEnquiry() {
  const [snapshot, send] = useMachine(machine);
  return {
    status: snapshot.value satisfies WholesaleEnquiryStatus,
    details: snapshot.context.details,
    enquiryId: snapshot.context.enquiryId,
    failureMessage: failureMessage(snapshot.context.failure),
    send: (details: WholesaleEnquiryDetails) =>
      send({ type: 'enquiry.send', details, id: newWholesaleEnquiryId() }),
    startAgain: () => send({ type: 'enquiry.startAgain' }),
  };
}
