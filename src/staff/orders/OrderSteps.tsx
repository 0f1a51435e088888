import { useEffect, useRef } from 'react';
import type { StaffOrder } from '../../../machines/staff-orders/types';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { stepLabels, stepSavedMessages } from './order-words';
import { StepDialog } from './StepDialog';
import type { StaffOrderBinding } from './use-staff-order';
import staff from '../ui/staff.module.css';
import styles from './OrderPage.module.css';

/**
 * The steps the order allows now, as buttons, and what became of the last one. A step's button
 * is gone once it is taken, so the page's word about it takes the focus.
 */
export function OrderSteps({ order, binding }: { order: StaffOrder; binding: StaffOrderBinding }) {
  const { notice, steps, busy, savingStep } = binding;
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  return (
    <div className={styles.steps}>
      {steps.includes('confirm') ? (
        <p id="order-confirm-hint" className={staff.hint}>
          Call the customer to confirm this cash order: it is packed once they have confirmed.
        </p>
      ) : null}
      {steps.length > 0 ? (
        <div className={staff.actions}>
          {steps.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'cancel' ? styles.danger : styles.primary}
              onClick={() => binding.start(action)}
              aria-disabled={busy || undefined}
              aria-describedby={action === 'confirm' ? 'order-confirm-hint' : undefined}
            >
              {stepLabels[action]}
            </button>
          ))}
        </div>
      ) : null}
      {savingStep && binding.openDialog === null ? (
        <p role="status" className={staff.muted}>
          Saving…
        </p>
      ) : null}
      <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
        {notice?.kind === 'saved' ? (
          <p role="status" className={styles.saved}>
            {stepSavedMessages[notice.action]}
          </p>
        ) : notice?.kind === 'refused' ? (
          <p role="alert" className={staff.failure}>
            {notice.message}
          </p>
        ) : notice?.kind === 'failed' ? (
          <RetryAlert
            message={binding.noticeFailureMessage}
            onRetry={binding.retryStep}
            look="notice"
          />
        ) : null}
      </div>
      {binding.rereadFailureMessage ? (
        <RetryAlert
          message={`The order could not be read again. ${binding.rereadFailureMessage}`}
          onRetry={binding.retryRead}
          look="notice"
        />
      ) : null}
      <StepDialog order={order} binding={binding} />
    </div>
  );
}
