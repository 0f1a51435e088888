import { refundNotes } from '../../machines/checkout/selectors';
import type { OrderRefund } from '../../machines/checkout/types';

/** The money the shop gave back for the order, and what it still owes back: nothing for none. */
export function RefundNote({
  refund,
  className,
}: {
  refund: OrderRefund | null;
  className?: string;
}) {
  return refundNotes(refund).map((note) => (
    <p key={note} className={className}>
      {note}
    </p>
  ));
}
