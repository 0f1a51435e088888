import type { SnapshotFrom } from 'xstate';
import { formatKes } from '../../src/catalog/price';
import { maxOrderAmount, maxOrderLines } from '../../src/forms/limits';
import type { checkoutMachine } from './checkout.machine';
import type { Refusal } from './types';

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

/** What the page says for a refusal the form does not already show; null for none. */
export function refusalMessage(refusal: Refusal | null): string | null {
  switch (refusal) {
    case 'too-many-lines':
      return `One order holds up to ${maxOrderLines} products. Remove some from your cart and order them separately.`;
    case 'order-too-large':
      return `One order must come to less than ${formatKes(maxOrderAmount)}. Lower some quantities or remove products, and order the rest separately.`;
    default:
      return null;
  }
}
