/** How Daraja's answers are read: its refusals, and the two it gives that are not failures. */

/** Daraja refused a request or could not be reached; `code` is its `errorCode` when it sent one. */
export class DarajaError extends Error {
  override readonly name = 'DarajaError';
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function refusal(answer: Answer, what: string): DarajaError {
  const message =
    text(answer.body.errorMessage) ??
    text(answer.body.ResponseDescription) ??
    `${what} answered HTTP ${answer.status}`;
  return new DarajaError(message, text(answer.body.errorCode), answer.status);
}

/** The status query's answer while the shopper has not answered the prompt yet. */
export function isStillProcessing(answer: Answer): boolean {
  return (
    answer.body.errorCode === '500.001.1001' &&
    /being processed/i.test(text(answer.body.errorMessage) ?? '')
  );
}

/** A token Daraja no longer accepts: the request was refused before anything happened. */
export const isInvalidToken = (answer: Answer) =>
  answer.status === 401 || answer.body.errorCode === '404.001.03';
