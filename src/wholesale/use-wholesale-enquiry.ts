import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  savedId,
  submissionFailure,
  submissionStatus,
  submittedDetails,
} from '../../machines/submission/selectors';
import {
  wholesaleEnquiryMachine,
  type WholesaleEnquiryDetails,
} from '../../machines/wholesale-enquiry/wholesale-enquiry.machine';
import { addWholesaleEnquiry, newWholesaleEnquiryId } from '@/data/submissions';
import { failureMessage } from '@/data/data-error';

const logic = wholesaleEnquiryMachine.provide({
  actors: { save: fromPromise(({ input }) => addWholesaleEnquiry(input.id, input.details)) },
});

/** The wholesale-enquiry machine bound to the `wholesaleEnquiries` collection. */
export function useWholesaleEnquiry() {
  const enquiry = useActorRef(logic);
  const senders = useMemo(
    () => ({
      send: (details: WholesaleEnquiryDetails) =>
        enquiry.send({ type: 'submission.send', details, id: newWholesaleEnquiryId() }),
      startAgain: () => enquiry.send({ type: 'submission.writeAnother' }),
    }),
    [enquiry],
  );
  return {
    status: useSelector(enquiry, submissionStatus),
    details: useSelector(enquiry, submittedDetails),
    enquiryId: useSelector(enquiry, savedId),
    failureMessage: failureMessage(useSelector(enquiry, submissionFailure)),
    ...senders,
  };
}
