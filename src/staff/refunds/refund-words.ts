/** How the back office words a refund and what became of its actions. */
import type { RefundNotice } from '../../../machines/staff-refunds/refund-action.machine';
import type { RefundMethod } from '@model/payment/refunds';

/** How the money went back. */
export const refundMethodLabels: Record<RefundMethod, string> = {
  'mpesa-reversal': 'By M-Pesa reversal',
  'by-hand': 'Marked as refunded',
};

/** What the actions say of an answer that went through. */
export function savedNotice(notice: RefundNotice): string | null {
  if (notice.kind === 'sent') {
    return 'Sent to M-Pesa. The refund is pending until M-Pesa confirms it.';
  }
  if (notice.kind === 'refunded') {
    return notice.method === 'marked' ? 'Marked as refunded.' : 'Refunded by M-Pesa.';
  }
  return null;
}

/** A reversal M-Pesa refused at once: its reason, and that the money is still owed. */
export const reversalFailedNotice = (reason: string): string =>
  `M-Pesa did not refund it: ${reason.trim().replace(/[.\s]+$/, '')}. The refund is still due.`;
