import type { RefundOwner } from '../../../machines/staff-refunds/types';
import { refundRefusals, type Refund } from '@model/payment/refunds';
import { ActionNotice } from '../ui/ActionNotice';
import { MarkRefundedDialog } from './MarkRefundedDialog';
import { reversalFailedNotice, savedNotice } from './refund-words';
import { useRefundAction } from './use-refund-action';
import staff from '../ui/staff.module.css';
import styles from './Refunds.module.css';

export interface RefundActionsProps {
  refund: Refund;
  /** The list or order page machine showing the refund, told of each answer. */
  owner: RefundOwner;
  /** The element that says which refund these act on, for the buttons' description. */
  describedBy?: string;
}

/**
 * A refund's actions, on the Refunds tab and an order's page alike: `Refund by M-Pesa` when the
 * refund allows it (or why not), `Mark as refunded` with its dialog, and what became of the last
 * one.
 */
export function RefundActions({ refund, owner, describedBy }: RefundActionsProps) {
  const action = useRefundAction(refund, owner);
  const { notice } = action;
  if (!action.offersMarking && !notice) return null;
  const saved = notice ? savedNotice(notice) : null;
  return (
    <div className={styles.actions}>
      {action.offersReversal || action.offersMarking ? (
        <div className={staff.actions}>
          {action.offersReversal ? (
            <button
              type="button"
              className={staff.primary}
              onClick={action.reverse}
              aria-disabled={action.busy || undefined}
              aria-describedby={describedBy}
            >
              Refund by M-Pesa
            </button>
          ) : null}
          {action.offersMarking ? (
            <button
              type="button"
              className={staff.secondary}
              onClick={action.startMarking}
              aria-disabled={action.busy || undefined}
              aria-describedby={describedBy}
            >
              Mark as refunded
            </button>
          ) : null}
        </div>
      ) : null}
      {action.whyNoReversal ? (
        <p className={staff.muted}>{refundRefusals[action.whyNoReversal]}</p>
      ) : null}
      {action.sending ? (
        <p role="status" className={staff.muted}>
          Sending…
        </p>
      ) : null}
      <ActionNotice
        news={notice}
        saved={saved}
        refusal={
          notice?.kind === 'reversalFailed'
            ? reversalFailedNotice(notice.reason)
            : notice?.kind === 'refused'
              ? notice.message
              : null
        }
        failure={
          notice?.kind === 'failed'
            ? {
                message:
                  `The refund could not be sent. ${action.reversalFailureMessage ?? ''}`.trim(),
                onRetry: action.reverse,
              }
            : null
        }
      />
      <MarkRefundedDialog action={action} />
    </div>
  );
}
