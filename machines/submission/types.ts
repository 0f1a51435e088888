export interface SubmissionContext<TDetails> {
  /** The last details sent: kept through a failure for a Retry, and once sent for the thanks. */
  details: TDetails | null;
  /** The id the details are written under: kept through a Retry, so they are never saved twice. */
  attemptId: string | null;
  /** The saved document's id, once saved. */
  savedId: string | null;
  /** The last save's failure, for the screen to describe; null when there is none. */
  failure: unknown;
}

export type SubmissionEvent<TDetails> =
  /** `id` is a fresh document id: the details' own unless this repeats a failed send. */
  | { type: 'submission.send'; details: TDetails; id: string }
  | { type: 'submission.retry' }
  | { type: 'submission.writeAnother' };

/** What the injected `save` actor writes; it answers the saved document's id. */
export interface SaveInput<TDetails> {
  id: string;
  details: TDetails;
}
