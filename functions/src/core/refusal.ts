/** Why a call was refused; `refusalsAsHttps` (./call.ts) turns it into the matching HttpsError. */
export type RefusalCode =
  | 'invalid-argument'
  | 'not-found'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  /** A caller who is not on the shop's team (../staff/staff-member.ts). */
  | 'permission-denied';

/** A refusal whose message is fit for the caller: the shopper, or staff. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}
