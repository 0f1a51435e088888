import type { SubmissionContext } from './types';

export type SubmissionStatus = 'editing' | 'sending' | 'sent' | 'failed';

/** Any submission machine's snapshot, so these selectors serve every machine the factory makes. */
interface SubmissionSnapshot<TDetails> {
  value: SubmissionStatus;
  context: SubmissionContext<TDetails>;
}

export const submissionStatus = (snapshot: SubmissionSnapshot<unknown>): SubmissionStatus =>
  snapshot.value;

/** The details last sent: those being sent, kept after a failure, or thanked for once sent. */
export const submittedDetails = <TDetails>(snapshot: SubmissionSnapshot<TDetails>) =>
  snapshot.context.details;

export const savedId = (snapshot: SubmissionSnapshot<unknown>): string | null =>
  snapshot.context.savedId;

export const submissionFailure = (snapshot: SubmissionSnapshot<unknown>): unknown =>
  snapshot.context.failure;
