import type { OrderReturnSnapshot } from './order-return.machine';
import { exchangeChoices, formProblems, stockOf } from './rules';
import type { Problem, ProblemField } from './types';

export const isFormOpen = (snapshot: OrderReturnSnapshot) => snapshot.matches('open');

export const isSending = (snapshot: OrderReturnSnapshot) =>
  snapshot.matches({ open: { form: 'sending' } });

/** What the stock read stands at, while the form is open. */
export const stockReading = (snapshot: OrderReturnSnapshot): 'checking' | 'known' | 'unknown' =>
  snapshot.matches({ open: { stock: 'unknown' } })
    ? 'unknown'
    : snapshot.matches({ open: { stock: 'known' } })
      ? 'known'
      : 'checking';

/** The problems shown, once Send request was pressed: each updates as the shopper fixes it. */
export const shownProblems = (snapshot: OrderReturnSnapshot): Problem[] =>
  snapshot.context.checked ? formProblems(snapshot.context) : [];

const sameField = (a: ProblemField, b: ProblemField) =>
  a.kind === b.kind && ('line' in a ? a.line : null) === ('line' in b ? b.line : null);

/** The messages at one field of the form. */
export const problemsAt = (problems: readonly Problem[], field: ProblemField): string[] =>
  problems.filter((problem) => sameField(problem.field, field)).map(({ message }) => message);

/** The server's refusal, in its words, while the form shows it. */
export const refusal = (snapshot: OrderReturnSnapshot) =>
  snapshot.matches({ open: { form: 'refused' } }) ? snapshot.context.refusal : null;

/** Why the request got no answer, while the form offers Try again. */
export const failure = (snapshot: OrderReturnSnapshot) =>
  snapshot.matches({ open: { form: 'failed' } }) ? snapshot.context.failure : null;

/** The sizes and colours an exchange of the line at this place in the form may ask for. */
export const exchangeChoicesAt = (snapshot: OrderReturnSnapshot, index: number) => {
  const line = snapshot.context.lines[index]!;
  return exchangeChoices(
    stockOf(snapshot.context.stock, line),
    snapshot.context.choices[index]?.size ?? null,
  );
};

/** The return the server took, once the form closed for it: the page reads the order again. */
export const returnSent = (snapshot: OrderReturnSnapshot) =>
  snapshot.matches('sent') ? snapshot.context.sent : null;
