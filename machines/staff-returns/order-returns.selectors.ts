import type { OrderReturnsSnapshot } from './order-returns.machine';

/** What the section shows: Loading, the returns (none: no section), or why they were not read. */
export function returnsStatus(snapshot: OrderReturnsSnapshot): 'loading' | 'shown' | 'failed' {
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('shown') ? 'shown' : 'loading';
}

export const shownReturns = (snapshot: OrderReturnsSnapshot) => snapshot.context.returns;

/** Why the returns could not be read, first or again; null while they are shown as read. */
export const readFailure = (snapshot: OrderReturnsSnapshot): unknown =>
  snapshot.matches('failed') || snapshot.matches({ shown: 'readAgainFailed' })
    ? snapshot.context.failure
    : null;
