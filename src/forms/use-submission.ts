import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  savedId,
  submissionFailure,
  submissionStatus,
  submittedDetails,
} from '../../machines/submission/selectors';
import type { createSubmissionMachine } from '../../machines/submission/submission.machine';
import { failureMessage } from '@/data/data-error';

type SubmissionMachine<TDetails extends object> = ReturnType<
  typeof createSubmissionMachine<TDetails>
>;

/**
 * A form saved once (machines/submission) bound to its screen: `save` writes the details under
 * an id `newId` makes, and answers the saved document's id.
 */
export function useSubmission<TDetails extends object>(
  machine: SubmissionMachine<TDetails>,
  save: (id: string, details: TDetails) => Promise<string>,
  newId: () => string,
) {
  const [logic] = useState(() =>
    machine.provide({
      actors: { save: fromPromise(({ input }) => save(input.id, input.details)) },
    }),
  );
  const actor = useActorRef(logic);
  const senders = useMemo(
    () => ({
      send: (details: TDetails) => actor.send({ type: 'submission.send', details, id: newId() }),
      retry: () => actor.send({ type: 'submission.retry' }),
      writeAnother: () => actor.send({ type: 'submission.writeAnother' }),
    }),
    [actor, newId],
  );
  return {
    status: useSelector(actor, submissionStatus),
    details: useSelector(actor, submittedDetails),
    savedId: useSelector(actor, savedId),
    failureMessage: failureMessage(useSelector(actor, submissionFailure)),
    ...senders,
  };
}
