import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutStatus = 'editing' | 'checking' | 'reviewing' | 'placing' | 'placed' | 'failed';

/** What the page shows: validating, repricing and the decision between read as one "checking". */
export function checkoutStatus(snapshot: CheckoutSnapshot): CheckoutStatus {
  if (snapshot.matches('reviewing')) return 'reviewing';
  if (snapshot.matches('placing')) return 'placing';
  if (snapshot.matches('placed')) return 'placed';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('editing')) return 'editing';
  return 'checking';
}

/** Whether Confirm new total can be pressed now. */
export const canConfirm = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.can({ type: 'checkout.confirm' });
